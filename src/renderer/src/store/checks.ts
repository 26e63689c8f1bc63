import { create } from 'zustand'
import type { AppError } from '../../../shared/ipc/errors'
import { standingToken } from '../../../shared/model/token'
import { useProfileActions } from './profileActions'

/** A finished check: the service issued a token (until `expiresAt`), or why it did not. */
export type CheckOutcome =
  /** `issuedAt`: which token it got (Verify now may move its expiry, never its issue time). */
  | { kind: 'works'; issuedAt: number | null; expiresAt: number | null }
  | { kind: 'failed'; error: AppError }

export type CredentialCheck =
  { status: 'running' } | { status: 'done'; outcome: CheckOutcome; checkedAt: number }

interface ChecksState {
  /** The last check per profile: it belongs to the profile it was run for. */
  checks: Record<string, CredentialCheck | undefined>
  /** Logs in with the profile's credentials and records the verdict (one at a time per profile). */
  run(profileId: string): Promise<void>
  dismiss(profileId: string): void
}

export const useChecks = create<ChecksState>()((set) => {
  // Any other action on the profile makes its last verdict old news: it goes.
  useProfileActions.subscribe(({ started }, previous) => {
    if (started === previous.started || started === null || started.kind === 'check') return
    set((s) => ({ checks: { ...s.checks, [started.profileId]: undefined } }))
  })
  const put = (profileId: string, check: CredentialCheck | undefined): void =>
    set((s) => ({ checks: { ...s.checks, [profileId]: check } }))

  return {
    checks: {},

    async run(profileId) {
      const actions = useProfileActions.getState()
      if (actions.busy[profileId] !== undefined) return
      const before = useChecks.getState().checks[profileId]
      put(profileId, { status: 'running' })
      const result = await actions.checkCredentials(profileId)
      if (result === null) {
        // Another call got there first: nothing was checked.
        put(profileId, before)
        return
      }
      const got = result.ok ? standingToken(result.value.token) : null
      const outcome: CheckOutcome = result.ok
        ? { kind: 'works', issuedAt: got?.issuedAt ?? null, expiresAt: got?.expiresAt ?? null }
        : { kind: 'failed', error: result.error }
      put(profileId, { status: 'done', outcome, checkedAt: Date.now() })
    },

    dismiss(profileId) {
      put(profileId, undefined)
    },
  }
})
