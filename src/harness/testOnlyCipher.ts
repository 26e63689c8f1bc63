import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import type { SecretProtection } from '../shared/ipc/contract'
import type { Cipher } from '../main/core/secrets/cipher'

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
