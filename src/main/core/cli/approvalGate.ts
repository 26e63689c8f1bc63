import type { CliClient } from '../../../shared/cli/protocol'
import type { CliApprovalAnswer } from '../../../shared/model/cli'
import type { Clock } from '../clock'
import type { CliApprovals } from './approvals'

/** What a command asks for, each profile name with its control characters made spaces. */
export type CliAsked =
  | { kind: 'list' }
  | { kind: 'verify'; profiles: readonly string[] | 'all' }
  | { kind: 'token' | 'watch'; profile: string }

/** What the user is asked, in the app ("Allow `token-desk` access?"). */
export interface CliApprovalRequest {
  client: CliClient
  /**
   * What the command wants, e.g. `a token for “Acme”`, in English: the log's
   * words, and what a waiting request must match to share a prompt.
   */
  what: string
  /** The same, for the prompt to say in the language the desktop speaks (approvalDialog.ts). */
  asked: CliAsked
}

/** The app's approval prompt (an Electron message box with four buttons). */
export interface CliApprovalPrompt {
  /** `close` aborts when nobody waits for the answer any more: the prompt goes away. */
  ask(request: CliApprovalRequest, close: AbortSignal): Promise<CliApprovalAnswer>
}

export type GateResult = 'allowed' | 'denied' | 'timeout'

export interface GateOptions {
  /** Prompts open at once, over all clients; more are denied at once. */
  maxPending: number
  /** After a "Deny", the same client is denied without a prompt for this long (a looping script). */
  denyCooldownMs: number
}

interface Pending {
  /** What the prompt names: only requests asking for exactly this wait for its answer. */
  what: string
  answer: Promise<CliApprovalAnswer>
  /** Resolves once the prompt is answered or taken away (and no longer the client's pending one). */
  over: Promise<void>
  waiters: number
  close: AbortController
}

/** A request's own deadline: its --timeout, or the command hanging up. */
interface Deadline {
  reached: Promise<'timeout'>
  dispose(): void
}

function deadline(wait: { timeoutMs: number; signal: AbortSignal }): Deadline {
  let timer: ReturnType<typeof setTimeout> | undefined
  let onAbort: (() => void) | undefined
  const reached = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), wait.timeoutMs)
    onAbort = () => resolve('timeout')
    wait.signal.addEventListener('abort', onAbort, { once: true })
  })
  return {
    reached,
    dispose: () => {
      clearTimeout(timer)
      if (onAbort) wait.signal.removeEventListener('abort', onAbort)
    },
  }
}

/**
 * Decides whether a client may have what it asks: an approval on record, or
 * the user's answer to one prompt per client. A prompt's answer covers the
 * requests that ask for what it names, word for word; a request for
 * something else waits until that prompt is over, then gets its own prompt
 * (unless the answer approved the client for 8 hours or always, or denied
 * it: those are about the client, and the prompt says so).
 */
export class ApprovalGate {
  private readonly pending = new Map<string, Pending>()
  private readonly deniedAt = new Map<string, number>()

  constructor(
    private readonly approvals: CliApprovals,
    private readonly prompt: CliApprovalPrompt,
    private readonly clock: Clock,
    private readonly options: GateOptions = { maxPending: 3, denyCooldownMs: 10_000 },
    private readonly log: (line: string) => void = () => undefined,
  ) {}

  async check(
    request: CliApprovalRequest,
    wait: { prompt: boolean; timeoutMs: number; signal: AbortSignal },
  ): Promise<GateResult> {
    const { client } = request
    const until = deadline(wait)
    try {
      for (;;) {
        if (this.approvals.approval(client.id).kind === 'approved') {
          this.approvals.touch(client)
          return 'allowed'
        }
        if (!wait.prompt) return 'denied'
        const denied = this.deniedAt.get(client.id)
        if (denied !== undefined && this.clock() - denied < this.options.denyCooldownMs)
          return 'denied'
        const pending = this.pending.get(client.id)
        if (pending?.what === request.what) return await this.await(client.id, pending, until)
        if (pending) {
          // Another request's prompt: its "Allow once" is not this request's.
          if ((await Promise.race([pending.over, until.reached])) === 'timeout') return 'timeout'
          continue
        }
        if (this.pending.size >= this.options.maxPending) return 'denied'
        return await this.await(client.id, this.open(request), until)
      }
    } finally {
      until.dispose()
    }
  }

  private open(request: CliApprovalRequest): Pending {
    const { client } = request
    const close = new AbortController()
    let end = (): void => undefined
    const over = new Promise<void>((resolve) => {
      end = () => {
        if (this.pending.get(client.id) === pending) this.pending.delete(client.id)
        resolve()
      }
    })
    const answer = this.prompt.ask(request, close.signal).then(
      (answer) => {
        // A prompt closed because nobody waits any more is no decision.
        if (close.signal.aborted) return 'deny' as const
        if (answer === '8h' || answer === 'always') this.approvals.grant(client, answer)
        if (answer === 'deny') this.deniedAt.set(client.id, this.clock())
        return answer
      },
      (error: unknown) => {
        this.log(`approval prompt failed: ${error instanceof Error ? error.name : 'error'}`)
        return 'deny' as const
      },
    )
    const pending: Pending = { what: request.what, answer, over, waiters: 0, close }
    this.pending.set(client.id, pending)
    void answer.finally(end)
    close.signal.addEventListener('abort', end, { once: true })
    return pending
  }

  private async await(clientId: string, pending: Pending, until: Deadline): Promise<GateResult> {
    pending.waiters++
    try {
      const result = await Promise.race([pending.answer, until.reached])
      if (result === 'timeout') return 'timeout'
      return result === 'deny' ? 'denied' : 'allowed'
    } finally {
      pending.waiters--
      // Nobody waits for this prompt any more: take it off the screen.
      if (pending.waiters === 0 && this.pending.get(clientId) === pending) pending.close.abort()
    }
  }
}
