import { create } from 'zustand'
import type { AppError, Result } from '../../../shared/ipc/errors'
import { FIRST_SCREEN_MAX_ROWS, type FirstScreen } from '../../../shared/model/firstScreen'
import { rowOfView, type ProfileRow, type ProfileView } from '../../../shared/model/profile'
import {
  groupByAccount,
  sortProfiles,
  warmSearch,
  type SortKey,
} from '../../../shared/search/profileQuery'
import { call } from '../lib/api'
import { useAppInfo } from './appInfo'
import { useNavigation } from './navigation'
import { useSidebar } from './sidebar'

export interface ProfileListState {
  /** The sidebar's rows (listProfiles): no secrets' whereabouts, no errors. */
  profiles: readonly ProfileRow[]
  /** The selected profile in full, fetched when it is selected and kept current by every answer. */
  detail: ProfileView | null
  /** Why the selected profile's detail could not be fetched (it still exists). */
  detailError: AppError | null
  status: 'loading' | 'ready' | 'failed'
  loadError: AppError | null
  /** init() ran: the app info and the first list are asked for once. */
  initStarted: boolean
  /**
   * While the first list loads: its first rows, sent ahead of it for this
   * sort order; null once the list is here (or if they did not come).
   */
  firstScreen: (FirstScreen & { sortKey: SortKey }) | null
}

type Data = Pick<ProfileListState, 'profiles' | 'detail'>

/* The transitions, pure: the store below applies them. */

/** The rows with a profile's new view in its place (added when it is new). */
export const replaceRow = (profiles: readonly ProfileRow[], next: ProfileView): ProfileRow[] => {
  // With its marks (shared across accounts, retired): the list's row had them.
  const row = rowOfView(next)
  return profiles.some((p) => p.id === next.id)
    ? profiles.map((p) => (p.id === next.id ? row : p))
    : [...profiles, row]
}

/** The rows with a profile's new view, and the detail too when it is that profile's. */
export const withView = (s: Data, view: ProfileView): Data => ({
  profiles: replaceRow(s.profiles, view),
  detail: s.detail?.id === view.id ? view : s.detail,
})

/** The profile shown in full from now on (saved, copied, restored). */
export const withDetail = (s: Data, view: ProfileView): Data => ({
  profiles: replaceRow(s.profiles, view),
  detail: view,
})

/** The selection kept across a reload; else the first profile as the sidebar lists it. */
export const selectionAfterLoad = (
  profiles: readonly ProfileRow[],
  selectedId: string | null,
  sortKey: SortKey,
): string | null =>
  selectedId !== null && profiles.some((p) => p.id === selectedId)
    ? selectedId
    : (sortProfiles(profiles, sortKey)[0]?.id ?? null)

/** The profile that takes a deleted one's place: the next one down in the sidebar, or the one above at the end. */
export const nextAfter = (
  profiles: readonly ProfileRow[],
  id: string,
  sortKey: SortKey,
): string | null => {
  const order = groupByAccount(sortProfiles(profiles, sortKey)).flatMap((group) => group.profiles)
  const index = order.findIndex((p) => p.id === id)
  return (order[index + 1] ?? order[index - 1] ?? null)?.id ?? null
}

const sameError = (a: AppError | null, b: AppError | null): boolean =>
  a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b))

/** The detail's recorded failure is not what it was (a background renewal failed or recovered). */
export const lastErrorChanged = (detail: ProfileView | null, view: ProfileView): boolean =>
  detail?.id === view.id && !sameError(detail.lastError, view.lastError)

/** Row heights start at 30 px (an account heading); a few more for the list's overscan. */
const firstScreenRows = (): number =>
  Math.min(FIRST_SCREEN_MAX_ROWS, Math.ceil(window.innerHeight / 30) + 6)

/** Resolves once the frame after this moment has been painted (at once where nothing paints). */
const afterPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'function')
      requestAnimationFrame(() => setTimeout(resolve, 0))
    else setTimeout(resolve, 0)
  })

/**
 * Runs `task` as a task of its own, soon: input and frames still come first
 * (Chromium's scheduler puts them before ordinary tasks), but not after the
 * 4 ms Chromium makes nested setTimeout(0)s wait, which left the window idle
 * half of the time the index was being built.
 */
function nextTask(task: () => void): void {
  if (typeof MessageChannel !== 'function') return void setTimeout(task, 0)
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    channel.port1.close()
    task()
  }
  channel.port2.postMessage(null)
}

/** The longest one slice of building the search index holds the window. */
const WARM_SLICE_MS = 4

/**
 * Builds the search index of the list as the sidebar sorts it (the same
 * array: sorts are kept per list) once the list has been painted, in slices
 * of a few milliseconds: the first keystroke finds it ready (at 10,000 rows,
 * building it cost that keystroke some 30 ms), and one typed meanwhile waits
 * for a slice at most. Not on idle: the detail's first load kept the window
 * busy until after a quick first keystroke. Stops when the list is replaced.
 */
const warmSoon = (profiles: readonly ProfileRow[]): void => {
  const slice = () => {
    if (useProfileList.getState().profiles !== profiles) return
    const until = performance.now() + WARM_SLICE_MS
    const sorted = sortProfiles(profiles, useSidebar.getState().sortKey)
    if (!warmSearch(sorted, () => performance.now() < until)) nextTask(slice)
  }
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(slice, 0))
  else setTimeout(slice, 0)
}

