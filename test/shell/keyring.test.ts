import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { writeDataFolder } from '../../bench/dataFolder'
import { clipboard } from '../../src/harness/electron/clipboard'
import { defaultKeyring, type StandInKeyring } from '../../src/harness/electron/keySources'
import { sealWithTestKey } from '../../src/harness/testKey'
import { SAFE_STORAGE_SCHEME } from '../../src/main/adapters/safeStorageTag'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { HARNESS_KEYRING } from '../../src/shared/model/keyring'
import { demoProfile, expectError, unwrap } from '../helpers/api'
import { vaultOnDisk } from '../helpers/core'
import { useTempDirs } from '../helpers/tempDir'
import { bootApp, quitApp } from './boot'

const newDir = useTempDirs()

/** The stand-in's keyring on a Linux desktop. */
const linux = (keyring: Partial<StandInKeyring> = {}) => ({
  platform: 'linux' as const,
  keyring: { ...defaultKeyring, ...keyring },
})

/** The key source recorded with each stored secret, as the data folder holds them. */
const recordedSources = (dir: string): string[] =>
  Object.values(vaultOnDisk(dir)['token-desk'] ?? {}).map((sealed) => sealed.split(':')[1]!)

/**
 * Which key sealed a secret, and what the app says about it, over the stand-in's
 * safeStorage played as Electron 45 on Linux: the key source is read from what
 * sealed, never from getSelectedStorageBackend's guess from the desktop's name.
 * (The app reads process.platform: these run where it is Linux.)
 */
describe.runIf(process.platform === 'linux')(
  'the key that seals secrets on a Linux desktop, through the real entry (safeStorage)',
  () => {
    let sandbox: Sandbox
    beforeAll(async () => {
      sandbox = await startSandbox()
    })
    afterAll(() => sandbox.close())
    afterEach(quitApp)

    it('GNOME with its keyring locked: says the fixed key seals and keeps passwords off disk, not "GNOME Keyring"', async () => {
      const userData = newDir()
      const { api } = await bootApp(userData, linux({ desktop: 'GNOME', store: 'locked' }))
      const { protection } = await unwrap(api.appInfo())
      expect(protection).toEqual({
        kind: 'weak',
        // The window words it from this (in the user's language); the description is for the logs.
        expected: 'gnome_libsecret',
        description:
          'GNOME Keyring did not give Token Desk its key (it is locked, or not running), so secrets are encrypted with a fixed key built into Electron, which protects little. Unlock your keyring, then restart Token Desk.',
      })
      // The weak policy: a typed password stays in memory (unless the user allows otherwise).
      const created = await demoProfile(api, sandbox, { name: 'Acme' })
      expect(created.password).toBe('session')
    })

    it('Sway (a desktop Electron does not recognise) with a Secret Service: the keyring, not "weak"', async () => {
      const userData = newDir()
      const { api } = await bootApp(userData, linux({ desktop: 'sway' }))
      const { protection } = await unwrap(api.appInfo())
      expect(protection).toMatchObject({ kind: 'test-only', keyring: 'secret_service' })
      expect(protection.description).toBe(
        'Test harness, playing a Secret Service keyring: secrets are encrypted with keys published in the source. Use test credentials only.',
      )
      const created = await demoProfile(api, sandbox, { name: 'Acme' })
      expect(created.password).toBe('stored')
      await unwrap(api.copyDiagnostics({}))
      expect(await clipboard.readText()).toContain(
        'Backend: secret_service (a Secret Service keyring)',
      )
      await api.getToken({ profileId: created.id })
      expect(new Set(recordedSources(userData))).toEqual(new Set(['secret_service']))
    })

    it('a login under another window manager reads every secret: the key never changed', async () => {
      const userData = newDir()
      const first = await bootApp(userData, linux({ desktop: 'GNOME' }))
      const created = await demoProfile(first.api, sandbox, { name: 'Acme' })
      await unwrap(first.api.getToken({ profileId: created.id }))
      await first.quit()

      const second = await bootApp(userData, linux({ desktop: 'sway' }))
      expect((await unwrap(second.api.appInfo())).notices).toEqual([])
      await unwrap(second.api.copy({ profileId: created.id, format: 'header' }))
      expect(await clipboard.readText()).toMatch(/^Authorization: Bearer \S+$/)
    })

    it('a locked keyring: what it sealed is reported at start, and reading it says to unlock, losing nothing', async () => {
      const userData = newDir()
      const first = await bootApp(userData, linux({ desktop: 'GNOME' }))
      const created = await demoProfile(first.api, sandbox, { name: 'Acme' })
      expect(created.password).toBe('stored')
      await first.quit()
      const stored = vaultOnDisk(userData)

      const second = await bootApp(userData, linux({ desktop: 'GNOME', store: 'locked' }))
      expect((await unwrap(second.api.appInfo())).notices).toEqual([
        {
          kind: 'keyring-changed',
          storedWith: ['secret_service'],
          current: 'basic_text',
          passwords: 1,
          tokens: 0,
        },
      ])
      const refused = await expectError(second.api.getToken({ profileId: created.id }), 'storage')
      expect(refused.message).toBe(
        'This secret was stored with a Secret Service keyring, which did not give Token Desk its key this session (it may be locked). Unlock your keyring, then restart Token Desk. Nothing was deleted.',
      )
      await second.quit()
      expect(vaultOnDisk(userData)).toEqual(stored)

      // Unlocked again: it reads.
      const third = await bootApp(userData, linux({ desktop: 'GNOME' }))
      expect((await unwrap(third.api.appInfo())).notices).toEqual([])
      await unwrap(third.api.getToken({ profileId: created.id }))
    })

    it('KDE cannot open what the Secret Service sealed: it tries, and says which key sealed it', async () => {
      const userData = newDir()
      const first = await bootApp(userData, linux({ desktop: 'GNOME' }))
      const created = await demoProfile(first.api, sandbox, { name: 'Acme' })
      await first.quit()

      const second = await bootApp(userData, linux({ desktop: 'KDE' }))
      expect((await unwrap(second.api.appInfo())).notices).toEqual([
        {
          kind: 'keyring-changed',
          storedWith: ['secret_service'],
          current: 'kwallet6',
          passwords: 1,
          tokens: 0,
        },
      ])
      const refused = await expectError(second.api.getToken({ profileId: created.id }), 'storage')
      expect(refused.message).toBe(
        'This secret was stored with a Secret Service keyring, but this session uses KWallet, and decrypting it failed. Start Token Desk where a Secret Service keyring is available, or enter it again. Nothing was deleted.',
      )
    })

    it('what the fixed key sealed opens once a keyring answers, and is sealed again under it', async () => {
      const userData = newDir()
      const first = await bootApp(userData, linux({ store: 'absent' }))
      const created = await demoProfile(first.api, sandbox, { name: 'Acme' })
      await unwrap(first.api.getToken({ profileId: created.id }))
      await first.quit()
      expect(recordedSources(userData)).toEqual(['basic_text'])

      const second = await bootApp(userData, linux())
      expect((await unwrap(second.api.appInfo())).notices).toEqual([])
      await unwrap(second.api.copy({ profileId: created.id, format: 'header' }))
      await expect.poll(() => recordedSources(userData)).toEqual(['secret_service'])
    })

    it("opens a benchmark's data folder as its own: no keyring notice, and its secrets read", async () => {
      const userData = newDir()
      writeDataFolder(userData, 3, Date.now(), { history: false })
      const { api } = await bootApp(userData)
      expect((await unwrap(api.appInfo())).notices).toEqual([])
      // The token the benchmark sealed opens under the harness's key.
      await unwrap(api.copy({ profileId: 'id-1', format: 'header' }))
      expect(await clipboard.readText()).toBe('Authorization: Bearer token-id-1')
    })

    it('opens a harness data folder from before the stand-in played key sources, and seals it again', async () => {
      const userData = newDir()
      writeDataFolder(userData, 2, Date.now(), {
        history: false,
        sealed: (plaintext) =>
          `${SAFE_STORAGE_SCHEME}:${HARNESS_KEYRING}:${sealWithTestKey(plaintext).toString('base64')}`,
      })
      const { api } = await bootApp(userData)
      expect((await unwrap(api.appInfo())).notices).toEqual([])
      await unwrap(api.copy({ profileId: 'id-1', format: 'header' }))
      expect(await clipboard.readText()).toBe('Authorization: Bearer token-id-1')
      // The token just read is sealed again under the key that seals now.
      await expect
        .poll(() => recordedSources(userData).sort())
        .toEqual([HARNESS_KEYRING, HARNESS_KEYRING, HARNESS_KEYRING, 'secret_service'])
    })
  },
)

