import type { JournalTables } from '../storage/journalTables'

/** Where sealed values live: one row per (service, account), ciphertext only. */
export interface SecretRows {
  get(service: string, account: string): string | undefined
  set(service: string, account: string, sealed: string | null): void
  entries(): { service: string; account: string; sealed: string }[]
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
    entries: () =>
      tables.entries(TABLE).flatMap(([key, sealed]) => {
        const split = key.indexOf('\u0000')
        return split < 0 || typeof sealed !== 'string'
          ? []
          : [{ service: key.slice(0, split), account: key.slice(split + 1), sealed }]
      }),
    flush: () => tables.commit(),
  }
}
