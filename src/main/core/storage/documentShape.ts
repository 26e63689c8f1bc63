import { describeJson } from './cachedStore'
import type { JsonStore } from './jsonStore'
import { DamagedStoreError } from './storeErrors'
import { isPlainTable } from '../util/table'

/**
 * Refuses a document whose `keys` hold something other than a table (a
 * JSON object): read as empty, such a table would be overwritten by the
 * next write. Each owner of keys in profiles.json checks its own.
 */
export function checkTables(store: JsonStore, keys: readonly string[]): void {
  for (const key of keys) {
    const table = store.get(key)
    if (table !== undefined && !isPlainTable(table)) {
      throw new DamagedStoreError(`its "${key}" entry is ${describeJson(table)}, not a table`)
    }
  }
}

/** As checkTables, for tables of lists per profile. */
export function checkListTables(store: JsonStore, keys: readonly string[]): void {
  checkTables(store, keys)
  for (const key of keys) {
    const rows = store.get(key) ?? {}
    for (const [id, list] of Object.entries(rows as Record<string, unknown>)) {
      if (!Array.isArray(list)) {
        throw new DamagedStoreError(
          `its "${key}" entry for ${JSON.stringify(id.slice(0, 60))} is ${describeJson(list)}, not a list`,
        )
      }
    }
  }
}
