import type { SafeStorage } from 'electron'
import type { SecretProtection } from '../../shared/ipc/contract'
import { said, type Said, type SaidValue } from '../../shared/i18n/said'
import { english, saying } from '../../shared/i18n/sayMessage'
import { AppFailure } from '../../shared/ipc/errors'
import { HARNESS_KEYRING, keyringLabel, sameKeyStore } from '../../shared/model/keyring'
import { CipherFailure, type Cipher } from '../core/secrets/cipher'
import { keyringKeyName, keySourceOf, SAFE_STORAGE_SCHEME } from './safeStorageTag'

/** What the adapter uses of safeStorage; `getSelectedStorageBackend` exists on Linux only. */
export type SafeStorageApi = Pick<SafeStorage, 'encryptStringAsync' | 'decryptStringAsync'> & {
  getSelectedStorageBackend?: () => string
}

/** Sealed once at start: its tag says which key seals this session. */
const PROBE = 'token-desk key probe'

/**
 * Electron safeStorage's async API (Keychain, DPAPI, Secret Service, KWallet,
 * Chromium's fallback key). Create it after app `ready`. Which key seals is
 * learnt by sealing once and reading the ciphertext's tag: on Linux,
 * `getSelectedStorageBackend()` is only a guess from the desktop's name, and
 * `isAsyncEncryptionAvailable()` is true whatever key there is.
 */
export class SafeStorageCipher implements Cipher {
  readonly scheme = SAFE_STORAGE_SCHEME

  private constructor(
    private readonly storage: SafeStorageApi,
    private readonly platform: NodeJS.Platform,
    /** The key source that sealed the probe; `unknown` when sealing was refused. */
    readonly backend: string,
    /** Linux: safeStorage's guess from the desktop's name; null elsewhere. */
    private readonly guess: string | null,
    /** The harness's stand-in: its keys are published, whatever it plays. */
    private readonly standIn: boolean,
  ) {}

  static async create(
    storage: SafeStorageApi,
    platform: NodeJS.Platform,
    options: { standIn?: boolean } = {},
  ): Promise<SafeStorageCipher> {
    const guess = platform === 'linux' ? (storage.getSelectedStorageBackend?.() ?? null) : null
    let backend = 'unknown'
    try {
      const probe = await storage.encryptStringAsync(PROBE)
      backend = keySourceOf(platform, probe, null, keyringKeyName(guess)) ?? 'unknown'
    } catch {
      // No key to seal with (Keychain access denied, DPAPI failing): every encrypt is refused.
    }
    return new SafeStorageCipher(storage, platform, backend, guess, options.standIn ?? false)
  }

  sourceOf(head: Uint8Array, recorded: string | null): string | null {
    return keySourceOf(this.platform, head, recorded, keyringKeyName(this.guess))
  }

  holds(source: string): boolean {
    if (this.standIn && source === HARNESS_KEYRING) return true
    if (this.backend === 'unknown') return false
    // Linux always holds the fallback key; whether the portal gives one is not known.
    if (this.platform === 'linux' && (source === 'basic_text' || source === 'secret_portal')) {
      return true
    }
    return sameKeyStore(source, this.backend)
  }

  protection(): SecretProtection {
    if (this.backend === 'unknown') {
      return {
        kind: 'unavailable',
        platform: this.platform,
        description: english(unavailableReason(this.platform)),
      }
    }
    if (this.backend === 'basic_text') {
      return {
        kind: 'weak',
        expected: this.guess === 'basic_text' ? null : this.guess,
        description: fallbackReason(this.guess),
      }
    }
    if (this.standIn) {
      return {
        kind: 'test-only',
        keyring: this.backend,
        description: `Test harness, playing ${keyringLabel(this.backend)}: secrets are encrypted with keys published in the source. Use test credentials only.`,
      }
    }
    return {
      kind: 'os-keyring',
      keyring: this.backend,
      description: `Secrets are encrypted with a key kept in ${keyringLabel(this.backend)}.`,
    }
  }

  async encrypt(plaintext: string): Promise<Uint8Array> {
    if (this.backend === 'unknown') {
      const reason = unavailableReason(this.platform)
      throw new AppFailure({ code: 'storage', message: english(reason), said: reason })
    }
    try {
      return await this.storage.encryptStringAsync(plaintext)
    } catch {
      throw new AppFailure({
        code: 'storage',
        ...saying(`app.keyring.encryptFailed.${platformOf(this.platform)}`, {
          keyring: keyringWith(this.backend),
        }),
      })
    }
  }

  async decrypt(ciphertext: Uint8Array): Promise<{ plaintext: string; reseal: boolean }> {
    try {
      const bytes = Buffer.from(ciphertext)
      const { result, shouldReEncrypt } = await this.storage.decryptStringAsync(bytes)
      // OSCrypt returns bytes it has no key for (a tag it does not know) unchanged, taking
      // them for text stored before encryption: that is no password.
      if (bytes.length > 0 && result === bytes.toString('utf8')) {
        throw new CipherFailure('failed', 'safeStorage returned the ciphertext unchanged')
      }
      return { plaintext: result, reseal: shouldReEncrypt }
    } catch (error) {
      if (error instanceof CipherFailure) throw error
      const message = error instanceof Error ? error.message : String(error)
      // Electron's wording when the key's provider (or OSCrypt sync) has no key yet.
      const reason = /temporarily unavailable/i.test(message) ? 'key-unavailable' : 'failed'
      throw new CipherFailure(reason, message)
    }
  }
}

/** The platforms whose words differ: how the key is got back. */
const platformOf = (platform: NodeJS.Platform): 'darwin' | 'win32' | 'other' =>
  platform === 'darwin' || platform === 'win32' ? platform : 'other'

/** Why nothing can be sealed, and what the user can do. */
const unavailableReason = (platform: NodeJS.Platform): Said =>
  said(`app.keyring.unavailable.${platformOf(platform)}`)

/** keyringLabel, for "Encrypting with …" in the window's language; an unknown source by name. */
export function keyringWith(backend: string): SaidValue {
  switch (backend) {
    case 'basic_text':
    case 'gnome_libsecret':
    case 'secret_service':
    case 'secret_portal':
    case 'darwin':
    case 'win32':
    case 'unknown':
      return said(`app.keyring.with.${backend}`)
    case 'kwallet':
    case 'kwallet5':
    case 'kwallet6':
      return said('app.keyring.with.kwallet')
    case HARNESS_KEYRING:
    case 'test-only':
      return said('app.keyring.with.harness')
    default:
      return keyringLabel(backend)
  }
}

/** Linux sealed with Chromium's fallback key: say which keyring was expected, if any. */
function fallbackReason(guess: string | null): string {
  const consequence =
    'so secrets are encrypted with a fixed key built into Electron, which protects little.'
  if (guess === null || guess === 'basic_text') {
    return `No keyring answered (no Secret Service is running, and this desktop is not one Electron recognises), ${consequence} Install or start a keyring (GNOME Keyring, KWallet or another Secret Service), then restart Token Desk.`
  }
  return `${keyringLabel(guess)} did not give Token Desk its key (it is locked, or not running), ${consequence} Unlock your keyring, then restart Token Desk.`
}
