import { create } from 'zustand'
import type { AppError } from '../../../shared/ipc/errors'
import type { RenewOutcome } from '../../../shared/ipc/events'
import type { LoginNeed } from '../../../shared/model/login'
import { call } from '../lib/api'
import { onProfilesGone, useProfileList } from './profileList'

/** What happened to one login's password in this round. */
export type LoginResult =
  | { login: LoginNeed; kind: 'entered'; outcomes: RenewOutcome[] }
  /** `after`: a try failed first for another reason than a refusal (nothing kept then). */
  | { login: LoginNeed; kind: 'skipped'; after: AppError | null }
  /** A password was typed and refused (401); main keeps it, as any typed password. */
  | { login: LoginNeed; kind: 'refused' }

export type LoginStage =
  | { kind: 'idle' }
  /** Profiles without a password came in: offer to enter one per login. */
  | { kind: 'offer' }
  /**
   * The dialog asks for `logins[index]`. `retry`: the last one typed was
   * refused (401); `refusals` counts them (each empties the field);
   * `error`: why the last try failed (a network failure keeps the password typed).
   */
  | {
      kind: 'asking'
      index: number
      retry: boolean
      refusals: number
      busy: boolean
      error: AppError | null
    }
  /** Every login was asked: what came of it. */
  | { kind: 'done' }

/**
 * Why the logins are asked: they have no password to use, or the service
 * refused the one kept (401), which the one typed replaces.
 */
export type PasswordNeed = 'missing' | 'refused'

interface LoginPasswordsState {
  logins: LoginNeed[]
  need: PasswordNeed
  stage: LoginStage
  results: LoginResult[]

  /**
   * After an import: the profiles that were not there before, and `updated`
   * (those it moved off their login's password), grouped by login (main's
   * loginOf), the ones with no password to use; offered if any.
   */
  offerAfterImport(before: ReadonlySet<string>, updated?: readonly string[]): Promise<void>
  /**
   * The logins of these profiles that have no password to use (or, `need`
   * 'refused', whose password the service refused): offered, or (`ask`)
   * asked for at once (Renew all skipped or was refused for them).
   */
  offerFor(profileIds: readonly string[], ask?: boolean, need?: PasswordNeed): Promise<void>
  start(): void
  /** The password of the login being asked: kept for it, and a token for each of its profiles. */
  submit(password: string): Promise<void>
  /** On to the next login without a password for this one. */
  skip(): void
  /** Stops asking; what was entered stays, and the logins not answered yet stay offered. */
  stop(): void
  dismiss(): void
}

/** The first question of a round, or the next login's. */
const asking = (index: number): LoginStage => ({
  kind: 'asking',
  index,
  retry: false,
  refusals: 0,
  busy: false,
  error: null,
})

/**
 * Every count the banner, the dialog and the summary say, from one place:
 * the logins still offered (from main; Stop leaves those not answered), the
 * one asked, and what came of each answered (every round since the offer).
 */
export interface WalkCounts {
  logins: number
  profiles: number
  /** The login asked now, from 1; 0 when none is. */
  position: number
  /** Logins (and their profiles) after the one asked now, or not answered yet. */
  loginsLeft: number
  profilesLeft: number
  /** Logins answered (typed, skipped or refused), over every round since the offer came. */
  answeredLogins: number
  answeredProfiles: number
  /** Profiles that got a token with a password typed in this round. */
  tokens: number
  /** Profiles of the logins skipped: they still have no password. */
  skippedProfiles: number
}

const profilesOf = (logins: readonly LoginNeed[]): number =>
  logins.reduce((sum, login) => sum + login.profiles.length, 0)

