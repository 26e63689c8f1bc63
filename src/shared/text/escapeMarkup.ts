const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * Text as HTML and GLib markup show it, never as markup: the five
 * characters that start a tag or an entity, escaped as GLib's
 * g_markup_escape_text does (and an HTML error page echoes a value).
 */
export const escapeMarkup = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => entities[c] ?? c)
