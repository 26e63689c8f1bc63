import { loginOf } from '../../../shared/model/login'
import type { Notice } from '../../../shared/model/notice'
import type { Profile } from '../../../shared/model/profile'
import { LEGACY_PASSWORD_PREFIX, loginKey, SECRET_SERVICE } from '../secrets/secretKeys'
import type { SecretRows } from '../secrets/secretRows'
import type { SecretVault } from '../secrets/secretStore'
import type { ProfileRepository } from './profileRepository'

interface Legacy {
  account: string
  profile: Profile
}

/** A login whose old per-profile passwords must be compared with the one it keeps now. */
interface ToCompare {
  key: string
  /** The profile whose password the login kept (the most recently used). */
  kept: Profile
  rows: Legacy[]
}

/** Most recently used first; never used last; then the most recently edited. */
const recentFirst = (a: Legacy, b: Legacy) =>
  (b.profile.lastUsedAt ?? -Infinity) - (a.profile.lastUsedAt ?? -Infinity) ||
  b.profile.updatedAt - a.profile.updatedAt

/**
 * Converts passwords kept per profile (`password:<profileId>`, before shared
 * logins) to one per login (`loginKey(loginOf(profile))`), once, at start.
 *
 * At once (before anything reads a password): each login gets the sealed
 * value of its most recently used profile, moved as ciphertext, so this works
 * whatever keyring sealed it; a login that had one password row loses that
 * row at once. Then, for logins whose profiles had several, each old value
 * is decrypted and compared with the kept one, and removed; the ones that
 * differed are reported (the profile names) in the notice this resolves to,
 * so nothing is lost silently. A value that cannot be read now (another
 * keyring) stays where it is and is compared at a later start; so does
 * everything when a crash comes first. Rows of profiles that no longer exist
 * (e.g. set aside in quarantine) are left alone.
 */
export function moveToLoginPasswords(
  repo: ProfileRepository,
  rows: SecretRows,
  vault: SecretVault,
): Promise<Notice | null> {
  const byLogin = new Map<string, Legacy[]>()
  // Only the legacy rows are looked at: a start must not pay for every secret it keeps.
  for (const account of rows.accounts(SECRET_SERVICE, LEGACY_PASSWORD_PREFIX)) {
    const profile = repo.get(account.slice(LEGACY_PASSWORD_PREFIX.length))
    if (!profile) continue
    const login = loginOf(profile)
    byLogin.set(login, [...(byLogin.get(login) ?? []), { account, profile }])
  }
  const toCompare: ToCompare[] = []
  for (const [login, legacy] of byLogin) {
    legacy.sort(recentFirst)
    const [newest] = legacy as [Legacy, ...Legacy[]]
    const key = loginKey(login)
    // A login key already there was written by this version (a conversion cut short): it wins.
    if (rows.get(SECRET_SERVICE, key) === undefined) {
      rows.set(SECRET_SERVICE, key, rows.get(SECRET_SERVICE, newest.account) ?? null)
      if (legacy.length === 1) {
        rows.set(SECRET_SERVICE, newest.account, null)
        continue
      }
    }
    toCompare.push({ key, kept: newest.profile, rows: legacy })
  }
  return compare(toCompare, vault)
}

async function compare(logins: ToCompare[], vault: SecretVault): Promise<Notice | null> {
  const reported: { kept: string; replaced: string[] }[] = []
  for (const { key, kept, rows } of logins) {
    const current = await vault.getPassword(SECRET_SERVICE, key).catch(() => undefined)
    // Not readable in this session: compared at a start where it is.
    if (current === undefined || current === null) continue
    const replaced: string[] = []
    for (const { account, profile } of rows) {
      const old = await vault.getPassword(SECRET_SERVICE, account).catch(() => undefined)
      if (old === undefined) continue
      if (old !== null && old !== current) replaced.push(profile.name)
      await vault.deletePassword(SECRET_SERVICE, account)
    }
    if (replaced.length > 0) reported.push({ kept: kept.name, replaced: replaced.sort() })
  }
  return reported.length === 0 ? null : { kind: 'passwords-shared', logins: reported }
}
