/**
 * Rows keyed by id, in an object without a prototype: a key such as
 * "constructor" or "__proto__" is an ordinary (absent or own) key, never
 * something every plain object inherits. Tables are replaced, never changed
 * in place, so a failed write leaves the one in memory as it was.
 */
export type Table<T> = Record<string, T>

/** A prototype-free copy of `rows` (own enumerable keys only). */
export function tableOf<T>(rows: Record<string, T> = {}): Table<T> {
  const table = Object.create(null) as Table<T>
  for (const key of Object.keys(rows)) table[key] = rows[key] as T
  return table
}

/**
 * `rows` itself as a table: its prototype taken away in place, nothing
 * copied (a start's 10,000 rows and more). Only for an object no one
 * changes, such as a table of a store's parsed document: tables are
 * replaced, never changed, and every store write replaces the document.
 */
export function adoptTable<T>(rows: Record<string, T>): Table<T> {
  if (Object.getPrototypeOf(rows) !== null) Object.setPrototypeOf(rows, null)
  return rows
}

/** A copy with `key` set, or removed when `value` is undefined. */
export function withRow<T>(rows: Table<T>, key: string, value: T | undefined): Table<T> {
  const next = Object.create(null) as Table<T>
  for (const other of Object.keys(rows)) if (other !== key) next[other] = rows[other] as T
  if (value !== undefined) next[key] = value
  return next
}

/** A stored table as it must be: a plain JSON object (anything else is damage, see storeShape). */
export const isPlainTable = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
