import type { AppError } from '../ipc/errors'
import type { RenewOutcome } from '../ipc/events'
import { settledKindAt, type IssuedToken } from '../model/token'

type Base = Pick<RenewOutcome, 'profileId' | 'name' | 'reason'>

/**
 * What a renewal that did not get a token comes to, read from the token that
 * stands after it (pure; the clock is passed in): the user's cancel is
 * `cancelled`; a failure that left a working token (not expired, not
 * rejected) is `failed-still-valid`, with when it stops working; only a
 * failure with no working token left is `failed`.
 */
export function failedOutcome(
  base: Base,
  error: AppError,
  standing: { kind: 'none' } | IssuedToken,
  now: number,
): RenewOutcome {
  if (error.code === 'cancelled') return { ...base, kind: 'cancelled' }
  const kind = settledKindAt(standing, now, 0)
  if (standing.kind === 'issued' && kind === 'valid') {
    return { ...base, kind: 'failed-still-valid', error, validUntil: standing.expiresAt }
  }
  return { ...base, kind: 'failed', error }
}
