import type { Notice } from '../../../shared/model/notice'
import type { SealedEntry } from './encryptedSecretStore'
import { LEGACY_PASSWORD_PREFIX, SECRET_SERVICE, secretKindOf } from './secretKeys'

/**
 * At start: secrets sealed with a key this session does not hold (`holds`)
 * are not expected to open now. Say so once, plainly, instead of letting
 * every stored password turn into a prompt (each is still tried when
 * wanted). Only what the user would have to enter or fetch again counts
 * (passwords, tokens); values whose key source is unknown are not counted.
 * `current`: the key source sealing this session.
 */
export function keyringNotice(
  entries: readonly SealedEntry[],
  current: string,
  holds: (source: string) => boolean,
): Notice | null {
  const elsewhere = entries.flatMap((e) => {
    // A password an earlier version kept per profile, still here: it waits to be compared with
    // its login's, which is counted (shared logins, moveToLoginPasswords).
    if (e.account.startsWith(LEGACY_PASSWORD_PREFIX)) return []
    const kind = secretKindOf(e.account)
    return e.service === SECRET_SERVICE &&
      kind !== 'other' &&
      e.backend !== null &&
      !holds(e.backend)
      ? [{ kind, backend: e.backend }]
      : []
  })
  if (elsewhere.length === 0) return null
  return {
    kind: 'keyring-changed',
    storedWith: [...new Set(elsewhere.map((e) => e.backend))].sort(),
    current,
    passwords: elsewhere.filter((e) => e.kind === 'password').length,
    tokens: elsewhere.filter((e) => e.kind === 'token').length,
  }
}
