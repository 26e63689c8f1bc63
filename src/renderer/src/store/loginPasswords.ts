import { create } from 'zustand'
import type { AppError } from '../../../shared/ipc/errors'
import type { RenewOutcome } from '../../../shared/ipc/events'
import type { LoginNeed } from '../../../shared/model/login'
import { call } from '../lib/api'
import { useProfileList } from './profileList'

/** What happened to one login's password in this round. */
export type LoginResult =
  | { login: LoginNeed; kind: 'entered'; outcomes: RenewOutcome[] }
  | { login: LoginNeed; kind: 'skipped' }
  /** A password was typed and refused (401); main keeps it, as any typed password. */
  | { login: LoginNeed; kind: 'refused' }

export type LoginStage =
  | { kind: 'idle' }
  /** Profiles without a password came in: offer to enter one per login. */
  | { kind: 'offer' }
  /** The dialog asks for `logins[index]`. `retry`: the last one typed was refused (401). */
  | { kind: 'asking'; index: number; retry: boolean; busy: boolean; error: AppError | null }
  /** Every login was asked: what came of it. */
  | { kind: 'done' }

interface LoginPasswordsState {
  logins: LoginNeed[]
  stage: LoginStage
  results: LoginResult[]

  /**
   * After an import: the profiles that were not there before, and `updated`
   * (those it moved off their login's password), grouped by login (main's
   * loginOf), the ones with no password to use; offered if any.
   */
  offerAfterImport(before: ReadonlySet<string>, updated?: readonly string[]): Promise<void>
  /**
   * The logins of these profiles that have no password to use: offered, or
   * (`ask`) asked for at once (Renew all skipped them for want of one).
   */
  offerFor(profileIds: readonly string[], ask?: boolean): Promise<void>
  start(): void
  /** The password of the login being asked: kept for it, and a token for each of its profiles. */
  submit(password: string): Promise<void>
  /** On to the next login without a password for this one. */
  skip(): void
  /** Stops asking; what was entered stays, and the logins not answered yet stay offered. */
  stop(): void
  dismiss(): void
}

const idle = (): Pick<LoginPasswordsState, 'logins' | 'stage' | 'results'> => ({
  logins: [],
  stage: { kind: 'idle' },
  results: [],
})

export const useLoginPasswords = create<LoginPasswordsState>()((set, get) => {
  /** The login after the current one, or the summary. */
  const advance = (result: LoginResult): void => {
    const { stage, logins, results } = get()
    if (stage.kind !== 'asking') return
    const next = stage.index + 1
    set({
      results: [...results, result],
      stage:
        next < logins.length
          ? { kind: 'asking', index: next, retry: false, busy: false, error: null }
          : { kind: 'done' },
    })
  }

  return {
    ...idle(),

    async offerAfterImport(before, updated = []) {
      const added = useProfileList
        .getState()
        .profiles.filter((p) => !before.has(p.id))
        .map((p) => p.id)
      await get().offerFor([...added, ...updated])
    },

    async offerFor(profileIds, ask = false) {
      if (profileIds.length === 0) return
      const result = await call((api) => api.passwordLogins({ profileIds: [...profileIds] }))
      if (!result.ok || result.value.length === 0) return
      set({
        logins: result.value,
        stage: ask
          ? { kind: 'asking', index: 0, retry: false, busy: false, error: null }
          : { kind: 'offer' },
        results: [],
      })
    },

    start() {
      if (get().logins.length === 0) return
      set({ stage: { kind: 'asking', index: 0, retry: false, busy: false, error: null } })
    },

    async submit(password) {
      const { stage, logins } = get()
      if (stage.kind !== 'asking' || stage.busy) return
      const login = logins[stage.index]
      if (login === undefined) return
      set({ stage: { ...stage, busy: true, error: null } })
      const result = await call((api) =>
        api.enterLoginPassword({ profileIds: login.profiles.map((p) => p.id), password }),
      )
      void useProfileList.getState().reload()
      if (result.ok) {
        advance({ login, kind: 'entered', outcomes: result.value.outcomes })
        return
      }
      // Refused (401): main kept it, as it keeps any typed password; offer the prompt again.
      set({
        stage: {
          ...stage,
          busy: false,
          retry: result.error.code === 'auth-rejected',
          error: result.error,
        },
      })
    },

    skip() {
      const { stage, logins } = get()
      if (stage.kind !== 'asking' || stage.busy) return
      const login = logins[stage.index]
      if (login !== undefined) advance({ login, kind: stage.retry ? 'refused' : 'skipped' })
    },

    stop() {
      const { stage, logins } = get()
      if (stage.kind !== 'asking' || stage.busy) return
      // The offer stays, for the logins from this one on: the way back to them.
      set({ logins: logins.slice(stage.index), stage: { kind: 'offer' } })
    },

    dismiss() {
      set(idle())
    },
  }
})
