import { create } from 'zustand'
import type { Verification } from '../../../shared/ipc/contract'
import type { AppError, Result } from '../../../shared/ipc/errors'
import type { CopyFormat } from '../../../shared/model/copyFormats'
import type { ProfileView } from '../../../shared/model/profile'
import { standingToken } from '../../../shared/model/token'
import { sayOf, t } from '../i18n'
import { call } from '../lib/api'
import { clipboardNote, hourMinute } from '../lib/format'
import { copiedLabel } from '../lib/labels'
import { useNavigation } from './navigation'
import { usePasswordPrompt } from './passwordPrompt'
import { nextAfter, useProfileList } from './profileList'
import { useSidebar } from './sidebar'
import { useStatus } from './status'

export type Busy = 'get' | 'check' | 'copy' | 'forget' | 'delete' | 'duplicate' | 'verify'

export type VerifyState = { status: 'running' } | { status: 'done'; result: Verification }

/** A "copied" message beside one profile's token. */
export interface Notice {
  profileId: string
  text: string
}

/** How long a "copied" message stays. */
export const NOTICE_MS = 6000

/** The status line's topic for "token-desk is waiting for the password of …". */
const cliWaitTopic = (profileId: string): string => `cli-wait:${profileId}`

type Errors = Record<string, AppError | null | undefined>

export interface ProfileActionsState {
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
  errors: Errors
  notice: Notice | null
  /**
   * The action started last (a new object each time). What an earlier action
   * said is old news once another starts: the stores that keep such verdicts
   * (the credential check) watch it.
   */
  started: { profileId: string; kind: Busy } | null
}

/* The transitions, pure: the store below applies them. */

/** An action starts: it supersedes the profile's last message, failure and (other) verification. */
export const actionStarted = (
  s: ProfileActionsState,
  profileId: string,
  kind: Busy,
): Partial<ProfileActionsState> => ({
  notice: s.notice?.profileId === profileId ? null : s.notice,
  errors: { ...s.errors, [profileId]: null },
  verifications:
    kind === 'verify' || s.verifications[profileId] === undefined
      ? s.verifications
      : { ...s.verifications, [profileId]: undefined },
  started: { profileId, kind },
})

/** One profile's entry in a per-profile record. */
export const withEntry = <T>(
  record: Record<string, T>,
  profileId: string,
  value: NoInfer<T>,
): Record<string, T> => ({ ...record, [profileId]: value })

/** What goes with a deleted profile: its error and its message. */
export const afterDelete = (
  s: ProfileActionsState,
  profileId: string,
): Partial<ProfileActionsState> => ({
  errors: withEntry(s.errors, profileId, undefined),
  notice: s.notice?.profileId === profileId ? null : s.notice,
})

interface ProfileActionsStore extends ProfileActionsState {
  /**
   * `password`: typed now because none is kept; main keeps it as its policy
   * allows. True once a token was obtained (false: refused, failed, or one is
   * already on its way).
   */
  getToken(id: string, password?: string): Promise<boolean>
  /** Opens the password prompt for a profile (its last failure goes: the prompt says what to do). */
  askPassword(id: string): void
  /**
   * The kept password was refused (401): the prompt for the new one, beside
   * the refusal, which stays (its checks still apply).
   */
  askNewPassword(id: string): void
  /** `token-desk` waits for a token of this profile, which keeps no password: ask here. */
  passwordNeeded(id: string, client: string): void
  /** No `token-desk` client waits for it any more: nothing may say one does. */
  passwordWaitEnded(id: string): void
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
  /** "Copy link": the profile's tokendesk:// link on the clipboard, for a ticket or a chat. */
  copyLink(id: string): Promise<void>
  deleteProfile(id: string): Promise<boolean>
  undoDelete(undoId: string, name: string): Promise<void>
  /** The form saved a profile: shown at once, its failures of this session forgotten. */
  saved(profile: ProfileView): void
  /** A profile main announced: the list takes it; a failure recorded elsewhere replaces this session's. */
  received(profile: ProfileView): void
  dismissError(id: string): void
}

/**
 * What the user does with one profile (token, copy, check, verify, copy or
 * delete the profile): the call in flight, its failure, its message. Uses
 * the profile list, the navigation and the password prompt; none of them
 * knows this store.
 */
/** Nothing started, running or said yet: where the store starts (and its tests). */
export const noActions: ProfileActionsState = {
  busy: {},
  getting: {},
  verifications: {},
  errors: {},
  notice: null,
  started: null,
}

