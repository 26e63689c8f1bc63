import { create } from 'zustand'
import type { AppInfo, Verification } from '../../../shared/ipc/contract'
import type { AppError, Result } from '../../../shared/ipc/errors'
import type { CopyFormat } from '../../../shared/model/copyFormats'
import { profileRow, type ProfileRow, type ProfileView } from '../../../shared/model/profile'
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

/** How tall the sidebar's rows are: two lines, or one (more profiles in view). */
export type Density = 'comfortable' | 'compact'

export type Busy = 'get' | 'check' | 'copy' | 'forget' | 'delete' | 'duplicate' | 'verify'

export type VerifyState = { status: 'running' } | { status: 'done'; result: Verification }
export type View = 'detail' | 'create' | 'edit' | 'settings'

export interface Notice {
  profileId: string
  text: string
  id: number
}

interface ProfilesState {
  /** The sidebar's rows (listProfiles): no secrets' whereabouts, no errors. */
  profiles: ProfileRow[]
  /** The selected profile in full, fetched when it is selected and kept current by every answer. */
  detail: ProfileView | null
  /** Why the selected profile's detail could not be fetched (it still exists). */
  detailError: AppError | null
  status: 'loading' | 'ready' | 'failed'
  loadError: AppError | null
  /** init() ran: the app info and the first list are asked for once. */
  initStarted: boolean
  appInfo: AppInfo | null
  selectedId: string | null
  view: View
  /** The call in flight per profile: one at a time, so no double submits. */
  busy: Record<string, Busy | undefined>
  /**
   * A Get/Renew this window started, per profile. Not a `busy` call: while the
   * renewal runs, everything that uses the current token stays available.
   */
  getting: Record<string, boolean | undefined>
  /** The last "Verify now" per profile: running, or what the service said. */
  verifications: Record<string, VerifyState | undefined>
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
  /** Who waits for the prompt's token besides the window: a `token-desk` client's name. */
  passwordWaiter: string | null
  /** The sidebar's order (remembered on this machine); a delete selects the next in it. */
  sortKey: SortKey
  /** The sidebar's row height (remembered on this machine). */
  density: Density

  init(): Promise<void>
  reload(): Promise<void>
  /** Fetches the selected profile's detail again (after a failure to fetch it). */
  reloadDetail(): Promise<void>
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
  /** `token-desk` waits for a token of this profile, which keeps no password: ask here. */
  passwordNeeded(id: string, client: string): void
  /** Cancel: a waiting `token-desk` command is told so and stops. */
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
  /** Stops the renewal in flight; the token that stood stays. */
  cancelRenewal(id: string): Promise<void>
  /** "Verify now": asks the service whether it still takes the current token. */
  verifyToken(id: string): Promise<void>
  duplicateProfile(id: string): Promise<void>
  deleteProfile(id: string): Promise<boolean>
  undoDelete(undoId: string, name: string): Promise<void>
  dismissError(id: string): void
  focusTaken(): void
  setSortKey(key: SortKey): void
  setDensity(density: Density): void
}

const SORT_STORAGE_KEY = 'token-desk:sort'
const DENSITY_STORAGE_KEY = 'token-desk:density'

/** A preference kept in this window's storage; the default without it. */
function remembered<T extends string>(
  key: string,
  valid: (value: unknown) => value is T,
  fallback: T,
): T {
  try {
    const saved = localStorage.getItem(key)
    return valid(saved) ? saved : fallback
  } catch {
    return fallback
  }
}

function remember(key: string, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch {
    // A preference only: without storage it lasts until the window closes.
  }
}

const isDensity = (value: unknown): value is Density =>
  value === 'comfortable' || value === 'compact'

export const isSortKey = (value: unknown): value is SortKey =>
  (sortKeys as readonly unknown[]).includes(value)

/**
 * Told when an action starts, so panels of other stores that it supersedes
 * (a credential check's verdict, a verification) go away. Set by those stores.
 */
const supersededListeners: ((profileId: string, kind: Busy) => void)[] = []
export const onSupersede = (listener: (profileId: string, kind: Busy) => void): void => {
  supersededListeners.push(listener)
}
const supersede = (profileId: string, kind: Busy): void => {
  for (const listener of supersededListeners) listener(profileId, kind)
  if (kind !== 'verify') {
    useProfiles.setState((s) =>
      s.verifications[profileId] === undefined
        ? {}
        : { verifications: { ...s.verifications, [profileId]: undefined } },
    )
  }
}

let noticeSeq = 0
let noticeTimer: ReturnType<typeof setTimeout> | null = null

