import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EncryptedSecretStore } from '../../src/main/core/secrets/encryptedSecretStore'
import { TestOnlyCipher } from '../../src/harness/testOnlyCipher'
import { AppFailure } from '../../src/shared/ipc/errors'
import { secretRowsIn, vaultOnDisk } from '../helpers/core'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

describe('EncryptedSecretStore (keytar-compatible)', () => {
  it('round-trips through a new instance, with only ciphertext on disk', async () => {
    const dir = newDir()
    const store = new EncryptedSecretStore(secretRowsIn(dir), new TestOnlyCipher())
    await store.setPassword('svc', 'alice', 'correct horse battery')
    await store.setPassword('svc', 'bob', 'tr0ub4dor&3')
    await store.flush()

    const reopened = new EncryptedSecretStore(secretRowsIn(dir), new TestOnlyCipher())
    expect(await reopened.getPassword('svc', 'alice')).toBe('correct horse battery')
    expect(await reopened.findPassword('svc')).toBe('correct horse battery')
    expect(await reopened.findCredentials('svc')).toEqual([
      { account: 'alice', password: 'correct horse battery' },
      { account: 'bob', password: 'tr0ub4dor&3' },
    ])
    expect(await reopened.has('svc', 'bob')).toBe(true)
    expect(await reopened.getPassword('svc', 'carol')).toBeNull()
    expect(await reopened.findPassword('other')).toBeNull()

    for (const file of readdirSync(dir)) {
      const text = readFileSync(join(dir, file), 'utf8')
      expect(text).not.toContain('correct horse')
      expect(text).not.toContain('tr0ub4dor')
      if (file === 'state.journal') expect(text).toContain('test-only-aes-256-gcm:')
    }
  })

  it('deletes and reports whether something was deleted', async () => {
    const store = new EncryptedSecretStore(secretRowsIn(newDir()), new TestOnlyCipher())
    await store.setPassword('svc', 'alice', 'pw')
    expect(await store.deletePassword('svc', 'alice')).toBe(true)
    expect(await store.deletePassword('svc', 'alice')).toBe(false)
    expect(await store.getPassword('svc', 'alice')).toBeNull()
  })

  it('keeps the last of concurrent writes to one key', async () => {
    const store = new EncryptedSecretStore(secretRowsIn(newDir()), new TestOnlyCipher())
    await Promise.all(Array.from({ length: 20 }, (_, i) => store.setPassword('svc', 'k', `v${i}`)))
    expect(await store.getPassword('svc', 'k')).toBe('v19')
  })

  it('refuses, clearly, a secret written by another scheme or tampered with', async () => {
    const dir = newDir()
    const raw = secretRowsIn(dir)
    raw.set('svc', 'foreign', 'electron-safestorage-v1:AAAA')
    raw.set('svc', 'tampered', 'test-only-aes-256-gcm:AAAAAAAA')
    await raw.flush()
    const store = new EncryptedSecretStore(secretRowsIn(dir), new TestOnlyCipher())
    await expect(store.getPassword('svc', 'foreign')).rejects.toThrow(/electron-safestorage-v1/)
    const error = await store.getPassword('svc', 'tampered').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppFailure)
    expect((error as AppFailure).error.code).toBe('storage')
  })

  it('re-encrypts a value when the cipher says its key rotated, keeping the plaintext', async () => {
    const dir = newDir()
    const cipher = new TestOnlyCipher()
    const store = new EncryptedSecretStore(secretRowsIn(dir), cipher)
    await store.setPassword('svc', 'alice', 'rotating-pw')
    await store.flush()
    const before = vaultOnDisk(dir).svc!.alice

    let rotated = true
    const rotating = Object.assign(Object.create(cipher) as TestOnlyCipher, {
      decrypt: async (bytes: Uint8Array) => {
        const opened = await cipher.decrypt(bytes)
        const reseal = rotated
        rotated = false
        return { ...opened, reseal }
      },
    })
    const reopened = new EncryptedSecretStore(secretRowsIn(dir), rotating)
    expect(await reopened.getPassword('svc', 'alice')).toBe('rotating-pw')
    await expect.poll(() => vaultOnDisk(dir).svc!.alice).not.toBe(before)
    expect(await reopened.getPassword('svc', 'alice')).toBe('rotating-pw')
  })
})
