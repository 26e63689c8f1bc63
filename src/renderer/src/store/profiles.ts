import { create } from 'zustand'
import type { AppInfo } from '../../../shared/ipc/contract'
import type { AppError, Result } from '../../../shared/ipc/errors'
import type { CopyFormat } from '../../../shared/model/copyFormats'
import type { ProfileView } from '../../../shared/model/profile'
import {
  groupByAccount,
  sortKeys,
  sortProfiles,
  warmSearch,
  type SortKey,
} from '../../../shared/search/profileQuery'
import { call } from '../lib/api'
import { clipboardNote } from '../lib/format'
import { copiedLabel } from '../lib/labels'
import { useStatus } from './status'

export type Busy = 'get' | 'check' | 'copy' | 'forget' | 'delete' | 'duplicate'
export type View = 'detail' | 'create' | 'edit' | 'settings'

export interface Notice {
  profileId: string
  text: string
  id: number
}

interface ProfilesState {
  profiles: ProfileView[]
  status: 'loading' | 'ready' | 'failed'
  loadError: AppError | null
  appInfo: AppInfo | null
  selectedId: string | null
  view: View
  /** The call in flight per profile: one at a time, so no double submits. */
  busy: Record<string, Busy | undefined>
  /**
   * The error of this session's last call per profile. `undefined`: none yet,
   * show the persisted `lastError`; `null`: cleared or dismissed.
   */
  errors: Record<string, AppError | null | undefined>
  notice: Notice | null
  /** Set when the detail pane should take focus (after the form closes, after a delete). */
  focusDetail: boolean
  /** The profile whose token waits for a password typed now (none is kept, or it was refused). */
  passwordPrompt: string | null
  /** The prompt is there because the password just typed was refused. */
  passwordRetry: boolean
  /** The sidebar's order (remembered on this machine); a delete selects the next in it. */
  sortKey: SortKey

  init(): Promise<void>
  reload(): Promise<void>
  select(id: string): void
  /** Selects and moves focus into the detail pane (Enter in the list). */
  open(id: string): void
  startCreate(): void
  startEdit(): void
  openSettings(): void
  closeForm(): void
  saved(profile: ProfileView): void
  /** A profile main announced (a renewal, another window's edit); unknown ids are ignored. */
  upsert(profile: ProfileView): void
  /** `password`: typed now because none is kept; main keeps it as its policy allows. */
  getToken(id: string, password?: string): Promise<void>
  askPassword(id: string): void
  closePasswordPrompt(): void
  /** Puts the token on the clipboard in one of the copy formats; main clears it later. */
  copy(id: string, format: CopyFormat): Promise<void>
  /**
   * Asks the service for a token to see whether the login works. The caller shows
   * the outcome as a verdict, so a failure is not repeated as an error panel.
   * Null: another call for the profile was in flight.
   */
  checkCredentials(id: string): Promise<Result<ProfileView> | null>
  forgetToken(id: string): Promise<void>
  duplicateProfile(id: string): Promise<void>
  deleteProfile(id: string): Promise<boolean>
  undoDelete(undoId: string, name: string): Promise<void>
  dismissError(id: string): void
  focusTaken(): void
  setSortKey(key: SortKey): void
}

const SORT_STORAGE_KEY = 'token-desk:sort'

export const isSortKey = (value: unknown): value is SortKey =>
  (sortKeys as readonly unknown[]).includes(value)

/** The order chosen last time on this machine; by name the first time. */
function savedSortKey(): SortKey {
  try {
    const saved = localStorage.getItem(SORT_STORAGE_KEY)
    return isSortKey(saved) ? saved : 'name'
  } catch {
    return 'name'
  }
}

let initStarted = false
let noticeSeq = 0
let noticeTimer: ReturnType<typeof setTimeout> | null = null

const replace = (profiles: ProfileView[], next: ProfileView): ProfileView[] =>
  profiles.some((p) => p.id === next.id)
    ? profiles.map((p) => (p.id === next.id ? next : p))
    : [...profiles, next]

/** Builds the search text while the app is idle, so the first keystroke is as quick as the rest. */
const warmWhenIdle = (profiles: ProfileView[]): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => warmSearch(profiles))
  else setTimeout(() => warmSearch(profiles), 0)
}

const sameError = (a: AppError | null, b: AppError | null): boolean =>
  a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b))

