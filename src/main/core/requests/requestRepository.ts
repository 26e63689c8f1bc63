import { ACTIVITY_LENGTH, type ActivityEntry } from '../../../shared/model/activity'
import type { RunSummary, SavedRequest } from '../../../shared/model/request'
import type { JsonStore } from '../storage/jsonStore'

export const HISTORY_LENGTH = 20

type PerProfile<T> = Record<string, T>

export interface ProfileRequestData {
  requests: PerProfile<SavedRequest[]>
  history: PerProfile<RunSummary[]>
  /** Origins the user agreed to send this profile's token to, beyond its own hosts. */
  approvedOrigins: PerProfile<string[]>
  /** What happened to the token, newest first. */
  activity: PerProfile<ActivityEntry[]>
}

const read = <T>(store: JsonStore, key: string): PerProfile<T> => {
  const value = store.get(key)
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as PerProfile<T>) : {}
}

/**
 * The lists kept per profile in profiles.json: saved test requests, their
 * run history, approved hosts and the token's activity.
 */
export class RequestRepository {
  private data: ProfileRequestData

  constructor(private readonly store: JsonStore) {
    this.data = {
      requests: read(store, 'requests'),
      history: read(store, 'history'),
      approvedOrigins: read(store, 'approvedOrigins'),
      activity: read(store, 'activity'),
    }
  }

  requests(profileId: string): SavedRequest[] {
    const list = this.data.requests[profileId]
    return Array.isArray(list) ? list : []
  }

  history(profileId: string): RunSummary[] {
    const list = this.data.history[profileId]
    return Array.isArray(list) ? list : []
  }

  activity(profileId: string): ActivityEntry[] {
    const list = this.data.activity[profileId]
    return Array.isArray(list) ? list : []
  }

  addActivity(profileId: string, entry: ActivityEntry): void {
    this.write(
      'activity',
      profileId,
      [entry, ...this.activity(profileId)].slice(0, ACTIVITY_LENGTH),
    )
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

  addRun(profileId: string, run: RunSummary): void {
    this.write('history', profileId, [run, ...this.history(profileId)].slice(0, HISTORY_LENGTH))
  }

  approve(profileId: string, origin: string): void {
    if (!this.approved(profileId).includes(origin)) {
      this.write('approvedOrigins', profileId, [...this.approved(profileId), origin])
    }
  }

  /** Everything of one profile, to delete with it (and give back on undo). */
  take(profileId: string): ProfileRequestData {
    const taken: ProfileRequestData = {
      requests: {},
      history: {},
      approvedOrigins: {},
      activity: {},
    }
    const next: ProfileRequestData = {
      requests: {},
      history: {},
      approvedOrigins: {},
      activity: {},
    }
    for (const key of ['requests', 'history', 'approvedOrigins', 'activity'] as const) {
      const { [profileId]: mine, ...rest } = this.data[key] as PerProfile<unknown>
      if (mine !== undefined) (taken[key] as PerProfile<unknown>)[profileId] = mine
      ;(next[key] as PerProfile<unknown>) = rest
    }
    this.store.setMany({ ...next })
    this.data = next
    return taken
  }

  give(taken: ProfileRequestData): void {
    const next: ProfileRequestData = {
      requests: { ...this.data.requests, ...taken.requests },
      history: { ...this.data.history, ...taken.history },
      approvedOrigins: { ...this.data.approvedOrigins, ...taken.approvedOrigins },
      activity: { ...this.data.activity, ...taken.activity },
    }
    this.store.setMany({ ...next })
    this.data = next
  }

  private write<K extends keyof ProfileRequestData>(
    key: K,
    profileId: string,
    value: ProfileRequestData[K][string],
  ): void {
    const next = { ...this.data[key], [profileId]: value } as ProfileRequestData[K]
    this.store.set(key, next)
    this.data = { ...this.data, [key]: next }
  }
}
