import { create } from 'zustand'
import type { BulkChange, BulkVerifyOutcome } from '../../../shared/model/bulk'
import { sayOf, t } from '../i18n'
import { call } from '../lib/api'
import { clipboardNote } from '../lib/format'
import { useBoard } from './board'
import { useNavigation } from './navigation'
import { onProfilesGone, useProfileList } from './profileList'
import { useRenewAll } from './renewAll'
import { useStatus } from './status'

/** What the Board is doing on its selection. */
export type BoardAction =
  'renew' | 'verify' | 'copy-env' | 'copy-links' | 'edit' | 'detach' | 'delete'

/** The last action's outcome, shown above the table until dismissed or replaced. */
export type BoardResult =
  | { kind: 'verified'; outcomes: BulkVerifyOutcome[]; missing: number }
  /** A sentence (tags, favourites, .env): `tone` error when nothing was done. */
  | { kind: 'note'; text: string; tone: 'ok' | 'error' }

interface BoardActionsState {
  running: BoardAction | null
  result: BoardResult | null
  renew(ids: readonly string[]): Promise<void>
  verify(ids: readonly string[]): Promise<void>
  copyEnv(ids: readonly string[]): Promise<void>
  /** The chosen profiles' tokendesk:// links, one "name: link" line each. */
  copyLinks(ids: readonly string[]): Promise<void>
  edit(ids: readonly string[], change: BulkChange): Promise<void>
  /** Makes team catalog profiles personal (every value kept). */
  detach(ids: readonly string[]): Promise<void>
  remove(ids: readonly string[]): Promise<boolean>
  /** `ids`: the profiles deleted, chosen again once they are back. */
  undoRemove(undoId: string, count: number, ids: readonly string[]): Promise<void>
  dismiss(): void
}

/** Sentences one after another, the empty ones left out. */
const sentences = (...parts: string[]): string => parts.filter((part) => part !== '').join(' ')

const gone = (missing: number): string =>
  missing > 0 ? t('board:results.gone', { count: missing }) : ''

/** The sentence an edit's answer comes to. */
export function editNote(
  change: BulkChange,
  done: { changed: number; unchanged: number; full: unknown[]; missing: unknown[] },
): string {
  const [did, same] =
    change.kind === 'add-tag'
      ? (['tagged', 'alreadyTagged'] as const)
      : change.kind === 'remove-tag'
        ? (['untagged', 'notTagged'] as const)
        : change.favourite
          ? (['favourited', 'alreadyFavourites'] as const)
          : (['unfavourited', 'notFavourites'] as const)
  const tag = change.kind === 'favourite' ? '' : change.tag
  return sentences(
    t(`board:results.${did}`, { count: done.changed, tag }),
    done.unchanged > 0 ? t(`board:results.${same}`, { count: done.unchanged }) : '',
    done.full.length > 0 ? t('board:results.tagsFull', { count: done.full.length }) : '',
    gone(done.missing.length),
  )
}

/**
 * The Board's actions on the chosen profiles: one call to main for all of
 * them; the list is loaded again after each that changed profiles. Get
 * tokens goes through Renew all's store, so its results are the same
 * grouped results, with the same follow-up actions.
 */
