import { describe, expect, it } from 'vitest'
import type { StandInPlatform } from '../../src/harness/electron/state'
import { skipBrowserTests } from '../helpers/browser'
import { demoLogin } from '../helpers/demoLogin'
import { openApp, useSandboxAndBrowser } from '../helpers/journey'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

/**
 * Locking the screen puts secrets away on every OS, each told its own way:
 * Linux's desktop over D-Bus (the harness's private buses, heard by the
 * app's real adapter), Electron's powerMonitor on macOS and Windows.
 */
describe.skipIf(skipBrowserTests)('a screen lock, told as each OS tells it', () => {
  const started = useSandboxAndBrowser()

  const lockOn: Record<StandInPlatform, string> = {
    linux: 'the session lock over D-Bus',
    darwin: "powerMonitor's lock-screen",
    win32: "powerMonitor's lock-screen",
  }

  it.each(['linux', 'darwin', 'win32'] as const)(
    'on %s, copy a header, lock: the copy is cleared and the session password forgotten',
    async (platform) => {
      // No keyring's key (Linux: the fixed key, weak; macOS/Windows: sealing refused): the
      // password is kept for this session only, and a lock forgets it.
      const app = await openApp(started.browser, newDir(), {
        platform,
        keyring: { store: platform === 'linux' ? 'absent' : 'rejecting' },
      })
      const { page, harness } = app
      try {
        const created = await app.call('createProfile', {
          ...demoLogin(started.sandbox),
          name: 'Away profile',
          portal: 'customer',
          password: 'demo-password',
        })
        if (!created.ok) throw new Error(created.error.message)
        await page.reload()
        await page.getByRole('button', { name: /^Away profile/ }).click()
        await page.getByRole('button', { name: 'Get token', exact: true }).click()
        await page.getByRole('button', { name: 'Copy header', exact: true }).click()
        await expect.poll(() => app.clipboard()).toMatch(/^Authorization: Bearer /)
        const password = async () => {
          const profile = await app.call('getProfile', { profileId: created.value.id })
          return profile.ok ? profile.value.password : profile.error.code
        }
        expect(await password()).toBe('session')

        if (platform === 'linux') {
          // Electron says nothing of it there: the harness refuses to pretend.
          await expect(harness.power('lock-screen')).rejects.toThrow(/HTTP 409: Electron does not emit powerMonitor 'lock-screen' on linux/) // prettier-ignore
          // The app's D-Bus adapter connects after the window: wait until it listens.
          await expect
            .poll(async () => {
              await app.call('copyDiagnostics', {})
              return app.clipboard()
            })
            .toMatch(/^Screen lock: heard through logind session c1/m)
          await page.getByRole('button', { name: 'Copy header', exact: true }).click()
          await expect.poll(() => app.clipboard()).toMatch(/^Authorization: Bearer /)
          await harness.sessionLock()
        } else {
          await expect(harness.sessionLock()).rejects.toThrow(/HTTP 409: There is no logind session to lock/) // prettier-ignore
          await harness.power('lock-screen')
        }
        await expect.poll(() => app.clipboard(), { message: lockOn[platform] }).toBe('')
        await expect.poll(password).toBe('none')
        expect(app.errors).toEqual([])
      } finally {
        await app.close()
      }
    },
    60_000,
  )
})
