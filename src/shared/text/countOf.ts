/** "1 profile", "1,234 profiles": a count and its noun, for the window and main's notices alike. */
export const countOf = (n: number, one: string, many = `${one}s`): string =>
  `${n.toLocaleString()} ${n === 1 ? one : many}`
