import type { SavedRequest } from '../../../shared/model/request'
import { checkListTables } from '../storage/documentShape'
import type { JsonStore } from '../storage/jsonStore'
import type { ProfileData } from '../profiles/profileData'
import { tableOf, withRow, type Table } from '../util/table'
import {
  holdsSecrets,
  isSealed,
  openRequest,
  requestKey,
  sealRequest,
  type StoredRequest,
} from './sealedRequest'

/**
 * Where saved requests keep their header values and bodies: the vault
 * (state.journal, sealed like passwords and tokens), through this slice of it.
 */
export interface RequestVault {
  /** False where the OS offers no encryption at all: the values stay in profiles.json. */
  canSeal(): boolean
  get(key: string): Promise<string | null>
  set(key: string, secret: string): Promise<void>
  remove(key: string): Promise<void>
  /** Resolves once every value set so far is on disk. */
  flush(): Promise<void>
}

/** The keys of profiles.json this repository keeps, each a list per profile id. */
export const REQUEST_TABLES = ['requests', 'approvedOrigins', 'probe'] as const

/**
 * Refuses request tables of a shape the app never writes: one that is no
 * table is set aside alone (it starts empty); a row that is no list moves
 * the file aside.
 */
export const checkRequestTables = (store: JsonStore): void => checkListTables(store, REQUEST_TABLES)

type PerProfile<T> = Table<T>

export interface ProfileRequestData {
  requests: PerProfile<StoredRequest[]>
  /** Origins the user agreed to send this profile's token to, beyond its own hosts. */
  approvedOrigins: PerProfile<string[]>
  /**
   * The saved request copy commands call: `[id, 'chosen']` picked by the user,
   * `[id, 'last-used']` the one sent last. A list, as every table here.
   */
  probe: PerProfile<ProbeRow>
}

export type ProbeRow = [string, 'chosen' | 'last-used']

/** A profile's request data as deleted, with the secrets of its sealed requests, for undo. */
export interface TakenRequests extends ProfileRequestData {
  secrets: [key: string, secret: string][]
}

const read = <T>(store: JsonStore, key: string): PerProfile<T> => {
  const value = store.get(key)
  return tableOf(
    value && typeof value === 'object' && !Array.isArray(value) ? (value as PerProfile<T>) : {},
  )
}

/**
 * What a person edits per profile, kept in profiles.json: saved test
 * requests and the extra hosts approved for the token. (Run history and
 * token activity change all the time and live in their own files.) A saved
 * request's header values and body are sealed in the vault (sealedRequest.ts);
 * rows from before that are sealed by sealPlaintext, just after the start.
 * Changes to the requests run one at a time: each awaits the vault, then
 * writes the table as it is by then.
 */
