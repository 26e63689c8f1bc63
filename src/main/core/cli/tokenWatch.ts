import type { CliError, CliToken, CliWatchToken } from '../../../shared/cli/protocol'
import { renewLeadOf } from '../../../shared/time/renewLead'
import type { Clock } from '../clock'
import type { CliBackend, TokenLifetime, TokenNeed } from './cliBackend'
import { toCliFailure } from './servicesBackend'

/**
 * How often a stream compares its token with the app's clock. Timers run in
 * real time while the wall clock may jump (sleep, a clock set by hand or by
 * NTP, the harness's clock control): a timeout set for the renewal would fire
 * hours late after such a jump. A check every second is two reads of
 * metadata, and catches a jump within a second, as the tray does.
 */
export const WATCH_TICK_MS = 1_000
const FIRST_RETRY_MS = 1_000
const MAX_RETRY_MS = 60_000

/** After `failures` network failures in a row: 1 s, 2 s, 4 s … 1 min. */
export const watchRetryDelay = (failures: number): number =>
  Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1))

/** When a stream takes its token: --min-ttl before expiry, or a third of its life if shorter. */
export function watchDue(token: TokenLifetime | null, minTtlMs: number, now: number): boolean {
  if (token === null || token.rejected) return true
  return token.expiresAt - now <= renewLeadOf(token, Math.max(minTtlMs, 1))
}

export interface WatchDeps {
  backend: CliBackend
  clock: Clock
  /**
   * Asked before each renewal: go, wait (the window is locked: the renewal
   * waits for the user to unlock it), or the error that ends the stream
   * (access switched off, the client's approval withdrawn).
   */
  gate: () => 'go' | 'wait' | CliError
  /** What is left of --timeout for the first token (the approval took the rest). */
  firstTimeoutMs: number
}

/**
 * A `watch` stream: the token now, then each new one, renewed by the app's
 * clock through the backend's single-flight renewal (shared with the window,
 * auto-renew and `header`). A token renewed by someone else is passed on
 * too. Network failures are retried with back-off until the token has
 * expired; any other failure ends the stream with it. Resolves with that
 * error, or null once the signal aborts; leaves no timer behind.
 */
export function watchToken(
  profileId: string,
  need: TokenNeed,
  send: (token: CliWatchToken) => void,
  deps: WatchDeps,
): Promise<CliError | null> {
  const { backend, clock } = deps
  const { signal } = need
  let last: CliToken | null = null
  let busy = false
  let failures = 0
  let retryAt = 0

  const push = (token: CliToken): void => {
    if (last && last.token === token.token && last.expiresAt === token.expiresAt) return
    last = token
    backend.recordGiven(profileId, need.client, token)
    send({ ...token, remainingMs: token.expiresAt - clock() })
  }

  return new Promise((resolve) => {
    let timer: ReturnType<typeof setInterval> | undefined
    const end = (error: CliError | null): void => {
      clearInterval(timer)
      signal.removeEventListener('abort', aborted)
      resolve(error)
    }
    const aborted = (): void => end(null)
    signal.addEventListener('abort', aborted, { once: true })

    const attempt = async (first: boolean): Promise<void> => {
      busy = true
      try {
        push(
          await backend.token(
            profileId,
            // --force is for the first token: later ones pass on or renew when due.
            first ? { ...need, timeoutMs: deps.firstTimeoutMs } : { ...need, force: false },
          ),
        )
        failures = 0
      } catch (error) {
        if (signal.aborted) return
        const failure = toCliFailure(error).error
        const now = clock()
        // The app keeps trying while the token it handed out still works.
        if (!first && failure.code === 'network' && last !== null && now < last.expiresAt) {
          failures++
          retryAt = now + watchRetryDelay(failures)
          return
        }
        end(failure)
      } finally {
        busy = false
      }
    }

    const tick = (): void => {
      if (busy || signal.aborted || last === null) return
      const now = clock()
      const stored = backend.lifetime(profileId)
      const renewed = stored !== null && !stored.rejected && stored.expiresAt !== last.expiresAt
      const due = watchDue(stored, need.minTtlMs, now) && now >= retryAt
      if (!renewed && !due) return
      const verdict = deps.gate()
      if (verdict === 'wait') return
      if (verdict !== 'go') return end(verdict)
      void attempt(false)
    }

    void attempt(true).then(() => {
      if (signal.aborted || last === null) return
      timer = setInterval(tick, WATCH_TICK_MS)
      timer.unref()
    })
  })
}
