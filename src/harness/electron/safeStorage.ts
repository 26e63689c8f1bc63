import { decryptAsync, encryptAsync, guessedBackend, syncEncryptionAvailable } from './keySources'
import { config } from './state'

/**
 * Electron 45's safeStorage over the stand-in's published keys (keySources.ts): the key
 * that seals and the backend name it reports are separate facts, as in Electron. Played
 * per `config.platform` and `config.keyring` (`--platform`, `--desktop`, `--keyring`).
 * Source: electron shell/browser/api/electron_api_safe_storage.cc.
 */
const sync = {
  isEncryptionAvailable: () => syncEncryptionAvailable(config.platform, config.keyring),
  // The sync API is not what the app uses: it seals as the async one would, or throws.
  encryptString: (plaintext: string): Buffer => {
    if (!sync.isEncryptionAvailable()) {
      throw new Error(
        'Error while encrypting the text provided to safeStorage.encryptString. Encryption is not available.',
      )
    }
    return encryptAsync(config.platform, config.keyring, plaintext)
  },
  decryptString: (ciphertext: Buffer): string => {
    if (!sync.isEncryptionAvailable()) {
      throw new Error(
        'Error while decrypting the ciphertext provided to safeStorage.decryptString. Decryption is not available.',
      )
    }
    return decryptAsync(config.platform, config.keyring, ciphertext).result
  },
  setUsePlainTextEncryption: () => undefined,
}

const asyncApi = {
  // Resolves true once the async Encryptor exists, whatever keys it got: a failure
  // shows only as encryptStringAsync rejecting.
  isAsyncEncryptionAvailable: async () => true,
  encryptStringAsync: async (plaintext: string): Promise<Buffer> =>
    encryptAsync(config.platform, config.keyring, plaintext),
  decryptStringAsync: async (ciphertext: Buffer) => {
    if (ciphertext.length === 0) return { result: '', shouldReEncrypt: false }
    return decryptAsync(config.platform, config.keyring, ciphertext)
  },
}

/** Linux only (`#if BUILDFLAG(IS_LINUX)`): elsewhere the method does not exist. */
const linuxOnly = {
  getSelectedStorageBackend: () => guessedBackend(config.keyring.desktop),
}

type StandInSafeStorage = typeof sync & typeof asyncApi & Partial<typeof linuxOnly>

/** One object whose Linux-only method comes and goes with the platform played. */
export const safeStorage: StandInSafeStorage = new Proxy(
  { ...sync, ...asyncApi },
  {
    get(target, key, receiver) {
      if (key === 'getSelectedStorageBackend') {
        return config.platform === 'linux' ? linuxOnly.getSelectedStorageBackend : undefined
      }
      return Reflect.get(target, key, receiver) as unknown
    },
    has(target, key) {
      if (key === 'getSelectedStorageBackend') return config.platform === 'linux'
      return Reflect.has(target, key)
    },
  },
)
