import type { RenewAllSummary, RenewOutcome } from '../ipc/events'
import { countOf } from '../text/countOf'
import type { RenewReason } from './renewPlan'

export interface RenewCounts {
  renewed: number
  /** No working token left. */
  failed: number
  /** The renewal failed; the token it was to replace still works. */
  stillValid: number
  /** Stopped by the user. */
  cancelled: number
  skipped: number
  /** The renewed ones by the state their token was in. */
  renewedFrom: Record<RenewReason, number>
}

/** Each outcome counted under its own kind: the switch fails to compile when a kind is added. */
export function countOutcomes(outcomes: readonly RenewOutcome[]): RenewCounts {
  const counts: RenewCounts = {
    renewed: 0,
    failed: 0,
    stillValid: 0,
    cancelled: 0,
    skipped: 0,
    renewedFrom: { valid: 0, expiring: 0, expired: 0, rejected: 0, none: 0 },
  }
  for (const outcome of outcomes) {
    switch (outcome.kind) {
      case 'renewed':
        counts.renewed++
        counts.renewedFrom[outcome.reason]++
        break
      case 'failed':
        counts.failed++
        break
      case 'failed-still-valid':
        counts.stillValid++
        break
      case 'cancelled':
        counts.cancelled++
        break
      case 'skipped':
        counts.skipped++
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

/** Why a profile was skipped, as the user reads it. */
export function skipReasonText(outcome: Extract<RenewOutcome, { kind: 'skipped' }>): string {
  switch (outcome.why) {
    case 'no-password':
      return 'No password is kept: enter it to get a token.'
    case 'login-refused':
      return `Its login's password was just refused for “${outcome.refusedFor}” (401): not tried again.`
  }
}

/** "2 expired, 1 expiring": what the renewed tokens were, largest group first. */
function renewedFromText(from: Record<RenewReason, number>): string {
  const parts = (['expired', 'expiring', 'rejected'] as const)
    .filter((reason) => from[reason] > 0)
    .map((reason) => `${from[reason]} ${reason}`)
  return parts.join(', ')
}

/**
 * One sentence for a finished run, shared by the window and the tray
 * notification so both say the same thing: what ran, what came of it, and
 * what was left alone and why.
 */
export function renewSummaryText(summary: RenewAllSummary): string {
  const counts = countOutcomes(summary.outcomes)
  const { valid, withoutToken, renewing } = summary.leftAlone
  const left = [
    valid > 0 ? `${countOf(valid, 'token')} still valid beyond the warning window` : '',
    withoutToken > 0 ? `${countOf(withoutToken, 'profile')} without a token yet` : '',
    renewing > 0 ? `${countOf(renewing, 'renewal')} already under way` : '',
  ].filter(Boolean)
  const leftText = left.length > 0 ? ` Left alone: ${left.join('; ')}.` : ''

  if (summary.total === 0) {
    const nothing =
      summary.scope === 'due'
        ? 'Nothing to renew: no token is expiring, expired or rejected.'
        : 'Every profile already has a token.'
    return `${nothing}${leftText}`
  }
  const from = renewedFromText(counts.renewedFrom)
  const done =
    summary.scope === 'due'
      ? `${countOf(counts.renewed, 'token')} renewed${from ? ` (${from})` : ''}`
      : `${countOf(counts.renewed, 'profile')} got a token`
  const problems = [
    counts.failed > 0 ? `${counts.failed} failed` : '',
    counts.stillValid > 0
      ? `${countOf(counts.stillValid, 'renewal')} failed with the current token still valid`
      : '',
    counts.cancelled > 0 ? `${counts.cancelled} cancelled` : '',
    counts.skipped > 0 ? `${counts.skipped} skipped` : '',
  ].filter(Boolean)
  const of =
    summary.scope === 'due'
      ? `${summary.total} due`
      : summary.scope === 'selected'
        ? `${countOf(summary.total, 'profile')} chosen`
        : `${summary.total} without a token`
  return `${of}: ${[done, ...problems].join(', ')}.${leftText}`
}
