import { AppFailure } from '../../../shared/ipc/errors'
import { loginOf } from '../../../shared/model/login'
import { renewDueAt } from '../../../shared/time/renewLead'
import type { Profile } from '../../../shared/model/profile'
import type { Clock } from '../clock'
import type { ProfileRepository } from '../profiles/profileRepository'
import type { LoginPasswords } from '../profiles/loginPasswords'
import type { SettingsService } from '../settings/settingsService'
import { mapPool } from '../util/pool'
import type { OutageWatch } from './outages'
import type { TokenService } from './tokenService'

const FIRST_RETRY_MS = 30_000
const MAX_RETRY_MS = 30 * 60_000
/** A Retry-After is obeyed up to this: beyond it, a misread header, not a plan. */
const MAX_ASKED_WAIT_MS = 6 * 60 * 60_000

/** Wait before the next attempt after `failures` consecutive failures: 30 s, 1 min, 2 min … 30 min. */
export const retryDelay = (failures: number): number =>
  Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1))

export interface AutoRenewerDeps {
  repo: ProfileRepository
  passwords: LoginPasswords
  settings: SettingsService
  tokens: TokenService
  clock: Clock
  /** Holds hosts that are out (one profile tried at a time, with back-off). */
  outages?: Pick<OutageWatch, 'admit'>
}

/**
 * Renews opted-in profiles shortly before expiry: the lead time, or a third of
 * the token's own lifetime when that is shorter (renewDueAt), so each token is
 * renewed once, two thirds into its life at the earliest, however short the
 * service makes it. Checked on a tick against the wall clock, so sleep and
 * clock changes are caught at the next tick. A 401 stops it for every profile
 * of that login (they share the password) until the user acts (no account
 * lock-outs); other failures back off exponentially (or as long as a
 * Retry-After asks, if longer), and so does a renewal
 * whose new token is due the moment it arrives (born expired: the service's
 * clock is behind this one), or it would be fetched again at every tick.
 */
export class AutoRenewer {
  private readonly failures = new Map<string, { count: number; retryAt: number }>()
  private running: Promise<void> | null = null

  constructor(private readonly deps: AutoRenewerDeps) {}

  /** One pass; overlapping calls share the pass in progress. */
  tick(): Promise<void> {
    return this.run(false)
  }

  /**
   * At start and on resume: a pass that, with "Keep favourites' tokens
   * fresh" on, also takes the favourites, by the same rules (lead time,
   * back-off, the stop at a 401) and the same single flight: a pass in
   * progress (which may not take them) finishes first.
   */
  async freshen(): Promise<void> {
    if (!this.deps.settings.get().keepFavouritesFresh) return this.tick()
    while (this.running) await this.running
    return this.run(true)
  }

  private run(favourites: boolean): Promise<void> {
    this.running ??= this.pass(favourites).finally(() => (this.running = null))
    return this.running
  }

  private async pass(favourites: boolean): Promise<void> {
    const { repo, passwords, settings, tokens, clock } = this.deps
    const now = clock()
    const { autoRenewLeadMs, renewConcurrency } = settings.get()
    // Every 15 s over every profile: no copies (list() makes one per profile), the cheap test first.
    const candidates: Profile[] = []
    repo.forEach((profile) => {
      if (this.isDue(profile, now, autoRenewLeadMs, favourites)) candidates.push(profile)
    })
    const due = this.deps.outages ? this.deps.outages.admit(candidates) : candidates
    // One profile per login first: if its shared password is refused, the others do not try it.
    const logins = new Set<string>()
    const [first, rest] = [[] as Profile[], [] as Profile[]]
    for (const profile of due) {
      const login = loginOf(profile)
      if (logins.has(login)) rest.push(profile)
      else first.push(profile)
      logins.add(login)
    }
    const renew = async (profile: Profile) => {
      if (passwords.keeping(profile.id) === 'none' || passwords.refused(profile)) return
      try {
        await tokens.obtain(profile.id, undefined, 'auto')
        const fresh = repo.token(profile.id)
        if (fresh.kind === 'issued' && renewDueAt(fresh, autoRenewLeadMs) <= clock()) {
          this.backOff(profile.id)
        } else this.failures.delete(profile.id)
      } catch (error) {
        this.backOff(profile.id, error)
      }
    }
    await mapPool(first, renewConcurrency, renew)
    await mapPool(rest, renewConcurrency, renew)
  }

  /** The next try after the back-off, or after the wait the service asked for if longer. */
  private backOff(profileId: string, error?: unknown): void {
    const count = (this.failures.get(profileId)?.count ?? 0) + 1
    const asked =
      error instanceof AppFailure && error.error.code === 'unexpected-response'
        ? Math.min(error.error.retryAfterMs ?? 0, MAX_ASKED_WAIT_MS)
        : 0
    const wait = Math.max(retryDelay(count), asked)
    this.failures.set(profileId, { count, retryAt: this.deps.clock() + wait })
  }

  private isDue(profile: Profile, now: number, leadMs: number, favourites: boolean): boolean {
    if (!profile.autoRenew && !(favourites && profile.favourite)) return false
    const token = this.deps.repo.token(profile.id)
    if (token.kind === 'none') return false
    if (token.rejectedAt === null && now < renewDueAt(token, leadMs)) return false
    const failed = this.failures.get(profile.id)
    if (failed && now < failed.retryAt) return false
    // A 401 for any profile of its login: the shared password is not tried again without the user
    // (asked last: it reads every profile of the login).
    return !this.deps.passwords.refused(profile)
  }
}
