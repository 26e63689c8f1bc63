import { parse } from 'csv-parse/sync'
import { AppFailure } from '../../../shared/ipc/errors'
import { said, type Said, type SaidKey } from '../../../shared/i18n/said'
import { saying } from '../../../shared/i18n/sayMessage'
import {
  csvColumns,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ImportField,
  type ImportFormat,
} from '../../../shared/model/transfer'
import { unneutralize } from '../../../shared/text/csv'
import { readField, separatorOf, squashTitle } from './csv'

/**
 * One row as read from the file, before validation: plain values keyed by
 * profile field, only for the fields the file has.
 */
export interface RawRow {
  row: number
  fields: Record<string, unknown>
  /**
   * A CSV row with values beyond the header's last column (an unquoted comma
   * in a note): what they belong to is a guess, so the row is not imported.
   */
  extraCells?: { cells: number; columns: number }
}

/** A file refused, in one message: the failure's and its one issue's. */
const invalidFile = (key: SaidKey, values?: Said['values']) => {
  const words = saying(key, values)
  return new AppFailure({ code: 'invalid-input', ...words, issues: [{ path: 'file', ...words }] })
}

/**
 * The keys of an export file's profiles that import does not read
 * ("password", a misspelt "tag"), in the order first met: the preview names
 * them, as it names a CSV's unread columns, so a field left out (a password
 * above all, never read) is no surprise. Called on a file parseImport read.
 */
export function unreadKeys(text: string): string[] {
  const file = JSON.parse(text.replace(/^\uFEFF/, '')) as { profiles?: unknown }
  const known = new Set<string>(csvColumns.map((c) => c.field))
  const unread = new Set<string>()
  for (const entry of Array.isArray(file.profiles) ? file.profiles : []) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) continue
    for (const key of Object.keys(entry)) if (!known.has(key)) unread.add(key)
  }
  return [...unread]
}

/** Reads an export file or a CSV into raw rows; a malformed file is one clear error. */
export function parseImport(format: ImportFormat, text: string): RawRow[] {
  const body = text.replace(/^\uFEFF/, '')
  if (body.trim() === '') throw invalidFile('requests.file.empty')
  return format === 'json' ? parseJson(body) : parseCsv(body)
}

function parseJson(text: string): RawRow[] {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw invalidFile('requests.file.notJson', {
      detail: error instanceof Error ? error.message : said('requests.file.parseError'),
    })
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidFile('requests.file.notExport')
  }
  const file = value as Record<string, unknown>
  if (file.format !== EXPORT_FORMAT) {
    throw invalidFile('requests.file.otherFormat', { format: EXPORT_FORMAT })
  }
  if (!Number.isSafeInteger(file.version) || (file.version as number) < 1) {
    // Missing, "1", 0, 1.5: no version of Token Desk wrote it so; an update would not help.
    throw file.version === undefined
      ? invalidFile('requests.file.noVersion')
      : invalidFile('requests.file.badVersion', {
          version: JSON.stringify(file.version) ?? String(file.version),
        })
  }
  if ((file.version as number) > EXPORT_VERSION) {
    throw invalidFile('requests.file.newerVersion', {
      version: String(file.version),
      supported: EXPORT_VERSION,
    })
  }
  if (!Array.isArray(file.profiles)) throw invalidFile('requests.file.noProfiles')
  return file.profiles.map((entry, index) => ({
    row: index + 1,
    fields: typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? entry : {},
  }))
}

/** CSV headers, matched without case, spaces or punctuation (a Map: "constructor" is no column). */
const columnsByTitle = new Map<string, ImportField>(
  csvColumns.flatMap((column) =>
    [column.title, ...column.aliases].map((title) => [squashTitle(title), column.field] as const),
  ),
)
const titles = (columns: readonly { title: string }[]) => columns.map((c) => c.title).join(', ')

/** The line each record starts on: what an editor shows, also for a record spanning lines. */
export function startLines(raws: string[]): number[] {
  let breaks = 0
  return raws.map((raw) => {
    // Empty lines skipped before the record come with it.
    const blank = /^(?:[ \t]*(?:\r\n|\n|\r))*/.exec(raw)?.[0] ?? ''
    const line = breaks + lineBreaks(blank) + 1
    breaks += lineBreaks(raw)
    return line
  })
}
const lineBreaks = (text: string) => text.match(/\r\n|\n|\r/g)?.length ?? 0

/**
 * A CSV's records as import reads them (its separator, cells trimmed, empty
 * lines skipped), each with its own text, from which line numbers come.
 * Throws csv-parse's error for a malformed file.
 */
