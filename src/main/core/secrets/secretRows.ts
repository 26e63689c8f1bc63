import type { JournalTables } from '../storage/journalTables'

/** Where sealed values live: one row per (service, account), ciphertext only. */
export interface SecretRows {
  get(service: string, account: string): string | undefined
  set(service: string, account: string, sealed: string | null): void
  /** Every row; with `keep`, only those whose sealed text it keeps (nothing built for the others). */
  entries(
    keep?: (sealed: string) => boolean,
  ): { service: string; account: string; sealed: string }[]
  /** The accounts of `service` that start with `prefix`. */
  accounts(service: string, prefix: string): string[]
  /** Resolves once every row set so far is on disk. */
  flush(): Promise<void>
}

const TABLE = 'secret'
const keyOf = (service: string, account: string) => `${service}\u0000${account}`

/**
 * The vault's rows in the state journal: one appended row per secret, in
 * the same line as the token metadata written with it.
 */
export function journalSecretRows(tables: JournalTables): SecretRows {
  return {
    get: (service, account) => {
      const value = tables.get(TABLE, keyOf(service, account))
      return typeof value === 'string' ? value : undefined
    },
    set: (service, account, sealed) => {
      tables.set(TABLE, keyOf(service, account), sealed)
      // A removed secret's earlier ciphertext leaves the file with the next compaction: soon.
      if (sealed === null) tables.compactSoon()
    },
    entries: (keep) => {
      const found: { service: string; account: string; sealed: string }[] = []
      tables.forEach(TABLE, (sealed, key) => {
        if (typeof sealed !== 'string' || (keep && !keep(sealed))) return
        const split = key.indexOf('\u0000')
        if (split >= 0)
          found.push({ service: key.slice(0, split), account: key.slice(split + 1), sealed })
      })
      return found
    },
    accounts: (service, prefix) => {
      const start = keyOf(service, prefix)
      const found: string[] = []
      tables.forEach(TABLE, (sealed, key) => {
        if (typeof sealed === 'string' && key.startsWith(start))
          found.push(key.slice(service.length + 1))
      })
      return found
    },
    flush: () => tables.commit(),
  }
}
