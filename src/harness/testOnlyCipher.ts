import type { SecretProtection } from '../shared/ipc/contract'
import { keyringKeyName, keySourceOf, SAFE_STORAGE_SCHEME } from '../main/adapters/safeStorageTag'
import { CipherFailure, type Cipher } from '../main/core/secrets/cipher'
import { sameKeyStore } from '../shared/model/keyring'
import {
  decryptAsync,
  defaultKeyring,
  sealingKey,
  sealUnder,
  type StandInKey,
} from './electron/keySources'
import { machinePlatform } from './electron/state'
import { openWithTestKey, sealWithTestKey } from './testKey'

export { openWithTestKey, sealWithTestKey } from './testKey'

/** What the core tests' cipher pretends the OS offers, so the app's policies can be tested. */
export type TestProtection = 'test-only' | 'weak' | 'unavailable'

const descriptions: Record<TestProtection, string> = {
  'test-only':
    'Test harness: secrets are encrypted with a fixed key published in the source. Use test credentials only.',
  weak: 'Test harness playing a Linux desktop without a keyring: encryption is weak, so passwords are kept in memory only unless you allow otherwise.',
  unavailable:
    'Test harness playing a system without encryption: nothing secret can be stored on disk.',
}

/**
 * What a backend name binds a value to: nothing for `test-only` (the one
 * published key, as values always were), else its key store's name (KWallet 5
 * and 6 are one wallet, as the app counts them).
 */
const bindingOf = (backend: string): string | undefined =>
  backend === 'test-only' ? undefined : /^kwallet\d*$/.test(backend) ? 'kwallet' : backend

/**
 * The core's Cipher under the published key, for core tests (the harness uses
 * the safeStorage stand-in). Each backend name plays its own key: a value
 * sealed under one does not open under another (it is bound to the name as
 * GCM's additional data), as a keyring's key does not open another's.
 */
export class TestOnlyCipher implements Cipher {
  readonly scheme = 'test-only-aes-256-gcm'
  /** The key it plays; tests make others with `cipherOnKeyring`. */
  readonly backend: string = 'test-only'

  constructor(private readonly kind: TestProtection = 'test-only') {}

  protection(): SecretProtection {
    const description = descriptions[this.kind]
    switch (this.kind) {
      case 'test-only':
        return { kind: 'test-only', keyring: 'test-only', description }
      case 'weak':
        return { kind: 'weak', expected: null, description }
      case 'unavailable':
        return { kind: 'unavailable', platform: machinePlatform(), description }
    }
  }

  sourceOf(_head: Uint8Array, recorded: string | null): string | null {
    return recorded
  }

  holds(source: string): boolean {
    return sameKeyStore(source, this.backend)
  }

  async encrypt(plaintext: string): Promise<Uint8Array> {
    if (this.kind === 'unavailable') throw new Error('encryption unavailable')
    return sealWithTestKey(plaintext, bindingOf(this.backend))
  }

  async decrypt(ciphertext: Uint8Array): Promise<{ plaintext: string; reseal: boolean }> {
    try {
      return { plaintext: openWithTestKey(ciphertext, bindingOf(this.backend)), reseal: false }
    } catch {
      throw new CipherFailure('failed', `not sealed under ${this.backend}'s test key`)
    }
  }
}

/** The key the harness's stand-in seals with by default (the machine's platform, GNOME, keyring unlocked). */
function harnessKey(): StandInKey {
  const key = sealingKey(machinePlatform(), defaultKeyring)
  if (key === null) throw new Error('the default stand-in keyring always seals')
  return key
}

/** The name the app records in the harness by default for what it seals. */
export const harnessKeyring = (): string =>
  keySourceOf(
    machinePlatform(),
    sealUnder(harnessKey(), ''),
    null,
    keyringKeyName('gnome_libsecret'),
  ) ?? 'unknown'

/**
 * A secret exactly as the app stores it in the harness by default (scheme,
 * key source, sealed bytes), for data folders written outside the app: the
 * harness opens them without a keyring notice.
 */
export function sealedAsInHarness(plaintext: string): string {
  return `${SAFE_STORAGE_SCHEME}:${harnessKeyring()}:${sealUnder(harnessKey(), plaintext).toString('base64')}`
}

/**
 * The core's Cipher reading and writing what the app does in the harness by
 * default, so a benchmark can open a harness data folder on the core alone
 * and see the same secrets, with no keyring notice.
 */
export class HarnessCipher implements Cipher {
  readonly scheme = SAFE_STORAGE_SCHEME
  readonly backend = harnessKeyring()

  protection(): SecretProtection {
    return { kind: 'test-only', keyring: this.backend, description: descriptions['test-only'] }
  }

  sourceOf(head: Uint8Array, recorded: string | null): string | null {
    return keySourceOf(machinePlatform(), head, recorded, keyringKeyName('gnome_libsecret'))
  }

  holds(source: string): boolean {
    return sameKeyStore(source, this.backend)
  }

  async encrypt(plaintext: string): Promise<Uint8Array> {
    return sealUnder(harnessKey(), plaintext)
  }

  async decrypt(ciphertext: Uint8Array): Promise<{ plaintext: string; reseal: boolean }> {
    const { result, shouldReEncrypt } = decryptAsync(
      machinePlatform(),
      defaultKeyring,
      Buffer.from(ciphertext),
    )
    return { plaintext: result, reseal: shouldReEncrypt }
  }
}
