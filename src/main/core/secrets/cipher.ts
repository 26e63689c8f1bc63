import type { SecretProtection } from '../../../shared/ipc/contract'

/**
 * Encrypts secrets before they touch disk. The app uses Electron safeStorage;
 * the harness and tests use a clearly named test cipher.
 */
export interface Cipher {
  /** Written in front of every ciphertext, so a later migration knows who wrote it. */
  readonly scheme: string
  protection(): SecretProtection
  encrypt(plaintext: string): Promise<Uint8Array>
  decrypt(ciphertext: Uint8Array): Promise<string>
}
