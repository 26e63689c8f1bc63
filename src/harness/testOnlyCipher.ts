import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import type { SecretProtection } from '../shared/ipc/contract'
import type { Cipher } from '../main/core/secrets/cipher'

// Public on purpose: this cipher proves that nothing is written in plaintext,
// it does not protect anything. The app uses Electron safeStorage instead.
const KEY = createHash('sha256')
  .update('token-desk harness test key (public, not a secret)')
  .digest()

/** What the harness pretends the OS offers, so the app's policies can be tested. */
export type TestProtection = 'test-only' | 'weak' | 'unavailable'

const descriptions: Record<TestProtection, string> = {
  'test-only':
    'Test harness: secrets are encrypted with a fixed key published in the source. Use test credentials only.',
  weak: 'Test harness playing a Linux desktop without a keyring: encryption is weak, so passwords are kept in memory only unless you allow otherwise.',
  unavailable:
    'Test harness playing a system without encryption: nothing secret can be stored on disk.',
}

/** AES-256-GCM under a fixed, published key: for the harness and tests only. */
export class TestOnlyCipher implements Cipher {
  readonly scheme = 'test-only-aes-256-gcm'

  constructor(private readonly kind: TestProtection = 'test-only') {}

  protection(): SecretProtection {
    return { kind: this.kind, description: descriptions[this.kind] }
  }

  async encrypt(plaintext: string): Promise<Uint8Array> {
    if (this.kind === 'unavailable') throw new Error('encryption unavailable')
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', KEY, iv)
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
    return Buffer.concat([iv, cipher.getAuthTag(), body])
  }

  async decrypt(ciphertext: Uint8Array): Promise<{ plaintext: string; reseal: boolean }> {
    const data = Buffer.from(ciphertext)
    const decipher = createDecipheriv('aes-256-gcm', KEY, data.subarray(0, 12))
    decipher.setAuthTag(data.subarray(12, 28))
    const plaintext = Buffer.concat([decipher.update(data.subarray(28)), decipher.final()])
    return { plaintext: plaintext.toString('utf8'), reseal: false }
  }
}
