import { describe, expect, it } from 'vitest'
import { cipherOnKeyring, coreIn, vaultOnDisk } from '../helpers/core'
import { acmeProfile, expectError, unwrap, views } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

const profile = acmeProfile({
  // Nothing listens there: a token request that gets as far as sending is refused at once.
  baseUrl: 'http://127.0.0.1:1',
  password: 'gnome-kept-password',
})

/** The notice a start without a keyring gives for the one password sealed under GNOME Keyring. */
const sealedUnderGnome = {
  kind: 'keyring-changed',
  storedWith: ['gnome_libsecret'],
  current: 'basic_text',
  passwords: 1,
  tokens: 0,
}

describe('a keyring change between two starts', () => {
  it('is reported once at start, explains each read, and loses nothing', async () => {
    const dir = newDir()
    const first = coreIn(dir, { cipher: cipherOnKeyring('gnome_libsecret') })
    const created = await unwrap(first.api.createProfile(profile))
    expect(created.password).toBe('stored')
    expect((await unwrap(first.api.appInfo())).notices).toEqual([])
    await first.flush()
    const secretsBefore = vaultOnDisk(dir)

    // Next start: no keyring (Linux basic_text, weak protection).
    const second = coreIn(dir, { cipher: cipherOnKeyring('basic_text', 'weak') })
    expect((await unwrap(second.api.appInfo())).notices).toEqual([sealedUnderGnome])
    // Reading the password is tried; its failure gives the reason, not a generic failure or a
    // silent prompt.
    const error = await expectError(second.api.getToken({ profileId: created.id }))
    expect(error.code).toBe('storage')
    expect(error.message).toMatch(
      /stored with GNOME Keyring, but this session uses Electron’s fixed built-in key, and decrypting it failed/,
    )
    expect((await views(second.api))[0]!.password).toBe('stored')
    await second.flush()
    expect(vaultOnDisk(dir)).toEqual(secretsBefore)

    // Back with the keyring: no notice, and the password reads (the request gets as far as the
    // network); a copy shares it (same login).
    const third = coreIn(dir, { cipher: cipherOnKeyring('gnome_libsecret') })
    expect((await unwrap(third.api.appInfo())).notices).toEqual([])
    expect((await expectError(third.api.getToken({ profileId: created.id }))).code).toBe('network')
    const copy = await unwrap(third.api.copyProfile({ profileId: created.id }))
    expect(copy.password).toBe('stored')
  })

  it('counts what was sealed elsewhere as the start found it, even when a secret is written before the window asks', async () => {
    const dir = newDir()
    const first = coreIn(dir, { cipher: cipherOnKeyring('gnome_libsecret') })
    const created = await unwrap(first.api.createProfile(profile))
    await first.close()

    // The stored secrets are looked at when one is first wanted: here, a new password for the
    // same login, which replaces the one sealed under GNOME Keyring before appInfo is asked.
    const second = coreIn(dir, { cipher: cipherOnKeyring('basic_text', 'weak') })
    expect(await unwrap(second.api.listProfiles())).toHaveLength(1)
    await unwrap(second.api.updateProfile({ id: created.id, fields: {}, password: 'typed-again' }))
    expect((await unwrap(second.api.appInfo())).notices).toEqual([sealedUnderGnome])
    await second.close()
  })
})
