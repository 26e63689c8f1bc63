import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { launchChromium, skipBrowserTests } from '../helpers/browser'
import { demoLogin } from '../helpers/demoLogin'
import { openApp } from '../helpers/journey'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

/**
 * The tray as the app's real main entry builds it, read from the harness's
 * stand-in of Electron's Tray, and clicked there as a user would.
 */
describe.skipIf(skipBrowserTests)('the tray of the running app', () => {
  let browser: Browser
  let sandbox: Sandbox
  beforeAll(async () => {
    sandbox = await startSandbox()
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await sandbox?.close()
  })

  it('lists a favourite with its time left; choosing it copies the header; Settings turns notices off', async () => {
    const app = await openApp(browser, newDir())
    try {
      const created = await app.call('createProfile', {
        ...demoLogin(sandbox),
        portal: 'customer',
        password: 'demo-password',
      })
      if (!created.ok) throw new Error(created.error.message)
      const id = created.value.id
      await app.call('updateProfile', { id, fields: { favourite: true } })
      await app.call('getToken', { profileId: id })

      const tray = async () => (await app.harness.records()).tray
      await expect
        .poll(async () => (await tray())?.items.map((item) => item.label))
        .toContain('Acme — 24 h left')
      const items = (await tray())?.items ?? []
      await app.harness.clickTray(items.findIndex((item) => item.label === 'Acme — 24 h left'))
      await expect.poll(() => app.clipboard()).toMatch(/^Authorization: Bearer \S+$/)
      expect(items.slice(-3).map((item) => item.label)).toEqual([
        'Renew all',
        'Open Token Desk',
        'Quit Token Desk',
      ])

      await app.page.getByRole('button', { name: 'Settings', exact: true }).click()
      const notices = app.page.getByRole('checkbox', { name: /^Tell me 15 minutes before/ })
      expect(await notices.isChecked()).toBe(true)
      await notices.uncheck()
      await expect
        .poll(async () => {
          const settings = await app.call('getSettings')
          return settings.ok && settings.value.expiryNotifications
        })
        .toBe(false)
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  }, 60_000)
})
