import { said, type Worded } from '../../../shared/i18n/said'
import type { CopyResult } from '../../../shared/ipc/contract'
import { AppFailure, type AppError } from '../../../shared/ipc/errors'
import { saying } from '../../../shared/i18n/sayMessage'
import type { RenewAllSummary, RenewOutcome } from '../../../shared/ipc/events'
import { loginOf } from '../../../shared/model/login'
import {
  hostMoves,
  tokenIdentity,
  type Profile,
  type ProfileView,
} from '../../../shared/model/profile'
import { sameAccount } from '../../../shared/model/loginAccounts'
import {
  settledKindAt,
  standingToken,
  tokenStateAt,
  type TokenAccount,
} from '../../../shared/model/token'
import { failedOutcome } from '../../../shared/renew/failedOutcome'
import { planRenewal, type RenewReason, type RenewScope } from '../../../shared/renew/renewPlan'
import {
  countsAsUse,
  type ActivityEntry,
  type ActivityTrigger,
} from '../../../shared/model/activity'
import { commandFormats, type CopyFormat } from '../../../shared/model/copyFormats'
import type { ClipboardGuard } from '../clipboardGuard'
import type { Clock } from '../clock'
import type { EventSink } from '../events'
import type { ProfileRepository } from '../profiles/profileRepository'
import type { ProfileViews } from '../profiles/profileViews'
import { expiryOf } from '../protocol/expiry'
import type { Transport } from '../protocol/network/transport'
import { requestToken } from '../protocol/tokenClient'
import type { LoginPasswords } from '../profiles/loginPasswords'
import type { SecretKeeper } from '../secrets/secretKeeper'
import type { SettingsService } from '../settings/settingsService'
import type { ConfirmationGate } from '../userConfirmation'
import { mapPool, type Release } from '../util/pool'
import type { SingleFlight } from '../util/singleFlight'
import type { ActivityLog } from './activityLog'
import type { ExchangeLog } from '../protocol/exchangeLog'
import type { RecordedExchange } from '../../../shared/model/exchange'
import { randomUUID } from 'node:crypto'
import { copyText, type CopyTarget } from './copyText'
import { envBlock } from './envBlock'
import type { EnvCopied } from '../../../shared/model/bulk'

export interface TokenServiceDeps {
  /** The renewals in flight, one per profile (the profile views read it too). */
  renewals: SingleFlight
  repo: ProfileRepository
  /** What happened to each profile's token. */
  activity: ActivityLog
  /** Where each attempt's redacted exchange is kept (absent: none is kept). */
  exchanges?: ExchangeLog
  /** Writes a token and its metadata as one: a crash leaves the old pair or the new one. */
  state: { atomically<T>(work: () => Promise<T>): Promise<T> }
  profiles: ProfileViews
  /** Per login: every profile with the same base URL and username uses one. */
  passwords: LoginPasswords
  tokens: SecretKeeper
  settings: SettingsService
  /** Proxy, trust store, extra CAs, client certificate: shared with test requests and the CLI. */
  transport: Transport
  clipboard: ClipboardGuard
  clock: Clock
  events: EventSink
  /** Asks the user, outside the page, before the token is revealed to it. */
  confirmation: ConfirmationGate
}

/**
 * Obtains, keeps and hands out tokens. A token's value leaves the main
 * process to the clipboard, to the hosts it is meant for, and to the page
 * only when the user says yes in main's own dialog (Reveal token).
 */
export class TokenService {
  /**
   * The account each login's tokens are known to be for (null: not known),
   * read from its profiles' tokens once per login and kept as answers name
   * it: Renew all of a thousand profiles on one login does not scan them all
   * for each token.
   */
  private readonly loginAccounts = new Map<string, TokenAccount | null>()

  constructor(private readonly deps: TokenServiceDeps) {}

  isRenewing(profileId: string): boolean {
    return this.deps.renewals.has(profileId)
  }

