import type { CliClient, CliProfileRow, CliToken } from '../../../shared/cli/protocol'
import { AppFailure, type AppError, type NetworkCause } from '../../../shared/ipc/errors'
import type { BulkVerifyOutcome } from '../../../shared/model/bulk'
import type { ProfileView } from '../../../shared/model/profile'
import { tokenStateAt, usableWrongAccount, type TokenSnapshot } from '../../../shared/model/token'
import { renewLeadOf } from '../../../shared/time/renewLead'
import type { Clock } from '../clock'
import type { EventHub } from '../events'
import type { ProfileRepository } from '../profiles/profileRepository'
import type { ProfileViews } from '../profiles/profileViews'
import type { LoginPasswords } from '../profiles/loginPasswords'
import type { SecretKeeper } from '../secrets/secretKeeper'
import type { SettingsService } from '../settings/settingsService'
import type { ActivityLog } from '../tokens/activityLog'
import { authorizationValue } from '../tokens/authorizationHeader'
import type { TokenService } from '../tokens/tokenService'
import { CliFailure, type CliBackend, type TokenNeed } from './cliBackend'
import { PasswordWaits } from './passwordWaits'
import { verifyRow } from './verifyRows'

export interface ServicesBackendDeps {
  repo: ProfileRepository
  profiles: ProfileViews
  tokens: TokenService
  tokenValues: SecretKeeper
  /** Per login: every profile with the same base URL and username uses one. */
  passwords: LoginPasswords
  activity: ActivityLog
  settings: SettingsService
  events: EventHub
  clock: Clock
  /** Brings the app's window to the front (to show the password prompt). */
  attention: () => void
  /** The Board's Verify (ipc/verifyEach.ts), given by the composition root above both. */
  verifyProfiles: (profileIds: string[]) => Promise<{ outcomes: BulkVerifyOutcome[] }>
}

/**
 * The command line's view of today's services. When token storage changes,
 * this file alone changes: where metadata (`repo.token`), values
 * (`tokenValues`) and activity (`activity`) are read and written.
 */
