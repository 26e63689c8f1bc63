import { randomUUID } from 'node:crypto'
import type { RecordedExchange, ResentAfter } from '../../../shared/model/exchange'
import type { ExchangeLog } from '../protocol/exchangeLog'
import type { CopyResult, Verification } from '../../../shared/ipc/contract'
import { AppFailure, type AppError } from '../../../shared/ipc/errors'
import { said, type Said, type Worded } from '../../../shared/i18n/said'
import { english, saying } from '../../../shared/i18n/sayMessage'
import type {
  CommandTargets,
  RequestFields,
  RunResult,
  SavedRequest,
} from '../../../shared/model/request'
import { standingToken, tokenStateAt, type TokenSnapshot } from '../../../shared/model/token'
import { DEMO_TAG, SANDBOX_WHOAMI_PATH } from '../../../shared/model/demo'
import type { Profile } from '../../../shared/model/profile'
import { foreignAccount } from '../../../shared/requests/accountScope'
import type { CopyTarget } from '../tokens/copyText'
import type { ClipboardGuard } from '../clipboardGuard'
import type { Clock } from '../clock'
import type { ProfileRepository } from '../profiles/profileRepository'
import type { ProfileViews } from '../profiles/profileViews'
import type { LoginPasswords } from '../profiles/loginPasswords'
import type { SecretKeeper } from '../secrets/secretKeeper'
import type { Transport } from '../protocol/network/transport'
import type { SettingsService } from '../settings/settingsService'
import { authorizationValue } from '../tokens/authorizationHeader'
import type { TokenService } from '../tokens/tokenService'
import type { ConfirmationGate } from '../userConfirmation'
import type { RequestRepository } from './requestRepository'
import type { RunHistory } from './runHistory'
import { requestAsCurl } from './requestCurl'
import { fillBodyPlaceholders, profileOrigins, resolveUrl } from './resolveRequest'
import { redactorFor } from '../protocol/redact'
import { runRequest, type Received } from './runRequest'
import { accountInAnswer, accountInRefusal } from './accountInAnswer'
import { sameAccount } from '../../../shared/model/loginAccounts'
import { serviceExpiryIn } from '../protocol/authResponse'

export interface SendInput {
  profileId: string
  runId: string
  request: RequestFields
  /** The user agreed to send although the request names another account. */
  confirmAccount?: boolean
  /** The saved request this is (edited or not): it becomes the profile's probe. */
  requestId?: string
}

export interface RequestServiceDeps {
  profiles: ProfileViews
  repo: ProfileRepository
  requests: RequestRepository
  runs: RunHistory
  /** Where each run's redacted exchange is kept (absent: none is kept). */
  exchanges?: ExchangeLog
  tokens: TokenService
  tokenValues: SecretKeeper
  /** Per login: every profile with the same base URL and username uses one. */
  passwords: LoginPasswords
  settings: SettingsService
  clipboard: ClipboardGuard
  /** The same transport (proxy, trust, client certificate) as token requests. */
  transport: Transport
  clock: Clock
  /** Asks the user, outside the page, before the token goes to a new origin. */
  confirmation: ConfirmationGate
}

/** Test requests: prove a token works against the service's other APIs, safely. */
export class RequestService {
  private readonly running = new Map<string, AbortController>()
  /**
   * Per profile, the request sent last that was not a saved one (as sent,
   * without its name): saving it right after (Postman's order: Send, then
   * Save) makes the saved request the one sent last, as if sent saved.
   */
  private readonly sentUnsaved = new Map<string, string>()

  constructor(private readonly deps: RequestServiceDeps) {}

  async list(profileId: string) {
    this.deps.profiles.require(profileId)
    return {
      requests: await this.deps.requests.requests(profileId),
      history: await this.deps.runs.list(profileId),
      probe: this.deps.requests.probe(profileId),
      targets: await this.targets(profileId),
    }
  }

