import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

// Public on purpose: this key proves that nothing is written in plaintext, it
// does not protect anything. The app uses Electron safeStorage instead.
const KEY = createHash('sha256')
  .update('token-desk harness test key (public, not a secret)')
  .digest()

/** AES-256-GCM under the published key: iv, tag, then the ciphertext; `aad` binds it to a name. */
export function sealWithTestKey(plaintext: string, aad?: string): Buffer {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', KEY, iv)
  if (aad !== undefined) cipher.setAAD(Buffer.from(aad))
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body])
}

/** Throws when the bytes were not sealed with the test key (and `aad`), or were changed. */
export function openWithTestKey(sealed: Uint8Array, aad?: string): string {
  const data = Buffer.from(sealed)
  const decipher = createDecipheriv('aes-256-gcm', KEY, data.subarray(0, 12))
  if (aad !== undefined) decipher.setAAD(Buffer.from(aad))
  decipher.setAuthTag(data.subarray(12, 28))
  return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8')
}
