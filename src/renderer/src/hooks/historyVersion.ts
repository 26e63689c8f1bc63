import type { ProfileView } from '../../../shared/model/profile'
import { standingToken } from '../../../shared/model/token'

/**
 * What a profile's view shows changed when its history (token activity and
 * the kept exchanges the entries link) grew: a token obtained, renewed,
 * refused or failed, and a token given to the command line (its last use).
 * One key for both lists, so an entry never shows before the exchange it links.
 */
export function historyVersion(profile: ProfileView): string {
  const standing = standingToken(profile.token)
  return [
    profile.id,
    profile.token.kind,
    standing?.issuedAt,
    standing?.rejectedAt,
    profile.lastError?.message,
    profile.lastError?.at,
    profile.lastUsedAt,
  ].join('|')
}