  async save(profileId: string, fields: RequestFields, id?: string): Promise<SavedRequest> {
    this.deps.profiles.require(profileId)
    const saved = { ...fields, id: id ?? randomUUID() }
    await this.deps.requests.saveRequest(profileId, saved)
    if (this.sentUnsaved.get(profileId) === asSent(fields)) {
      this.sentUnsaved.delete(profileId)
      this.deps.requests.usedRequest(profileId, saved.id)
    }
    return saved
  }

  /** What copy commands and Verify now call (their labels), or null where nothing. */
  async targets(profileId: string): Promise<CommandTargets> {
    const profile = this.deps.profiles.require(profileId)
    const probe = await this.probe(profileId)
    return { copy: probe?.label ?? null, verify: verifyTarget(probe, profile)?.label ?? null }
  }

  async remove(profileId: string, requestId: string): Promise<{ requestId: string }> {
    if (!(await this.deps.requests.deleteRequest(profileId, requestId))) {
      throw new AppFailure({ code: 'not-found', ...saying('requests.run.savedGone') })
    }
    return { requestId }
  }

  /**
   * What copy commands call: the chosen probe request, else the saved request
   * sent last, else (sandbox demo profiles) the sandbox's whoami. Null: none,
   * and the copy says so instead of aiming at a URL that answers 404.
   */
  async probe(profileId: string): Promise<CopyTarget | null> {
    return (await this.probeSaid(profileId))?.target ?? null
  }

  /** The probe, with its label as data (`label` is its English). */
  private async probeSaid(profileId: string): Promise<{ target: CopyTarget; label: Said } | null> {
    const profile = this.deps.profiles.require(profileId)
    const probe = this.deps.requests.probe(profileId)
    const saved =
      probe && (await this.deps.requests.requests(profileId)).find((r) => r.id === probe.requestId)
    if (saved) {
      const label = said(
        probe.how === 'chosen' ? 'requests.run.target.probe' : 'requests.run.target.lastSent',
        { name: saved.name },
      )
      return {
        target: {
          method: saved.method,
          url: resolveUrl(saved, profile).toString(),
          headers: saved.headers,
          body: fillBodyPlaceholders(saved.body, profile, saved.headers),
          style: saved.authStyle,
          label: english(label),
          labelSaid: label,
        },
        label,
      }
    }
    const demo = demoProbe(profile)
    return demo && { target: demo, label: SANDBOX_WHOAMI }
  }

  /** Makes a saved request the probe (null: back to the one sent last). */
  chooseProbe(profileId: string, requestId: string | null): { requestId: string | null } {
    this.deps.profiles.require(profileId)
    if (requestId !== null && !this.deps.requests.rows(profileId).some((r) => r.id === requestId)) {
      throw new AppFailure({ code: 'not-found', ...saying('requests.run.savedGone') })
    }
    this.deps.requests.chooseProbe(profileId, requestId)
    return { requestId }
  }

  /**
   * The one rule for where a token may go, for every path that sends or
   * copies it aimed at a URL: the profile's own hosts, or one the user said
   * yes to once, in main's own dialog (the page cannot approve a host).
   */
  private mayReceiveToken(profile: Profile, origin: string): boolean {
    return [...profileOrigins(profile), ...this.deps.requests.approved(profile.id)].includes(origin)
  }

  /** Asks (in main's dialog) before the token goes to a host the rule does not allow yet. */
  private async approveOrigin(
    profile: Profile,
    origin: string,
    act: 'send' | 'copy',
  ): Promise<void> {
    if (this.mayReceiveToken(profile, origin)) return
    const values = { name: profile.name, origin, account: profile.account.id }
    await this.deps.confirmation.require(
      ({ t }) => ({
        kind: 'new-origin',
        title: act === 'send' ? t('dialogs:newOrigin.sendTitle') : t('dialogs:newOrigin.copyTitle'),
        message:
          act === 'send'
            ? t('dialogs:newOrigin.sendMessage', values)
            : t('dialogs:newOrigin.copyMessage', values),
        detail: t('dialogs:newOrigin.detail', values),
        confirmLabel:
          act === 'send' ? t('dialogs:newOrigin.sendConfirm') : t('dialogs:newOrigin.copyConfirm'),
        cancelLabel: t('dialogs:cancel'),
      }),
      said(act === 'send' ? 'requests.confirm.notDone.sent' : 'requests.confirm.notDone.copied'),
    )
    // The profile may have been deleted while the dialog was open.
    this.deps.profiles.require(profile.id)
    this.deps.requests.approve(profile.id, origin)
  }

