import { afterEach, describe, expect, it } from 'vitest'
import {
  defaultKeyring,
  sealUnder,
  type StandInKeyring,
} from '../../src/harness/electron/keySources'
import { app } from '../../src/harness/electron/app'
import { safeStorage } from '../../src/harness/electron/safeStorage'
import { resetStandIn, type StandInPlatform } from '../../src/harness/electron/state'

/** The stand-in playing one machine, its app ready. */
async function play(platform: StandInPlatform, keyring: Partial<StandInKeyring> = {}) {
  resetStandIn({ platform, keyring: { ...defaultKeyring, ...keyring } })
  app.start()
  await app.whenReady()
}

/** The key tag Chromium's OSCrypt put in front of a ciphertext. */
const tagOf = (sealed: Buffer) => sealed.subarray(0, 3).toString('latin1')

afterEach(() => resetStandIn())

describe("the stand-in's safeStorage: the key that seals and the backend it names are separate facts", () => {
  it('answers nothing before the app is ready', async () => {
    resetStandIn({ platform: 'linux' })
    expect(safeStorage.getSelectedStorageBackend?.()).toBe('unknown')
    expect(await safeStorage.isAsyncEncryptionAvailable()).toBe(false)
    await expect(safeStorage.encryptStringAsync('x')).rejects.toThrow(
      'safeStorage cannot be used before app is ready',
    )
  })

  it('GNOME with its keyring unlocked: the guess says GNOME Keyring, the Secret Service key (v11) seals', async () => {
    await play('linux', { desktop: 'GNOME' })
    expect(safeStorage.getSelectedStorageBackend?.()).toBe('gnome_libsecret')
    expect(tagOf(await safeStorage.encryptStringAsync('x'))).toBe('v11')
  })

  it.each(['locked', 'absent'] as const)(
    'GNOME with its keyring %s: the guess is unchanged, and the fixed fallback key (v10) seals, without a word',
    async (store) => {
      await play('linux', { desktop: 'GNOME', store })
      expect(safeStorage.getSelectedStorageBackend?.()).toBe('gnome_libsecret')
      expect(await safeStorage.isAsyncEncryptionAvailable()).toBe(true)
      expect(tagOf(await safeStorage.encryptStringAsync('x'))).toBe('v10')
      // OSCrypt sync, which the guess names, has no key either.
      expect(safeStorage.isEncryptionAvailable()).toBe(false)
    },
  )

  it('Sway (an unrecognised desktop) with a Secret Service: the guess says basic_text, the keyring seals', async () => {
    await play('linux', { desktop: 'sway' })
    expect(safeStorage.getSelectedStorageBackend?.()).toBe('basic_text')
    expect(tagOf(await safeStorage.encryptStringAsync('x'))).toBe('v11')
  })

  it('KDE asks KWallet: its key is not the Secret Service one, though both tag v11', async () => {
    await play('linux', { desktop: 'sway' })
    const underSecretService = await safeStorage.encryptStringAsync('secret')
    await play('linux', { desktop: 'KDE' })
    expect(safeStorage.getSelectedStorageBackend?.()).toBe('kwallet6')
    const underKWallet = await safeStorage.encryptStringAsync('secret')
    expect(tagOf(underKWallet)).toBe('v11')
    await expect(safeStorage.decryptStringAsync(underSecretService)).rejects.toThrow(
      'Error while decrypting the ciphertext provided to safeStorage.decryptStringAsync.',
    )
  })

  it('the same keyring under another window manager: same key, it opens', async () => {
    await play('linux', { desktop: 'GNOME' })
    const sealed = await safeStorage.encryptStringAsync('secret')
    await play('linux', { desktop: 'sway' })
    expect(await safeStorage.decryptStringAsync(sealed)).toEqual({
      result: 'secret',
      shouldReEncrypt: false,
    })
  })

  it('the fallback key is always held on Linux: its values open once a keyring answers, to be sealed again', async () => {
    await play('linux', { store: 'absent' })
    const sealed = await safeStorage.encryptStringAsync('secret')
    await play('linux')
    expect(await safeStorage.decryptStringAsync(sealed)).toEqual({
      result: 'secret',
      shouldReEncrypt: true,
    })
  })

  it('a value sealed by a keyring that is now locked: "temporarily unavailable"', async () => {
    await play('linux')
    const sealed = await safeStorage.encryptStringAsync('secret')
    await play('linux', { store: 'locked' })
    await expect(safeStorage.decryptStringAsync(sealed)).rejects.toThrow(
      'safeStorage.decryptStringAsync is temporarily unavailable. Please try again.',
    )
  })

  it('the Secret portal gives a key that opens v12 values but never seals', async () => {
    const underPortal = sealUnder('portal', 'flatpak-secret')
    await play('linux', { portal: true })
    expect(tagOf(await safeStorage.encryptStringAsync('x'))).toBe('v11')
    expect(await safeStorage.decryptStringAsync(underPortal)).toEqual({
      result: 'flatpak-secret',
      shouldReEncrypt: true,
    })
    // Without it OSCrypt sync takes the bytes for text stored before encryption: unchanged.
    await play('linux')
    expect((await safeStorage.decryptStringAsync(underPortal)).result).toBe(
      underPortal.toString('utf8'),
    )
  })

  it.each(['darwin', 'win32'] as const)(
    '%s: v10 under the OS key; no getSelectedStorageBackend; a refused key rejects every encrypt',
    async (platform) => {
      await play(platform)
      expect(safeStorage.getSelectedStorageBackend).toBeUndefined()
      expect('getSelectedStorageBackend' in safeStorage).toBe(false)
      const sealed = await safeStorage.encryptStringAsync('secret')
      expect(tagOf(sealed)).toBe('v10')
      await play(platform, { store: 'rejecting' })
      // Still "available": the failure shows only when encrypting.
      expect(await safeStorage.isAsyncEncryptionAvailable()).toBe(true)
      await expect(safeStorage.encryptStringAsync('secret')).rejects.toThrow(
        'Error while encrypting the text provided to safeStorage.encryptStringAsync.',
      )
      await expect(safeStorage.decryptStringAsync(sealed)).rejects.toThrow(
        'temporarily unavailable',
      )
    },
  )
})
