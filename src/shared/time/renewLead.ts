/**
 * The share of a token's real lifetime that is left when auto-renew takes it
 * at the latest. A third: the token serves two thirds of its life (renewals
 * come at most 1.5 times as often as the service issues tokens on its own),
 * and the third that is left still has room for the retries' back-off (30 s,
 * then 1 min) before the token ends. The lead time setting is sized for the
 * spec's 24-hour tokens; against a 5-minute token a 15-minute lead would make
 * every new token due the moment it is issued, and auto-renew would fetch a
 * new one at every check, for ever.
 */
export const RENEW_SHARE_LEFT = 1 / 3

type Lifetime = { issuedAt: number; expiresAt: number }

/**
 * How long before its expiry a token is renewed: the lead time, clamped to
 * RENEW_SHARE_LEFT of the token's lifetime, whichever is shorter. A token born
 * expired (a service's clock behind this computer's) has no lifetime: 0.
 */
export function renewLeadOf(token: Lifetime, leadMs: number): number {
  const lifetime = Math.max(0, token.expiresAt - token.issuedAt)
  return Math.min(leadMs, lifetime * RENEW_SHARE_LEFT)
}

/** When auto-renew takes the token: never earlier than two thirds into its own life. */
export const renewDueAt = (token: Lifetime, leadMs: number): number =>
  token.expiresAt - renewLeadOf(token, leadMs)

/** The lead time setting does not apply as set: this token is too short for it. */
export const leadClamped = (token: Lifetime, leadMs: number): boolean =>
  renewLeadOf(token, leadMs) < leadMs