  /**
   * What a copied curl, fetch, HTTPie or PowerShell line calls, refused when
   * it would aim the token at a host the token may not go to: a saved request
   * for another host gets the token only after a yes when it is sent.
   */
  async copyTarget(profileId: string): Promise<CopyTarget | null> {
    const profile = this.deps.profiles.require(profileId)
    const probe = await this.probeSaid(profileId)
    if (probe === null) return null
    const { target, label } = probe
    const { origin } = new URL(target.url)
    if (!this.mayReceiveToken(profile, origin)) {
      throw new AppFailure({
        code: 'unavailable',
        ...saying('requests.run.copyNotApproved', { target: label, origin }),
      })
    }
    return target
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

    await this.approveOrigin(profile, url.origin, 'send')

    const body = fillBodyPlaceholders(request.body, profile, request.headers)
    const foreign = foreignAccount(url, body, profile.account.id)
    if (foreign !== null && !input.confirmAccount) {
      throw new AppFailure({
        code: 'confirm-account',
        found: foreign,
        expected: profile.account.id,
        ...saying('requests.run.otherAccount', { found: foreign, expected: profile.account.id }),
      })
    }

    // An unusable token is renewed first when a password is kept; otherwise the user is asked.
    const { warningMs, requestTimeoutMs } = settings.get()
    let state = tokenStateAt(repo.token(profile.id), clock(), warningMs)
    let renewedFirst = false
    if (
      profiles.renewing(profile.id) ||
      state.kind === 'none' ||
      state.kind === 'expired' ||
      state.kind === 'rejected'
    ) {
      if (passwords.keeping(profile.id) === 'none' && !profiles.renewing(profile.id)) {
        throw new AppFailure({
          code: 'no-password',
          ...saying(
            state.kind === 'none'
              ? 'requests.run.noPasswordNoToken'
              : 'requests.run.noPasswordInvalid',
          ),
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
        ...saying('requests.run.noTokenToSend'),
      })
    }

    if (input.requestId !== undefined) requests.usedRequest(profile.id, input.requestId)
    else this.sentUnsaved.set(profile.id, asSent(request))
    const controller = new AbortController()
    this.running.set(input.runId, controller)
    const at = clock()
    // A token in the path (an introspection URL) is not kept in the history as it is.
    const target = redactorFor([token])(`${url.origin}${url.pathname}`)
    // The login's password, masked wherever the answer echoes it; a command is not run for it.
    const password = ['stored', 'session'].includes(passwords.keeping(profile.id))
      ? await passwords.get(profile.id).catch(() => null)
      : null
    /** The exchange of the last send (a retry's, when the request was sent again). */
    let exchangeId: string | null = null
    /** Sends with `value`, the profile's token now; a send again names the first send it follows. */
    const sendWith = (value: string, resentAfter?: ResentAfter) => {
      const keep = this.keeper(profile.id, resentAfter)
      return runRequest(
        this.deps.transport,
        {
          method: request.method,
          url,
          headers: request.headers,
          body,
          authorization: authorizationValue(value, request.authStyle),
          timeoutMs: requestTimeoutMs,
          cancel: controller.signal,
          record: (exchange) => {
            exchangeId = keep(exchange)
          },
          secrets: password === null ? [] : [password],
        },
        { profileId: profile.id },
      )
    }
    try {
      let received = await sendWith(token)
      const believedValid = state.kind === 'valid' || state.kind === 'expiring'
      // A request confirmed for another account: its 401 is that account's answer, not the token's.
      const tokenRejected =
        believedValid && foreign === null && refusedTokenAnswer(profile, url, received)
      let retry: RunResult['retry'] = null
      if (tokenRejected) {
        await tokens.markRejected(profile.id, token, received.status, { exchangeId })
        // Once, only with a password kept, and never for a request that names another
        // account: its 401 is the account's answer, and a new token would get the same.
        if (
          settings.get().retryOn401 &&
          foreign === null &&
          passwords.keeping(profile.id) !== 'none'
        ) {
          const first = exchangeId
          const status = received.status
          const outcome = await this.renewAndResend(profile.id, status, (fresh) =>
            sendWith(fresh, first === null ? undefined : { exchangeId: first, status }),
          )
          if (outcome.kind === 'resent') {
            received = outcome.received
            retry = { kind: 'resent', firstStatus: outcome.firstStatus }
          } else retry = outcome
        }
      }
      // The token this answer is about: the renewed one when the request was sent again.
      const answered = retry?.kind === 'resent' ? await tokenValues.get(profile.id) : token
      if (answered !== null) {
        await this.noteAccountIn(profile, url, answered, received, accountInRefusal)
      }
      this.deps.runs.append(profile.id, {
        at,
        method: request.method,
        target,
        outcome: { kind: 'response', status: received.status },
        durationMs: received.durationMs,
      })
      return {
        ...received,
        runId: input.runId,
        exchangeId,
        renewedFirst,
        tokenRejected,
        retry,
        sent: { method: request.method, url: url.toString(), authStyle: request.authStyle },
      }
    } catch (error) {
      this.deps.runs.append(profile.id, {
        at,
        method: request.method,
        target,
        outcome: {
          kind: 'error',
          code: error instanceof AppFailure ? error.error.code : 'internal',
        },
        durationMs: clock() - at,
      })
      // A send that got no answer still kept what went out and how far it got: a ticket's worth.
      if (error instanceof AppFailure && exchangeId !== null && error.error.code !== 'cancelled')
        throw new AppFailure({ ...error.error, exchangeId })
      throw error
    } finally {
      this.running.delete(input.runId)
    }
  }

  /**
   * Keeps one send's exchange with the profile's history, with the times of
   * the token it carries (read now, as it goes: a ticket's proof that a
   * refused token had time left) and, for a send again, the first send it
   * follows. The keeper answers the kept exchange's id (null: none kept).
   */
  private keeper(profileId: string, resentAfter?: ResentAfter, verify = false) {
    const at = this.deps.clock()
    const held = standingToken(this.deps.repo.token(profileId))
    return (exchange: RecordedExchange): string | null => {
      const log = this.deps.exchanges
      // A profile deleted while its request ran keeps nothing.
      if (!log || !this.deps.profiles.exists(profileId)) return null
      const id = randomUUID()
      log.append(profileId, {
        ...exchange,
        ...(verify && { kind: 'verify' as const, variant: 'Verify now' }),
        ...(held && { sentToken: { issuedAt: held.issuedAt, expiresAt: held.expiresAt } }),
        ...(resentAfter && { resentAfter }),
        id,
        profileId,
        at,
      })
      return id
    }
  }

  /** Retry on 401: renew the profile's token, then send the same request once more. */
  private async renewAndResend(
    profileId: string,
    firstStatus: number,
    sendWith: (token: string) => Promise<Received>,
  ): Promise<
    | { kind: 'resent'; firstStatus: number; received: Received }
    | ({ kind: 'renewal-failed'; firstStatus: number } & Worded)
  > {
    const { tokens, tokenValues } = this.deps
    try {
      await tokens.obtain(profileId, undefined, 'request')
    } catch (error) {
      const why: Worded =
        error instanceof AppFailure ? worded(error.error) : saying('requests.run.renewalFailed')
      return { kind: 'renewal-failed', firstStatus, ...why }
    }
    const fresh = await tokenValues.get(profileId)
    if (fresh === null) {
      return { kind: 'renewal-failed', firstStatus, ...saying('requests.run.renewedTokenGone') }
    }
    // No second retry. A 401 now is not the token's fault: the service issued it a moment ago.
    // It is the request (the header style, the URL, this user's rights); the result says so
    // and the new token keeps its state.
    const received = await sendWith(fresh)
    return { kind: 'resent', firstStatus, received }
  }

  /**
   * "Verify now": a cheap authenticated call with the current token — the
   * probe if it is a GET (a POST could send a message or trigger a flow), or
   * the sandbox's whoami for a demo profile. 401 marks the token rejected; a
   * 2xx answer that states an expiry (whoami does) updates it.
   */
  async verify(profileId: string): Promise<Verification> {
    const { profiles, repo, tokens, settings, clock } = this.deps
    const profile = profiles.require(profileId)
    // The token verified, by its issue time: the verdict is about this one only. Read before
    // its value, so a renewal landing in between makes the verdict older, never newer.
    const verified = repo.token(profileId)
    const issuedAt = verified.kind === 'issued' ? verified.issuedAt : 0
    refuseUnverifiable(verified, repo.lastError(profileId), clock(), settings.get().warningMs)
    const token = await tokens.value(profileId)
    const target = verifyTarget(await this.probe(profileId), profile)
    if (target === null) {
      throw new AppFailure({
        code: 'no-probe',
        ...saying('requests.run.noProbe'),
      })
    }
    const url = new URL(target.url)
    if (!this.mayReceiveToken(profile, url.origin)) {
      throw new AppFailure({
        code: 'unavailable',
        ...saying('requests.run.probeNotApproved', { origin: url.origin }),
      })
    }
    const controller = new AbortController()
    // Kept as a test request's is: a refusal's activity entry links it, for a ticket.
    const keep = this.keeper(profileId, undefined, true)
    let exchangeId: string | null = null
    const received = await runRequest(
      this.deps.transport,
      {
        method: 'GET',
        url,
        headers: target.headers,
        body: '',
        authorization: authorizationValue(token, target.style),
        timeoutMs: settings.get().requestTimeoutMs,
        cancel: controller.signal,
        record: (exchange) => {
          exchangeId = keep(exchange)
        },
      },
      { profileId },
    )
    const at = clock()
    const called = `GET ${url.origin}${url.pathname}`
    const account = await this.noteAccountIn(profile, url, token, received)
    if (account !== null && !sameAccount(account, profile.account.id)) {
      return {
        kind: 'wrong-account',
        at,
        status: received.status,
        issuedAt,
        target: called,
        account,
      }
    }
    // Only an answer from the service to the token speaks for it: not a page a redirect led to.
    if (
      received.status >= 200 &&
      received.status < 300 &&
      reachedWithToken(profile, url, received)
    ) {
      const stated = statedExpiry(received.body, at)
      await tokens.markVerified(profileId, token, stated)
      return {
        kind: 'accepted',
        at,
        status: received.status,
        issuedAt,
        target: called,
        expiresAt: stated,
      }
    }
    if (refusedTokenAnswer(profile, url, received)) {
      await tokens.markRejected(profileId, token, received.status, {
        detail: saying('network.activity.verifyRejected'),
        trigger: 'manual',
        exchangeId,
      })
      return { kind: 'rejected', at, status: received.status, issuedAt, target: called }
    }
    const away = received.redirects.find((hop) => !hop.authorizationSent)
    return {
      kind: 'inconclusive',
      at,
      status: received.status,
      issuedAt,
      target: called,
      ...(away === undefined
        ? saying('requests.run.inconclusive', { status: received.status })
        : saying('requests.run.inconclusiveRedirected', {
            status: received.status,
            location: away.location,
          })),
    }
  }

  /**
   * The account an answer says the token is for, recorded on the login's
   * tokens (TokenService.noteAccount); null when it names none. Only the
   * service speaks for it: an answer from one of the profile's own hosts
   * (not another host the user let the token go to) that received the token.
   */
  private async noteAccountIn(
    profile: Profile,
    url: URL,
    token: string,
    received: Received,
    read: (status: number, body: string) => string | null = accountInAnswer,
  ): Promise<string | null> {
    if (!reachedWithToken(profile, url, received)) return null
    const account = read(received.status, received.body)
    if (account !== null) await this.deps.tokens.noteAccount(profile.id, token, account)
    return account
  }

  /** Copies the request as curl, with the real Authorization or a placeholder. */
  async copyAsCurl(
    profileId: string,
    request: RequestFields,
    withToken: boolean,
  ): Promise<CopyResult> {
    const profile = this.deps.profiles.require(profileId)
    const url = resolveUrl(request, profile)
    if (withToken) await this.approveOrigin(profile, url.origin, 'copy')
    const body = fillBodyPlaceholders(request.body, profile, request.headers)
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

/** A failure's words: its English and, when it has one, its Said. */
const worded = ({ message, said }: Worded): Worded => (said ? { message, said } : { message })

/** A sandbox demo profile has one documented protected endpoint: whoami. */
const SANDBOX_WHOAMI = said('requests.run.target.sandboxWhoami')

function demoProbe(profile: Profile): CopyTarget | null {
  if (!profile.tags.includes(DEMO_TAG)) return null
  return {
    method: 'GET',
    url: `${profile.baseUrl}${SANDBOX_WHOAMI_PATH}`,
    headers: [],
    body: '',
    style: 'bearer',
    label: english(SANDBOX_WHOAMI),
    labelSaid: SANDBOX_WHOAMI,
  }
}

/** What Verify now calls: the probe if it is a GET, else a demo profile's whoami. */
const verifyTarget = (probe: CopyTarget | null, profile: Profile): CopyTarget | null =>
  probe?.method === 'GET' ? probe : demoProbe(profile)

/** A request as it goes on the wire: everything but its name. */
const asSent = ({ name: _name, ...sent }: RequestFields): string => JSON.stringify(sent)

/**
 * The answer came from one of the profile's own hosts (not another host the
 * user let the token go to), to a request that carried the token: only such
 * an answer speaks for the token, accepted, refused or naming its account.
 * A redirect to another origin drops the token, so the last hop tells.
 */
const reachedWithToken = (profile: Profile, url: URL, received: Received): boolean =>
  profileOrigins(profile).includes(url.origin) &&
  (received.redirects.at(-1)?.authorizationSent ?? true)

/**
 * The service refused the token: a 401 that reached it with the token, and
 * not a proxy's own (Proxy-Authenticate without WWW-Authenticate).
 */
function refusedTokenAnswer(profile: Profile, url: URL, received: Received): boolean {
  if (received.status !== 401 || !reachedWithToken(profile, url, received)) return false
  const has = (name: string) => received.headers.some(([n]) => n.toLowerCase() === name)
  return !(has('proxy-authenticate') && !has('www-authenticate'))
}

/**
 * Nothing to verify, said as it is: an expired token is not sent (the
 * service's 401 would read as a refusal of a token with time left, and mark
 * it so); a profile without one says why it has none.
 */
function refuseUnverifiable(
  token: TokenSnapshot,
  lastError: AppError | null,
  now: number,
  warningMs: number,
): void {
  if (tokenStateAt(token, now, warningMs).kind === 'expired') {
    throw new AppFailure({ code: 'no-token', ...saying('requests.run.verifyExpired') })
  }
  if (token.kind !== 'none' || lastError === null) return
  throw new AppFailure({
    code: 'no-token',
    ...saying(
      lastError.code === 'auth-rejected'
        ? 'requests.run.verifyRefused'
        : 'requests.run.verifyFailedBefore',
    ),
  })
}

/** An expiry a JSON answer states (`expiresAt`, `expires_in`, …), as epoch ms; null if none. */
function statedExpiry(body: string, now: number): number | null {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return null
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null
  const stated = serviceExpiryIn(json as Record<string, unknown>)
  // "expires in" counts from now: the answer just arrived.
  return stated === null ? null : stated.kind === 'at' ? stated.at : now + stated.ms
}
