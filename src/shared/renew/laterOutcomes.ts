import type { RenewOutcome } from '../ipc/events'

/**
 * A batch's outcomes as they stand after later tries of some of its
 * profiles (the passwords entered for those it skipped): each profile's
 * latest outcome in the batch's order, so "Need a password (42)" does not
 * stay beside the tokens those passwords got.
 */
export function withLaterOutcomes(
  outcomes: readonly RenewOutcome[],
  later: readonly RenewOutcome[],
): RenewOutcome[] {
  if (later.length === 0) return [...outcomes]
  const latest = new Map(later.map((o) => [o.profileId, o]))
  return outcomes.map((o) => latest.get(o.profileId) ?? o)
}
