import { create } from 'zustand'
import type { AppError, Result } from '../../../shared/ipc/errors'
import type { InputOf } from '../../../shared/ipc/contract'
import type {
  CatalogPreview,
  CatalogSourceView,
  CatalogSyncResult,
} from '../../../shared/model/catalog'
import { call } from '../lib/api'
import { useProfileList } from './profileList'

export type CatalogSourceInput = InputOf<'addCatalogSource'>

interface CatalogState {
  sources: CatalogSourceView[] | null
  error: AppError | null
  /** The source whose Sync now, review or removal waits for main. */
  busy: string | null
  /** The preview open for review, and its source's last answer. */
  reviewing: CatalogPreview | null
  reviewError: AppError | null
  applying: boolean
  /** What the last Sync now of each source came to, said beside it. */
  lastSync: Record<string, CatalogSyncResult>

  load(): Promise<void>
  /** Adds a source (null: a new one) or changes one; main's refusal comes back for the form. */
  save(sourceId: string | null, fields: CatalogSourceInput): Promise<AppError | null>
  remove(sourceId: string): Promise<void>
  sync(sourceId: string): Promise<void>
  review(sourceId: string): Promise<void>
  closeReview(): void
  apply(hostMoves: 'leave' | 'move', retire: boolean, commands?: 'use' | 'leave'): Promise<boolean>
  detach(profileIds: string[]): Promise<AppError | null>
  /** Pushed by main after a sync, an apply or a change of the sources. */
  received(sources: CatalogSourceView[]): void
}

/** Sources, their status, the preview under review: Settings → Team catalog and the notices. */
export const useCatalog = create<CatalogState>()((set, get) => {
  const unlessBusy = async <T>(
    sourceId: string,
    run: () => Promise<Result<T>>,
  ): Promise<Result<T> | null> => {
    if (get().busy !== null) return null
    set({ busy: sourceId })
    const result = await run()
    set({ busy: null })
    return result
  }
  return {
    sources: null,
    error: null,
    busy: null,
    reviewing: null,
    reviewError: null,
    applying: false,
    lastSync: {},

    async load() {
      const result = await call((api) => api.catalogSources())
      set(result.ok ? { sources: result.value, error: null } : { error: result.error })
    },

    async save(sourceId, fields) {
      const result = await call((api) =>
        sourceId === null
          ? api.addCatalogSource(fields)
          : api.updateCatalogSource({ ...fields, sourceId }),
      )
      if (!result.ok) return result.error
      await get().load()
      return null
    },

    async remove(sourceId) {
      const result = await unlessBusy(sourceId, () =>
        call((api) => api.removeCatalogSource({ sourceId })),
      )
      if (result === null) return
      set({ error: result.ok ? null : result.error })
      await get().load()
    },

    async sync(sourceId) {
      const result = await unlessBusy(sourceId, () => call((api) => api.syncCatalog({ sourceId })))
      if (result === null) return
      if (result.ok) set((s) => ({ lastSync: { ...s.lastSync, [sourceId]: result.value } }))
      set({ error: result.ok ? null : result.error })
      await get().load()
    },

    async review(sourceId) {
      const result = await unlessBusy(sourceId, () =>
        call((api) => api.catalogPreview({ sourceId })),
      )
      if (result === null) return
      set(
        result.ok
          ? { reviewing: result.value, reviewError: null }
          : { reviewing: null, error: result.error },
      )
    },

    closeReview() {
      if (!get().applying) set({ reviewing: null, reviewError: null })
    },

    async apply(hostMoves, retire, commands = 'leave') {
      const reviewing = get().reviewing
      if (reviewing === null || get().applying) return false
      set({ applying: true, reviewError: null })
      const result = await call((api) =>
        api.applyCatalog({
          sourceId: reviewing.sourceId,
          sha256: reviewing.sha256,
          hostMoves,
          retire,
          commands,
        }),
      )
      set({ applying: false })
      if (!result.ok) {
        set({ reviewError: result.error })
        return false
      }
      set({ reviewing: null })
      await get().load()
      return true
    },

    async detach(profileIds) {
      const result = await call((api) => api.detachProfiles({ profileIds }))
      if (!result.ok) return result.error
      await useProfileList.getState().reload()
      await useProfileList.getState().reloadDetail()
      return null
    },

    received(sources) {
      set({ sources })
      // A sync or an apply may have added, renamed or retired profiles.
      const list = useProfileList.getState()
      void list.reload().then(() => list.reloadDetail())
    },
  }
})