export const useProfiles = create<ProfilesState>()((set, get) => {
  /** Runs one action for a profile unless another is in flight for it. */
  const run = async <T>(
    id: string,
    kind: Busy,
    action: () => Promise<Result<T>>,
    onSuccess: (value: T) => void,
  ): Promise<Result<T> | null> => {
    if (get().busy[id] !== undefined) return null
    set((s) => ({
      busy: { ...s.busy, [id]: kind },
      // A new action makes an earlier "copied" message stale.
      notice: s.notice?.profileId === id ? null : s.notice,
    }))
    const result = await action()
    set((s) => ({ busy: { ...s.busy, [id]: undefined } }))
    if (result.ok) {
      set((s) => ({ errors: { ...s.errors, [id]: null } }))
      onSuccess(result.value)
      return result
    }
    set((s) => ({ errors: { ...s.errors, [id]: result.error } }))
    // Main may have recorded the failure (lastError, a rejected token) or lost the
    // profile (not-found): resync quietly.
    void get().reload()
    return result
  }

  const showNotice = (profileId: string, text: string): void => {
    if (noticeTimer !== null) clearTimeout(noticeTimer)
    set({ notice: { profileId, text, id: ++noticeSeq } })
    noticeTimer = setTimeout(() => set({ notice: null }), 6000)
  }

  return {
    profiles: [],
    status: 'loading',
    loadError: null,
    appInfo: null,
    selectedId: null,
    view: 'detail',
    busy: {},
    errors: {},
    notice: null,
    focusDetail: false,
    passwordPrompt: null,
    passwordRetry: false,
    sortKey: savedSortKey(),

    async init() {
      if (initStarted) return
      initStarted = true
      const info = await call((api) => api.appInfo())
      if (info.ok) set({ appInfo: info.value })
      await get().reload()
    },

    async reload() {
      const result = await call((api) => api.listProfiles())
      if (!result.ok) {
        set((s) => ({ status: s.status === 'ready' ? 'ready' : 'failed', loadError: result.error }))
        return
      }
      const profiles = result.value
      warmWhenIdle(profiles)
      set((s) => ({
        profiles,
        status: 'ready',
        loadError: null,
        // Keep the selection; otherwise the first profile as the sidebar lists it.
        selectedId:
          s.selectedId !== null && profiles.some((p) => p.id === s.selectedId)
            ? s.selectedId
            : (sortProfiles(profiles, s.sortKey)[0]?.id ?? null),
      }))
    },

    select(id) {
      set((s) => ({
        selectedId: id,
        view: 'detail',
        focusDetail: false,
        passwordPrompt: s.passwordPrompt === id ? id : null,
      }))
    },
    open(id) {
      get().select(id)
      set({ focusDetail: true })
    },
    startCreate() {
      set({ view: 'create' })
    },
    startEdit() {
      if (get().selectedId !== null) set({ view: 'edit' })
    },
    openSettings() {
      set({ view: 'settings' })
    },
    closeForm() {
      set({ view: 'detail', focusDetail: true })
    },
    saved(profile) {
      set((s) => ({
        profiles: replace(s.profiles, profile),
        selectedId: profile.id,
        view: 'detail',
        focusDetail: true,
        errors: { ...s.errors, [profile.id]: undefined },
      }))
    },
    upsert(profile) {
      set((s) => {
        const current = s.profiles.find((p) => p.id === profile.id)
        if (current === undefined) return {}
        // A failure recorded elsewhere (a background renewal) replaces this session's view of it.
        const errorChanged = !sameError(current.lastError, profile.lastError)
        return {
          profiles: replace(s.profiles, profile),
          errors: errorChanged ? { ...s.errors, [profile.id]: undefined } : s.errors,
        }
      })
    },

    async getToken(id, password) {
      if (password !== undefined) set({ passwordPrompt: null })
      const result = await run(
        id,
        'get',
        () =>
          call((api) =>
            api.getToken(password === undefined ? { profileId: id } : { profileId: id, password }),
          ),
        (profile) => set((s) => ({ profiles: replace(s.profiles, profile) })),
      )
      if (result === null || result.ok) return
      // None kept (any more): ask for it here instead of showing the failure.
      if (result.error.code === 'no-password') {
        set((s) => ({
          errors: { ...s.errors, [id]: null },
          passwordPrompt: id,
          passwordRetry: false,
        }))
      }
      // The password just typed was refused: say why (the error stays) and ask again.
      if (result.error.code === 'auth-rejected' && password !== undefined) {
        set({ passwordPrompt: id, passwordRetry: true })
      }
    },
    askPassword(id) {
      set((s) => ({
        passwordPrompt: id,
        passwordRetry: false,
        errors: { ...s.errors, [id]: null },
      }))
    },
    closePasswordPrompt() {
      set({ passwordPrompt: null })
    },

    async copy(id, format) {
      await run(
        id,
        'copy',
        () => call((api) => api.copy({ profileId: id, format })),
        ({ copied, clearsAt }) =>
          showNotice(id, `${copiedLabel(copied)} copied. ${clipboardNote(clearsAt, Date.now())}`),
      )
    },

    async checkCredentials(id) {
      const result = await run(
        id,
        'check',
        () => call((api) => api.getToken({ profileId: id })),
        (profile) => set((s) => ({ profiles: replace(s.profiles, profile) })),
      )
      if (result === null || result.ok) return result
      const noPassword = result.error.code === 'no-password'
      set((s) => ({
        errors: { ...s.errors, [id]: null },
        // None kept: the prompt is where the check can go on.
        passwordPrompt: noPassword ? id : s.passwordPrompt,
        passwordRetry: noPassword ? false : s.passwordRetry,
      }))
      return result
    },

    async forgetToken(id) {
      await run(
        id,
        'forget',
        () => call((api) => api.forgetToken({ profileId: id })),
        (profile) => set((s) => ({ profiles: replace(s.profiles, profile) })),
      )
    },

    async duplicateProfile(id) {
      await run(
        id,
        'duplicate',
        () => call((api) => api.copyProfile({ profileId: id })),
        (copy) => {
          set((s) => ({
            profiles: replace(s.profiles, copy),
            selectedId: copy.id,
            view: 'detail',
            focusDetail: true,
          }))
        },
      )
    },

    async deleteProfile(id) {
      const name = get().profiles.find((p) => p.id === id)?.name ?? 'the profile'
      const result = await run(
        id,
        'delete',
        () => call((api) => api.deleteProfile({ profileId: id })),
        ({ undoId, until }) => {
          useStatus.getState().show(`Deleted “${name}”.`, {
            until,
            action: { label: 'Undo', run: () => void get().undoDelete(undoId, name) },
          })
          set((s) => {
            // The next one down in the sidebar (the one above at the end) takes its place.
            const order = groupByAccount(sortProfiles(s.profiles, s.sortKey)).flatMap(
              (group) => group.profiles,
            )
            const index = order.findIndex((p) => p.id === id)
            const next = order[index + 1] ?? order[index - 1] ?? null
            const profiles = s.profiles.filter((p) => p.id !== id)
            return {
              profiles,
              selectedId: s.selectedId === id ? (next?.id ?? null) : s.selectedId,
              errors: { ...s.errors, [id]: undefined },
              notice: s.notice?.profileId === id ? null : s.notice,
              focusDetail: true,
              passwordPrompt: s.passwordPrompt === id ? null : s.passwordPrompt,
            }
          })
        },
      )
      return result?.ok === true
    },

    async undoDelete(undoId, name) {
      const result = await call((api) => api.undoDelete({ undoId }))
      if (!result.ok) {
        useStatus
          .getState()
          .show(`“${name}” could not be restored: ${result.error.message}`, { tone: 'error' })
        return
      }
      const profile = result.value
      set((s) => ({
        profiles: replace(s.profiles, profile),
        selectedId: profile.id,
        view: 'detail',
        focusDetail: true,
        errors: { ...s.errors, [profile.id]: undefined },
      }))
    },

    dismissError(id) {
      set((s) => ({ errors: { ...s.errors, [id]: null } }))
    },
    focusTaken() {
      set({ focusDetail: false })
    },
    setSortKey(key) {
      set({ sortKey: key })
      try {
        localStorage.setItem(SORT_STORAGE_KEY, key)
      } catch {
        // A preference only: without storage it lasts until the window closes.
      }
    },
  }
})

/** The selected profile, or null. */
export const useSelectedProfile = (): ProfileView | null =>
  useProfiles((s) => s.profiles.find((p) => p.id === s.selectedId) ?? null)

/** The error to show for a profile: this session's last, else the persisted one. */
export const errorToShow = (
  profile: ProfileView,
  sessionError: AppError | null | undefined,
): AppError | null => (sessionError === undefined ? profile.lastError : sessionError)
