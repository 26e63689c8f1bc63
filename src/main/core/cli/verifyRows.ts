import type { CliVerifyRow, CliVerifyState } from '../../../shared/cli/protocol'
import type { BulkVerifyOutcome } from '../../../shared/model/bulk'

/**
 * The window's Verify outcome as a `token-desk verify` row. What the Board
 * groups apart stays apart here: no token and no probe were never sent (the
 * window's Verify does not fetch a token either), a network failure never
 * arrived.
 */
export function verifyRow(outcome: BulkVerifyOutcome, account: string): CliVerifyRow {
  const row = (state: CliVerifyState, status: number | null, message: string): CliVerifyRow => ({
    profile: outcome.name,
    id: outcome.profileId,
    account,
    state,
    status,
    // Nothing was sent for a profile without a token or a probe: no time to claim for it.
    checkedAt: state === 'no-token' || state === 'no-probe' ? null : outcome.at,
    message,
  })
  switch (outcome.kind) {
    case 'accepted':
      return row('accepted', outcome.status, 'Accepted.')
    case 'rejected':
      return row('refused', outcome.status, 'Refused: the token no longer works.')
    case 'wrong-account':
      return row(
        'wrong-account',
        outcome.status,
        `Refused: this login's token is for account ${outcome.account}.`,
      )
    case 'inconclusive':
      return row('inconclusive', outcome.status, outcome.message)
    case 'failed':
      return row(failedState(outcome.code), null, outcome.message)
  }
}

const failedState = (code: string): CliVerifyState =>
  code === 'no-token' || code === 'no-probe' || code === 'network' ? code : 'failed'