interface ProfileListStore extends ProfileListState {
  /** Once: the app info, then the first list. */
  init(): Promise<void>
  reload(): Promise<void>
  /** Fetches the selected profile's detail again (after a failure to fetch it). */
  reloadDetail(): Promise<void>
  /** A profile's new view from an answer: its row, and the detail if it is shown. */
  put(view: ProfileView): void
  /**
   * A profile main announced (a renewal, another window's edit); unknown ids
   * are ignored. True when the shown detail's recorded failure changed.
   */
  upsert(view: ProfileView): boolean
  /** Shows this view as the detail from now on (saved, copied, restored). */
  putDetail(view: ProfileView): void
  remove(id: string): void
}

/**
 * The profiles as main has them: the sidebar's rows and the selected one in
 * full. Follows the navigation: a profile chosen there is fetched here; a
 * reload keeps the selection or chooses the first profile.
 */
export const useProfileList = create<ProfileListStore>()((set, get) => {
  /** Fetches a profile's detail; a later selection wins over an earlier answer. */
  const loadDetail = async (id: string): Promise<void> => {
    const result = await call((api) => api.getProfile({ profileId: id }))
    if (useNavigation.getState().selectedId !== id) return
    if (result.ok) set({ detail: result.value, detailError: null })
    // Gone meanwhile (deleted in another window, the command line): the list says so.
    else if (result.error.code === 'not-found') void get().reload()
    else set({ detailError: result.error })
  }

  /**
   * The first screen of rows, then, once it is painted, the whole list: at
   * 10,000 profiles the whole list took a second between the shell's paint
   * and its first row (4 MB to send and read, then sorted, counted and laid
   * out), while the first rows are a few kilobytes.
   */
  const firstScreenThenList = async (): Promise<void> => {
    const { sortKey } = useSidebar.getState()
    const first = await call((api) => api.firstProfiles({ sortKey, rows: firstScreenRows() }))
    if (first.ok && get().status === 'loading') {
      if (first.value.whole !== null) return showList({ ok: true, value: first.value.whole })
      set({ firstScreen: { ...first.value, sortKey } })
      await afterPaint()
    }
    await get().reload()
  }

  /** The list main answered, shown: the selection kept or the first chosen, its detail fetched. */
  const showList = async (result: Result<readonly ProfileRow[]>): Promise<void> => {
    if (!result.ok) {
      set((s) => ({
        status: s.status === 'ready' ? 'ready' : 'failed',
        loadError: result.error,
        firstScreen: null,
      }))
      return
    }
    const profiles = result.value
    warmSoon(profiles)
    const selectedId = selectionAfterLoad(
      profiles,
      useNavigation.getState().selectedId,
      useSidebar.getState().sortKey,
    )
    set((s) => ({
      profiles,
      status: 'ready',
      loadError: null,
      firstScreen: null,
      detail: s.detail?.id === selectedId ? s.detail : null,
    }))
    useNavigation.getState().follow(selectedId)
    if (selectedId !== null) await loadDetail(selectedId)
  }

  // A profile the user chose is fetched in full, unless it is the one already here.
  useNavigation.subscribe((next, previous) => {
    if (next.choices === previous.choices || next.selectedId === null) return
    const id = next.selectedId
    const fresh = get().detail?.id !== id
    set((s) => ({ detail: fresh ? null : s.detail, detailError: null }))
    if (fresh) void loadDetail(id)
  })

  return {
    profiles: [],
    detail: null,
    detailError: null,
    status: 'loading',
    loadError: null,
    initStarted: false,
    firstScreen: null,

    async init() {
      if (get().initStarted) return
      set({ initStarted: true })
      // Side by side: the list does not wait for the app's facts, and is asked for first.
      await Promise.all([firstScreenThenList(), useAppInfo.getState().load()])
    },

    async reload() {
      await showList(await call((api) => api.listProfiles()))
    },

    async reloadDetail() {
      const { selectedId } = useNavigation.getState()
      if (selectedId !== null) await loadDetail(selectedId)
    },

    put(view) {
      set((s) => withView(s, view))
    },

    upsert(view) {
      const s = get()
      if (!s.profiles.some((p) => p.id === view.id)) return false
      const changed = lastErrorChanged(s.detail, view)
      set(withView(s, view))
      return changed
    },

    putDetail(view) {
      set((s) => withDetail(s, view))
    },

    remove(id) {
      set((s) => ({
        profiles: s.profiles.filter((p) => p.id !== id),
        detail: s.detail?.id === id ? null : s.detail,
      }))
    },
  }
})

/**
 * Calls `prune` with the ids of the profiles that left the list (a delete
 * here or on the Board, in another window, from the command line), so
 * results and the password walk stop naming them and offering actions on
 * them. Only when the list grew shorter: a bulk renewal replaces rows (same
 * length) hundreds of times, and sets of 50,000 ids each time would cost more
 * than the run.
 */
export function onProfilesGone(prune: (gone: ReadonlySet<string>) => void): () => void {
  return useProfileList.subscribe((next, previous) => {
    if (next.profiles.length >= previous.profiles.length) return
    const listed = new Set(next.profiles.map((p) => p.id))
    const gone = new Set(previous.profiles.filter((p) => !listed.has(p.id)).map((p) => p.id))
    if (gone.size > 0) prune(gone)
  })
}

/** The selected profile in full, or null (none selected, or its detail is on its way). */
export const useSelectedProfile = (): ProfileView | null => {
  const selectedId = useNavigation((s) => s.selectedId)
  return useProfileList((s) => (s.detail !== null && s.detail.id === selectedId ? s.detail : null))
}
