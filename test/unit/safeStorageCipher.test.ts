import { afterEach, describe, expect, it } from 'vitest'
import { defaultKeyring, type StandInKeyring } from '../../src/harness/electron/keySources'
import { app } from '../../src/harness/electron/app'
import { safeStorage } from '../../src/harness/electron/safeStorage'
import { resetStandIn } from '../../src/harness/electron/state'
import {
  keyringWith,
  SafeStorageCipher,
  type SafeStorageApi,
} from '../../src/main/adapters/safeStorageCipher'
import { sayIn } from '../../src/shared/i18n/sayIn'
import { english } from '../../src/shared/i18n/sayMessage'
import { HARNESS_KEYRING, keyringLabel } from '../../src/shared/model/keyring'
import { EncryptedSecretStore } from '../../src/main/core/secrets/encryptedSecretStore'
import { AppFailure } from '../../src/shared/ipc/errors'
import { secretRowsIn } from '../helpers/core'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

afterEach(() => resetStandIn())

/** The adapter over the stand-in's safeStorage, playing a Linux desktop. */
async function onLinux(keyring: Partial<StandInKeyring>): Promise<SafeStorageCipher> {
  resetStandIn({ platform: 'linux', keyring: { ...defaultKeyring, ...keyring } })
  app.start()
  await app.whenReady()
  return SafeStorageCipher.create(safeStorage, 'linux')
}

describe('SafeStorageCipher names the key that sealed, not the desktop guess', () => {
  it.each([
    [{ desktop: 'GNOME' }, 'secret_service', 'os-keyring'],
    [{ desktop: 'GNOME', store: 'locked' as const }, 'basic_text', 'weak'],
    [{ desktop: 'sway' }, 'secret_service', 'os-keyring'],
    [{ desktop: 'sway', store: 'absent' as const }, 'basic_text', 'weak'],
    [{ desktop: 'KDE' }, 'kwallet6', 'os-keyring'],
    [{ desktop: 'KDE', store: 'locked' as const }, 'basic_text', 'weak'],
  ])('%o: %s, %s', async (keyring, backend, kind) => {
    const cipher = await onLinux(keyring)
    expect(cipher.backend).toBe(backend)
    expect(cipher.protection().kind).toBe(kind)
  })

  it('an unrecognised desktop with no keyring says to install or start one', async () => {
    const cipher = await onLinux({ desktop: 'niri', store: 'absent' })
    expect(cipher.protection().description).toBe(
      'No keyring answered (no Secret Service is running, and this desktop is not one Electron recognises), so secrets are encrypted with a fixed key built into Electron, which protects little. Install or start a keyring (GNOME Keyring, KWallet or another Secret Service), then restart Token Desk.',
    )
  })

  it('reads which key sealed a stored value from its tag, whatever name was recorded with it', async () => {
    const cipher = await onLinux({ desktop: 'GNOME' })
    const tag = (t: string) => Buffer.from(t)
    // A locked GNOME Keyring under an earlier version: the guess recorded, the fallback key sealed.
    expect(cipher.sourceOf(tag('v10'), 'gnome_libsecret')).toBe('basic_text')
    // Sway under an earlier version: basic_text recorded, the Secret Service sealed.
    expect(cipher.sourceOf(tag('v11'), 'basic_text')).toBe('secret_service')
    expect(cipher.sourceOf(tag('v11'), 'kwallet5')).toBe('kwallet5')
    expect(cipher.sourceOf(tag('v11'), null)).toBe('secret_service')
    expect(cipher.sourceOf(tag('v12'), null)).toBe('secret_portal')
    // Linux always holds the fallback key.
    expect(cipher.holds('basic_text')).toBe(true)
    expect(cipher.holds('gnome_libsecret')).toBe(true)
    expect(cipher.holds('kwallet6')).toBe(false)
  })
})

