import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { EncryptedSecretStore } from '../../src/main/core/secrets/encryptedSecretStore'
import { keyringNotice } from '../../src/main/core/secrets/keyringNotice'
import { loginKey, SECRET_SERVICE, tokenKey } from '../../src/main/core/secrets/secretKeys'
import { AppFailure } from '../../src/shared/ipc/errors'
import { CipherFailure } from '../../src/main/core/secrets/cipher'
import { sameKeyStore } from '../../src/shared/model/keyring'
import { sayIn } from '../../src/shared/i18n/sayIn'
import { cipherOnKeyring, secretRowsIn, vaultOnDisk } from '../helpers/core'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

describe('EncryptedSecretStore records the keyring backend per value', () => {
  it('tags each new value <scheme>:<backend>:<base64>', async () => {
    const dir = newDir()
    const store = new EncryptedSecretStore(secretRowsIn(dir), cipherOnKeyring('gnome_libsecret'))
    await store.setPassword('svc', 'alice', 'pw-alice-1')
    await store.flush()
    expect(vaultOnDisk(dir).svc!.alice).toMatch(
      /^test-only-aes-256-gcm:gnome_libsecret:[A-Za-z0-9+/]+=*$/,
    )
    expect(store.sealedEntries()).toEqual([
      { service: 'svc', account: 'alice', backend: 'gnome_libsecret' },
    ])
  })

  it('leaves out, when asked, exactly the values sealed under one backend (the start-up check)', async () => {
    const rows = secretRowsIn(newDir())
    const values: [string, string][] = [
      ['mine', 'scheme:kwallet6:AAAA'],
      ['other-scheme', 'older:kwallet6:AAAA'], // same backend, another scheme: left out too
      ['sibling', 'scheme:kwallet5:AAAA'], // same wallet, another name: the check decides
      ['longer', 'scheme:kwallet6x:AAAA'],
      ['untagged', 'scheme:AAAA'],
      ['odd', 'scheme:kwallet6:AA:AA'], // not a tag parseSealed reads: no backend
      ['bare', 'scheme'],
    ]
    for (const [account, sealed] of values) rows.set('svc', account, sealed)
    const store = new EncryptedSecretStore(rows, cipherOnKeyring('kwallet6'))
    const all = store.sealedEntries()
    expect(all.map((e) => [e.account, e.backend])).toEqual([
      ['mine', 'kwallet6'],
      ['other-scheme', 'kwallet6'],
      ['sibling', 'kwallet5'],
      ['longer', 'kwallet6x'],
      ['untagged', null],
      ['odd', null],
      ['bare', null],
    ])
    expect(store.sealedEntries('kwallet6')).toEqual(all.filter((e) => e.backend !== 'kwallet6'))
    await rows.flush()
  })

  it('still reads a value from before backends were recorded, and then records this one', async () => {
    const dir = newDir()
    const cipher = cipherOnKeyring('kwallet6')
    const sealed = Buffer.from(await cipher.encrypt('legacy-pw')).toString('base64')
    const legacy = secretRowsIn(dir)
    legacy.set('svc', 'old', `${cipher.scheme}:${sealed}`)
    await legacy.flush()

    const store = new EncryptedSecretStore(secretRowsIn(dir), cipherOnKeyring('kwallet6'))
    expect(store.sealedEntries()).toEqual([{ service: 'svc', account: 'old', backend: null }])
    expect(await store.getPassword('svc', 'old')).toBe('legacy-pw')
    // Same ciphertext, now tagged with the backend that just opened it.
    await expect.poll(() => vaultOnDisk(dir).svc!.old).toBe(`${cipher.scheme}:kwallet6:${sealed}`)
    expect(await store.getPassword('svc', 'old')).toBe('legacy-pw')
  })

  it('tries a value sealed by another keyring, and when that fails names both and deletes nothing', async () => {
    const dir = newDir()
    const gnome = new EncryptedSecretStore(secretRowsIn(dir), cipherOnKeyring('gnome_libsecret'))
    await gnome.setPassword('svc', 'alice', 'pw-from-gnome')
    await gnome.flush()
    const before = readFileSync(join(dir, 'state.journal'), 'utf8')

    const basic = cipherOnKeyring('basic_text', 'weak')
    const decrypt = vi.spyOn(basic, 'decrypt')
    const store = new EncryptedSecretStore(secretRowsIn(dir), basic)
    const error = await store.getPassword('svc', 'alice').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppFailure)
    expect((error as AppFailure).error).toEqual({
      code: 'storage',
      message:
        'This secret was stored with GNOME Keyring, but this session uses Electron’s fixed built-in key, and decrypting it failed. Start Token Desk where GNOME Keyring is available, or enter it again. Nothing was deleted.',
      said: {
        key: 'network.secret.otherKeyStore',
        values: { sealed: 'GNOME Keyring', current: { key: 'network.keyring.builtIn' } },
      },
    })
    // The window says it in its language: the keyring's words too, the product's name as it is.
    expect(sayIn('de', (error as AppFailure).error.said!)).toBe(
      'Dieses Geheimnis wurde mit GNOME Keyring gespeichert, diese Sitzung arbeitet aber mit dem fest eingebauten Schlüssel von Electron, und das Entschlüsseln ist fehlgeschlagen. Starten Sie Token Desk in einer Umgebung mit GNOME Keyring, oder geben Sie es erneut ein. Es wurde nichts gelöscht.',
    )
    // A recorded name is no reason not to try: the key decides.
    expect(decrypt).toHaveBeenCalledTimes(1)
    expect(store.has('svc', 'alice')).toBe(true)
    expect(readFileSync(join(dir, 'state.journal'), 'utf8')).toBe(before)

    // Back where the keyring is: it reads.
    const again = new EncryptedSecretStore(secretRowsIn(dir), cipherOnKeyring('gnome_libsecret'))
    expect(await again.getPassword('svc', 'alice')).toBe('pw-from-gnome')
  })

  it('opens a value whose recorded name differs when the key opens it (a guess recorded it)', async () => {
    const dir = newDir()
    // What an earlier version wrote on Sway: the guess (basic_text) recorded, the keyring's key sealed.
    const sealed = Buffer.from(
      await cipherOnKeyring('secret_service').encrypt('pw-under-sway'),
    ).toString('base64')
    const rows = secretRowsIn(dir)
    rows.set('svc', 'bob', `test-only-aes-256-gcm:basic_text:${sealed}`)
    await rows.flush()
    const store = new EncryptedSecretStore(secretRowsIn(dir), cipherOnKeyring('secret_service'))
    expect(await store.getPassword('svc', 'bob')).toBe('pw-under-sway')
  })

  it('says a key store that gave no key this session may be locked, and to unlock it', async () => {
    const dir = newDir()
    const gnome = new EncryptedSecretStore(secretRowsIn(dir), cipherOnKeyring('secret_service'))
    await gnome.setPassword('svc', 'carol', 'pw-carol')
    await gnome.flush()
    const locked = cipherOnKeyring('basic_text', 'weak')
    vi.spyOn(locked, 'decrypt').mockRejectedValue(
      new CipherFailure('key-unavailable', 'temporarily unavailable'),
    )
    const error = await new EncryptedSecretStore(secretRowsIn(dir), locked)
      .getPassword('svc', 'carol')
      .catch((e: unknown) => e)
    expect((error as AppFailure).error.message).toBe(
      'This secret was stored with a Secret Service keyring, which did not give Token Desk its key this session (it may be locked). Unlock your keyring, then restart Token Desk. Nothing was deleted.',
    )
  })

  it('treats KWallet 5 and 6 as one wallet: reads and re-tags', async () => {
    const dir = newDir()
    const five = new EncryptedSecretStore(secretRowsIn(dir), cipherOnKeyring('kwallet5'))
    await five.setPassword('svc', 'k', 'wallet-pw')
    await five.flush()
    const six = new EncryptedSecretStore(secretRowsIn(dir), cipherOnKeyring('kwallet6'))
    expect(await six.getPassword('svc', 'k')).toBe('wallet-pw')
    await expect.poll(() => vaultOnDisk(dir).svc!.k).toMatch(/:kwallet6:/)
  })

  it('keeps a backend name that could break the format out of the tag', async () => {
    const dir = newDir()
    const store = new EncryptedSecretStore(secretRowsIn(dir), cipherOnKeyring('odd:name'))
    await store.setPassword('svc', 'a', 'value-123')
    await store.flush()
    expect(vaultOnDisk(dir).svc!.a).toMatch(/^test-only-aes-256-gcm:odd_name:/)
    expect(await store.getPassword('svc', 'a')).toBe('value-123')
  })
})