export class RequestRepository implements ProfileData<TakenRequests> {
  private data: ProfileRequestData
  /** Each profile's requests as opened, for the rows they were opened from. */
  private readonly opened = new WeakMap<StoredRequest[], Promise<SavedRequest[]>>()
  private queue: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly store: JsonStore,
    private readonly vault: RequestVault,
  ) {
    this.data = {
      requests: read(store, 'requests'),
      approvedOrigins: read(store, 'approvedOrigins'),
      probe: read(store, 'probe'),
    }
  }

  /** The probe request's id and how it became the probe, if it still exists. */
  probe(profileId: string): { requestId: string; how: 'chosen' | 'last-used' } | null {
    const row = this.data.probe[profileId]
    if (!Array.isArray(row) || typeof row[0] !== 'string') return null
    const how = row[1] === 'chosen' ? 'chosen' : 'last-used'
    return this.rows(profileId).some((r) => r.id === row[0]) ? { requestId: row[0], how } : null
  }

  /** A request was sent: it becomes the probe unless the user chose one. */
  usedRequest(profileId: string, requestId: string): void {
    if (!this.rows(profileId).some((r) => r.id === requestId)) return
    if (this.probe(profileId)?.how === 'chosen') return
    const row = this.data.probe[profileId]
    if (Array.isArray(row) && row[0] === requestId) return
    this.write('probe', profileId, [requestId, 'last-used'])
  }

  /** The user picks the probe (null: back to the last one sent). */
  chooseProbe(profileId: string, requestId: string | null): void {
    this.write('probe', profileId, requestId === null ? undefined : [requestId, 'chosen'])
  }

  /** The profile's requests as stored: enough to count them or find one by id. */
  rows(profileId: string): StoredRequest[] {
    const list = this.data.requests[profileId]
    return Array.isArray(list) ? list : []
  }

  /**
   * The profile's requests with their header values and bodies, opened from
   * the vault (the window's editor shows them: they are the user's own).
   * Throws the vault's AppFailure when they cannot be opened (another
   * keyring sealed them); nothing is changed.
   */
  requests(profileId: string): Promise<SavedRequest[]> {
    const rows = this.rows(profileId)
    if (!rows.some(isSealed)) return Promise.resolve(rows as SavedRequest[])
    // After the changes begun before: a save between its vault write and its row is not half seen.
    return this.opened.get(rows) ?? this.exclusive(async () => this.open(profileId))
  }

  private open(profileId: string): Promise<SavedRequest[]> {
    const rows = this.rows(profileId)
    const known = this.opened.get(rows)
    if (known) return known
    const opening = Promise.all(
      rows.map(async (row) =>
        isSealed(row) ? openRequest(row, await this.vault.get(requestKey(profileId, row.id))) : row,
      ),
    )
    this.opened.set(rows, opening)
    opening.catch(() => this.opened.delete(rows))
    return opening
  }

  approved(profileId: string): string[] {
    const list = this.data.approvedOrigins[profileId]
    return Array.isArray(list) ? list : []
  }

  /** On disk before it resolves: the secrets in the vault first, then the row that needs them. */
  saveRequest(profileId: string, request: SavedRequest): Promise<void> {
    return this.exclusive(async () => {
      const key = requestKey(profileId, request.id)
      let row: StoredRequest = request
      if (this.vault.canSeal()) {
        const sealed = sealRequest(request)
        await this.vault.set(key, sealed.secret)
        await this.vault.flush()
        row = sealed.row
      } else {
        await this.vault.remove(key)
      }
      const list = this.rows(profileId)
      const exists = list.some((r) => r.id === request.id)
      this.write(
        'requests',
        profileId,
        exists ? list.map((r) => (r.id === request.id ? row : r)) : [...list, row],
      )
    })
  }

  deleteRequest(profileId: string, requestId: string): Promise<boolean> {
    return this.exclusive(async () => {
      const list = this.rows(profileId)
      const row = list.find((r) => r.id === requestId)
      if (!row) return false
      this.write(
        'requests',
        profileId,
        list.filter((r) => r.id !== requestId),
      )
      if (isSealed(row)) await this.vault.remove(requestKey(profileId, requestId))
      return true
    })
  }

  /**
   * Seals the header values and bodies of rows written before they were
   * sealed (format 4), all in one write of profiles.json once the vault
   * holds them: a crash before it leaves the rows as they were, and the
   * next start seals them again. Returns how many were sealed.
   */
  sealPlaintext(): Promise<number> {
    if (!this.vault.canSeal()) return Promise.resolve(0)
    return this.exclusive(async () => {
      const sealed = new Map<StoredRequest, StoredRequest>()
      for (const [profileId, list] of Object.entries(this.data.requests)) {
        if (!Array.isArray(list)) continue
        for (const row of list) {
          if (isSealed(row) || !isPlainRow(row) || !holdsSecrets(row)) continue
          const { row: next, secret } = sealRequest(row)
          await this.vault.set(requestKey(profileId, row.id), secret)
          sealed.set(row, next)
        }
      }
      if (sealed.size === 0) return 0
      await this.vault.flush()
      const next = tableOf(
        Object.fromEntries(
          Object.entries(this.data.requests).map(([id, list]) => [
            id,
            Array.isArray(list) ? list.map((row) => sealed.get(row) ?? row) : list,
          ]),
        ),
      )
      this.store.set('requests', next)
      this.data = { ...this.data, requests: next }
      return sealed.size
    })
  }

  approve(profileId: string, origin: string): void {
    if (!this.approved(profileId).includes(origin)) {
      this.write('approvedOrigins', profileId, [...this.approved(profileId), origin])
    }
  }

  /**
   * The hosts approved for a token were approved for that profile's identity
   * (user, account, base URL): an edit that removes its token removes them.
   */
  tokenRemoved(profileId: string): () => void {
    const approved = this.data.approvedOrigins[profileId]
    if (approved === undefined) return () => undefined
    this.write('approvedOrigins', profileId, undefined)
    return () => this.write('approvedOrigins', profileId, approved)
  }

  /**
   * Everything of one profile, to delete with it (and give back on undo),
   * with the secrets of its sealed requests. One that cannot be opened now
   * (another keyring sealed it) stays in the vault, where undo finds it.
   */
  take(profileId: string): Promise<TakenRequests> {
    return this.exclusive(() => this.takeNow(profileId))
  }

  private async takeNow(profileId: string): Promise<TakenRequests> {
    const secrets: [string, string][] = []
    for (const row of this.rows(profileId).filter(isSealed)) {
      const key = requestKey(profileId, row.id)
      const secret = await this.vault.get(key).catch(() => null)
      if (secret !== null) secrets.push([key, secret])
    }
    const taken = { ...emptyData(), secrets }
    const next = emptyData()
    for (const key of REQUEST_TABLES) {
      const rows = this.data[key] as PerProfile<unknown>
      const mine = rows[profileId]
      if (mine !== undefined) (taken[key] as PerProfile<unknown>)[profileId] = mine
      ;(next[key] as PerProfile<unknown>) = withRow<unknown>(rows, profileId, undefined)
    }
    if (REQUEST_TABLES.some((key) => this.data[key][profileId] !== undefined)) {
      this.store.setMany({ ...next })
      this.data = next
    }
    // Once the rows are gone: a refused write leaves both.
    for (const [key] of secrets) await this.vault.remove(key)
    return taken
  }

  give(profileId: string, taken: TakenRequests): Promise<void> {
    return this.exclusive(() => this.giveNow(profileId, taken))
  }

  private async giveNow(_profileId: string, taken: TakenRequests): Promise<void> {
    for (const [key, secret] of taken.secrets) await this.vault.set(key, secret)
    if (taken.secrets.length > 0) await this.vault.flush()
    if (REQUEST_TABLES.every((key) => Object.keys(taken[key]).length === 0)) return
    const next: ProfileRequestData = {
      requests: tableOf({ ...this.data.requests, ...taken.requests }),
      approvedOrigins: tableOf({ ...this.data.approvedOrigins, ...taken.approvedOrigins }),
      probe: tableOf({ ...this.data.probe, ...taken.probe }),
    }
    this.store.setMany({ ...next })
    this.data = next
  }

  /** Runs `work` after every change to the requests begun before it. */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = this.queue.then(work, work)
    this.queue = result.catch(() => undefined)
    return result
  }

  private write<K extends keyof ProfileRequestData>(
    key: K,
    profileId: string,
    value: ProfileRequestData[K][string] | undefined,
  ): void {
    const next = withRow<unknown>(this.data[key], profileId, value) as ProfileRequestData[K]
    this.store.set(key, next)
    this.data = { ...this.data, [key]: next }
  }
}

/** A row as every version wrote it before sealing (a hand-edited file may hold anything). */
const isPlainRow = (row: unknown): row is SavedRequest =>
  typeof row === 'object' &&
  row !== null &&
  typeof (row as SavedRequest).id === 'string' &&
  typeof (row as SavedRequest).body === 'string' &&
  Array.isArray((row as SavedRequest).headers) &&
  (row as SavedRequest).headers.every(
    (header) => typeof header === 'object' && header !== null && typeof header.value === 'string',
  )

const emptyData = (): ProfileRequestData => ({
  requests: tableOf(),
  approvedOrigins: tableOf(),
  probe: tableOf(),
})
