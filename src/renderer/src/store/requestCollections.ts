import { create } from 'zustand'
import type { AppError } from '../../../shared/ipc/errors'
import type { CommandTargets, RunSummary, SavedRequest } from '../../../shared/model/request'
import { call } from '../lib/api'

/** A profile's saved requests and recent runs, as main keeps them. */
export interface Collection {
  status: 'loading' | 'ready' | 'failed'
  requests: SavedRequest[]
  history: RunSummary[]
  /** The saved request copy commands and Verify now call, and how it became that. */
  probe: { requestId: string; how: 'chosen' | 'last-used' } | null
  /** What copy commands and Verify now call, as main says; null until it has said. */
  targets: CommandTargets | null
  error: AppError | null
}

export const emptyCollection: Collection = {
  status: 'loading',
  requests: [],
  history: [],
  probe: null,
  targets: null,
  error: null,
}

/* The transitions, pure: the store below applies them. */

/** A load starts: "Loading…" only until the first answer; later loads keep what is shown. */
export const loading = (c: Collection): Partial<Collection> => ({
  status: c.status === 'ready' ? 'ready' : 'loading',
})

/** What main keeps for the profile: its saved requests, recent runs and probe. */
export type RequestList = Pick<Collection, 'requests' | 'history' | 'probe'> & {
  targets: CommandTargets
}

export const loaded = (list: RequestList): Partial<Collection> => ({
  ...list,
  status: 'ready',
  error: null,
})

/** A load failed: what was shown stays, with the error. */
export const loadFailed = (c: Collection, error: AppError): Partial<Collection> => ({
  status: c.status === 'ready' ? 'ready' : 'failed',
  error,
})

/** A request saved (new, or in its place). */
export const withSaved = (c: Collection, saved: SavedRequest): Partial<Collection> => ({
  requests: c.requests.some((r) => r.id === saved.id)
    ? c.requests.map((r) => (r.id === saved.id ? saved : r))
    : [...c.requests, saved],
})

export const withoutRequest = (c: Collection, requestId: string): Partial<Collection> => ({
  requests: c.requests.filter((r) => r.id !== requestId),
})

interface RequestCollectionsState {
  collections: Record<string, Collection>
  /** `quiet`: refresh without showing "Loading…" (after a run). */
  load(profileId: string, quiet?: boolean): Promise<void>
  /** Makes a saved request what copy commands call (null: the one sent last). */
  chooseProbe(profileId: string, requestId: string | null): Promise<void>
  /** The editor saved a request. */
  saved(profileId: string, request: SavedRequest): void
  /** The editor deleted a request. */
  removed(profileId: string, requestId: string): void
}

/** Each profile's saved requests and run history (the test requests' left side and foot). */
export const useRequestCollections = create<RequestCollectionsState>()((set, get) => {
  const patch = (profileId: string, next: (c: Collection) => Partial<Collection>) =>
    set((state) => {
      const current = state.collections[profileId] ?? emptyCollection
      return {
        collections: { ...state.collections, [profileId]: { ...current, ...next(current) } },
      }
    })

  return {
    collections: {},

    async load(profileId, quiet = false) {
      if (!quiet) patch(profileId, loading)
      const result = await call((api) => api.listRequests({ profileId }))
      if (!result.ok) {
        patch(profileId, (c) => loadFailed(c, result.error))
        return
      }
      patch(profileId, () => loaded(result.value))
    },

    async chooseProbe(profileId, requestId) {
      const result = await call((api) => api.chooseProbe({ profileId, requestId }))
      if (!result.ok) {
        patch(profileId, () => ({ error: result.error }))
        return
      }
      await get().load(profileId, true)
    },

    saved(profileId, request) {
      patch(profileId, (c) => withSaved(c, request))
    },

    removed(profileId, requestId) {
      patch(profileId, (c) => withoutRequest(c, requestId))
    },
  }
})
