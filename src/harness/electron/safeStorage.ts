import { HARNESS_KEYRING } from '../../shared/model/keyring'
import { openWithTestKey, sealWithTestKey } from '../testOnlyCipher'
import { config } from './state'

function available(operation: string): void {
  if (config.protection === 'unavailable') {
    throw new Error(
      `Error while ${operation} the text provided to safeStorage. Encryption is not available.`,
    )
  }
}

/**
 * Electron's safeStorage, sealing under the published test key: it proves
 * nothing is written in plaintext and protects nothing. `weak` plays Linux
 * without a keyring (`basic_text`), `unavailable` a system without encryption.
 */
export const safeStorage = {
  isEncryptionAvailable: () => config.protection !== 'unavailable',
  isAsyncEncryptionAvailable: async () => config.protection !== 'unavailable',
  getSelectedStorageBackend: () =>
    config.protection === 'weak'
      ? 'basic_text'
      : config.protection === 'unavailable'
        ? 'unknown'
        : HARNESS_KEYRING,
  setUsePlainTextEncryption: () => undefined,
  encryptString: (plaintext: string): Buffer => {
    available('encrypting')
    return sealWithTestKey(plaintext)
  },
  decryptString: (ciphertext: Buffer): string => {
    available('decrypting')
    return openWithTestKey(ciphertext)
  },
  encryptStringAsync: async (plaintext: string): Promise<Buffer> => {
    available('encrypting')
    return sealWithTestKey(plaintext)
  },
  decryptStringAsync: async (ciphertext: Buffer) => {
    available('decrypting')
    return { result: openWithTestKey(ciphertext), shouldReEncrypt: false }
  },
}
