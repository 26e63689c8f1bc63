import type { RenewOutcome } from '../ipc/events'
import type { RenewReason } from './renewPlan'

export interface RenewCounts {
  renewed: number
  /** No working token left, for a reason other than a refused password. */
  failed: number
  /** The renewal failed, not for the password; the token it was to replace still works. */
  stillValid: number
  /** The service refused the password (401), whether or not the old token still works. */
  refused: number
  /** Stopped by the user. */
  cancelled: number
  /** No password kept. */
  skipped: number
  /** Not tried: its login's password was refused earlier in the same run. */
  notTried: number
  /** The renewed ones by the state their token was in. */
  renewedFrom: Record<RenewReason, number>
}

/**
 * Each outcome counted under its own kind: the switch fails to compile when a
 * kind is added. A refused password is counted apart from other failures, as
 * the results group it (outcomeGroups): its next step is a new password, not
 * a retry.
 */
export function countOutcomes(outcomes: readonly RenewOutcome[]): RenewCounts {
  const counts: RenewCounts = {
    renewed: 0,
    failed: 0,
    stillValid: 0,
    refused: 0,
    cancelled: 0,
    skipped: 0,
    notTried: 0,
    renewedFrom: { valid: 0, expiring: 0, expired: 0, rejected: 0, none: 0 },
  }
  for (const outcome of outcomes) {
    switch (outcome.kind) {
      case 'renewed':
        counts.renewed++
        counts.renewedFrom[outcome.reason]++
        break
      case 'failed':
        if (outcome.error.code === 'auth-rejected') counts.refused++
        else counts.failed++
        break
      case 'failed-still-valid':
        if (outcome.error.code === 'auth-rejected') counts.refused++
        else counts.stillValid++
        break
      case 'cancelled':
        counts.cancelled++
        break
      case 'skipped':
        if (outcome.why === 'no-password') counts.skipped++
        else counts.notTried++
        break
      default:
        return unreachable(outcome)
    }
  }
  return counts
}

const unreachable = (value: never): never => {
  throw new Error(`Unknown outcome ${JSON.stringify(value)}`)
}
