import type { RenewAllSummary, RenewOutcome } from '../../../shared/ipc/events'
import type { BulkVerifyOutcome } from '../../../shared/model/bulk'
import type { RenewGroupKey } from '../../../shared/renew/outcomeGroups'
import { renewSummarySentence } from '../../../shared/i18n/renewSummarySentence'
import { sayOf, t } from '../i18n'
import { hourMinute } from './format'

/**
 * One line on what came of a profile's token request, true at `now`: the
 * results stay up, and a token they called valid may have expired since.
 */
export function renewOutcomeText(outcome: RenewOutcome, now: number): string {
  switch (outcome.kind) {
    case 'renewed':
      if (outcome.expiresAt <= 0) return ''
      return t(
        outcome.expiresAt > now ? 'renew:outcome.validUntil' : 'renew:outcome.expiredSince',
        {
          time: hourMinute(outcome.expiresAt, now),
        },
      )
    case 'failed':
      return sayOf(outcome.error)
    case 'failed-still-valid':
      return t(
        outcome.validUntil > now ? 'renew:outcome.stillValid' : 'renew:outcome.keptExpired',
        {
          time: hourMinute(outcome.validUntil, now),
          message: sayOf(outcome.error),
        },
      )
    case 'cancelled':
      return t('renew:outcome.cancelled')
    case 'skipped':
      // As skipReasonText says it for main and the command line.
      return outcome.why === 'no-password'
        ? t('renew:outcome.noPassword')
        : t('renew:outcome.loginRefused', { name: outcome.refusedFor })
  }
}

/** One sentence for a finished run, in the window's language (shared/i18n/renewSummarySentence). */
export const renewSummaryLine = (summary: RenewAllSummary): string =>
  renewSummarySentence(summary, (key, values) => t(`renewSummary:${key}`, { ...values }))

/** Each group's heading; `firstTokens`: the run got first tokens rather than renewing. */
export const renewGroupTitle = (key: RenewGroupKey, firstTokens: boolean): string =>
  key === 'renewed' && firstTokens ? t('renew:group.gotToken') : t(`renew:group.${key}`)

/** The short label each profile of a group wears. */
export const renewGroupTone = (key: RenewGroupKey): 'ok' | 'warn' | 'danger' | 'plain' =>
  key === 'renewed'
    ? 'ok'
    : key === 'failed' || key === 'refused'
      ? 'danger'
      : key === 'cancelled'
        ? 'plain'
        : 'warn'

/** A Verify's outcome in one sentence, as the window says it (verifyDetail says it in a report). */
export const verifyOutcomeText = (o: BulkVerifyOutcome): string =>
  o.kind === 'accepted'
    ? t('board:results.accepted', { status: o.status })
    : o.kind === 'rejected'
      ? t('board:results.refused', { status: o.status })
      : o.kind === 'wrong-account'
        ? t('board:results.wrongAccount', { status: o.status, account: o.account })
        : sayOf(o)