export const useBoardActions = create<BoardActionsState>()((set, get) => {
  const reload = async (): Promise<void> => {
    await useProfileList.getState().reload()
    useBoard.getState().prune(useProfileList.getState().profiles)
  }
  const once = async (action: BoardAction, work: () => Promise<void>): Promise<void> => {
    if (get().running !== null) return
    set({ running: action, result: null })
    try {
      await work()
    } finally {
      set({ running: null })
    }
  }
  return {
    running: null,
    result: null,

    renew: (ids) =>
      once('renew', async () => {
        await useRenewAll.getState().renewChosen(ids)
      }),

    verify: (ids) =>
      once('verify', async () => {
        const result = await call((api) => api.verifyProfiles({ profileIds: [...ids] }))
        set({
          result: result.ok
            ? {
                kind: 'verified',
                outcomes: result.value.outcomes,
                missing: result.value.missing.length,
              }
            : {
                kind: 'note',
                text: t('board:results.verifyFailed', { message: sayOf(result.error) }),
                tone: 'error',
              },
        })
        void reload()
      }),

    copyEnv: (ids) =>
      once('copy-env', async () => {
        const result = await call((api) => api.copyEnv({ profileIds: [...ids] }))
        if (!result.ok) {
          set({ result: { kind: 'note', text: sayOf(result.error), tone: 'error' } })
          return
        }
        const { lines, withoutToken, missing, clearsAt } = result.value
        const count = withoutToken.length
        const without =
          count === 0
            ? ''
            : count <= 3
              ? t('board:results.leftOutNamed', {
                  count,
                  names: withoutToken.map((p) => p.name).join(', '),
                })
              : t('board:results.leftOut', { count })
        set({
          result: {
            kind: 'note',
            text: sentences(
              t('board:results.envCopied', { count: lines }),
              without,
              gone(missing.length),
              clipboardNote(clearsAt, Date.now()),
            ),
            tone: 'ok',
          },
        })
        // Each token copied counts as a use of its profile (Last used, the sort by it).
        void reload()
      }),

    copyLinks: (ids) =>
      once('copy-links', async () => {
        const result = await call((api) => api.copyLinks({ profileIds: [...ids] }))
        set({
          result: result.ok
            ? {
                kind: 'note',
                text: sentences(
                  t('board:results.linksCopied', { count: result.value.copied }),
                  gone(result.value.missing.length),
                ),
                tone: 'ok',
              }
            : { kind: 'note', text: sayOf(result.error), tone: 'error' },
        })
      }),

    edit: (ids, change) =>
      once('edit', async () => {
        const result = await call((api) => api.editProfiles({ profileIds: [...ids], change }))
        set({
          result: result.ok
            ? { kind: 'note', text: editNote(change, result.value), tone: 'ok' }
            : { kind: 'note', text: sayOf(result.error), tone: 'error' },
        })
        if (result.ok) await reload()
      }),

    detach: (ids) =>
      once('detach', async () => {
        const result = await call((api) => api.detachProfiles({ profileIds: [...ids] }))
        if (!result.ok) {
          set({ result: { kind: 'note', text: sayOf(result.error), tone: 'error' } })
          return
        }
        const { detached, missing } = result.value
        const own = ids.length - detached - missing.length
        set({
          result: {
            kind: 'note',
            text: sentences(
              t('board:results.detached', { count: detached }),
              own > 0 ? t('board:results.alreadyOwn', { count: own }) : '',
              gone(missing.length),
            ),
            tone: detached > 0 ? 'ok' : 'error',
          },
        })
        if (detached > 0) await reload()
      }),

    async remove(ids) {
      let done = false
      await once('delete', async () => {
        const result = await call((api) => api.deleteProfiles({ profileIds: [...ids] }))
        if (!result.ok) {
          set({ result: { kind: 'note', text: sayOf(result.error), tone: 'error' } })
          return
        }
        const { deleted, undoId, until, missing } = result.value
        done = true
        useStatus
          .getState()
          .show(sentences(t('board:results.deleted', { count: deleted }), gone(missing.length)), {
            until,
            action: {
              label: t('board:results.undo'),
              run: () => void get().undoRemove(undoId, deleted, ids),
              undoes: true,
            },
          })
        await reload()
      })
      return done
    },

    async undoRemove(undoId, count, ids) {
      const result = await call((api) => api.undoDeleteProfiles({ undoId }))
      if (!result.ok) {
        useStatus
          .getState()
          .show(t('board:results.notRestored', { count, message: sayOf(result.error) }), {
            tone: 'error',
          })
        return
      }
      useStatus.getState().show(t('board:results.restored', { count: result.value.restored }))
      await useProfileList.getState().reload()
      const listed = new Set(useProfileList.getState().profiles.map((p) => p.id))
      useBoard.getState().chooseAgain(ids.filter((id) => listed.has(id)))
    },

    dismiss: () => set({ result: null }),
  }
})

// A deleted profile leaves Verify's results (counted among those that no longer exist).
onProfilesGone((gone) => {
  const { result } = useBoardActions.getState()
  if (result?.kind !== 'verified') return
  const outcomes = result.outcomes.filter((o) => !gone.has(o.profileId))
  if (outcomes.length === result.outcomes.length) return
  useBoardActions.setState({
    result: {
      ...result,
      outcomes,
      missing: result.missing + result.outcomes.length - outcomes.length,
    },
  })
})

/**
 * Verify all (the sidebar, File › Verify all, the quick switcher): every
 * profile, not only those a search shows, checked in one call with the app's
 * concurrency; the Board opens to show the results grouped, with their report.
 */
export function verifyAll(): void {
  const ids = useProfileList.getState().profiles.map((p) => p.id)
  if (ids.length === 0) return
  // The Board's heading takes the focus from the button, which waits while Verify runs.
  useNavigation.getState().openBoard()
  useNavigation.getState().focus()
  void useBoardActions.getState().verify(ids)
}