  /**
   * Single-flight: concurrent calls for one profile share one HTTP request.
   * `typedPassword` is one entered now because none was kept; it is kept (as
   * policy allows) only once the service accepts it. Asked by the command
   * line or a test request, a kept password that was refused is not sent
   * again (refusalStanding).
   */
  obtain(
    profileId: string,
    typedPassword?: string,
    trigger: ActivityTrigger = 'manual',
  ): Promise<ProfileView> {
    const refused =
      typedPassword === undefined && (trigger === 'cli' || trigger === 'request')
        ? this.refusalStanding(profileId)
        : null
    if (refused !== null) return Promise.reject(refused)
    // The view once the call is over, so it no longer shows "renewing".
    return this.flight(profileId, typedPassword, trigger, countsAsUse(trigger)).then(() =>
      this.deps.profiles.view(profileId),
    )
  }

  /**
   * obtain without the view at the end, for Renew all, which reads only the
   * token. `use`: the token counts as a use of the profile ("last used", the
   * expiry notices).
   */
  private flight(
    profileId: string,
    typedPassword: string | undefined,
    trigger: ActivityTrigger,
    use: boolean,
    answered?: Release,
  ): Promise<unknown> {
    const { renewals } = this.deps
    const starts = !renewals.has(profileId)
    const flight = renewals.run(
      profileId,
      (signal) => this.fetch(profileId, typedPassword, trigger, use, signal, answered),
      () => void this.announce(profileId),
    )
    if (starts) void this.announce(profileId)
    return flight
  }

  /**
   * A password typed once for the login these profiles share (Enter passwords
   * after an import). The first profile gets a token with it, which keeps it
   * for the login as any typed password is kept; a refusal (or any failure)
   * ends the call there, before the others try it (a wrong password is not
   * sent 40 times). Then the others may use it, since it was typed for them,
   * and get their tokens. Only the first counts as used (the prompt names it,
   * as a profile's own prompt does): the others' tokens came along with the
   * password, and nobody used those profiles.
   */
  async obtainForLogin(
    profileIds: readonly string[],
    password: string,
  ): Promise<{ outcomes: RenewOutcome[] }> {
    const { profiles, passwords, settings } = this.deps
    const [first, ...others] = [...new Set(profileIds)].map((id) => profiles.require(id))
    const reasons = new Map(
      [first, ...others].flatMap((p) => (p ? [[p.id, this.reasonOf(p.id)]] : [])),
    )
    if (first === undefined) return { outcomes: [] }
    if (others.some((p) => loginOf(p) !== loginOf(first))) {
      const worded = saying('network.tokens.notOneLogin')
      throw new AppFailure({
        code: 'invalid-input',
        ...worded,
        issues: [{ path: 'profileIds', ...worded }],
      })
    }
    const view = await this.obtain(first.id, password, 'manual')
    passwords.allow(others.map((p) => p.id))
    const rest = await mapPool(others, settings.get().renewConcurrency, (profile, answered) =>
      this.renewOne(profile, reasons.get(profile.id) ?? 'none', 'manual', false, answered),
    )
    const expiresAt = standingToken(view.token)?.expiresAt ?? 0
    return {
      outcomes: [
        {
          profileId: first.id,
          name: first.name,
          reason: reasons.get(first.id) ?? 'none',
          kind: 'renewed',
          expiresAt,
        },
        ...rest,
      ],
    }
  }

  /**
   * Cancel: stops the renewal in flight for this profile. Its callers get
   * `cancelled`; the token that stood before stays, untouched.
   */
  cancelRenewal(profileId: string): { cancelled: boolean } {
    this.deps.profiles.require(profileId)
    return { cancelled: this.deps.renewals.cancel(profileId) }
  }

  /**
   * The service accepted `token` just now ("Verify now"); `serviceExpiresAt`
   * is the end it stated, if any, which then replaces an assumed or later one.
   * An earlier 401 with it no longer stands: that refusal was the request's.
   */
  async markVerified(
    profileId: string,
    token: string,
    serviceExpiresAt: number | null,
  ): Promise<void> {
    const { repo, tokens, clock } = this.deps
    const current = repo.token(profileId)
    if (current.kind !== 'issued' || (await tokens.get(profileId)) !== token) return
    const stated =
      serviceExpiresAt !== null &&
      (current.expirySource !== 'token' || serviceExpiresAt < current.expiresAt)
    repo.putToken(profileId, {
      ...current,
      rejectedAt: null,
      verifiedAt: clock(),
      ...(stated ? { expiresAt: serviceExpiresAt, expirySource: 'service' as const } : {}),
    })
    await this.announce(profileId)
  }

