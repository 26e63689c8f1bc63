import type { CliVerifyRow, CliVerifyState } from '../../../shared/cli/protocol'
import type { BulkVerifyOutcome } from '../../../shared/model/bulk'

/**
 * The window's Verify outcome as a `token-desk verify` row. What the Board
 * groups apart stays apart here: no token and no probe were never sent (the
 * window's Verify does not fetch a token either), a network failure never
 * arrived.
 */
export function verifyRow(outcome: BulkVerifyOutcome, account: string): CliVerifyRow {
  const row = { profile: outcome.name, id: outcome.profileId, account, checkedAt: outcome.at }
  switch (outcome.kind) {
    case 'accepted':
      return { ...row, state: 'accepted', status: outcome.status, message: 'Accepted.' }
    case 'rejected':
      return {
        ...row,
        state: 'refused',
        status: outcome.status,
        message: 'Refused: the token no longer works.',
      }
    case 'wrong-account':
      return {
        ...row,
        state: 'wrong-account',
        status: outcome.status,
        message: `Refused: this login's token is for account ${outcome.account}.`,
      }
    case 'inconclusive':
      return { ...row, state: 'inconclusive', status: outcome.status, message: outcome.message }
    case 'failed':
      return { ...row, state: failedState(outcome.code), status: null, message: outcome.message }
  }
}

const failedState = (code: string): CliVerifyState =>
  code === 'no-token' || code === 'no-probe' || code === 'network' ? code : 'failed'