/**
 * macOS with the Keychain locked or access denied: Electron 45 still says async
 * encryption is available, and every encryptStringAsync rejects. The app runs with
 * process.platform played as darwin, as it reads it there.
 */
describe('a Keychain that refuses its key (macOS), through the real entry', () => {
  let sandbox: Sandbox
  const platform = Object.getOwnPropertyDescriptor(process, 'platform')!
  beforeAll(async () => {
    sandbox = await startSandbox()
    Object.defineProperty(process, 'platform', { ...platform, value: 'darwin' })
  })
  afterAll(async () => {
    Object.defineProperty(process, 'platform', platform)
    await sandbox.close()
  })
  afterEach(quitApp)

  it('is the "unavailable" state, says what to do, and keeps a typed password in memory', async () => {
    const userData = newDir()
    const first = await bootApp(userData, { platform: 'darwin' })
    const created = await demoProfile(first.api, sandbox, { name: 'Acme' })
    expect(created.password).toBe('stored')
    await first.quit()
    const stored = vaultOnDisk(userData)

    const { api } = await bootApp(userData, {
      platform: 'darwin',
      keyring: { ...defaultKeyring, store: 'rejecting' },
    })
    const { protection } = await unwrap(api.appInfo())
    expect(protection).toEqual({
      kind: 'unavailable',
      platform: 'darwin',
      description:
        'The macOS Keychain did not give Token Desk its key (it is locked, or access was denied), so passwords and tokens cannot be stored on disk this session: they are kept in memory until you quit. Unlock the Keychain and allow Token Desk to use it, then restart Token Desk.',
    })
    // What the Keychain sealed before is still there, and reading it says why it cannot be read.
    const refused = await expectError(api.getToken({ profileId: created.id }), 'storage')
    expect(refused.message).toBe(
      'This secret was stored with the macOS Keychain, which did not give Token Desk its key this session (it may be locked). Unlock your keyring, then restart Token Desk. Nothing was deleted.',
    )
    // A password typed now is not lost: it is kept for this session, and a token is got with it.
    const other = await demoProfile(api, sandbox, {
      name: 'Globex',
      username: 'globex-api',
      password: 'globex-password',
    })
    expect(other.password).toBe('session')
    expect((await unwrap(api.getToken({ profileId: other.id }))).token.kind).toBe('issued')
    expect(vaultOnDisk(userData)).toEqual(stored)
  })
})