  /**
   * An answer to a request sent with `token` named the account that token is
   * for (`accountInAnswer`). Spec 1.4: a token's user was created under one
   * account, so every token of the login is for it: it is recorded on each
   * token the login's profiles hold (marked foreign where that is not the
   * profile's account), and a token the login gets later inherits it.
   */
  async noteAccount(profileId: string, token: string, accountId: string): Promise<void> {
    const { repo, profiles, tokens, clock } = this.deps
    const profile = profiles.require(profileId)
    const current = repo.token(profileId)
    if (current.kind !== 'issued' || (await tokens.get(profileId)) !== token) return
    const at = clock()
    const changed: string[] = []
    const login = loginOf(profile)
    this.loginAccounts.set(login, accountFor(profile, accountId, at))
    for (const member of repo.membersOf(login)) {
      const standing = repo.token(member.id)
      if (standing.kind !== 'issued') continue
      const account = accountFor(member, accountId, at)
      const before = standing.account
      if (before?.id === account.id && before.foreign === account.foreign) continue
      repo.putToken(member.id, { ...standing, account })
      changed.push(member.id)
    }
    for (const id of changed) await this.announce(id)
  }

  /** What the login's tokens are known to be for, as a new token of `profile` inherits it. */
  private knownAccount(profile: Profile): TokenAccount | undefined {
    const login = loginOf(profile)
    let known = this.loginAccounts.get(login)
    if (known === undefined) {
      known = null
      for (const member of this.deps.repo.membersOf(login)) {
        const token = this.deps.repo.token(member.id)
        const account = token.kind === 'issued' ? token.account : undefined
        if (account && (known === null || account.at > known.at)) known = account
      }
      this.loginAccounts.set(login, known)
    }
    return known === null ? undefined : accountFor(profile, known.id, known.at)
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
      throw new AppFailure({ code: 'no-token', ...saying('network.tokens.noToken') })
    }
    return token
  }

  /**
   * The token for the page to show, only after the user said yes in a dialog
   * the page cannot answer: a script in the page cannot take it unseen.
   */
  async reveal(profileId: string): Promise<string> {
    const profile = this.deps.profiles.require(profileId)
    await this.value(profileId)
    await this.deps.confirmation.require(
      ({ t }) => ({
        kind: 'reveal-token',
        title: t('dialogs:reveal.title'),
        message: t('dialogs:reveal.message', { name: profile.name }),
        detail: t('dialogs:reveal.detail'),
        confirmLabel: t('dialogs:reveal.confirm'),
        cancelLabel: t('dialogs:cancel'),
      }),
      said('requests.confirm.notDone.revealed'),
    )
    // The dialog may have stayed open through a renewal: the token as it is now.
    return this.value(profileId)
  }

  /**
   * Puts the token, in the chosen form, on the clipboard (never through the
   * page). `probe` names the request a curl or fetch line calls (the saved
   * requests live a layer above, so the caller asks them); null: none.
   */
  async copy(
    profileId: string,
    format: CopyFormat,
    probe: () => Promise<CopyTarget | null>,
  ): Promise<CopyResult> {
    const profile = this.deps.profiles.require(profileId)
    const token = await this.value(profileId)
    const target = commandFormats.includes(format) ? await probe() : null
    const text = copyText(format, { token, style: profile.headerStyle, target, name: profile.name })
    const clearsAt = await this.deps.clipboard.write(text)
    this.deps.profiles.touch(profileId)
    // The window shows when it was last used.
    await this.announce(profileId)
    return {
      copied: format,
      style: target?.style ?? profile.headerStyle,
      clearsAt,
      ...(target && {
        target: `${target.method} ${target.url} (${target.label})`,
        ...(target.labelSaid && {
          targetSaid: said('requests.run.copyTarget', {
            method: target.method,
            url: target.url,
            label: target.labelSaid,
          }),
        }),
      }),
    }
  }

  /**
   * Copy .env on the Board: the chosen profiles' tokens as one block on the
   * clipboard, through the same guard as every copy (cleared after a while);
   * the page gets counts and names, never a token.
   */
  async copyEnv(profileIds: readonly string[]): Promise<EnvCopied> {
    const { profiles, tokens, clipboard } = this.deps
    const missing: string[] = []
    const withoutToken: EnvCopied['withoutToken'] = []
    const entries: { name: string; token: string; id: string }[] = []
    for (const id of new Set(profileIds)) {
      const profile = profiles.exists(id) ? profiles.require(id) : undefined
      if (profile === undefined) {
        missing.push(id)
        continue
      }
      // An expired or refused token would only fail wherever the block is pasted: left out, named.
      const stored = this.deps.repo.token(id)
      const works =
        stored.kind === 'issued' && settledKindAt(stored, this.deps.clock(), 0) === 'valid'
      const token = works ? await tokens.get(id) : null
      if (token === null) withoutToken.push({ profileId: id, name: profile.name })
      else entries.push({ name: profile.name, token, id })
    }
    if (entries.length === 0) {
      throw new AppFailure({ code: 'no-token', ...saying('network.tokens.noneWorking') })
    }
    const clearsAt = await clipboard.write(envBlock(entries))
    for (const { id } of entries) profiles.touch(id)
    return { lines: entries.length, clearsAt, withoutToken, missing }
  }

  /**
   * A request got 401 with `token`: mark it rejected, unless it has been
   * replaced meanwhile (a renewal may have finished in between).
   */
  async markRejected(
    profileId: string,
    token: string,
    /** The answer's status (a 401, or what the profile's API refuses a token with). */
    status: number,
    {
      detail = saying('network.activity.rejected'),
      trigger = 'request',
      exchangeId = null,
    }: {
      detail?: Worded
      /** Who saw the 401: a test request, or the user's "Verify now". */
      trigger?: ActivityTrigger
      /** The refused send's kept exchange, linked from the entry (a ticket's proof). */
      exchangeId?: string | null
    } = {},
  ): Promise<void> {
    const { repo, tokens, clock } = this.deps
    const current = repo.token(profileId)
    if (current.kind !== 'issued' || current.rejectedAt !== null) return
    if ((await tokens.get(profileId)) !== token) return
    repo.putToken(profileId, { ...current, rejectedAt: clock() })
    this.record(profileId, 'rejected', trigger, detail, current.expiresAt, exchangeId, { status })
    await this.announce(profileId)
  }

  /**
   * Renews every expiring, expired or rejected token (scope 'due'), or gets a
   * first token for each profile that has none ('without-token'), with
   * bounded concurrency; says what it left alone and why. Profiles of one
   * login share a password: one of each login goes first, and the others of a
   * login whose password was refused (401) are skipped, so a wrong password is
   * sent once per login, not once per profile.
   */
  async renewAll(scope: RenewScope): Promise<RenewAllSummary> {
    const { repo, settings, clock } = this.deps
    const { warningMs } = settings.get()
    const plan = planRenewal(repo.list(), (p) => repo.token(p.id), scope, clock(), warningMs)
    const outcomes = await this.runBatch(plan.due, 'renew-all')
    return { scope, total: plan.due.length, outcomes, leftAlone: plan.leftAlone }
  }

  /**
   * Gets or renews a token for each profile the user chose (the Board, a
   * Retry), whatever state its token is in, with Renew all's rules (one of
   * each login first, a refused login not tried again). Ids of no profile
   * are answered in `missing`, not as a failure of the rest.
   */
  async renewSome(profileIds: readonly string[]): Promise<RenewAllSummary & { missing: string[] }> {
    const missing: string[] = []
    const due: { row: Profile; reason: RenewReason }[] = []
    const renewing = new Set<string>()
    for (const id of new Set(profileIds)) {
      const row = this.deps.repo.get(id)
      if (row === undefined) missing.push(id)
      else if (this.deps.renewals.has(id)) renewing.add(id)
      else due.push({ row, reason: this.reasonOf(id) })
    }
    const outcomes = await this.runBatch(due, 'manual')
    return {
      scope: 'selected',
      total: due.length,
      outcomes,
      leftAlone: { valid: 0, withoutToken: 0, renewing: renewing.size },
      missing,
    }
  }

  private async runBatch(
    items: { row: Profile; reason: RenewReason }[],
    trigger: ActivityTrigger,
  ): Promise<RenewOutcome[]> {
    const { settings, events } = this.deps
    const { renewConcurrency } = settings.get()
    const due = items.sort((a, b) => a.row.name.localeCompare(b.row.name))
    const seen = new Set<string>()
    const first: typeof due = []
    const rest: typeof due = []
    for (const item of due) {
      const login = loginOf(item.row)
      if (seen.has(login)) rest.push(item)
      else first.push(item)
      seen.add(login)
    }
    let done = 0
    const report = (outcome: RenewOutcome): RenewOutcome => {
      done++
      events.emit({ type: 'renew-all-progress', done, total: due.length, outcome })
      return outcome
    }
    // A login whose password the service refused before, and which has had no new one since, is
    // not sent again: each refusal counts towards a lock-out (the user's own Get token still is).
    const refused = new Map<string, string>()
    // Once per login: its members are looked through, and a run may hold thousands of them.
    for (const { row } of first) {
      const by = this.standingRefusal(row)?.name ?? null
      if (by !== null) refused.set(loginOf(row), by)
    }
    const skipped = (row: Profile, reason: RenewReason, by: string): RenewOutcome => ({
      profileId: row.id,
      name: row.name,
      reason,
      kind: 'skipped',
      why: 'login-refused',
      refusedFor: by,
    })
    const firstOutcomes = await mapPool(
      first,
      renewConcurrency,
      async ({ row, reason }, answered) => {
        const before = refused.get(loginOf(row))
        if (before !== undefined) return report(skipped(row, reason, before))
        const outcome = await this.renewOne(row, reason, trigger, false, answered)
        // Refused is refused, whether or not the old token still works.
        if (
          (outcome.kind === 'failed' || outcome.kind === 'failed-still-valid') &&
          outcome.error.code === 'auth-rejected'
        ) {
          refused.set(loginOf(row), row.name)
        }
        return report(outcome)
      },
    )
    const restOutcomes = await mapPool(
      rest,
      renewConcurrency,
      async ({ row, reason }, answered) => {
        const by = refused.get(loginOf(row))
        return report(
          by === undefined
            ? await this.renewOne(row, reason, trigger, false, answered)
            : skipped(row, reason, by),
        )
      },
    )
    const byId = new Map([...firstOutcomes, ...restOutcomes].map((o) => [o.profileId, o]))
    return due.flatMap(({ row }) => byId.get(row.id) ?? [])
  }

  /**
   * The login's refusal (401) that stands: the profile it was for, by name,
   * and what the service said; no new password was given since. Null when
   * none, or when the password comes from a command (a vault may have
   * rotated it: the command runs again).
   */
  private standingRefusal(profile: Profile): { name: string; error: AppError } | null {
    const { passwords } = this.deps
    return passwords.commandOf(loginOf(profile)) === null ? passwords.refusalOf(profile) : null
  }

  /**
   * The refusal to answer with instead of sending a refused password again
   * unasked: for the command line, or a test request that renews first. A
   * refused password sent again counts towards a lock-out, and a script may
   * ask every few seconds. Get token in the window still sends it, as the
   * user's own choice.
   */
  private refusalStanding(profileId: string): AppFailure | null {
    const refusal = this.standingRefusal(this.deps.profiles.require(profileId))
    if (refusal === null) return null
    return new AppFailure({
      ...refusal.error,
      ...saying('network.tokens.refusedNotSent', { name: refusal.name }),
    })
  }

  /** The state a profile's token is in now, as a run reports why it took the profile. */
  private reasonOf(profileId: string): RenewReason {
    const { repo, settings, clock } = this.deps
    const state = tokenStateAt(repo.token(profileId), clock(), settings.get().warningMs)
    return state.kind === 'renewing' ? state.previous.kind : state.kind
  }

  private async renewOne(
    profile: Profile,
    reason: RenewReason,
    trigger: ActivityTrigger = 'renew-all',
    use = countsAsUse(trigger),
    answered?: Release,
  ): Promise<RenewOutcome> {
    const base = { profileId: profile.id, name: profile.name, reason }
    if (this.deps.passwords.keeping(profile.id) === 'none') {
      return { ...base, kind: 'skipped', why: 'no-password' }
    }
    try {
      await this.flight(profile.id, undefined, trigger, use, answered)
      const token = this.deps.repo.token(profile.id)
      return { ...base, kind: 'renewed', expiresAt: token.kind === 'issued' ? token.expiresAt : 0 }
    } catch (error) {
      const appError: AppError =
        error instanceof AppFailure
          ? error.error
          : { code: 'internal', ...saying('network.tokens.renewalFailed') }
      // The token that stands now says whether anything is broken: one still valid is not.
      const standing = standingToken(this.deps.repo.token(profile.id)) ?? { kind: 'none' as const }
      return failedOutcome(base, appError, standing, this.deps.clock())
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
    detail: Worded | '',
    expiresAt: number | null,
    exchangeId: string | null = null,
    /** A failure's code and the status it was answered with, for exports. */
    facts: Pick<ActivityEntry, 'code' | 'status'> = {},
  ): void {
    this.deps.activity.append(profileId, {
      at: this.deps.clock(),
      kind,
      trigger,
      ...(detail === ''
        ? { detail }
        : { detail: detail.message, ...(detail.said && { detailSaid: detail.said }) }),
      expiresAt,
      ...(exchangeId === null ? {} : { exchangeId }),
      ...facts,
    })
  }

  /** Keeps an attempt's exchange with the profile's history; its id links the activity entry. */
  private keepExchange(profileId: string, at: number, exchange: RecordedExchange): string | null {
    const log = this.deps.exchanges
    // A profile deleted while its request ran keeps nothing.
    if (!log || !this.deps.profiles.exists(profileId)) return null
    const id = randomUUID()
    log.append(profileId, { ...exchange, id, profileId, at })
    return id
  }

  private async fetch(
    profileId: string,
    typedPassword: string | undefined,
    trigger: ActivityTrigger,
    use: boolean,
    cancel: AbortSignal,
    answered?: Release,
  ): Promise<void> {
    const { repo, profiles, passwords, tokens, settings, transport, clock } = this.deps
    const profile = profiles.require(profileId)
    // A password command that fails is this attempt's failure, shown as the profile's last error.
    const password =
      typedPassword ??
      (await passwords.get(profileId).catch((error: unknown) => {
        this.noteFailure(profileId, trigger, error)
        throw error
      }))
    if (password === null) {
      throw new AppFailure({ code: 'no-password', ...saying('network.tokens.noPassword') })
    }
    // The issue time is taken before sending: the server's clock started no
    // earlier, so the computed expiry is never later than the real one.
    let sentAt = clock()
    // The last attempt's redacted exchange, linked from its activity entry.
    let exchangeId: string | null = null
    const request = (password: string) =>
      requestToken(
        transport,
        {
          baseUrl: profile.baseUrl,
          portal: profile.portal,
          username: profile.username,
          password,
          method: profile.portal === 'api-host' ? profile.smsMethod : 'POST',
          timeoutMs: settings.get().requestTimeoutMs,
          cancel,
          clock,
          record: (exchange) => {
            exchangeId = this.keepExchange(profileId, sentAt, exchange)
          },
        },
        { profileId },
      )
    try {
      let obtained: Awaited<ReturnType<typeof requestToken>>
      try {
        try {
          obtained = await request(password)
        } catch (error) {
          // A password from a command that is refused may have been rotated in the vault:
          // the command runs again once, and a different password is tried once.
          const rotated =
            error instanceof AppFailure &&
            error.error.code === 'auth-rejected' &&
            typedPassword === undefined
              ? await passwords.afterRefusal(profileId, password)
              : null
          if (rotated === null) throw error
          sentAt = clock()
          obtained = await request(rotated)
        }
      } finally {
        answered?.()
      }
      // In a batch, the service has answered and the next request may go: it goes first (its
      // sending is queued now, as promise jobs), and this answer is kept after it, while that
      // request waits on the network, instead of holding it back.
      if (answered) await new Promise(setImmediate)
      // The profile may have been deleted while the request ran: keep nothing. Or edited: a
      // token for the login before is not this one's (an edit also cancels the request, but
      // its answer may have come first).
      const now = profiles.require(profileId)
      if (tokenIdentity(now) !== tokenIdentity(profile) || hostMoves(profile, now).length > 0) {
        throw new AppFailure({ code: 'cancelled', ...saying('network.tokens.loginChanged') })
      }
      if (typedPassword !== undefined) await passwords.set(profileId, typedPassword)
      const renewed = repo.token(profileId).kind === 'issued'
      const { expiresAt, source } = expiryOf(obtained.token, sentAt, obtained.serviceExpiry)
      // The token answer never names the account (spec 2.4); the login's known one holds.
      const account = this.knownAccount(profile)
      await this.deps.state.atomically(async () => {
        await tokens.set(profileId, obtained.token)
        repo.recordToken(
          profileId,
          {
            kind: 'issued',
            issuedAt: sentAt,
            expiresAt,
            rejectedAt: null,
            method: obtained.method,
            envelope: obtained.envelope,
            expirySource: source,
            ...(account ? { account } : {}),
          },
          use ? clock() : null,
        )
      })
      // Words beside the token ("Password expires in 2 days") go with the entry, not away.
      const words =
        obtained.serviceWords === null
          ? ''
          : saying('network.activity.serviceSaid', { server: obtained.serviceWords })
      this.record(
        profileId,
        renewed ? 'renewed' : 'obtained',
        trigger,
        words,
        expiresAt,
        exchangeId,
      )
    } catch (error) {
      // A failed attempt leaves the previous token untouched: nothing is lost.
      // One rule for a password typed here and one typed in the profile form: kept (as policy
      // allows) even after a 401, which does not say whether the password was wrong (spec 7).
      if (
        error instanceof AppFailure &&
        error.error.code === 'auth-rejected' &&
        typedPassword !== undefined &&
        profiles.exists(profileId)
      ) {
        await passwords.set(profileId, typedPassword)
      }
      this.noteFailure(profileId, trigger, error, exchangeId)
      throw error
    }
  }

  /** A failed attempt, as the profile shows it later (a cancel is the user's choice: nothing). */
  private noteFailure(
    profileId: string,
    trigger: ActivityTrigger,
    error: unknown,
    exchangeId: string | null = null,
  ): void {
    if (
      error instanceof AppFailure &&
      error.error.code !== 'cancelled' &&
      this.deps.profiles.exists(profileId)
    ) {
      this.deps.repo.putLastError(profileId, { ...error.error, at: this.deps.clock() })
      this.record(profileId, 'failed', trigger, activityDetail(error.error), null, exchangeId, {
        code: error.error.code,
        ...('status' in error.error && { status: error.error.status }),
      })
    }
  }
}

/** The account `accountId` as the token of `profile` is for: foreign unless it is the profile's. */
const accountFor = (
  profile: Pick<Profile, 'account'>,
  accountId: string,
  at: number,
): TokenAccount => ({ id: accountId, foreign: !sameAccount(accountId, profile.account.id), at })

/** What the activity log says of a failure: the message, and for a 401 the server's own words. */
function activityDetail(error: AppError): Worded {
  return error.code === 'auth-rejected' && error.serverMessage !== ''
    ? saying('network.activity.serverSaid', {
        message: error.said ?? error.message,
        server: error.serverMessage,
      })
    : error
}