export const csvRecords = (text: string): { record: string[]; raw: string }[] =>
  // With `raw`, each record carries its text (the typings miss this overload).
  parse(text, {
    delimiter: separatorOf(text),
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    raw: true,
  }) as unknown as { record: string[]; raw: string }[]

/**
 * The header's titles import does not know ("Password", "Tag"), as the file
 * has them: the preview names them, so a column left unread is never a
 * surprise. Called on a file parseImport read, so its header parses.
 */
export function unreadColumns(text: string): { unknown: string[]; untitled: number[] } {
  // The first record alone (a title may hold a line break in quotes): the file was read whole.
  const [header = []] = parse(text, {
    delimiter: separatorOf(text),
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    to: 1,
  }) as string[][]
  const unknown = header.filter((title) => title !== '' && !columnsByTitle.has(squashTitle(title)))
  const empty = header.flatMap((title, i) => (title === '' ? [i] : []))
  if (empty.length === 0) return { unknown, untitled: [] }
  // Only then every record: an empty title over empty cells is a spreadsheet's trailing comma.
  const [, ...rows] = csvRecords(text)
  const untitled = empty.filter((i) => rows.some(({ record }) => (record[i] ?? '') !== ''))
  return { unknown, untitled: untitled.map((i) => i + 1) }
}

/**
 * csv-parse's quote errors in the file's terms, with the line and what to
 * do (its own text is English, counts fields from 0 and says nothing of
 * how to fix a quote); any other error as it says it.
 */
function csvProblem(error: unknown): AppFailure {
  const { code, lines } = (error ?? {}) as { code?: unknown; lines?: unknown }
  const line = typeof lines === 'number' ? lines : null
  const key =
    code === 'INVALID_OPENING_QUOTE' || code === 'CSV_INVALID_OPENING_QUOTE'
      ? 'requests.file.csvStrayQuote'
      : code === 'CSV_INVALID_CLOSING_QUOTE'
        ? 'requests.file.csvAfterQuote'
        : code === 'CSV_QUOTE_NOT_CLOSED'
          ? 'requests.file.csvQuoteNotClosed'
          : null
  if (key !== null && line !== null) return invalidFile(key, { line })
  const detail =
    error instanceof Error ? error.message.replace(/\s+/g, ' ') : said('requests.file.parseError')
  return invalidFile('requests.file.csvUnreadable', { detail })
}

function parseCsv(text: string): RawRow[] {
  let records: { record: string[]; raw: string }[]
  try {
    records = csvRecords(text)
  } catch (error) {
    throw csvProblem(error)
  }
  const lines = startLines(records.map((r) => r.raw))
  const [first, ...rows] = records
  if (!first) throw invalidFile('requests.file.csvNoHeader')
  const columns = first.record.map((title) => columnsByTitle.get(squashTitle(title)))
  // "Name,Name" or "Name,Profile name": which cell a profile's name is would be a guess.
  const twice = columns.findIndex((field, i) => field !== undefined && columns.indexOf(field) < i)
  if (twice >= 0) {
    const field = columns[twice]
    const named = first.record.filter((_, i) => columns[i] === field)
    throw invalidFile('requests.file.csvColumnTwice', {
      titles: named.map((title) => `“${title}”`).join(', '),
    })
  }
  const missing = csvColumns.filter((c) => c.required && !columns.includes(c.field))
  if (missing.length) {
    throw invalidFile('requests.file.csvColumnsMissing', {
      missing: titles(missing),
      required: titles(csvColumns.filter((c) => c.required)),
      optional: titles(csvColumns.filter((c) => !c.required)),
    })
  }
  return rows.flatMap(({ record: cells }, index): RawRow[] => {
    // Only empty cells (",,,,", what a spreadsheet writes for a cleared or formatted row): a
    // blank line, not a row of five missing values.
    if (cells.every((cell) => cell === '')) return []
    // Only the file's columns: a field it lacks is left as it is by an update. So are the cells a
    // short row lacks ("a,b,c" under six titles, a hand-written file's habit): only a cell given
    // empty clears a value, never one that is not there.
    const fields: Record<string, unknown> = {}
    columns.forEach((field, i) => {
      if (i >= cells.length) return
      const value = field && readField(field, unneutralize(cells[i] ?? ''))
      if (field && value !== undefined) fields[field] = value
    })
    const row = lines[index + 1] ?? 0
    // Empty cells past the header are a spreadsheet's trailing commas: nothing is lost.
    return cells.slice(columns.length).some((cell) => cell !== '')
      ? [{ row, fields, extraCells: { cells: cells.length, columns: columns.length } }]
      : [{ row, fields }]
  })
}
