/** Spec 2.3: a token is valid for 24 hours from issue. */
export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000
/** Default warning window before expiry: a token inside it is "expiring". */
export const DEFAULT_WARNING_MS = 60 * 60 * 1000

/**
 * What main persists and tells the renderer about a token: its times, never
 * its value. `rejectedAt` is set when a request got 401 although the token was
 * believed valid.
 */
export type TokenSnapshot =
  | { kind: 'none' }
  | { kind: 'issued'; issuedAt: number; expiresAt: number; rejectedAt: number | null }

/** The token's state at one instant; derived, never stored. */
export type TokenState =
  | { kind: 'none' }
  | { kind: 'valid'; issuedAt: number; expiresAt: number; remainingMs: number }
  | { kind: 'expiring'; issuedAt: number; expiresAt: number; remainingMs: number }
  | { kind: 'expired'; issuedAt: number; expiresAt: number }
  | { kind: 'rejected'; issuedAt: number; expiresAt: number; rejectedAt: number }

export type TokenStateKind = TokenState['kind']

/**
 * Recomputed from the wall clock every time, so restarts, sleep and clock
 * changes cannot leave a stale state behind.
 */
export function tokenStateAt(
  snapshot: TokenSnapshot,
  now: number,
  warningMs: number = DEFAULT_WARNING_MS,
): TokenState {
  if (snapshot.kind === 'none') return snapshot
  const { issuedAt, expiresAt, rejectedAt } = snapshot
  if (rejectedAt !== null) return { kind: 'rejected', issuedAt, expiresAt, rejectedAt }
  const remainingMs = expiresAt - now
  if (remainingMs <= 0) return { kind: 'expired', issuedAt, expiresAt }
  if (remainingMs <= warningMs) return { kind: 'expiring', issuedAt, expiresAt, remainingMs }
  return { kind: 'valid', issuedAt, expiresAt, remainingMs }
}

export const stateLabels: Record<TokenStateKind, string> = {
  none: 'No token',
  valid: 'Valid',
  expiring: 'Expiring soon',
  expired: 'Expired',
  rejected: 'Rejected',
}
