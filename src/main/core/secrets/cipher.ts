import type { SecretProtection } from '../../../shared/ipc/contract'

/**
 * Encrypts secrets before they touch disk. The app uses Electron safeStorage;
 * the harness and tests use a clearly named test cipher.
 */
export interface Cipher {
  /** Written in front of every ciphertext, so a later migration knows who wrote it. */
  readonly scheme: string
  /**
   * Where the key that seals new values lives this session, as found by
   * sealing (not guessed): `secret_service`, `kwallet6`, `basic_text`…, the
   * OS (`darwin`, `win32`), or `unknown` when nothing can seal.
   */
  readonly backend: string
  /**
   * Where the key that sealed a stored value lives: read from the value's
   * first bytes where they say (safeStorage's key tag), else `recorded`,
   * the name stored with it (null: written before names were recorded).
   */
  sourceOf(head: Uint8Array, recorded: string | null): string | null
  /** Whether this session holds the key of `source` (the start-up notice counts the others). */
  holds(source: string): boolean
  protection(): SecretProtection
  encrypt(plaintext: string): Promise<Uint8Array>
  /**
   * `reseal`: another key seals now (rotated, or a better one is available):
   * encrypt the plaintext again. Throws a CipherFailure.
   */
  decrypt(ciphertext: Uint8Array): Promise<{ plaintext: string; reseal: boolean }>
}

/**
 * Why decrypting failed: `key-unavailable`, the key store did not give its
 * key this session (locked, not running), so it may work later; `failed`,
 * the key at hand did not open the value.
 */
export class CipherFailure extends Error {
  constructor(
    readonly reason: 'key-unavailable' | 'failed',
    message: string,
  ) {
    super(message)
  }
}
