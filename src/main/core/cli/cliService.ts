import {
  MAX_REQUEST_BYTES,
  type CliError,
  type CliReply,
  type CliRequest,
  type CliStatus,
} from '../../../shared/cli/protocol'
import type { CliAccessInfo, CliEndpointState } from '../../../shared/model/cli'
import type { Clock } from '../clock'
import type { EventHub } from '../events'
import type { Speech } from '../i18n/speech'
import { ApprovalGate, type CliAsked } from './approvalGate'
import { spokenPrompt, type CliPromptHost } from './approvalDialog'
import { CliApprovals } from './approvals'
import { CliFailure, type CliBackend, type TokenNeed } from './cliBackend'
import { parseCliRequest } from './cliRequest'
import { prepareEndpoint } from './endpoint'
import { listenLines, type LineServer, type LineStream } from './lineServer'
import { heldWhileLocked } from './lockedPrompt'
import { howToPick, notFoundMessage, selectProfile } from './profileSelector'
import { watchToken } from './tokenWatch'
import { verifySelection, verifyWhat } from './verifySelection'
import type { JsonStore } from '../storage/jsonStore'

/** Where and how the app serves the command line (main passes it in; absent: not served). */
export interface CliHost {
  /** From cliEndpoint(userData). */
  endpoint: string
  dataDir: string
  /** The approval prompt, told what to say in the language the desktop speaks. */
  prompt: CliPromptHost
  /** Brings the window to the front for a password prompt. */
  attention: () => void
}

export interface CliServiceDeps {
  host: CliHost | undefined
  /** The language the approval prompt speaks (Settings' language); English without one. */
  speech?: () => Speech
  backend: CliBackend
  store: JsonStore
  /** The Settings switch; off: every request but `status` is refused. */
  enabled: () => boolean
  /** A locked window refuses the command line too. */
  locked?: () => boolean
  app: { version: string; runtime: string }
  /** Settings hears of approvals as they happen; a prompt held while locked waits for `unlocked`. */
  events: EventHub
  clock: Clock
  log: (line: string) => void
}

const READ_TIMEOUT_MS = 5000
const MAX_CONNECTIONS = 512

const reply = (value: CliReply): string => JSON.stringify(value)
const refusal = (error: CliError): string => reply({ ok: false, error })
const denied: CliError = { code: 'denied', message: 'Token Desk denied this request.' }

/**
 * The app's side of `token-desk`: the endpoint's life, the Settings switch,
 * approvals, and the answer to each request.
 */
export class CliService {
  readonly approvals: CliApprovals
  private readonly gate: ApprovalGate
  private server: LineServer | null = null
  private opening: Promise<void> | null = null
  private endpointState: CliEndpointState

  constructor(private readonly deps: CliServiceDeps) {
    this.approvals = new CliApprovals(deps.store, deps.clock, () =>
      deps.events.emit({ type: 'cli-access-changed', info: this.info() }),
    )
    this.gate = new ApprovalGate(
      this.approvals,
      heldWhileLocked(
        deps.host ? spokenPrompt(deps.host.prompt, deps.speech) : { ask: async () => 'deny' },
        () => deps.locked?.() ?? false,
        deps.events,
      ),
      deps.clock,
      undefined,
      deps.log,
    )
    this.endpointState = deps.host
      ? { kind: 'failed', path: deps.host.endpoint, message: 'Not started yet.' }
      : { kind: 'unavailable' }
  }

  /** Starts listening (once); a failure is logged and shown in Settings, never fatal to the app. */
  listen(): Promise<void> {
    this.opening ??= this.open()
    return this.opening
  }

  private async open(): Promise<void> {
    const host = this.deps.host
    if (!host) return
    try {
      prepareEndpoint(host.endpoint)
      this.server = await listenLines({
        path: host.endpoint,
        handle: (line, signal) => this.handle(line, signal),
        refuse: (message) => refusal({ code: 'bad-request', message }),
        maxLineBytes: MAX_REQUEST_BYTES,
        readTimeoutMs: READ_TIMEOUT_MS,
        maxConnections: MAX_CONNECTIONS,
        log: this.deps.log,
      })
      this.endpointState = { kind: 'listening', path: host.endpoint }
      this.deps.events.emit({ type: 'cli-access-changed', info: this.info() })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      this.endpointState = { kind: 'failed', path: host.endpoint, message }
      this.deps.events.emit({ type: 'cli-access-changed', info: this.info() })
      this.deps.log(`command line endpoint not available: ${message}`)
    }
  }

  async close(): Promise<void> {
    await this.opening
    const server = this.server
    this.server = null
    this.opening = null
    await server?.close()
  }

  /** The user cancelled the window's password prompt: commands waiting for it stop. */
  declinePassword(profileId: string): boolean {
    return this.deps.backend.declinePassword(profileId)
  }

  info(): CliAccessInfo {
    return { endpoint: this.endpointState, clients: this.approvals.list() }
  }

  /** Answers one request line (a `watch` with a stream of them); never throws. */
  async handle(line: string, signal: AbortSignal): Promise<string | LineStream> {
    const parsed = parseCliRequest(line)
    if (!parsed.ok) return refusal({ code: 'bad-request', message: parsed.message })
    const request = parsed.request
    try {
      const value = await this.answer(request, signal)
      return value instanceof Watch ? value.stream : reply({ ok: true, value })
    } catch (error) {
      if (error instanceof CliFailure) return refusal(error.error)
      this.deps.log(
        `command line ${request.op} failed: ${error instanceof Error ? error.name : 'error'}`,
      )
      return refusal({ code: 'internal', message: 'The app could not answer this request.' })
    }
  }

