import { sameKeyStore } from '../../../shared/model/keyring'
import type { Notice } from '../../../shared/model/notice'
import type { SealedEntry } from './encryptedSecretStore'
import { LEGACY_PASSWORD_PREFIX, SECRET_SERVICE, secretKindOf } from './secretKeys'

/**
 * At start: secrets sealed under a keyring this session does not use cannot
 * be read now. Say so once, plainly, instead of letting every stored password
 * turn into a prompt. Only what the user would have to enter or fetch again
 * counts (passwords, tokens); values from before backends were recorded are
 * unknown, so they are not counted.
 */
export function keyringNotice(entries: readonly SealedEntry[], current: string): Notice | null {
  const elsewhere = entries.flatMap((e) => {
    // A password an earlier version kept per profile, still here: it waits to be compared with
    // its login's, which is counted (shared logins, moveToLoginPasswords).
    if (e.account.startsWith(LEGACY_PASSWORD_PREFIX)) return []
    const kind = secretKindOf(e.account)
    return e.service === SECRET_SERVICE &&
      kind !== 'other' &&
      e.backend !== null &&
      !sameKeyStore(e.backend, current)
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
