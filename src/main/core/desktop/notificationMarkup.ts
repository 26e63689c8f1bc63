/**
 * A Linux notification's body is markup to every server that lists the
 * freedesktop `body-markup` capability (GNOME Shell, Plasma, dunst, mako):
 * `<a href>`, `<img src>` and entities in a profile name would be links,
 * pictures fetched from a path, or vanished text. Electron passes the body to
 * libnotify as given (shell/browser/notifications/linux/libnotify_notification.cc),
 * so the app escapes it as GLib's g_markup_escape_text does. The summary
 * (title) is plain text by the spec and stays as it is.
 */
const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export const escapeNotificationMarkup = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => entities[c] ?? c)
