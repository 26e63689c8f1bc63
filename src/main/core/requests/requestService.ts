import { randomUUID } from 'node:crypto'
import type { AxiosInstance } from 'axios'
import type { CopyResult } from '../../../shared/ipc/contract'
import { AppFailure } from '../../../shared/ipc/errors'
import type { RequestFields, RunResult, SavedRequest } from '../../../shared/model/request'
import { tokenStateAt } from '../../../shared/model/token'
import type { ClipboardGuard } from '../clipboardGuard'
import type { Clock } from '../clock'
import type { ProfileRepository } from '../profiles/profileRepository'
import type { ProfileService } from '../profiles/profileService'
import type { SecretKeeper } from '../secrets/secretKeeper'
import type { SettingsService } from '../settings/settingsService'
import { authorizationValue } from '../tokens/authorizationHeader'
import type { TokenService } from '../tokens/tokenService'
import { foreignAccount } from './accountScope'
import type { RequestRepository } from './requestRepository'
import { requestAsCurl } from './requestCurl'
import { fillPlaceholders, profileOrigins, resolveUrl } from './resolveRequest'
import { runRequest } from './runRequest'

export interface SendInput {
  profileId: string
  runId: string
  request: RequestFields
  /** The user agreed to send this profile's token to this origin (asked once per origin). */
  confirmOrigin?: string
  /** The user agreed to send although the request names another account. */
  confirmAccount?: boolean
}

export interface RequestServiceDeps {
  profiles: ProfileService
  repo: ProfileRepository
  requests: RequestRepository
  tokens: TokenService
  tokenValues: SecretKeeper
  passwords: SecretKeeper
  settings: SettingsService
  clipboard: ClipboardGuard
  http: AxiosInstance
  clock: Clock
}

/** Test requests: prove a token works against the service's other APIs, safely. */
export class RequestService {
  private readonly running = new Map<string, AbortController>()

  constructor(private readonly deps: RequestServiceDeps) {}

  list(profileId: string) {
    this.deps.profiles.require(profileId)
    return {
      requests: this.deps.requests.requests(profileId),
      history: this.deps.requests.history(profileId),
    }
  }

  save(profileId: string, fields: RequestFields, id?: string): SavedRequest {
    this.deps.profiles.require(profileId)
    const saved = { ...fields, id: id ?? randomUUID() }
    this.deps.requests.saveRequest(profileId, saved)
    return saved
  }

  remove(profileId: string, requestId: string): { requestId: string } {
    if (!this.deps.requests.deleteRequest(profileId, requestId)) {
      throw new AppFailure({ code: 'not-found', message: 'This saved request no longer exists.' })
    }
    return { requestId }
  }

  cancel(runId: string): { cancelled: boolean } {
    const controller = this.running.get(runId)
    controller?.abort()
    return { cancelled: controller !== undefined }
  }

  async send(input: SendInput): Promise<RunResult> {
    const { profiles, repo, requests, tokens, tokenValues, passwords, settings, clock } = this.deps
    const profile = profiles.require(input.profileId)
    const { request } = input
    const url = resolveUrl(request, profile)

    // The token only goes to the profile's own hosts, or where the user said yes once.
    const allowed = [...profileOrigins(profile), ...requests.approved(profile.id)]
    if (!allowed.includes(url.origin)) {
      if (input.confirmOrigin !== url.origin) {
        throw new AppFailure({
          code: 'confirm-host',
          origin: url.origin,
          message: `${url.origin} is not a host of “${profile.name}”. Send its token there?`,
        })
      }
      requests.approve(profile.id, url.origin)
    }

    const body = fillPlaceholders(request.body, profile, false)
    const foreign = foreignAccount(url, body, profile.account.id)
    if (foreign !== null && !input.confirmAccount) {
      throw new AppFailure({
        code: 'confirm-account',
        found: foreign,
        expected: profile.account.id,
        message: `This request names account ${foreign}, but the token belongs to account ${profile.account.id}. A token works only for its own account, so the service will likely refuse it (401 or 403).`,
      })
    }

    // An unusable token is renewed first when a password is kept; otherwise the user is asked.
    const { warningMs, requestTimeoutMs } = settings.get()
    let state = tokenStateAt(repo.token(profile.id), clock(), warningMs)
    let renewedFirst = false
    if (
      tokens.isRenewing(profile.id) ||
      state.kind === 'none' ||
      state.kind === 'expired' ||
      state.kind === 'rejected'
    ) {
      if (passwords.keeping(profile.id) === 'none' && !tokens.isRenewing(profile.id)) {
        throw new AppFailure({
          code: 'no-password',
          message:
            state.kind === 'none'
              ? 'There is no token yet and no password is kept: enter the password to get one.'
              : 'The token is no longer valid and no password is kept: enter the password to renew it.',
        })
      }
      await tokens.obtain(profile.id, undefined, 'request')
      renewedFirst = true
      state = tokenStateAt(repo.token(profile.id), clock(), warningMs)
    }
    const token = await tokenValues.get(profile.id)
    if (token === null) {
      throw new AppFailure({
        code: 'no-token',
        message: 'There is no token to send. Get one first.',
      })
    }

    const controller = new AbortController()
    this.running.set(input.runId, controller)
    const at = clock()
    const target = `${url.origin}${url.pathname}`
    try {
      const received = await runRequest(this.deps.http, {
        method: request.method,
        url,
        headers: request.headers,
        body,
        authorization: authorizationValue(token, request.authStyle),
        timeoutMs: requestTimeoutMs,
        cancel: controller.signal,
      })
      const believedValid = state.kind === 'valid' || state.kind === 'expiring'
      // Only a host that actually received the token can reject it.
      const tokenReachedAnswerer = received.redirects.at(-1)?.authorizationSent ?? true
      const tokenRejected = received.status === 401 && believedValid && tokenReachedAnswerer
      if (tokenRejected) await tokens.markRejected(profile.id, token)
      requests.addRun(profile.id, {
        at,
        method: request.method,
        target,
        outcome: { kind: 'response', status: received.status },
        durationMs: received.durationMs,
      })
      return {
        ...received,
        runId: input.runId,
        renewedFirst,
        tokenRejected,
        sent: { method: request.method, url: url.toString(), authStyle: request.authStyle },
      }
    } catch (error) {
      requests.addRun(profile.id, {
        at,
        method: request.method,
        target,
        outcome: {
          kind: 'error',
          code: error instanceof AppFailure ? error.error.code : 'internal',
        },
        durationMs: clock() - at,
      })
      throw error
    } finally {
      this.running.delete(input.runId)
    }
  }

  /** Copies the request as curl, with the real Authorization or a placeholder. */
  async copyAsCurl(
    profileId: string,
    request: RequestFields,
    withToken: boolean,
  ): Promise<CopyResult> {
    const profile = this.deps.profiles.require(profileId)
    const url = resolveUrl(request, profile)
    const body = fillPlaceholders(request.body, profile, false)
    const token = withToken ? await this.deps.tokens.value(profileId) : '<token>'
    const text = requestAsCurl(
      request.method,
      url.toString(),
      request.headers,
      body,
      authorizationValue(token, request.authStyle),
    )
    const clearsAt = withToken
      ? await this.deps.clipboard.write(text)
      : await this.deps.clipboard.writePlain(text)
    return { copied: 'curl', style: request.authStyle, clearsAt }
  }
}
