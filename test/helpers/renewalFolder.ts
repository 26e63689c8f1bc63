import { openData } from '../../src/main/core/data/openData'
import { ProfileRepository } from '../../src/main/core/profiles/profileRepository'
import { EncryptedSecretStore } from '../../src/main/core/secrets/encryptedSecretStore'
import { loginKey, SECRET_SERVICE, tokenKey } from '../../src/main/core/secrets/secretKeys'
import { journalSecretRows } from '../../src/main/core/secrets/secretRows'
import { TestOnlyCipher } from '../../src/harness/testOnlyCipher'
import { loginOf } from '../../src/shared/model/login'
import type { Profile } from '../../src/shared/model/profile'
import { profileFixture } from '../fixtures/profile'
import type { IssuedToken } from '../../src/shared/model/token'

/** The token every seeded profile starts with: expired, so Renew all takes every one. */
export const oldToken = (id: string) => `old-token-${id}`
export const OLD_ISSUED_AT = Date.UTC(2026, 0, 1)

/**
 * A data folder of `count` profiles on the sandbox's customer portal, all of
 * one login (so one stored password) and each with an expired token: what Renew all meets in the
 * morning. Written through the app's own stores, fast (no dispatch per profile).
 */
export async function seedRenewalFolder(dir: string, portalUrl: string, count: number) {
  const data = openData(dir, Date.now)
  const repo = new ProfileRepository(data.profileStore, data.state)
  const profiles: Profile[] = Array.from({ length: count }, (_, i) =>
    profileFixture({
      id: `p${String(i).padStart(5, '0')}`,
      name: `Account ${i}`,
      baseUrl: portalUrl,
      createdAt: 1,
      updatedAt: 1,
    }),
  )
  repo.save(profiles)
  const vault = new EncryptedSecretStore(journalSecretRows(data.state), new TestOnlyCipher())
  const old: IssuedToken = {
    kind: 'issued',
    issuedAt: OLD_ISSUED_AT,
    expiresAt: OLD_ISSUED_AT + 86_400_000,
    rejectedAt: null,
    method: 'POST',
    envelope: 'A',
  }
  await vault.setPassword(SECRET_SERVICE, loginKey(loginOf(profiles[0]!)), 'demo-password')
  for (const { id } of profiles) {
    await vault.setPassword(SECRET_SERVICE, tokenKey(id), oldToken(id))
    repo.putToken(id, old)
  }
  await data.close()
  return profiles.map((p) => p.id)
}
