import type { AxiosInstance } from 'axios'
import type { CopyResult } from '../../../shared/ipc/contract'
import { AppFailure } from '../../../shared/ipc/errors'
import type { RenewAllSummary, RenewOutcome } from '../../../shared/ipc/events'
import type { Profile, ProfileView } from '../../../shared/model/profile'
import { needsRenewal, standingToken, tokenStateAt } from '../../../shared/model/token'
import type { ActivityTrigger } from '../../../shared/model/activity'
import type { CopyFormat } from '../../../shared/model/copyFormats'
import type { ClipboardGuard } from '../clipboardGuard'
import type { Clock } from '../clock'
import type { EventSink } from '../events'
import type { ProfileRepository } from '../profiles/profileRepository'
import type { ProfileService } from '../profiles/profileService'
import { expiryOf } from '../protocol/expiry'
import { requestToken } from '../protocol/tokenClient'
import type { RequestRepository } from '../requests/requestRepository'
import type { SecretKeeper } from '../secrets/secretKeeper'
import type { SettingsService } from '../settings/settingsService'
import { mapPool } from '../util/pool'
import { copyText } from './copyText'

export interface TokenServiceDeps {
  repo: ProfileRepository
  /** Per-profile lists; here, the token's activity. */
  records: RequestRepository
  profiles: ProfileService
  passwords: SecretKeeper
  tokens: SecretKeeper
  settings: SettingsService
  http: AxiosInstance
  clipboard: ClipboardGuard
  clock: Clock
  events: EventSink
}

/**
 * Obtains, keeps and hands out tokens. A token's value leaves the main
 * process only to the clipboard (and, later, to the hosts it is meant for).
 */
export class TokenService {
  private readonly inFlight = new Map<string, Promise<ProfileView>>()

  constructor(private readonly deps: TokenServiceDeps) {}

  isRenewing(profileId: string): boolean {
    return this.inFlight.has(profileId)
  }

  /**
   * Single-flight: concurrent calls for one profile share one HTTP request.
   * `typedPassword` is one entered now because none was kept; it is kept (as
   * policy allows) only once the service accepts it.
   */
  obtain(
    profileId: string,
    typedPassword?: string,
    trigger: ActivityTrigger = 'manual',
  ): Promise<ProfileView> {
    const running = this.inFlight.get(profileId)
    if (running) return running
    const call = (async () => {
      try {
        await this.fetch(profileId, typedPassword, trigger)
      } finally {
        // `await` above always yields, so this runs after the set() below.
        this.inFlight.delete(profileId)
        void this.announce(profileId)
      }
      return this.deps.profiles.view(profileId)
    })()
    this.inFlight.set(profileId, call)
    void this.announce(profileId)
    return call
  }

  async forget(profileId: string): Promise<ProfileView> {
    const { repo, profiles, tokens } = this.deps
    profiles.require(profileId)
    await tokens.remove(profileId)
    repo.putToken(profileId, { kind: 'none' })
    this.record(profileId, 'forgotten', 'manual', '', null)
    return profiles.view(profileId)
  }

  /** The stored token, or a clear error when there is none. */
  async value(profileId: string): Promise<string> {
    this.deps.profiles.require(profileId)
    const token = await this.deps.tokens.get(profileId)
    if (token === null) {
      throw new AppFailure({
        code: 'no-token',
        message: 'There is no token yet. Press Get token first.',
      })
    }
    return token
  }

  /** Puts the token, in the chosen form, on the clipboard (never through the page). */
  async copy(profileId: string, format: CopyFormat): Promise<CopyResult> {
    const profile = this.deps.profiles.require(profileId)
    const token = await this.value(profileId)
    const text = copyText(format, {
      token,
      style: profile.headerStyle,
      url: `${profile.baseUrl}/`,
      name: profile.name,
    })
    const clearsAt = await this.deps.clipboard.write(text)
    this.deps.profiles.touch(profileId)
    return { copied: format, style: profile.headerStyle, clearsAt }
  }

  /**
   * A request got 401 with `token`: mark it rejected, unless it has been
   * replaced meanwhile (a renewal may have finished in between).
   */
  async markRejected(profileId: string, token: string): Promise<void> {
    const { repo, tokens, clock } = this.deps
    const current = repo.token(profileId)
    if (current.kind !== 'issued' || current.rejectedAt !== null) return
    if ((await tokens.get(profileId)) !== token) return
    repo.putToken(profileId, { ...current, rejectedAt: clock() })
    this.record(
      profileId,
      'rejected',
      'request',
      'A request got 401 although the token had time left.',
      current.expiresAt,
    )
    await this.announce(profileId)
  }

