import { decryptAsync, encryptAsync, guessedBackend, syncEncryptionAvailable } from './keySources'
import { app } from './app'
import { config } from './state'

const notReady = 'safeStorage cannot be used before app is ready'

/** Electron answers nothing useful before `ready`: the async calls reject. */
function whenReady<T>(work: () => T): Promise<T> {
  return app.isReady() ? Promise.resolve().then(work) : Promise.reject(new Error(notReady))
}

/**
 * Electron 45's safeStorage over the stand-in's published keys (keySources.ts): the key
 * that seals and the backend name it reports are separate facts, as in Electron. Played
 * per `config.platform` and `config.keyring` (`--platform`, `--desktop`, `--keyring`).
 * Source: electron shell/browser/api/electron_api_safe_storage.cc.
 */
const sync = {
  isEncryptionAvailable: () =>
    app.isReady() && syncEncryptionAvailable(config.platform, config.keyring),
  // The sync API is not what the app uses: it seals as the async one would, or throws.
  encryptString: (plaintext: string): Buffer => {
    if (!sync.isEncryptionAvailable()) {
      throw new Error(
        'Error while encrypting the text provided to safeStorage.encryptString. Encryption is not available.',
      )
    }
    return encryptAsync(config.platform, config.keyring, plaintext, app.safeStorageName())
  },
  decryptString: (ciphertext: Buffer): string => {
    if (!sync.isEncryptionAvailable()) {
      throw new Error(
        'Error while decrypting the ciphertext provided to safeStorage.decryptString. Decryption is not available.',
      )
    }
    return decryptAsync(config.platform, config.keyring, ciphertext, app.safeStorageName()).result
  },
  setUsePlainTextEncryption: () => undefined,
}

const asyncApi = {
  // Resolves true once the async Encryptor exists, whatever keys it got: a failure
  // shows only as encryptStringAsync rejecting.
  // Before `ready` it resolves false.
  isAsyncEncryptionAvailable: async () => app.isReady(),
  encryptStringAsync: (plaintext: string): Promise<Buffer> =>
    whenReady(() =>
      encryptAsync(config.platform, config.keyring, plaintext, app.safeStorageName()),
    ),
  decryptStringAsync: (ciphertext: Buffer) =>
    whenReady(() =>
      ciphertext.length === 0
        ? { result: '', shouldReEncrypt: false }
        : decryptAsync(config.platform, config.keyring, ciphertext, app.safeStorageName()),
    ),
}

/** Linux only (`#if BUILDFLAG(IS_LINUX)`): elsewhere the method does not exist. */
const linuxOnly = {
  getSelectedStorageBackend: () =>
    app.isReady() ? guessedBackend(config.keyring.desktop) : 'unknown',
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
