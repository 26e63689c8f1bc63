import { tokenStateAt } from '../../../shared/model/token'
import type { ProfileRepository } from '../profiles/profileRepository'
import type { RequestRepository } from '../requests/requestRepository'
import type { DiagnosticsFacts, TokenCounts } from './diagnostics'

/** How many profiles, tokens per state and saved requests there are: numbers only. */
export function countRecords(
  repo: ProfileRepository,
  requests: RequestRepository,
  now: number,
  warningMs: number,
): DiagnosticsFacts['counts'] {
  const tokens: TokenCounts = { none: 0, valid: 0, expiring: 0, expired: 0, rejected: 0 }
  let savedRequests = 0
  const profiles = repo.list()
  for (const profile of profiles) {
    const state = tokenStateAt(repo.token(profile.id), now, warningMs)
    // Stored tokens are never "renewing"; that lives in memory only.
    if (state.kind !== 'renewing') tokens[state.kind]++
    savedRequests += requests.rows(profile.id).length
  }
  return { profiles: profiles.length, tokens, savedRequests }
}
