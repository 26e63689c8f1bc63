/**
 * The one number format, made on first use (its first use initialises ICU, about 10 ms) and
 * kept: `n.toLocaleString()` builds a formatter per call, 12 µs each, 30 times this one, and
 * the sidebar formats a dozen counts per keystroke.
 */
let numbers: Intl.NumberFormat | undefined

/** "1,234": a count in the user's locale, as `toLocaleString()` writes it. */
export const formatCount = (n: number): string => (numbers ??= new Intl.NumberFormat()).format(n)

/** "1 profile", "1,234 profiles": a count and its noun, for the window and main's notices alike. */
export const countOf = (n: number, one: string, many = `${one}s`): string =>
  `${formatCount(n)} ${n === 1 ? one : many}`