export function servicesBackend(deps: ServicesBackendDeps): CliBackend {
  const { repo, profiles, tokens, tokenValues, passwords, settings, events, clock } = deps
  const waits = new PasswordWaits(events, deps.attention)
  const given = new GivenRecorder(deps)

  /**
   * Whether the token serves a request for `minTtlMs`: at most a third of the
   * token's own life is asked for (renewLeadOf, as auto-renew and a watch
   * renew), so a service issuing tokens shorter than --min-ttl is not asked
   * for a new one at every call. Metadata alone: read synchronously, so that
   * renewing right after cannot miss a finished renewal.
   */
  const lasts = (snapshot: TokenSnapshot, minTtlMs: number): boolean => {
    const token = snapshot.kind === 'issued' ? snapshot : null
    return (
      token !== null &&
      token.rejectedAt === null &&
      token.expiresAt - clock() >= renewLeadOf(token, Math.max(minTtlMs, 1))
    )
  }

  /** Said with a token that has less than --min-ttl left: the service issues them this short. */
  const shortNotice = (token: CliToken, minTtlMs: number, renewed: boolean): CliToken => {
    const left = token.expiresAt - clock()
    if (left >= minTtlMs) return token
    const what = renewed ? 'The new token' : 'The token'
    return {
      ...token,
      notice: `${what} is valid for ${seconds(left)} only, less than the --min-ttl of ${seconds(minTtlMs)}: the service issues tokens this short. It is renewed when a third of its life is left.`,
    }
  }

  /** A token issued after `before` was read: a renewal (ours, the window's, or one we joined) finished. */
  const newer = (snapshot: TokenSnapshot, before: TokenSnapshot): boolean =>
    snapshot.kind === 'issued' &&
    (before.kind !== 'issued' ||
      snapshot.issuedAt !== before.issuedAt ||
      snapshot.expiresAt !== before.expiresAt)

  const ready = async (profileId: string, minTtlMs: number): Promise<CliToken | null> => {
    const snapshot = repo.token(profileId)
    if (!lasts(snapshot, minTtlMs) || snapshot.kind !== 'issued') return null
    const value = await tokenValues.get(profileId)
    // Metadata without a value: kept in memory only and the app restarted since.
    if (value === null) return null
    const profile = profiles.require(profileId)
    return {
      profile: { id: profile.id, name: profile.name },
      accountId: profile.account.id,
      token: value,
      authorization: authorizationValue(value, profile.headerStyle),
      expiresAt: snapshot.expiresAt,
    }
  }

  const renew = async (profileId: string, need: TokenNeed): Promise<void> => {
    if (passwords.keeping(profileId) === 'none') return askInWindow(profileId, need)
    try {
      // Single-flight: concurrent commands (and the window) share one request.
      await withTimeout(tokens.obtain(profileId, undefined, 'cli'), need)
    } catch (error) {
      // The password went away meanwhile (e.g. deleted in an edit): ask for it.
      if (error instanceof AppFailure && error.error.code === 'no-password')
        return askInWindow(profileId, need)
      throw toCliFailure(error)
    }
  }

  const askInWindow = async (profileId: string, need: TokenNeed): Promise<void> => {
    // A renewal in flight shows as `renewing`: only the finished token counts, even one with
    // less life than --min-ttl (the service's lifetime; tokenFor says so). A password typed for
    // another profile of the same login serves this one: it renews with it.
    const before = repo.token(profileId)
    const failedBefore = repo.lastError(profileId)
    const suits = (changed: ProfileView) =>
      changed.id === profileId
        ? (!need.force && lasts(changed.token, need.minTtlMs)) || newer(changed.token, before)
        : passwords.keeping(profileId) !== 'none'
    const outcome = await waits.wait(
      profileId,
      need.client.name,
      suits,
      need.timeoutMs,
      need.signal,
    )
    if (outcome === 'declined') {
      throw new CliFailure({
        code: 'cancelled',
        message: 'The password prompt was cancelled in Token Desk.',
      })
    }
    if (outcome === 'timeout') {
      // A password was typed meanwhile and its token request failed (a wrong one, most often):
      // that, not silence, is what the command must hear, with the service's words.
      const failed = repo.lastError(profileId)
      if (failed !== null && failed !== failedBefore) {
        const cause = toCliFailure(new AppFailure(failed)).error
        throw new CliFailure({
          ...cause,
          message: `The password entered in Token Desk did not get a token: ${cause.message} No other was entered within ${seconds(need.timeoutMs)}.`,
        })
      }
      throw new CliFailure({
        code: 'timeout',
        message: `No password was entered in Token Desk within ${seconds(need.timeoutMs)} (none is kept for this profile).`,
      })
    }
  }

  const tokenFor = async (profileId: string, need: TokenNeed): Promise<CliToken> => {
    profiles.require(profileId)
    const before = repo.token(profileId)
    // Checked and renewed without an await in between (see `lasts`). Forced, a renewal in
    // flight is joined (single flight): its token is newer than `before` all the same.
    const renewing = need.force || !lasts(before, need.minTtlMs)
    if (renewing) await renew(profileId, need)
    const first = await ready(profileId, need.minTtlMs)
    if (first) return shortNotice(first, need.minTtlMs, renewing)
    // No new token yet: the metadata said yes but the value is gone, or the wait ended on a
    // password typed for another profile of this login. Once, through a renewal.
    if (!newer(repo.token(profileId), before)) await renew(profileId, need)
    // A new token with less life than asked: the service issues them this short. Asking again
    // would only bring another one like it, so this one is handed out, with a notice.
    const fresh = await ready(profileId, 0)
    if (fresh) return shortNotice(fresh, need.minTtlMs, true)
    throw new CliFailure({
      code: 'refused',
      message: 'The token service issued a token that had expired by the time it arrived.',
    })
  }

  return {
    rows: () => {
      const now = clock()
      const { warningMs } = settings.get()
      return repo.list().map((profile): CliProfileRow => {
        const stored = repo.token(profile.id)
        const state = tokenStateAt(
          profiles.renewing(profile.id) ? { kind: 'renewing', previous: stored } : stored,
          now,
          warningMs,
        )
        return {
          id: profile.id,
          name: profile.name,
          accountId: profile.account.id,
          accountName: profile.account.name,
          portal: profile.portal,
          state: state.kind,
          expiresAt: stored.kind === 'issued' ? stored.expiresAt : null,
          remainingMs: stored.kind === 'issued' ? stored.expiresAt - now : null,
          password: passwords.keeping(profile.id),
          failure: failureOf(repo.lastError(profile.id)),
          wrongAccount: usableWrongAccount(
            state.kind === 'renewing' ? state.previous.kind : state.kind,
            stored,
          ),
        }
      })
    },

    async token(profileId, need) {
      try {
        return await tokenFor(profileId, need)
      } catch (error) {
        // E.g. the profile was deleted meanwhile, or its stored token cannot be decrypted.
        throw toCliFailure(error)
      }
    },

    lifetime(profileId) {
      if (!profiles.exists(profileId)) return null
      const stored = repo.token(profileId)
      return stored.kind === 'issued'
        ? {
            issuedAt: stored.issuedAt,
            expiresAt: stored.expiresAt,
            rejected: stored.rejectedAt !== null,
          }
        : null
    },

    async verify(profileIds) {
      const { outcomes } = await deps.verifyProfiles(profileIds)
      const byId = new Map(outcomes.map((o) => [o.profileId, o]))
      return profileIds.flatMap((id) => {
        const outcome = byId.get(id)
        // Deleted while it was being verified: nothing to say about it.
        if (!outcome || !profiles.exists(id)) return []
        return [verifyRow(outcome, profiles.require(id).account.id)]
      })
    },

    recordGiven: (profileId, client, token) => given.record(profileId, client, token.expiresAt),
    declinePassword: (profileId) => waits.decline(profileId),
  }
}

