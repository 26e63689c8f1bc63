/**
 * `text` in at most `max` characters: cut, with "…" as its last when it was
 * longer, right after the last character kept that is not a space.
 */
export const cutShort = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text
