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

/** The journal table that holds the sealed secrets. */
export const SECRET_TABLE = 'secret'

/**
 * The state journal's tables a start can do without (JournalTablesOptions'
 * readLater): the sealed secrets, most of its bytes, wanted only once a
 * token is fetched, copied or a password checked. Every writer of the
 * journal puts their rows where a start leaves them undecoded (rowsOf).
 */
export const READ_LATER: readonly string[] = [SECRET_TABLE]
const TABLE = SECRET_TABLE
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

/**
 * Secret rows that run a check once, before the first read or write through
 * them goes ahead: a start looks at its stored secrets when one is first
 * wanted, not before the list answers. The check gets the rows themselves,
 * unchecked, for what it moves.
 */
export interface CheckedRows extends SecretRows {
  /**
   * Sets the check (once, right after the rows are made); the function it
   * returns gives the check's result, running it first if nothing did yet.
   */
  before<T>(check: (rows: SecretRows) => T): () => T
}

export function checkedBeforeUse(rows: SecretRows): CheckedRows {
  let pending: (() => void) | null = null
  const ready = () => {
    const run = pending
    pending = null
    run?.()
  }
  return {
    get: (service, account) => {
      ready()
      return rows.get(service, account)
    },
    set: (service, account, sealed) => {
      ready()
      rows.set(service, account, sealed)
    },
    entries: (keep) => {
      ready()
      return rows.entries(keep)
    },
    accounts: (service, prefix) => {
      ready()
      return rows.accounts(service, prefix)
    },
    flush: () => rows.flush(),
    before<T>(check: (rows: SecretRows) => T): () => T {
      if (pending !== null) throw new Error('These rows already have a check')
      let result: { value: T } | null = null
      pending = () => {
        result = { value: check(rows) }
      }
      return () => {
        ready()
        // Set by the check, which ready() has run by now, here or before.
        return (result as unknown as { value: T }).value
      }
    },
  }
}
