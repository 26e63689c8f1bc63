import type { AxiosInstance } from 'axios'
import type { CopyResult } from '../../../shared/ipc/contract'
import { AppFailure } from '../../../shared/ipc/errors'
import type { ProfileView } from '../../../shared/model/profile'
import type { Clipboard } from '../clipboard'
import type { Clock } from '../clock'
import type { ProfileRepository } from '../profiles/profileRepository'
import type { ProfileService } from '../profiles/profileService'
import { expiryOf } from '../protocol/expiry'
import { requestToken } from '../protocol/tokenClient'
import { SECRET_SERVICE, passwordKey, tokenKey } from '../secrets/secretKeys'
import type { SecretVault } from '../secrets/secretStore'
import { authorizationHeader } from './authorizationHeader'

export interface TokenServiceDeps {
  repo: ProfileRepository
  profiles: ProfileService
  secrets: SecretVault
  http: AxiosInstance
  clipboard: Clipboard
  clock: Clock
  timeoutMs: number
}

/** Obtains, keeps and hands out tokens; the token value never leaves the main process except to the clipboard. */
export class TokenService {
  private readonly inFlight = new Map<string, Promise<ProfileView>>()

  constructor(private readonly deps: TokenServiceDeps) {}

  /** Single-flight: concurrent calls for one profile share one HTTP request. */
  obtain(profileId: string): Promise<ProfileView> {
    const running = this.inFlight.get(profileId)
    if (running) return running
    const call = this.fetch(profileId).finally(() => this.inFlight.delete(profileId))
    this.inFlight.set(profileId, call)
    return call
  }

  async forget(profileId: string): Promise<ProfileView> {
    const { repo, profiles, secrets } = this.deps
    profiles.require(profileId)
    await secrets.deletePassword(SECRET_SERVICE, tokenKey(profileId))
    repo.putToken(profileId, { kind: 'none' })
    return profiles.view(profileId)
  }

  async copyHeader(profileId: string): Promise<CopyResult> {
    const { profiles, secrets, clipboard } = this.deps
    const profile = profiles.require(profileId)
    const token = await secrets.getPassword(SECRET_SERVICE, tokenKey(profileId))
    if (token === null) {
      throw new AppFailure({
        code: 'no-token',
        message: 'There is no token to copy yet. Press Get token first.',
      })
    }
    await clipboard.writeText(authorizationHeader(token, profile.headerStyle))
    return { copied: 'header', style: profile.headerStyle }
  }

  private async fetch(profileId: string): Promise<ProfileView> {
    const { repo, profiles, secrets, http, clock, timeoutMs } = this.deps
    const profile = profiles.require(profileId)
    const password = await secrets.getPassword(SECRET_SERVICE, passwordKey(profileId))
    if (password === null) {
      throw new AppFailure({
        code: 'no-password',
        message: 'No password is stored for this profile. Edit the profile and enter it.',
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
        method: 'POST',
        timeoutMs,
      })
      await secrets.setPassword(SECRET_SERVICE, tokenKey(profileId), obtained.token)
      repo.putToken(profileId, {
        kind: 'issued',
        issuedAt: sentAt,
        expiresAt: expiryOf(obtained.token, sentAt),
        rejectedAt: null,
      })
      repo.putLastError(profileId, null)
    } catch (error) {
      // A failed attempt leaves the previous token untouched: nothing is lost.
      if (error instanceof AppFailure && profiles.exists(profileId)) {
        repo.putLastError(profileId, error.error)
      }
      throw error
    }
    return profiles.view(profileId)
  }
}