export const useProfileActions = create<ProfileActionsStore>()((set, get) => {
  const list = () => useProfileList.getState()
  const setError = (id: string, error: AppError | null | undefined): void =>
    set((s) => ({ errors: withEntry(s.errors, id, error) }))

  /** Runs one action for a profile unless another is in flight for it. */
  const run = async <T>(
    id: string,
    kind: Busy,
    action: () => Promise<Result<T>>,
    onSuccess: (value: T) => void,
  ): Promise<Result<T> | null> => {
    if (get().busy[id] !== undefined) return null
    set((s) => ({ busy: withEntry(s.busy, id, kind), ...actionStarted(s, id, kind) }))
    const result = await action()
    set((s) => ({ busy: withEntry(s.busy, id, undefined) }))
    if (result.ok) {
      setError(id, null)
      onSuccess(result.value)
      return result
    }
    setError(id, result.error)
    // Main may have recorded the failure (lastError, a rejected token) or lost the
    // profile (not-found): resync quietly.
    void list().reload()
    return result
  }

  const showNotice = (profileId: string, text: string): void => {
    const notice: Notice = { profileId, text }
    set({ notice })
    // A later message replaces this one and has its own time.
    setTimeout(() => set((s) => (s.notice === notice ? { notice: null } : {})), NOTICE_MS)
  }

  /** Shows a profile the answer carried in full, with its failures of this session forgotten. */
  const showProfile = (profile: ProfileView, forgetErrors: boolean): void => {
    list().putDetail(profile)
    useNavigation.getState().show(profile.id)
    if (forgetErrors) setError(profile.id, undefined)
  }

  return {
    ...noActions,

    async getToken(id, password) {
      const prompt = usePasswordPrompt.getState()
      const waiter = password === undefined ? null : prompt.sent(id)
      // One renewal at a time per profile; main's single flight covers other windows.
      if (get().getting[id] === true) return false
      set((s) => ({ getting: withEntry(s.getting, id, true), ...actionStarted(s, id, 'get') }))
      const before = list().profiles.find((p) => p.id === id)
      const renewing = before !== undefined && standingToken(before.token) !== null
      const result = await call((api) =>
        api.getToken(password === undefined ? { profileId: id } : { profileId: id, password }),
      )
      set((s) => ({ getting: withEntry(s.getting, id, undefined) }))
      if (result.ok) {
        list().put(result.value)
        // Said, not only shown: the countdown appears silently, and the button keeps the focus.
        const until = standingToken(result.value.token)?.expiresAt
        if (until !== undefined) {
          const time = hourMinute(until)
          showNotice(
            id,
            renewing
              ? t('detail:notice.tokenRenewed', { time })
              : t('detail:notice.tokenObtained', { time }),
          )
        }
        setError(id, null)
        // A command line waiting for this token has it now.
        usePasswordPrompt.getState().served(id)
        return true
      }
      setError(id, result.error)
      void list().reload()
      // None kept (any more): ask for it here instead of showing the failure.
      if (result.error.code === 'no-password') {
        setError(id, null)
        usePasswordPrompt.getState().open(id, { retry: false })
      }
      // The password just typed was refused (401): say so (the error stays) and offer the
      // prompt again; main kept it as it keeps one typed in the form.
      if (result.error.code === 'auth-rejected' && password !== undefined) {
        usePasswordPrompt.getState().open(id, { retry: true, waiter })
      }
      return false
    },

    askPassword(id) {
      setError(id, null)
      usePasswordPrompt.getState().open(id, { waiter: null })
    },

    askNewPassword(id) {
      usePasswordPrompt.getState().open(id, { retry: true, waiter: null })
    },

    passwordNeeded(id, client) {
      const profile = list().profiles.find((p) => p.id === id)
      if (profile === undefined) return
      const open = (): void => {
        useNavigation.getState().select(id)
        setError(id, null)
        usePasswordPrompt.getState().open(id, { waiter: client })
      }
      // A form being filled in is not thrown away for it: offer the prompt instead.
      if (useNavigation.getState().view !== 'detail') {
        useStatus.getState().show(t('detail:notice.cliWaiting', { name: profile.name }), {
          action: { label: t('detail:notice.enterIt'), run: open },
          until: Date.now() + 60_000,
          topic: cliWaitTopic(id),
        })
        return
      }
      open()
    },

    passwordWaitEnded(id) {
      usePasswordPrompt.getState().served(id)
      useStatus.getState().withdraw(cliWaitTopic(id))
    },

    async cancelRenewal(id) {
      await call((api) => api.cancelRenewal({ profileId: id }))
    },

    async verifyToken(id) {
      set((s) => ({ verifications: withEntry(s.verifications, id, { status: 'running' }) }))
      const result = await run(
        id,
        'verify',
        () => call((api) => api.verifyToken({ profileId: id })),
        (verification) =>
          set((s) => ({
            verifications: withEntry(s.verifications, id, {
              status: 'done',
              result: verification,
            }),
          })),
      )
      if (result === null || !result.ok) {
        set((s) => ({ verifications: withEntry(s.verifications, id, undefined) }))
      }
      // Main may have marked the token rejected, or read its expiry from the answer.
      void list().reload()
    },

    async copy(id, format) {
      await run(
        id,
        'copy',
        () => call((api) => api.copy({ profileId: id, format })),
        ({ copied, clearsAt, target, targetSaid }) => {
          const what = copiedLabel(copied)
          const clipboard = clipboardNote(clearsAt, Date.now())
          showNotice(
            id,
            target === undefined
              ? t('detail:copied', { what, clipboard })
              : t('detail:copiedCalls', {
                  what,
                  target: sayOf({ message: target, said: targetSaid }),
                  clipboard,
                }),
          )
        },
      )
    },

    async checkCredentials(id) {
      const result = await run(
        id,
        'check',
        () => call((api) => api.getToken({ profileId: id })),
        (profile) => list().put(profile),
      )
      if (result === null || result.ok) return result
      setError(id, null)
      // None kept: the prompt is where the check can go on.
      if (result.error.code === 'no-password') {
        usePasswordPrompt.getState().open(id, { retry: false })
      }
      return result
    },

    async forgetToken(id) {
      await run(
        id,
        'forget',
        () => call((api) => api.forgetToken({ profileId: id })),
        (profile) => {
          list().put(profile)
          showNotice(id, t('detail:notice.tokenForgotten'))
        },
      )
    },

    async duplicateProfile(id) {
      await run(
        id,
        'duplicate',
        () => call((api) => api.copyProfile({ profileId: id })),
        // The copy has the same login, so it shares the login's password (if any).
        (copy) => showProfile(copy, false),
      )
    },

    async copyLink(id) {
      const name = list().profiles.find((p) => p.id === id)?.name ?? t('detail:notice.theProfile')
      const result = await call((api) => api.copyLinks({ profileIds: [id] }))
      useStatus
        .getState()
        .show(
          result.ok
            ? t('detail:notice.linkCopied', { name })
            : t('detail:notice.linkFailed', { message: sayOf(result.error) }),
          { tone: result.ok ? 'ok' : 'error' },
        )
    },

    async deleteProfile(id) {
      const name = list().profiles.find((p) => p.id === id)?.name ?? t('detail:notice.theProfile')
      const result = await run(
        id,
        'delete',
        () => call((api) => api.deleteProfile({ profileId: id })),
        ({ undoId, until }) => {
          useStatus.getState().show(t('detail:notice.deleted', { name }), {
            until,
            action: {
              label: t('detail:notice.undo'),
              run: () => void get().undoDelete(undoId, name),
              undoes: true,
            },
          })
          const navigation = useNavigation.getState()
          if (navigation.selectedId === id) {
            // The next one down in the sidebar (the one above at the end) takes its place.
            const next = nextAfter(list().profiles, id, useSidebar.getState().sortKey)
            if (next !== null) navigation.select(next)
            else navigation.follow(null)
          }
          list().remove(id)
          usePasswordPrompt.getState().closeFor(id)
          set((s) => afterDelete(s, id))
          useNavigation.getState().focus()
        },
      )
      return result?.ok === true
    },

    async undoDelete(undoId, name) {
      const result = await call((api) => api.undoDelete({ undoId }))
      if (!result.ok) {
        useStatus
          .getState()
          .show(t('detail:notice.notRestored', { name, message: sayOf(result.error) }), {
            tone: 'error',
          })
        return
      }
      showProfile(result.value, true)
    },

    saved(profile) {
      showProfile(profile, true)
    },

    received(profile) {
      // A failure recorded elsewhere (a background renewal) replaces this session's view of it.
      if (list().upsert(profile)) setError(profile.id, undefined)
    },

    dismissError(id) {
      setError(id, null)
    },
  }
})

/** The error to show for a profile: this session's last, else the persisted one. */
export const errorToShow = (
  profile: ProfileView,
  sessionError: AppError | null | undefined,
): AppError | null => (sessionError === undefined ? profile.lastError : sessionError)