  private async answer(request: CliRequest, signal: AbortSignal): Promise<unknown> {
    if (request.op === 'ping') return { pong: true }
    if (request.op === 'status') return this.status(request.client.id)
    const approved = this.approvals.approval(request.client.id).kind === 'approved'
    this.requireEnabled(approved)
    const started = this.deps.clock()
    const wait = {
      prompt: request.prompt,
      timeoutMs: request.timeoutMs,
      signal,
    }
    const verdict = await this.gate.check(
      { client: request.client, what: asked(request), asked: askedOf(request) },
      wait,
    )
    if (verdict === 'timeout') {
      throw new CliFailure({
        code: 'timeout',
        message: 'Nobody answered the approval prompt in Token Desk in time.',
      })
    }
    if (verdict === 'denied') throw new CliFailure(denied)
    // Switched off (or locked) while the prompt was open: that wins.
    this.requireEnabled(true)

    const { backend } = this.deps
    if (request.op === 'list') return backend.rows()
    if (request.op === 'verify') {
      return backend.verify(verifySelection(backend.rows(), request.profiles))
    }
    const rows = backend.rows()
    const selection = selectProfile(rows, request.profile)
    if (selection.kind === 'none') {
      throw new CliFailure({
        code: 'unknown-profile',
        message: notFoundMessage(rows, request.profile),
        candidates: selection.candidates,
      })
    }
    if (selection.kind === 'many') {
      throw new CliFailure({
        code: 'ambiguous-profile',
        message: `“${request.profile}” names ${selection.candidates.length} profiles: ${howToPick(rows, selection.candidates)}.`,
        candidates: selection.candidates,
      })
    }
    const need = {
      minTtlMs: request.minTtlMs,
      force: request.force === true,
      timeoutMs: Math.max(request.timeoutMs - (this.deps.clock() - started), 0),
      signal,
      client: request.client,
    }
    // Renewals later in the stream get the whole --timeout each.
    if (request.op === 'watch')
      return this.watch(
        selection.row.id,
        { ...need, timeoutMs: request.timeoutMs },
        need.timeoutMs,
        approved,
      )
    const token = await backend.token(selection.row.id, need)
    backend.recordGiven(selection.row.id, request.client, token)
    return token
  }

  /**
   * The stream after its one approval ("Allow once" is this stream). Before
   * each renewal: access switched off, or an approval on record at the start
   * that has since been withdrawn, ends it; a locked window makes it wait.
   */
  private watch(
    profileId: string,
    need: TokenNeed,
    firstTimeoutMs: number,
    approvedBefore: boolean,
  ): Watch {
    const { backend, clock, enabled, locked } = this.deps
    const gate = (): 'go' | 'wait' | CliError => {
      if (!enabled()) {
        return {
          code: 'access-off',
          message: 'Command line access was switched off in Token Desk.',
        }
      }
      if (approvedBefore && this.approvals.approval(need.client.id).kind !== 'approved')
        return denied
      return locked?.() ? 'wait' : 'go'
    }
    return new Watch({
      run: async (send, hangUp) => {
        const error = await watchToken(
          profileId,
          { ...need, signal: hangUp },
          (token) => send(reply({ ok: true, value: token })),
          { backend, clock, gate, firstTimeoutMs },
        )
        return error === null ? null : refusal(error)
      },
    })
  }

  /**
   * Off (a setting the user looks up anyway) is said to everyone; that the
   * window is locked only to an approved client. An unapproved one goes to
   * the approval gate as always, whose prompt waits unseen while the window
   * is locked (lockedPrompt.ts): it learns nothing beyond an unanswered prompt.
   */
  private requireEnabled(approved: boolean): void {
    if (!this.deps.enabled()) {
      throw new CliFailure({
        code: 'access-off',
        message: 'Command line access is off. Switch it on in Token Desk: Settings → Command line.',
      })
    }
    if (!approved || !this.deps.locked?.()) return
    throw new CliFailure({
      code: 'access-off',
      message: 'Token Desk is locked. Unlock it in its window, then run the command again.',
    })
  }

  private status(clientId: string): CliStatus {
    if (!this.deps.enabled()) return { access: { kind: 'off' } }
    const approval = this.approvals.approval(clientId)
    if (approval.kind !== 'approved') return { access: { kind: 'not-approved' } }
    return {
      access: approval,
      app: {
        ...this.deps.app,
        dataDir: this.deps.host?.dataDir ?? '',
        locked: this.deps.locked?.() ?? false,
      },
    }
  }
}

type PromptedRequest = Extract<CliRequest, { client: unknown; prompt: boolean }>

/** A profile name as a prompt shows it: control characters are spaces. */
const shownName = (name: string): string => name.replace(/[\p{Cc}\p{Cf}]/gu, ' ')

/** What the approval prompt says the command asks for (in English: the log's, the gate's key). */
function asked(request: PromptedRequest): string {
  if (request.op === 'list') return 'the list of profiles'
  if (request.op === 'verify') return verifyWhat(request.profiles)
  const name = `“${shownName(request.profile)}”`
  return request.op === 'watch'
    ? `tokens for ${name}, kept fresh while a command runs`
    : `a token for ${name}`
}

/** The same, for the prompt to say in the desktop's language. */
function askedOf(request: PromptedRequest): CliAsked {
  if (request.op === 'list') return { kind: 'list' }
  if (request.op === 'verify') {
    const { profiles } = request
    return { kind: 'verify', profiles: profiles === 'all' ? 'all' : profiles.map(shownName) }
  }
  return { kind: request.op, profile: shownName(request.profile) }
}

/** A `watch` answer: the line server streams it instead of sending one line. */
class Watch {
  constructor(readonly stream: LineStream) {}
}
