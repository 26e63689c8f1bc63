import { create } from 'zustand'
import type { AppInfo } from '../../../shared/ipc/contract'
import type { AppError } from '../../../shared/ipc/errors'
import type { ProfileView } from '../../../shared/model/profile'
import { call } from '../lib/api'

export type Busy = 'get' | 'copy' | 'forget' | 'delete'
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

  init(): Promise<void>
  reload(): Promise<void>
  select(id: string): void
  startCreate(): void
  startEdit(): void
  openSettings(): void
  closeForm(): void
  saved(profile: ProfileView): void
  /** A profile main announced (a renewal, another window's edit); unknown ids are ignored. */
  upsert(profile: ProfileView): void
  getToken(id: string): Promise<void>
  copyHeader(id: string): Promise<void>
  forgetToken(id: string): Promise<void>
  deleteProfile(id: string): Promise<boolean>
  dismissError(id: string): void
  focusTaken(): void
}

let initStarted = false
let noticeSeq = 0
let noticeTimer: ReturnType<typeof setTimeout> | null = null

const replace = (profiles: ProfileView[], next: ProfileView): ProfileView[] =>
  profiles.some((p) => p.id === next.id)
    ? profiles.map((p) => (p.id === next.id ? next : p))
    : [...profiles, next]

const sameError = (a: AppError | null, b: AppError | null): boolean =>
  a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b))

export const useProfiles = create<ProfilesState>()((set, get) => {
  /** Runs one action for a profile unless another is in flight for it. */
  const run = async <T>(
    id: string,
    kind: Busy,
    action: () => Promise<{ ok: true; value: T } | { ok: false; error: AppError }>,
    onSuccess: (value: T) => void,
  ): Promise<boolean> => {
    if (get().busy[id] !== undefined) return false
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
      return true
    }
    set((s) => ({ errors: { ...s.errors, [id]: result.error } }))
    // Main may have recorded the failure (lastError, a rejected token) or lost the
    // profile (not-found): resync quietly.
    void get().reload()
    return false
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
      set((s) => ({
        profiles,
        status: 'ready',
        loadError: null,
        selectedId:
          s.selectedId !== null && profiles.some((p) => p.id === s.selectedId)
            ? s.selectedId
            : (profiles[0]?.id ?? null),
      }))
    },

    select(id) {
      set({ selectedId: id, view: 'detail', focusDetail: false })
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

    async getToken(id) {
      await run(
        id,
        'get',
        () => call((api) => api.getToken({ profileId: id })),
        (profile) => set((s) => ({ profiles: replace(s.profiles, profile) })),
      )
    },

    async copyHeader(id) {
      await run(
        id,
        'copy',
        () => call((api) => api.copyHeader({ profileId: id })),
        () => showNotice(id, 'Header copied to the clipboard'),
      )
    },

    async forgetToken(id) {
      await run(
        id,
        'forget',
        () => call((api) => api.forgetToken({ profileId: id })),
        (profile) => set((s) => ({ profiles: replace(s.profiles, profile) })),
      )
    },

    async deleteProfile(id) {
      return run(
        id,
        'delete',
        () => call((api) => api.deleteProfile({ profileId: id })),
        () =>
          set((s) => {
            const index = s.profiles.findIndex((p) => p.id === id)
            const profiles = s.profiles.filter((p) => p.id !== id)
            const next = profiles[Math.min(index, profiles.length - 1)] ?? null
            return {
              profiles,
              selectedId: s.selectedId === id ? (next?.id ?? null) : s.selectedId,
              errors: { ...s.errors, [id]: undefined },
              notice: s.notice?.profileId === id ? null : s.notice,
              focusDetail: true,
            }
          }),
      )
    },

    dismissError(id) {
      set((s) => ({ errors: { ...s.errors, [id]: null } }))
    },
    focusTaken() {
      set({ focusDetail: false })
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
