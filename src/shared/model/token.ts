import type { AuthMethod, Envelope } from './portal'
import { cutShort } from '../text/cutShort'

/** Spec 2.3: a token is valid for 24 hours from issue. */
export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000
/** Default warning window before expiry: a token inside it is "expiring". */
export const DEFAULT_WARNING_MS = 60 * 60 * 1000

/**
 * How the app knows when a token ends: its own JWT `exp`, the service's
 * answer, or the spec's 24 hours from issue ("assumed").
 */
export const expirySources = ['token', 'service', 'assumed'] as const
export type ExpirySource = (typeof expirySources)[number]

/**
 * The account an answer said this token is for (spec 1.4: one account per
 * token, the one its user was created under): a test request's or a probe's
 * 403 naming it, or a probe's answer naming the account it served. An edit
 * of the account, base URL or username removes the token, so `foreign`
 * (not the profile's account) cannot go stale.
 */
export interface TokenAccount {
  id: string
  foreign: boolean
  at: number
}

/**
 * A token main holds, told to the renderer by its times, never its value.
 * `rejectedAt` is set when a request got 401 although the token was believed
 * valid; `method` and `envelope` say how it was obtained.
 */
export interface IssuedToken {
  kind: 'issued'
  issuedAt: number
  expiresAt: number
  rejectedAt: number | null
  method: AuthMethod
  /** 'unknown' for tokens stored before the envelope was recorded. */
  envelope: Envelope | 'unknown'
  /** Absent on tokens stored before it was recorded: those are "assumed". */
  expirySource?: ExpirySource
  /** When "Verify now" last saw the service accept it. */
  verifiedAt?: number
  /** Absent until an answer names the account (the token answer itself never does, spec 2.4). */
  account?: TokenAccount
}

/** What main reports: no token, a token, or a request in flight (with what it had before). */
export type TokenSnapshot =
  { kind: 'none' } | IssuedToken | { kind: 'renewing'; previous: { kind: 'none' } | IssuedToken }

type Times = { issuedAt: number; expiresAt: number }

/** The token's state at one instant; derived, never stored. */
export type SettledTokenState =
  | { kind: 'none' }
  | ({ kind: 'valid'; remainingMs: number } & Times)
  | ({ kind: 'expiring'; remainingMs: number } & Times)
  | ({ kind: 'expired' } & Times)
  | ({ kind: 'rejected'; rejectedAt: number } & Times)

export type TokenState = SettledTokenState | { kind: 'renewing'; previous: SettledTokenState }

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
  if (snapshot.kind === 'renewing') {
    return { kind: 'renewing', previous: settledStateAt(snapshot.previous, now, warningMs) }
  }
  return settledStateAt(snapshot, now, warningMs)
}

/**
 * The kind of state a settled token is in at `now`, building nothing: the
 * rule tokenStateAt follows, for callers that read thousands of rows.
 */
export function settledKindAt(
  snapshot: { kind: 'none' } | IssuedToken,
  now: number,
  warningMs: number = DEFAULT_WARNING_MS,
): SettledTokenState['kind'] {
  if (snapshot.kind === 'none') return 'none'
  if (snapshot.rejectedAt !== null) return 'rejected'
  const remainingMs = snapshot.expiresAt - now
  return remainingMs <= 0 ? 'expired' : remainingMs <= warningMs ? 'expiring' : 'valid'
}

function settledStateAt(
  snapshot: { kind: 'none' } | IssuedToken,
  now: number,
  warningMs: number,
): SettledTokenState {
  if (snapshot.kind === 'none') return { kind: 'none' }
  const { issuedAt, expiresAt, rejectedAt } = snapshot
  if (rejectedAt !== null) return { kind: 'rejected', issuedAt, expiresAt, rejectedAt }
  const kind = settledKindAt(snapshot, now, warningMs)
  if (kind === 'expired') return { kind, issuedAt, expiresAt }
  const remainingMs = expiresAt - now
  return kind === 'expiring'
    ? { kind, issuedAt, expiresAt, remainingMs }
    : { kind: 'valid', issuedAt, expiresAt, remainingMs }
}

/** The token that stands while a renewal runs, if any. */
export const standingToken = (snapshot: TokenSnapshot): IssuedToken | null =>
  snapshot.kind === 'issued'
    ? snapshot
    : snapshot.kind === 'renewing' && snapshot.previous.kind === 'issued'
      ? snapshot.previous
      : null

/** Whether a token should be renewed now: none usable, or inside the warning window. */
export const needsRenewal = (
  state: TokenState,
): state is Extract<TokenState, { kind: 'expiring' | 'expired' | 'rejected' }> =>
  state.kind === 'expiring' || state.kind === 'expired' || state.kind === 'rejected'

export const stateLabels: Record<TokenStateKind, string> = {
  none: 'No token',
  valid: 'Valid',
  expiring: 'Expiring soon',
  expired: 'Expired',
  rejected: 'Rejected',
  renewing: 'Renewing…',
}

/** A token request in flight: a first one is got, one with a token standing renews it. */
export const requestingLabel = (standing: boolean): string =>
  standing ? stateLabels.renewing : 'Getting token…'

/**
 * The other account a token is for, when an answer said so; null otherwise.
 * Such a token cannot serve its profile, whatever its time left.
 */
export const wrongAccountOf = (snapshot: TokenSnapshot): string | null => {
  const account = standingToken(snapshot)?.account
  return account?.foreign ? account.id : null
}

/** A wrong account is said instead of a state that would read as usable. */
const readsUsable = (kind: TokenStateKind): boolean => kind === 'valid' || kind === 'expiring'

/**
 * The other account of a token whose state (`kind`) would read as usable,
 * else null: what the sidebar's label, the tray and the Failed view say
 * instead of Valid or Expiring. Expired or refused stays what it is.
 */
export const usableWrongAccount = (kind: TokenStateKind, snapshot: TokenSnapshot): string | null =>
  readsUsable(kind) ? wrongAccountOf(snapshot) : null

/** How long an account ID may be in a state label (the full one is in the token card). */
const LABEL_ACCOUNT_CHARS = 24

/** The state's label for this token (a request in flight: requestingLabel). */
export function stateLabelOf(kind: TokenStateKind, snapshot: TokenSnapshot): string {
  if (kind === 'renewing') return requestingLabel(standingToken(snapshot) !== null)
  const wrong = usableWrongAccount(kind, snapshot)
  return wrong === null
    ? stateLabels[kind]
    : `Wrong account: ${cutShort(wrong, LABEL_ACCOUNT_CHARS)}`
}

/** The class a state is drawn with: a wrong account as a failure, not as a usable token. */
export const stateClassOf = (kind: TokenStateKind, snapshot: TokenSnapshot): string =>
  usableWrongAccount(kind, snapshot) !== null ? 'wrong-account' : kind