const replace = (profiles: ProfileRow[], next: ProfileView): ProfileRow[] => {
  const row = profileRow(next)
  return profiles.some((p) => p.id === next.id)
    ? profiles.map((p) => (p.id === next.id ? row : p))
    : [...profiles, row]
}

/** The rows with a profile's new view, and the detail too when it is that profile's. */
const withView = (
  s: Pick<ProfilesState, 'profiles' | 'detail'>,
  view: ProfileView,
): Pick<ProfilesState, 'profiles' | 'detail'> => ({
  profiles: replace(s.profiles, view),
  detail: s.detail?.id === view.id ? view : s.detail,
})

/** Builds the search text while the app is idle, so the first keystroke is as quick as the rest. */
const warmWhenIdle = (profiles: ProfileRow[]): void => {
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
      // A new action supersedes what the last one said: its "copied" message, its failure.
      notice: s.notice?.profileId === id ? null : s.notice,
      errors: { ...s.errors, [id]: null },
    }))
    supersede(id, kind)
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

  /** Fetches the selected profile's detail; a later selection wins over an earlier answer. */
  const loadDetail = async (id: string): Promise<void> => {
    const result = await call((api) => api.getProfile({ profileId: id }))
    if (get().selectedId !== id) return
    if (result.ok) set({ detail: result.value, detailError: null })
    // Gone meanwhile (deleted in another window, the command line): the list says so.
    else if (result.error.code === 'not-found') void get().reload()
    else set({ detailError: result.error })
  }

  return {
    profiles: [],
    detail: null,
    detailError: null,
    status: 'loading',
    initStarted: false,
    loadError: null,
    appInfo: null,
    selectedId: null,
    view: 'detail',
    busy: {},
    getting: {},
    verifications: {},
    errors: {},
    notice: null,
    focusDetail: false,
    passwordPrompt: null,
    passwordRetry: false,
    passwordWaiter: null,
    // The order and row height chosen last time on this machine.
    sortKey: remembered(SORT_STORAGE_KEY, isSortKey, 'name'),
    density: remembered(DENSITY_STORAGE_KEY, isDensity, 'comfortable'),

    async init() {
      if (get().initStarted) return
      set({ initStarted: true })
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
      set((s) => {
        // Keep the selection; otherwise the first profile as the sidebar lists it.
        const selectedId =
          s.selectedId !== null && profiles.some((p) => p.id === s.selectedId)
            ? s.selectedId
            : (sortProfiles(profiles, s.sortKey)[0]?.id ?? null)
        return {
          profiles,
          status: 'ready',
          loadError: null,
          selectedId,
          detail: s.detail?.id === selectedId ? s.detail : null,
        }
      })
      const { selectedId } = get()
      if (selectedId !== null) await loadDetail(selectedId)
    },

    async reloadDetail() {
      const { selectedId } = get()
      if (selectedId !== null) await loadDetail(selectedId)
    },

    select(id) {
      const fresh = get().detail?.id !== id
      set((s) => ({
        selectedId: id,
        detail: fresh ? null : s.detail,
        detailError: null,
        view: 'detail',
        focusDetail: false,
        passwordPrompt: s.passwordPrompt === id ? id : null,
      }))
      if (fresh) void loadDetail(id)
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
        detail: profile,
        selectedId: profile.id,
        view: 'detail',
        focusDetail: true,
        errors: { ...s.errors, [profile.id]: undefined },
      }))
    },
    upsert(profile) {
      set((s) => {
        if (!s.profiles.some((p) => p.id === profile.id)) return {}
        // A failure recorded elsewhere (a background renewal) replaces this session's view of it.
        const errorChanged =
          s.detail?.id === profile.id && !sameError(s.detail.lastError, profile.lastError)
        return {
          ...withView(s, profile),
          errors: errorChanged ? { ...s.errors, [profile.id]: undefined } : s.errors,
        }
      })
    },

    async getToken(id, password) {
      if (password !== undefined) set({ passwordPrompt: null })
      // One renewal at a time per profile; main's single flight covers other windows.
      if (get().getting[id] === true) return
      set((s) => ({
        getting: { ...s.getting, [id]: true },
        errors: { ...s.errors, [id]: null },
        notice: s.notice?.profileId === id ? null : s.notice,
      }))
      supersede(id, 'get')
      const result = await call((api) =>
        api.getToken(password === undefined ? { profileId: id } : { profileId: id, password }),
      )
      set((s) => ({ getting: { ...s.getting, [id]: undefined } }))
      if (result.ok) {
        // A command line waiting for this token has it now.
        set((s) => ({
          ...withView(s, result.value),
          errors: { ...s.errors, [id]: null },
          passwordWaiter: null,
        }))
        return
      }
      set((s) => ({ errors: { ...s.errors, [id]: result.error } }))
      void get().reload()
      // None kept (any more): ask for it here instead of showing the failure.
      if (result.error.code === 'no-password') {
        set((s) => ({
          errors: { ...s.errors, [id]: null },
          passwordPrompt: id,
          passwordRetry: false,
        }))
      }
      // The password just typed was refused (401): say so (the error stays) and offer the
      // prompt again; main kept it as it keeps one typed in the form.
      if (result.error.code === 'auth-rejected' && password !== undefined) {
        set({ passwordPrompt: id, passwordRetry: true })
      }
    },
    async cancelRenewal(id) {
      await call((api) => api.cancelRenewal({ profileId: id }))
    },
    async verifyToken(id) {
      set((s) => ({ verifications: { ...s.verifications, [id]: { status: 'running' } } }))
      const result = await run(
        id,
        'verify',
        () => call((api) => api.verifyToken({ profileId: id })),
        (verification) =>
          set((s) => ({
            verifications: { ...s.verifications, [id]: { status: 'done', result: verification } },
          })),
      )
      if (result === null || !result.ok) {
        set((s) => ({ verifications: { ...s.verifications, [id]: undefined } }))
      }
      // Main may have marked the token rejected, or read its expiry from the answer.
      void get().reload()
    },
    askPassword(id) {
      set((s) => ({
        passwordPrompt: id,
        passwordRetry: false,
        passwordWaiter: null,
        errors: { ...s.errors, [id]: null },
      }))
    },
    passwordNeeded(id, client) {
      const profile = get().profiles.find((p) => p.id === id)
      if (profile === undefined) return
      const open = (): void => {
        get().select(id)
        set((s) => ({
          view: 'detail',
          passwordPrompt: id,
          passwordRetry: false,
          passwordWaiter: client,
          errors: { ...s.errors, [id]: null },
        }))
      }
      // A form being filled in is not thrown away for it: offer the prompt instead.
      if (get().view !== 'detail') {
        useStatus.getState().show(`token-desk is waiting for the password of “${profile.name}”.`, {
          action: { label: 'Enter it', run: open },
          until: Date.now() + 60_000,
        })
        return
      }
      open()
    },
    closePasswordPrompt() {
      const { passwordPrompt, passwordWaiter } = get()
      if (passwordPrompt !== null && passwordWaiter !== null) {
        void call((api) => api.declinePassword({ profileId: passwordPrompt }))
      }
      set({ passwordPrompt: null, passwordWaiter: null })
    },

    async copy(id, format) {
      await run(
        id,
        'copy',
        () => call((api) => api.copy({ profileId: id, format })),
        ({ copied, clearsAt, target }) =>
          showNotice(
            id,
            `${copiedLabel(copied)} copied${target === undefined ? '' : `: it calls ${target}`}. ${clipboardNote(clearsAt, Date.now())}`,
          ),
      )
    },

    async checkCredentials(id) {
      const result = await run(
        id,
        'check',
        () => call((api) => api.getToken({ profileId: id })),
        (profile) => set((s) => withView(s, profile)),
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
        (profile) => set((s) => withView(s, profile)),
      )
    },

    async duplicateProfile(id) {
      await run(
        id,
        'duplicate',
        () => call((api) => api.copyProfile({ profileId: id })),
        (copy) => {
          // The copy has the same login, so it shares the login's password (if any).
          set((s) => ({
            profiles: replace(s.profiles, copy),
            detail: copy,
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
            const selectedId = s.selectedId === id ? (next?.id ?? null) : s.selectedId
            if (selectedId !== null && selectedId !== s.selectedId) void loadDetail(selectedId)
            return {
              profiles,
              selectedId,
              detail: s.detail?.id === selectedId ? s.detail : null,
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
        detail: profile,
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
      remember(SORT_STORAGE_KEY, key)
    },
    setDensity(density) {
      set({ density })
      remember(DENSITY_STORAGE_KEY, density)
    },
  }
})

/** The selected profile in full, or null (none selected, or its detail is on its way). */
export const useSelectedProfile = (): ProfileView | null =>
  useProfiles((s) => (s.detail !== null && s.detail.id === s.selectedId ? s.detail : null))

/** The error to show for a profile: this session's last, else the persisted one. */
export const errorToShow = (
  profile: ProfileView,
  sessionError: AppError | null | undefined,
): AppError | null => (sessionError === undefined ? profile.lastError : sessionError)
