import type { RenewOutcome } from '../ipc/events'
import type { ProfileRow } from '../model/profile'

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

/** Each profile's token when a batch's results came, by id: its issue time, or null for none. */
export type TokensThen = ReadonlyMap<string, number | null>

const issuedAtOf = (row: Pick<ProfileRow, 'token'> | undefined): number | null => {
  const token = row?.token.kind === 'renewing' ? row.token.previous : row?.token
  return token?.kind === 'issued' ? token.issuedAt : null
}

/** The tokens of the batch's profiles that did not get one, as they stand now (see tokensGotSince). */
export function tokensThen(
  outcomes: readonly RenewOutcome[],
  rows: readonly Pick<ProfileRow, 'id' | 'token'>[],
): TokensThen {
  const wanted = new Set(outcomes.flatMap((o) => (o.kind === 'renewed' ? [] : [o.profileId])))
  const then = new Map<string, number | null>()
  for (const row of rows) if (wanted.has(row.id)) then.set(row.id, issuedAtOf(row))
  return then
}

/**
 * A batch's outcomes with the tokens got since for the profiles it did not
 * serve (a password entered on the profile itself, a Get token there): such
 * a profile is no longer "refused, not sent again" or "Need a password", and
 * its group no longer asks for what was done. Read off the rows, whose token
 * is newer than the one `then` kept (no clocks compared).
 */
export function tokensGotSince(
  outcomes: readonly RenewOutcome[],
  rows: readonly Pick<ProfileRow, 'id' | 'token'>[],
  then: TokensThen,
): RenewOutcome[] {
  if (then.size === 0) return [...outcomes]
  const got = new Map<string, number>()
  for (const row of rows) {
    if (!then.has(row.id)) continue
    const issued = issuedAtOf(row)
    const before = then.get(row.id) ?? null
    if (issued !== null && (before === null || issued > before) && row.token.kind === 'issued')
      got.set(row.id, row.token.expiresAt)
  }
  if (got.size === 0) return [...outcomes]
  return outcomes.map((o) => {
    const expiresAt = got.get(o.profileId)
    return expiresAt === undefined || o.kind === 'renewed'
      ? o
      : { profileId: o.profileId, name: o.name, reason: o.reason, kind: 'renewed', expiresAt }
  })
}