  /** Renews every expiring, expired or rejected token with bounded concurrency. */
  async renewAll(): Promise<RenewAllSummary> {
    const { repo, settings, clock, events } = this.deps
    const { warningMs, renewConcurrency } = settings.get()
    const now = clock()
    const due = repo
      .list()
      .filter((p) => needsRenewal(tokenStateAt(repo.token(p.id), now, warningMs)))
      .sort((a, b) => a.name.localeCompare(b.name))
    let done = 0
    const outcomes = await mapPool(due, renewConcurrency, async (profile) => {
      const outcome = await this.renewOne(profile)
      done++
      events.emit({ type: 'renew-all-progress', done, total: due.length, outcome })
      return outcome
    })
    return { total: due.length, outcomes }
  }

  private async renewOne(profile: Profile): Promise<RenewOutcome> {
    const base = { profileId: profile.id, name: profile.name }
    if (this.deps.passwords.keeping(profile.id) === 'none') {
      return { ...base, kind: 'skipped', reason: 'No password stored: renew it by hand' }
    }
    try {
      const view = await this.obtain(profile.id, undefined, 'renew-all')
      const token = standingToken(view.token)
      return { ...base, kind: 'renewed', expiresAt: token?.expiresAt ?? 0 }
    } catch (error) {
      if (error instanceof AppFailure) return { ...base, kind: 'failed', error: error.error }
      return {
        ...base,
        kind: 'failed',
        error: { code: 'internal', message: 'Renewal failed unexpectedly.' },
      }
    }
  }

  private async announce(profileId: string): Promise<void> {
    if (!this.deps.profiles.exists(profileId)) return
    this.deps.events.emit({
      type: 'profile-changed',
      profile: await this.deps.profiles.view(profileId),
    })
  }

  private record(
    profileId: string,
    kind: 'obtained' | 'renewed' | 'failed' | 'rejected' | 'forgotten',
    trigger: ActivityTrigger,
    detail: string,
    expiresAt: number | null,
  ): void {
    this.deps.records.addActivity(profileId, {
      at: this.deps.clock(),
      kind,
      trigger,
      detail,
      expiresAt,
    })
  }

  private async fetch(
    profileId: string,
    typedPassword: string | undefined,
    trigger: ActivityTrigger,
  ): Promise<void> {
    const { repo, profiles, passwords, tokens, settings, http, clock } = this.deps
    const profile = profiles.require(profileId)
    const password = typedPassword ?? (await passwords.get(profileId))
    if (password === null) {
      throw new AppFailure({
        code: 'no-password',
        message: 'No password is kept for this profile. Enter it to get a token.',
      })
    }
    // The issue time is taken before sending: the server's clock started no
    // earlier, so the computed expiry is never later than the real one.
    const sentAt = clock()
    try {
      const obtained = await requestToken(http, {
        baseUrl: profile.baseUrl,
        portal: profile.portal,
        username: profile.username,
        password,
        method: profile.portal === 'api-host' ? profile.smsMethod : 'POST',
        timeoutMs: settings.get().requestTimeoutMs,
      })
      // The profile may have been deleted while the request ran: keep nothing.
      profiles.require(profileId)
      if (typedPassword !== undefined) await passwords.set(profileId, typedPassword)
      await tokens.set(profileId, obtained.token)
      const renewed = repo.token(profileId).kind === 'issued'
      const expiresAt = expiryOf(obtained.token, sentAt)
      repo.recordToken(
        profileId,
        {
          kind: 'issued',
          issuedAt: sentAt,
          expiresAt,
          rejectedAt: null,
          method: obtained.method,
          envelope: obtained.envelope,
        },
        clock(),
      )
      this.record(profileId, renewed ? 'renewed' : 'obtained', trigger, '', expiresAt)
    } catch (error) {
      // A failed attempt leaves the previous token untouched: nothing is lost.
      if (error instanceof AppFailure && profiles.exists(profileId)) {
        repo.putLastError(profileId, error.error)
        this.record(profileId, 'failed', trigger, error.error.message, null)
      }
      throw error
    }
  }
}
