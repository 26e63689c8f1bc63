/** `text` in at most `max` characters: cut, with "…" as its last when it was longer. */
export const cutShort = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text
