import type { SavedRequest } from '../../../shared/model/request'
import { checkListTables } from '../storage/documentShape'
import type { JsonStore } from '../storage/jsonStore'
import type { ProfileData } from '../profiles/profileData'
import { tableOf, withRow, type Table } from '../util/table'

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
  requests: PerProfile<SavedRequest[]>
  /** Origins the user agreed to send this profile's token to, beyond its own hosts. */
  approvedOrigins: PerProfile<string[]>
  /**
   * The saved request copy commands call: `[id, 'chosen']` picked by the user,
   * `[id, 'last-used']` the one sent last. A list, as every table here.
   */
  probe: PerProfile<ProbeRow>
}

export type ProbeRow = [string, 'chosen' | 'last-used']

const read = <T>(store: JsonStore, key: string): PerProfile<T> => {
  const value = store.get(key)
  return tableOf(
    value && typeof value === 'object' && !Array.isArray(value) ? (value as PerProfile<T>) : {},
  )
}

/**
 * What a person edits per profile, kept in profiles.json: saved test
 * requests and the extra hosts approved for the token. (Run history and
 * token activity change all the time and live in their own files.)
 */
export class RequestRepository implements ProfileData<ProfileRequestData> {
  private data: ProfileRequestData

  constructor(private readonly store: JsonStore) {
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
    return this.requests(profileId).some((r) => r.id === row[0]) ? { requestId: row[0], how } : null
  }

  /** A request was sent: it becomes the probe unless the user chose one. */
  usedRequest(profileId: string, requestId: string): void {
    if (!this.requests(profileId).some((r) => r.id === requestId)) return
    if (this.probe(profileId)?.how === 'chosen') return
    const row = this.data.probe[profileId]
    if (Array.isArray(row) && row[0] === requestId) return
    this.write('probe', profileId, [requestId, 'last-used'])
  }

  /** The user picks the probe (null: back to the last one sent). */
  chooseProbe(profileId: string, requestId: string | null): void {
    this.write('probe', profileId, requestId === null ? undefined : [requestId, 'chosen'])
  }

  requests(profileId: string): SavedRequest[] {
    const list = this.data.requests[profileId]
    return Array.isArray(list) ? list : []
  }

  approved(profileId: string): string[] {
    const list = this.data.approvedOrigins[profileId]
    return Array.isArray(list) ? list : []
  }

  saveRequest(profileId: string, request: SavedRequest): void {
    const list = this.requests(profileId)
    const exists = list.some((r) => r.id === request.id)
    this.write(
      'requests',
      profileId,
      exists ? list.map((r) => (r.id === request.id ? request : r)) : [...list, request],
    )
  }

  deleteRequest(profileId: string, requestId: string): boolean {
    const list = this.requests(profileId)
    if (!list.some((r) => r.id === requestId)) return false
    this.write(
      'requests',
      profileId,
      list.filter((r) => r.id !== requestId),
    )
    return true
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

  /** Everything of one profile, to delete with it (and give back on undo). */
  async take(profileId: string): Promise<ProfileRequestData> {
    const taken = emptyData()
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
    return taken
  }

  async give(_profileId: string, taken: ProfileRequestData): Promise<void> {
    if (REQUEST_TABLES.every((key) => Object.keys(taken[key]).length === 0)) return
    const next: ProfileRequestData = {
      requests: tableOf({ ...this.data.requests, ...taken.requests }),
      approvedOrigins: tableOf({ ...this.data.approvedOrigins, ...taken.approvedOrigins }),
      probe: tableOf({ ...this.data.probe, ...taken.probe }),
    }
    this.store.setMany({ ...next })
    this.data = next
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

const emptyData = (): ProfileRequestData => ({
  requests: tableOf(),
  approvedOrigins: tableOf(),
  probe: tableOf(),
})
