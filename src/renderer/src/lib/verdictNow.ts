import type { Verification } from '../../../shared/ipc/contract'
import type { IssuedToken, SettledTokenState } from '../../../shared/model/token'

/**
 * How a "Verify now" verdict stands against the token shown now: about it
 * (`current`), about it before it expired or was refused since, or (null)
 * about a token that no longer stands (replaced or forgotten), shown nowhere.
 */
export type VerdictNow = 'current' | 'since-expired' | 'since-rejected' | null

export function verdictNow(
  result: Verification,
  standing: IssuedToken | null,
  kind: SettledTokenState['kind'],
): VerdictNow {
  // A token's issue time is its identity: a verdict goes only beside the token it verified.
  if (standing === null || standing.issuedAt !== result.issuedAt) return null
  if (kind === 'expired') return 'since-expired'
  if (kind === 'rejected' && result.kind !== 'rejected') return 'since-rejected'
  return 'current'
}
