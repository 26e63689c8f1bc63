import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultSettings, type Settings } from '../../src/shared/model/settings'
import { coreIn } from '../helpers/core'
import { expectError, unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

const custom: Settings = {
  requestTimeoutMs: 20_000,
  warningMs: 2 * 3_600_000,
  renewConcurrency: 3,
  autoRenewLeadMs: 30 * 60_000,
  keepPasswordsInWeakStorage: true,
  clipboardClearMs: 10_000,
  cliAccess: true,
  lockAfterIdleMs: 10 * 60_000,
  expiryNotifications: false,
  proxyMode: 'manual',
  proxyUrl: 'http://proxy.example:3128',
  proxyBypass: ['intranet.example'],
  proxyUsername: 'proxy-user',
  extraCaFiles: [],
  retryOn401: false,
  globalShortcut: 'CommandOrControl+Shift+Space',
  openAtLogin: true,
  keepFavouritesFresh: true,
  passwordCommandVault: 'Support',
  language: 'de',
  csvSeparator: ';',
  letterShortcuts: false,
}

describe('a settings patch changes only what it names', () => {
  it.each([
    ['the protection banner', { keepPasswordsInWeakStorage: false }],
    ['the settings form', { requestTimeoutMs: 30_000, clipboardClearMs: 0 }],
    ['one field', { warningMs: 3 * 3_600_000 }],
  ])('%s', async (_who, patch: Partial<Settings>) => {
    const dir = newDir()
    const core = coreIn(dir)
    await unwrap(core.api.updateSettings(custom))
    expect(await unwrap(core.api.updateSettings(patch))).toEqual({ ...custom, ...patch })
    // And the same after a restart.
    expect(await unwrap(coreIn(dir).api.getSettings())).toEqual({ ...custom, ...patch })
  })

  it('an empty patch changes nothing', async () => {
    const core = coreIn(newDir())
    await unwrap(core.api.updateSettings(custom))
    expect(await unwrap(core.api.updateSettings({}))).toEqual(custom)
  })

  it('a field given as undefined is left as it is', async () => {
    const core = coreIn(newDir())
    await unwrap(core.api.updateSettings(custom))
    expect(await unwrap(core.api.updateSettings({ warningMs: undefined }))).toEqual(custom)
  })

  it('refuses an unknown or invalid field and writes nothing', async () => {
    const dir = newDir()
    const core = coreIn(dir)
    await unwrap(core.api.updateSettings(custom))
    const before = readFileSync(join(dir, 'profiles.json'), 'utf8')
    expect(await expectError(core.dispatch('updateSettings', { warningMS: 60_000 }))).toMatchObject(
      {
        code: 'invalid-input',
      },
    )
    expect(await expectError(core.api.updateSettings({ warningMs: 1 }))).toMatchObject({
      code: 'invalid-input',
      issues: [{ path: 'warningMs' }],
    })
    expect(readFileSync(join(dir, 'profiles.json'), 'utf8')).toBe(before)
    expect(await unwrap(core.api.getSettings())).toEqual(custom)
  })

  it('starts from the defaults', async () => {
    expect(await unwrap(coreIn(newDir()).api.getSettings())).toEqual(defaultSettings)
  })
})

describe('settings read from the file', () => {
  it('keeps each valid field, takes the default for the rest, and ignores built-in names', async () => {
    const dir = newDir()
    const { writeFileSync } = await import('node:fs')
    writeFileSync(
      join(dir, 'profiles.json'),
      '{"schemaVersion":3,"settings":{"warningMs":7200000,"renewConcurrency":"many","constructor":1,"__proto__":{"warningMs":1},"toString":"x"}}',
    )
    const core = coreIn(dir)
    expect(await unwrap(core.api.getSettings())).toEqual({
      ...defaultSettings,
      warningMs: 7_200_000,
    })
    // The refused value is named at start; unknown keys are not settings and say nothing.
    expect((await unwrap(core.api.appInfo())).notices).toContainEqual({
      kind: 'settings-reset',
      fields: ['renewConcurrency'],
    })
  })

  it('reads a fraction an earlier version took (1.5 s) as the nearest whole unit, not the default', async () => {
    const dir = newDir()
    const { writeFileSync } = await import('node:fs')
    writeFileSync(
      join(dir, 'profiles.json'),
      '{"schemaVersion":3,"settings":{"requestTimeoutMs":1500,"lockAfterIdleMs":5430000,"clipboardClearMs":7200,"renewConcurrency":2.5}}',
    )
    const core = coreIn(dir)
    expect(await unwrap(core.api.getSettings())).toEqual({
      ...defaultSettings,
      requestTimeoutMs: 2_000,
      lockAfterIdleMs: 5_460_000,
      clipboardClearMs: 7_000,
    })
    // A count never took fractions: 2.5 parallel renewals is no setting any version saved.
    expect((await unwrap(core.api.appInfo())).notices).toContainEqual({
      kind: 'settings-reset',
      fields: ['renewConcurrency'],
    })
  })

  it('a manual proxy without an address reads as the system proxy, said so, and other settings still save', async () => {
    const dir = newDir()
    const { writeFileSync } = await import('node:fs')
    writeFileSync(
      join(dir, 'profiles.json'),
      '{"schemaVersion":3,"settings":{"proxyMode":"manual","proxyUrl":"https://proxy.corp:8080","requestTimeoutMs":20000}}',
    )
    const core = coreIn(dir)
    expect(await unwrap(core.api.getSettings())).toMatchObject({
      proxyMode: 'system',
      proxyUrl: '',
      requestTimeoutMs: 20_000,
    })
    expect((await unwrap(core.api.appInfo())).notices).toContainEqual({
      kind: 'settings-reset',
      fields: ['proxyUrl', 'proxyMode'],
    })
    expect(await unwrap(core.api.updateSettings({ warningMs: 1_800_000 }))).toMatchObject({
      warningMs: 1_800_000,
    })
  })
})
