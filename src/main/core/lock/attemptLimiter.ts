import { said, type Said } from '../../../shared/i18n/said'
import { english } from '../../../shared/i18n/sayMessage'
import type { Clock } from '../clock'

/** A mistyped passphrase or two costs nothing; after that each wrong one doubles the wait. */
const FREE_ATTEMPTS = 2
const FIRST_DELAY_MS = 1_000
const MAX_DELAY_MS = 10 * 60_000

/** How long to wait after `failures` wrong attempts in a row: 0, 0, 1 s, 2 s, 4 s … up to 10 min. */
export const delayAfter = (failures: number): number =>
  failures <= FREE_ATTEMPTS
    ? 0
    : Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_ATTEMPTS - 1), MAX_DELAY_MS)

/**
 * Wrong attempts in a row, and when the next may be looked at. Kept in
 * memory: whoever can restart the app can also edit its files (see
 * docs/security.md), so persisting it would add nothing.
 */
export class AttemptLimiter {
  private failures = 0
  private notBefore = 0

  constructor(private readonly clock: Clock) {}

  /** Milliseconds until an attempt will be looked at; 0: now. */
  waitMs(): number {
    return Math.max(0, this.notBefore - this.clock())
  }

  /** Records a wrong attempt; returns the wait before the next one. */
  failed(): number {
    this.failures++
    this.notBefore = this.clock() + delayAfter(this.failures)
    return this.waitMs()
  }

  succeeded(): void {
    this.failures = 0
    this.notBefore = 0
  }
}

/** "8 seconds", "2 minutes": how long to wait, rounded up, as a person reads it (as data). */
export function waitSaid(ms: number): Said {
  const seconds = Math.ceil(ms / 1000)
  if (seconds < 60) return said('app.unlock.seconds', { count: seconds })
  return said('app.unlock.minutes', { count: Math.ceil(seconds / 60) })
}

/** waitSaid in English. */
export const waitText = (ms: number): string => english(waitSaid(ms))
