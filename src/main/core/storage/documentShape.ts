import { said, type Said } from '../../../shared/i18n/said'
import { jsonKind } from './cachedStore'
import type { JsonStore } from './jsonStore'
import { DamagedStoreError } from './storeErrors'
import { isPlainTable } from '../util/table'

/**
 * One table of a file otherwise usable holds something other than a table.
 * Its owner reads the table as its default when it is absent, so the table
 * alone is set aside (openRecovering): the file is copied first, and the
 * start goes on without it.
 */
export class WrongTableError extends DamagedStoreError {
  constructor(
    readonly table: string,
    reason: Said,
  ) {
    super(reason)
    this.name = 'WrongTableError'
  }
}

/**
 * Refuses a document whose `keys` hold something other than a table (a
 * JSON object): read as empty, such a table would be overwritten by the
 * next write. Each owner of keys in profiles.json checks its own, and says
 * whether the table may start at its default without the rest of the file
 * (`alone`, the usual case: only that table is set aside) or not (the whole
 * file is moved aside).
 */
export function checkTables(
  store: JsonStore,
  keys: readonly string[],
  { alone = true }: { alone?: boolean } = {},
): void {
  for (const key of keys) {
    const table = store.get(key)
    if (table !== undefined && !isPlainTable(table)) {
      const reason = said('app.damaged.notTable', { key, kind: jsonKind(table) })
      throw alone ? new WrongTableError(key, reason) : new DamagedStoreError(reason)
    }
  }
}

/** As checkTables, for tables of lists per profile (a row that is no list: the whole file). */
export function checkListTables(store: JsonStore, keys: readonly string[]): void {
  checkTables(store, keys)
  for (const key of keys) {
    const rows = store.get(key) ?? {}
    for (const [id, list] of Object.entries(rows as Record<string, unknown>)) {
      if (!Array.isArray(list)) {
        throw new DamagedStoreError(
          said('app.damaged.notList', {
            key,
            id: JSON.stringify(id.slice(0, 60)),
            kind: jsonKind(list),
          }),
        )
      }
    }
  }
}