function withTimeout<T>(work: Promise<T>, need: TokenNeed): Promise<T> {
  return new Promise((resolve, reject) => {
    const fail = () =>
      reject(
        new CliFailure({
          code: 'timeout',
          message: `The renewal did not finish within ${seconds(need.timeoutMs)}; it goes on in the app.`,
        }),
      )
    const timer = setTimeout(fail, need.timeoutMs)
    need.signal.addEventListener('abort', fail, { once: true })
    work.then(resolve, reject).finally(() => {
      clearTimeout(timer)
      need.signal.removeEventListener('abort', fail)
    })
  })
}

const seconds = (ms: number): string =>
  ms >= 60_000 && ms % 60_000 === 0 ? `${ms / 60_000} min` : `${Math.round(ms / 100) / 10} s`

/** Network failures where the service did answer, with something no token can come from. */
const SERVICE_ANSWERED: ReadonlySet<NetworkCause> = new Set(['too-large', 'malformed'])

/** An answer that says the service cannot serve now, not that the request was wrong. */
const tryLater = (status: number): boolean => status === 408 || status === 429 || status >= 500

/** The app's failures, as the command line reports them (its exit code follows the code). */

export function toCliFailure(error: unknown): CliFailure {
  if (error instanceof CliFailure) return error
  if (!(error instanceof AppFailure)) {
    return new CliFailure({
      code: 'internal',
      message: 'The app failed unexpectedly while renewing the token.',
    })
  }
  const e: AppError = error.error
  switch (e.code) {
    case 'auth-rejected':
      return new CliFailure({
        code: 'refused',
        message:
          e.serverMessage === ''
            ? `${e.message} The service gave no reason.`
            : `${e.message} The service said: ${e.serverMessage}`,
      })
    case 'unexpected-response':
      // A service that says "not now" (429, a 5xx: an outage) is one to try again later, as one
      // out of reach is (6); a bad password or a wrong address is not (5).
      return new CliFailure({
        code: tryLater(e.status) ? 'network' : 'refused',
        message: e.message,
      })
    case 'network':
      // The service answered, but nothing usable (too large, not HTTP): an answer without a token
      // (exit 5), not a service out of reach that a script would keep retrying (6).
      return new CliFailure({
        code: SERVICE_ANSWERED.has(e.cause) ? 'refused' : 'network',
        message: e.message,
      })
    case 'not-found':
      return new CliFailure({ code: 'unknown-profile', message: e.message, candidates: [] })
    default:
      return new CliFailure({ code: 'internal', message: e.message })
  }
}

/** Hand-outs this close together are one entry; later ones start another, so times stay true. */
export const GIVEN_MERGE_MS = 10 * 60_000

/**
 * Records tokens given to the command line, a batch per turn of the event
 * loop: 200 parallel calls make a handful of writes, not 200. The same token
 * given to the same client again within GIVEN_MERGE_MS adds to the newest
 * entry ("× 200"); an entry that read "67 times" at the last one's time hid
 * that 60 of them were 23 hours before.
 */
class GivenRecorder {
  private queue = new Map<
    string,
    { profileId: string; client: string; expiresAt: number; times: number }
  >()
  private scheduled = false
  /** One flush at a time: each reads the newest entry before adding to it. */
  private flushing: Promise<void> = Promise.resolve()

  constructor(private readonly deps: ServicesBackendDeps) {}

  record(profileId: string, client: CliClient, expiresAt: number): void {
    const key = JSON.stringify([profileId, client.name, expiresAt])
    const queued = this.queue.get(key)
    if (queued) queued.times++
    else this.queue.set(key, { profileId, client: client.name, expiresAt, times: 1 })
    if (!this.scheduled) {
      this.scheduled = true
      setImmediate(() => {
        this.flushing = this.flushing.then(() => this.flush()).catch(() => undefined)
      })
    }
  }

  private async flush(): Promise<void> {
    const { activity, profiles, clock, events } = this.deps
    const batch = [...this.queue.values()]
    this.queue = new Map()
    this.scheduled = false
    const touched = new Set<string>()
    for (const { profileId, client, expiresAt, times } of batch) {
      if (!profiles.exists(profileId)) continue
      const [latest] = await activity.list(profileId)
      const now = clock()
      if (
        latest?.kind === 'given' &&
        latest.detail === client &&
        latest.expiresAt === expiresAt &&
        now - latest.at < GIVEN_MERGE_MS
      ) {
        activity.replaceLatest(profileId, {
          ...latest,
          at: now,
          times: (latest.times ?? 1) + times,
        })
      } else {
        activity.append(profileId, {
          at: now,
          kind: 'given',
          trigger: 'cli',
          detail: client,
          expiresAt,
          ...(times > 1 ? { times } : {}),
        })
      }
      touched.add(profileId)
    }
    for (const profileId of touched) {
      profiles.touch(profileId)
      events.emit({ type: 'profile-changed', profile: profiles.view(profileId) })
    }
  }
}

/** A last error as `list` carries it: its code, and the status the service answered with. */
function failureOf(error: AppError | null): CliProfileRow['failure'] {
  if (error === null) return null
  return { code: error.code, status: 'status' in error ? error.status : null }
}
