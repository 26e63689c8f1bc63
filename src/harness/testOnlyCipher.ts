import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import type { SecretProtection } from '../shared/ipc/contract'
import type { Cipher } from '../main/core/secrets/cipher'

// Public on purpose: this cipher proves that nothing is written in plaintext,
// it does not protect anything. The app uses Electron safeStorage instead.
const KEY = createHash('sha256')
  .update('token-desk harness test key (public, not a secret)')
  .digest()

/** AES-256-GCM under a fixed, published key: for the harness and tests only. */
export class TestOnlyCipher implements Cipher {
  readonly scheme = 'test-only-aes-256-gcm'

  protection(): SecretProtection {
    return {
      kind: 'test-only',
      description:
        'Test harness: secrets are encrypted with a fixed key published in the source. Use test credentials only.',
    }
  }

  async encrypt(plaintext: string): Promise<Uint8Array> {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', KEY, iv)
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
    return Buffer.concat([iv, cipher.getAuthTag(), body])
  }

  async decrypt(ciphertext: Uint8Array): Promise<string> {
    const data = Buffer.from(ciphertext)
    const decipher = createDecipheriv('aes-256-gcm', KEY, data.subarray(0, 12))
    decipher.setAuthTag(data.subarray(12, 28))
    return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8')
  }
}