describe('SafeStorageCipher when safeStorage fails', () => {
  /** safeStorage that seals the start's probe, then refuses (or answers as given). */
  function failing(overrides: Partial<SafeStorageApi>): SafeStorageApi {
    return {
      encryptStringAsync: async () => Buffer.from('v11 sealed probe'),
      decryptStringAsync: async () => ({ result: '', shouldReEncrypt: false }),
      getSelectedStorageBackend: () => 'gnome_libsecret',
      ...overrides,
    }
  }

  it('a rejected encrypt is a specific storage error; the value stored before is kept', async () => {
    const dir = newDir()
    resetStandIn({ platform: 'linux' })
    app.start()
    await app.whenReady()
    const good = new EncryptedSecretStore(
      secretRowsIn(dir),
      await SafeStorageCipher.create(safeStorage, 'linux'),
    )
    await good.setPassword('svc', 'a', 'first')
    await good.flush()

    const cipher = await SafeStorageCipher.create(safeStorage, 'linux')
    const refusing = Object.assign(Object.create(cipher) as SafeStorageCipher, {
      storage: failing({
        decryptStringAsync: safeStorage.decryptStringAsync,
        encryptStringAsync: () =>
          Promise.reject(
            new Error(
              'Error while encrypting the text provided to safeStorage.encryptStringAsync.',
            ),
          ),
      }),
    })
    const store = new EncryptedSecretStore(secretRowsIn(dir), refusing)
    const error = await store.setPassword('svc', 'a', 'second').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppFailure)
    const refused = (error as AppFailure).error
    expect(refused).toEqual({
      code: 'storage',
      message:
        'Encrypting with a Secret Service keyring failed, so it was not saved; what was stored before is kept. Unlock your keyring, then try again.',
      said: {
        key: 'app.keyring.encryptFailed.other',
        values: { keyring: { key: 'app.keyring.with.secret_service' } },
      },
    })
    expect(sayIn('de', refused.said!)).toBe(
      'Das Verschlüsseln mit einem Secret-Service-Schlüsselbund ist fehlgeschlagen, daher wurde es nicht gespeichert; was zuvor gespeichert war, bleibt erhalten. Entsperren Sie Ihren Schlüsselbund und versuchen Sie es dann erneut.',
    )
    expect(await store.getPassword('svc', 'a')).toBe('first')
  })

  it.each([
    [
      'darwin',
      'The macOS Keychain did not give Token Desk its key (it is locked, or access was denied), so passwords and tokens cannot be stored on disk this session: they are kept in memory until you quit. Unlock the Keychain and allow Token Desk to use it, then restart Token Desk.',
    ],
    [
      'win32',
      'Windows (DPAPI) could not unprotect Token Desk’s key, so passwords and tokens cannot be stored on disk this session: they are kept in memory until you quit. Sign in to Windows with the account that started Token Desk before, then restart Token Desk.',
    ],
    [
      'linux',
      'The operating system gave Token Desk no encryption key, so passwords and tokens cannot be stored on disk this session: they are kept in memory until you quit. Unlock your keyring, then restart Token Desk.',
    ],
  ] as const)(
    'with no key on %s, says why in its description and in every refusal',
    async (platform, words) => {
      const cipher = await SafeStorageCipher.create(
        failing({ encryptStringAsync: () => Promise.reject(new Error('no key')) }),
        platform,
      )
      expect(cipher.protection().description).toBe(words)
      const error = await cipher.encrypt('x').catch((e: unknown) => e)
      expect((error as AppFailure).error).toMatchObject({ code: 'storage', message: words })
      expect((error as AppFailure).error.said?.key).toMatch(/^app\.keyring\.unavailable\./)
    },
  )

  it('names each key source in its messages as keyringLabel does in English', () => {
    for (const source of [
      'basic_text',
      'gnome_libsecret',
      'secret_service',
      'secret_portal',
      'kwallet',
      'kwallet5',
      'kwallet6',
      'darwin',
      'win32',
      'unknown',
      HARNESS_KEYRING,
      'test-only',
      'some_new_backend',
    ]) {
      const named = keyringWith(source)
      expect(typeof named === 'object' ? english(named) : named).toBe(keyringLabel(source))
    }
  })

  it('bytes safeStorage hands back unchanged (no key for their tag) are a failure, not a password', async () => {
    const cipher = await SafeStorageCipher.create(
      failing({
        decryptStringAsync: async (b: Buffer) => ({
          result: b.toString('utf8'),
          shouldReEncrypt: true,
        }),
      }),
      'linux',
    )
    await expect(cipher.decrypt(Buffer.from('v12 whatever'))).rejects.toMatchObject({
      reason: 'failed',
    })
  })
})
