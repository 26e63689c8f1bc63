import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { app } from '../../src/harness/electron/app'
import { sealUnder } from '../../src/harness/electron/keySources'
import { safeStorage } from '../../src/harness/electron/safeStorage'
import { records } from '../../src/harness/electron/state'
import { BrowserWindow } from '../../src/harness/electron/windows'
import { defaultDataDir } from '../../src/main/core/cli/endpoint'
import { testHost } from '../helpers/cli'
import { useTempDirs } from '../helpers/tempDir'
import { allPlatforms, bootApp, quitApp } from './boot'

const newDir = useTempDirs()

type MenuItem = { label?: string; role?: string; submenu?: MenuItem[] }
const labels = (items: MenuItem[]): string[] =>
  items.flatMap((item) => [...(item.label ? [item.label] : []), ...labels(item.submenu ?? [])])

/** The installer's id, as electron-builder.yml gives it (the Windows shortcut's AppUserModelID). */
const installerAppId = /^appId:\s*(\S+)\s*$/m.exec(readFileSync('electron-builder.yml', 'utf8'))![1]

describe("the app's name, Windows id and data folder (src/main/index.ts)", () => {
  afterEach(quitApp)

  it('reads "Token Desk" in the macOS app menu: About, Hide and Quit Token Desk', async () => {
    await bootApp(newDir(), { platform: 'darwin' })
    const menu = labels(records.applicationMenu as MenuItem[])
    expect(menu).toEqual(
      expect.arrayContaining([
        'Token Desk',
        'About Token Desk',
        'Hide Token Desk',
        'Quit Token Desk',
      ]),
    )
    expect(menu.join('\n')).not.toContain('token-desk')
  })

  // Electron names the keyring's key after app.name as it stands before ready: with
  // productName, "Token Desk Safe Storage" would be another key, and every password and
  // token a release before it stored would be unreadable.
  it.each([
    ['darwin', 'keychain'],
    ['linux', 'secret-service'],
  ] as const)(
    'on %s, still opens secrets sealed under the name "token-desk", and its menus say Token Desk',
    async (platform, key) => {
      await bootApp(newDir(), { platform })
      expect(app.safeStorageName()).toBe('token-desk')
      expect(app.getName()).toBe('Token Desk')
      const before = sealUnder(key, 'a password saved by 0.1.0')
      expect((await safeStorage.decryptStringAsync(before)).result).toBe(
        'a password saved by 0.1.0',
      )
    },
  )

  it.each(allPlatforms)(
    'on %s, keeps its data in <appData>/token-desk, where it always was and the command line looks',
    async (platform) => {
      const appData = newDir()
      const { window } = await bootApp(null, { platform, appData })
      expect(window).not.toBeNull()
      expect(app.name).toBe('Token Desk')
      expect(app.getPath('userData')).toBe(join(appData, 'token-desk'))
      expect(existsSync(join(appData, 'token-desk', 'profiles.json'))).toBe(true)
      expect(existsSync(join(appData, 'Token Desk'))).toBe(false)
      // The folder `token-desk` (the command line) assumes when it is not told one.
      if (platform === 'linux') {
        const host = testHost(newDir(), { XDG_CONFIG_HOME: appData })
        expect(defaultDataDir({ ...host, platform })).toBe(app.getPath('userData'))
      }
    },
  )

  it.each(allPlatforms)(
    'on %s, claims the installer’s AppUserModelID only on Windows',
    async (platform) => {
      await bootApp(newDir(), { platform })
      expect(records.appUserModelIds).toEqual(platform === 'win32' ? [installerAppId] : [])
    },
  )

  it('refuses a relative TOKEN_DESK_USER_DATA in words, exits 2, touches nothing', async () => {
    const cwd = newDir()
    const before = process.cwd()
    process.chdir(cwd)
    try {
      await bootApp('data/token-desk', { appData: newDir() })
    } finally {
      process.chdir(before)
    }
    expect(records.exits).toEqual([2])
    expect(BrowserWindow.getAllWindows()).toEqual([])
    expect(records.errorBoxes).toEqual([
      {
        title: 'Token Desk could not start',
        content: expect.stringMatching(
          /^TOKEN_DESK_USER_DATA must be an absolute path, e\.g\. \/.*; it is "data\/token-desk"\./,
        ),
      },
    ])
    expect(records.errorBoxes[0]!.content).not.toMatch(/\n\s+at /)
    expect(existsSync(join(cwd, 'data'))).toBe(false)
  })
})
