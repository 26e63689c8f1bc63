/*
 * CSV as spreadsheets read it, for every file the app writes (profile and
 * activity export, verify reports): RFC 4180 cells, guarded against formulas.
 */

/**
 * A cell a spreadsheet could run as a formula starts with =, +, - or @ (or a
 * tab or line break before one, OWASP's list). Export puts an apostrophe in
 * front, which spreadsheets read as "this is text". Values starting with
 * white space or an apostrophe get one too, so that import can take exactly
 * one off every cell that has it and read back the value that was written.
 */
const GUARDED = /^[=+\-@\s']/

/**
 * A spreadsheet that splits on another separator (";" or tab where "," is the
 * decimal mark), or ignores quotes, starts a cell after any separator or line
 * break inside a value too. There an apostrophe goes in front of a formula
 * start, even behind spaces, quotes or apostrophes (those get one as well, so
 * that import takes exactly one off, as at the start).
 */
const INNER_GUARDED = /(?<=[,;\t\r\n])(?=[ '"]*[=+\-@])/g
const INNER_WRITTEN = /(?<=[,;\t\r\n])'(?=[ '"]*[=+\-@])/g

export const neutralize = (value: string): string => {
  const inner = value.replace(INNER_GUARDED, "'")
  return GUARDED.test(inner) ? `'${inner}` : inner
}

/** The inverse of `neutralize`; a cell it did not write (e.g. `'abc`, typed by hand) stays. */
export const unneutralize = (cell: string): string => {
  const outer = cell.startsWith("'") && GUARDED.test(cell.slice(1)) ? cell.slice(1) : cell
  return outer.replace(INNER_WRITTEN, '')
}

/**
 * Quoted when it holds a quote, line break or any separator a spreadsheet may
 * split on (",", and ";" or tab in locales where "," is the decimal mark), or
 * ends in white space (import trims). A separator left bare would start a new
 * cell mid-value, and that cell's first character escapes the guard above.
 */
const NEEDS_QUOTES = /[",;\t\r\n]|\s$/

/** One RFC 4180 cell, neutralized against formulas. */
export function csvCell(value: string): string {
  const safe = neutralize(value)
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/**
 * What separates a record's cells: "," as RFC 4180 has it, or ";" for Excel
 * where "," is the decimal mark (German, French…), which opens a comma file
 * as one column. Import reads either.
 */
export const csvSeparators = [',', ';'] as const
export type CsvSeparator = (typeof csvSeparators)[number]

/** One record, with the CRLF line end RFC 4180 asks for. */
export const csvRecord = (values: readonly string[], separator: CsvSeparator = ','): string =>
  `${values.map(csvCell).join(separator)}\r\n`