describe('keyringNotice', () => {
  const entry = (account: string, backend: string | null) => ({
    service: SECRET_SERVICE,
    account,
    backend,
  })
  /** A login's password (the login named after a profile, for short). */
  const passwordKey = (name: string) => loginKey(name)

  it('counts passwords and tokens sealed under another keyring', () => {
    expect(
      keyringNotice(
        [
          entry(passwordKey('p1'), 'gnome_libsecret'),
          entry(passwordKey('p2'), 'gnome_libsecret'),
          entry(tokenKey('p1'), 'kwallet5'),
          entry(tokenKey('p2'), 'basic_text'), // written in this session's backend
          entry(passwordKey('p3'), null), // unknown: not counted
          // Kept per profile by an earlier version and not compared yet: its login's is counted.
          entry('password:p4', 'gnome_libsecret'),
          entry('demo:signing-key', 'gnome_libsecret'), // not the user's to enter again
        ],
        'basic_text',
        (source) => source === 'basic_text',
      ),
    ).toEqual({
      kind: 'keyring-changed',
      storedWith: ['gnome_libsecret', 'kwallet5'],
      current: 'basic_text',
      passwords: 2,
      tokens: 1,
    })
  })

  it('says nothing when every value is readable here', () => {
    const holds = (current: string) => (source: string) => sameKeyStore(source, current)
    expect(keyringNotice([], 'darwin', holds('darwin'))).toBeNull()
    expect(
      keyringNotice([entry(passwordKey('p'), 'kwallet5')], 'kwallet6', holds('kwallet6')),
    ).toBeNull()
    expect(
      keyringNotice([entry(passwordKey('p'), null)], 'basic_text', holds('basic_text')),
    ).toBeNull()
  })
})
