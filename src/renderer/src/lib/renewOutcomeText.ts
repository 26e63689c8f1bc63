import type { RenewOutcome } from '../../../shared/ipc/events'
import type { RenewGroupKey } from '../../../shared/renew/outcomeGroups'
import { skipReasonText } from '../../../shared/renew/renewSummary'
import { hourMinute } from './format'

/** One line on what came of a profile's token request. */
export function renewOutcomeText(outcome: RenewOutcome, now: number): string {
  switch (outcome.kind) {
    case 'renewed':
      return outcome.expiresAt > 0 ? `Valid until ${hourMinute(outcome.expiresAt, now)}.` : ''
    case 'failed':
      return outcome.error.message
    case 'failed-still-valid':
      return `Renewal failed, current token still valid until ${hourMinute(outcome.validUntil, now)}. ${outcome.error.message}`
    case 'cancelled':
      return 'You cancelled it; the token that stood is untouched.'
    case 'skipped':
      return skipReasonText(outcome)
  }
}

/** Each group's heading; `firstTokens`: the run got first tokens rather than renewing. */
export const renewGroupTitle = (key: RenewGroupKey, firstTokens: boolean): string => {
  switch (key) {
    case 'no-password':
      return 'Need a password'
    case 'failed':
      return 'Failed'
    case 'still-valid':
      return 'Renewal failed, current token still valid'
    case 'cancelled':
      return 'Cancelled'
    case 'login-refused':
      return 'Not tried: its login’s password was refused'
    case 'renewed':
      return firstTokens ? 'Got a token' : 'Renewed'
  }
}

/** The short label each profile of a group wears. */
export const renewGroupTone = (key: RenewGroupKey): 'ok' | 'warn' | 'danger' | 'plain' =>
  key === 'renewed' ? 'ok' : key === 'failed' ? 'danger' : key === 'cancelled' ? 'plain' : 'warn'
