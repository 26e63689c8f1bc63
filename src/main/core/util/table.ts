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
