import type { SecretProtection } from '../../../shared/ipc/contract'

/**
 * Encrypts secrets before they touch disk. The app uses Electron safeStorage;
 * the harness and tests use a clearly named test cipher.
 */
export interface Cipher {
  /** Written in front of every ciphertext, so a later migration knows who wrote it. */
  readonly scheme: string
  /**
   * Where the key lives, recorded with every value so a change is noticed:
   * safeStorage's Linux backend (`gnome_libsecret`, `kwallet6`, `basic_text`…)
   * or the OS (`darwin`, `win32`).
   */
  readonly backend: string
  protection(): SecretProtection
  encrypt(plaintext: string): Promise<Uint8Array>
  /** `reseal`: the key has rotated; encrypt the plaintext again (safeStorage's shouldReEncrypt). */
  decrypt(ciphertext: Uint8Array): Promise<{ plaintext: string; reseal: boolean }>
}
