import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import type { SecretProtection } from '../shared/ipc/contract'
import { recordedKeyring, SAFE_STORAGE_SCHEME } from '../main/adapters/safeStorageTag'
import type { Cipher } from '../main/core/secrets/cipher'
import { HARNESS_KEYRING } from '../shared/model/keyring'

// Public on purpose: this cipher proves that nothing is written in plaintext,
// it does not protect anything. The app uses Electron safeStorage instead.
const KEY = createHash('sha256')
  .update('token-desk harness test key (public, not a secret)')
  .digest()

/** AES-256-GCM under the published key: iv, tag, then the ciphertext. */
export function sealWithTestKey(plaintext: string): Buffer {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', KEY, iv)
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body])
}

/** Throws when the bytes were not sealed with the test key (or were changed). */
export function openWithTestKey(sealed: Uint8Array): string {
  const data = Buffer.from(sealed)
  const decipher = createDecipheriv('aes-256-gcm', KEY, data.subarray(0, 12))
  decipher.setAuthTag(data.subarray(12, 28))
  return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8')
}

/** What the harness pretends the OS offers, so the app's policies can be tested. */
export type TestProtection = 'test-only' | 'weak' | 'unavailable'

const descriptions: Record<TestProtection, string> = {
  'test-only':
    'Test harness: secrets are encrypted with a fixed key published in the source. Use test credentials only.',
  weak: 'Test harness playing a Linux desktop without a keyring: encryption is weak, so passwords are kept in memory only unless you allow otherwise.',
  unavailable:
    'Test harness playing a system without encryption: nothing secret can be stored on disk.',
}

/** The core's Cipher under the published key, for core tests (the harness uses the safeStorage stand-in). */
export class TestOnlyCipher implements Cipher {
  readonly scheme = 'test-only-aes-256-gcm'
  /** One published key whatever protection it plays, so every mode reads the same files. */
  readonly backend = 'test-only'

  constructor(private readonly kind: TestProtection = 'test-only') {}

  protection(): SecretProtection {
    return { kind: this.kind, description: descriptions[this.kind] }
  }

  async encrypt(plaintext: string): Promise<Uint8Array> {
    if (this.kind === 'unavailable') throw new Error('encryption unavailable')
    return sealWithTestKey(plaintext)
  }

  async decrypt(ciphertext: Uint8Array): Promise<{ plaintext: string; reseal: boolean }> {
    return { plaintext: openWithTestKey(ciphertext), reseal: false }
  }
}

/** The keyring the app records in the harness: its safeStorage adapter over the stand-in's test key. */
export const harnessKeyring = (): string => recordedKeyring(process.platform, () => HARNESS_KEYRING)

/**
 * A secret exactly as the app stores it in the harness (scheme, keyring,
 * sealed bytes), for data folders written outside the app: the harness opens
 * them without a keyring-changed notice.
 */
export function sealedAsInHarness(plaintext: string): string {
  return `${SAFE_STORAGE_SCHEME}:${harnessKeyring()}:${sealWithTestKey(plaintext).toString('base64')}`
}

/**
 * The core's Cipher reading and writing what the app does in the harness, so
 * a benchmark can open a harness data folder on the core alone and see the
 * same secrets, with no keyring-changed notice.
 */
export class HarnessCipher implements Cipher {
  readonly scheme = SAFE_STORAGE_SCHEME
  readonly backend = harnessKeyring()
  private readonly sealing = new TestOnlyCipher()

  protection(): SecretProtection {
    return this.sealing.protection()
  }

  encrypt(plaintext: string): Promise<Uint8Array> {
    return this.sealing.encrypt(plaintext)
  }

  decrypt(ciphertext: Uint8Array): Promise<{ plaintext: string; reseal: boolean }> {
    return this.sealing.decrypt(ciphertext)
  }
}