export function walkCounts(
  logins: readonly LoginNeed[],
  stage: LoginStage,
  results: readonly LoginResult[],
): WalkCounts {
  const next = stage.kind === 'asking' ? stage.index + 1 : stage.kind === 'done' ? logins.length : 0
  const left = logins.slice(next)
  return {
    logins: logins.length,
    profiles: profilesOf(logins),
    position: stage.kind === 'asking' ? stage.index + 1 : 0,
    loginsLeft: left.length,
    profilesLeft: profilesOf(left),
    answeredLogins: results.length,
    answeredProfiles: profilesOf(results.map((r) => r.login)),
    tokens: results
      .flatMap((r) => (r.kind === 'entered' ? r.outcomes : []))
      .filter((o) => o.kind === 'renewed').length,
    skippedProfiles: profilesOf(results.filter((r) => r.kind === 'skipped').map((r) => r.login)),
  }
}

const idle = (): Pick<LoginPasswordsState, 'logins' | 'need' | 'stage' | 'results'> => ({
  logins: [],
  need: 'missing',
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
      stage: next < logins.length ? asking(next) : { kind: 'done' },
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

    async offerFor(profileIds, ask = false, need = 'missing') {
      if (profileIds.length === 0) return
      const result = await call((api) =>
        api.passwordLogins({
          profileIds: [...profileIds],
          ...(need === 'refused' ? { refused: true } : {}),
        }),
      )
      if (!result.ok || result.value.length === 0) return
      set({
        logins: result.value,
        need,
        stage: ask ? asking(0) : { kind: 'offer' },
        results: [],
      })
    },

    start() {
      if (get().logins.length === 0) return
      set({ stage: asking(0) })
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
      // Refused (401): main kept it, as it keeps any typed password; the prompt again, emptied.
      // Any other failure (host not found, …) says nothing about the password: it stays typed.
      const refused = result.error.code === 'auth-rejected'
      set({
        stage: {
          ...stage,
          busy: false,
          retry: refused,
          refusals: stage.refusals + (refused ? 1 : 0),
          error: result.error,
        },
      })
    },

    skip() {
      const { stage, logins } = get()
      if (stage.kind !== 'asking' || stage.busy) return
      const login = logins[stage.index]
      // One refused in this login's turn is kept by main: it was refused, not left out.
      if (login === undefined) return
      advance(
        stage.refusals > 0
          ? { login, kind: 'refused' }
          : { login, kind: 'skipped', after: stage.error },
      )
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

/**
 * The walk without the profiles deleted meanwhile: a login none of whose
 * profiles is left is not asked. The logins answered stay as they were, for
 * the summary, and so does the one whose password is on its way.
 */
export function withoutGone(
  state: Pick<LoginPasswordsState, 'logins' | 'stage' | 'results'>,
  gone: ReadonlySet<string>,
): Pick<LoginPasswordsState, 'logins' | 'stage' | 'results'> {
  const { logins, stage, results } = state
  if (stage.kind !== 'offer' && stage.kind !== 'asking') return state
  const from = stage.kind === 'asking' ? stage.index + (stage.busy ? 1 : 0) : 0
  const ahead = logins.slice(from)
  const kept = ahead
    .map((login) => {
      const profiles = login.profiles.filter((p) => !gone.has(p.id))
      return profiles.length === login.profiles.length ? login : { ...login, profiles }
    })
    .filter((login) => login.profiles.length > 0)
  if (kept.length === ahead.length && kept.every((login, i) => login === ahead[i])) return state
  const next = [...logins.slice(0, from), ...kept]
  if (stage.kind === 'offer') {
    return { logins: next, results, stage: next.length > 0 ? stage : { kind: 'idle' } }
  }
  // The login asked is still there (some of its profiles are): the field keeps what was typed.
  if (stage.busy || ahead[0]?.profiles.some((p) => !gone.has(p.id)) === true) {
    return { logins: next, results, stage }
  }
  if (stage.index < next.length) return { logins: next, results, stage: asking(stage.index) }
  return { logins: next, results, stage: results.length > 0 ? { kind: 'done' } : { kind: 'idle' } }
}

onProfilesGone((gone) => {
  const state = useLoginPasswords.getState()
  const next = withoutGone(state, gone)
  if (next !== state) useLoginPasswords.setState(next)
})
