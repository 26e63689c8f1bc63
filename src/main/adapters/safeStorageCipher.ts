import { safeStorage } from 'electron'
import type { SecretProtection } from '../../shared/ipc/contract'
import { AppFailure } from '../../shared/ipc/errors'
import { HARNESS_KEYRING, keyringLabel } from '../../shared/model/keyring'
import type { Cipher } from '../core/secrets/cipher'
import { recordedKeyring, SAFE_STORAGE_SCHEME } from './safeStorageTag'

/**
 * Electron safeStorage (Keychain, DPAPI, libsecret/kwallet). Create it after
 * app `ready`: only then does it know which backend it has.
 */
export class SafeStorageCipher implements Cipher {
  readonly scheme = SAFE_STORAGE_SCHEME

  private constructor(
    private readonly available: boolean,
    /** Linux: the backend safeStorage selected; elsewhere the OS (`darwin`, `win32`). */
    readonly backend: string,
  ) {}

  static async create(): Promise<SafeStorageCipher> {
    const available = await safeStorage.isAsyncEncryptionAvailable()
    const backend = recordedKeyring(process.platform, () => safeStorage.getSelectedStorageBackend())
    return new SafeStorageCipher(available, backend)
  }

  protection(): SecretProtection {
    if (!this.available) {
      return {
        kind: 'unavailable',
        description:
          'The operating system offers no encryption to this app, so passwords and tokens cannot be stored.',
      }
    }
    if (this.backend === HARNESS_KEYRING) {
      return {
        kind: 'test-only',
        description:
          'Test harness: secrets are encrypted with a fixed key published in the source. Use test credentials only.',
      }
    }
    if (this.backend === 'basic_text') {
      return {
        kind: 'weak',
        description:
          'No keyring (GNOME Keyring or KWallet) was found: secrets are encrypted with a fixed key, which protects little. Install or unlock a keyring for real protection.',
      }
    }
    return {
      kind: 'os-keyring',
      description: `Secrets are encrypted by the operating system (${keyringLabel(this.backend)}).`,
    }
  }

  async encrypt(plaintext: string): Promise<Uint8Array> {
    if (!this.available) {
      throw new AppFailure({ code: 'storage', message: this.protection().description })
    }
    return safeStorage.encryptStringAsync(plaintext)
  }

  async decrypt(ciphertext: Uint8Array): Promise<{ plaintext: string; reseal: boolean }> {
    const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(
      Buffer.from(ciphertext),
    )
    return { plaintext: result, reseal: shouldReEncrypt }
  }
}
