import { describe, expect, it } from 'vitest'
import { skipBrowserTests } from '../helpers/browser'
import { demoLogin } from '../helpers/demoLogin'
import { openApp, useSandboxAndBrowser } from '../helpers/journey'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

/**
 * The tray as the app's real main entry builds it, read from the harness's
 * stand-in of Electron's Tray, and clicked there as a user would.
 */
describe.skipIf(skipBrowserTests)('the tray of the running app', () => {
  const started = useSandboxAndBrowser()

  it('lists a favourite with its time left; choosing it copies the header; Settings turns notices off', async () => {
    const app = await openApp(started.browser, newDir())
    try {
      const created = await app.call('createProfile', {
        ...demoLogin(started.sandbox),
        portal: 'customer',
        password: 'demo-password',
      })
      if (!created.ok) throw new Error(created.error.message)
      const id = created.value.id
      await app.call('updateProfile', { id, fields: { favourite: true } })
      await app.call('getToken', { profileId: id })

      const tray = async () => (await app.harness.records()).tray
      // A fresh 24 h token: "24 h" within half a second of its issue, "23 h 59 min" after (a
      // rebuild half a second late on a busy machine read that, and this test failed once).
      const fresh = (label: string) => /^Acme — (24 h|23 h 59 min) left$/.test(label)
      // The tray is rebuilt a moment after the change settles: give a busy machine time.
      await expect
        .poll(async () => (await tray())?.items.some((item) => fresh(item.label)), {
          timeout: 5_000,
        })
        .toBe(true)
      const items = (await tray())?.items ?? []
      await app.harness.clickTray(items.findIndex((item) => fresh(item.label)))
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
      // Every section saves with its own button: nothing yet.
      const kept = await app.call('getSettings')
      expect(kept.ok && kept.value.expiryNotifications).toBe(true)
      await app.page.getByRole('button', { name: 'Save notifications' }).click()
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

  it('Get token from the tray asks for the password in the window, copies and says so; menu keys and a notice’s click reach the window', async () => {
    const app = await openApp(started.browser, newDir(), { platform: 'linux' })
    try {
      const { page, harness } = app
      const created = await app.call('createProfile', {
        ...demoLogin(started.sandbox),
        password: undefined,
        favourite: true,
      })
      if (!created.ok) throw new Error(created.error.message)
      await page.reload()
      const tray = async () => (await harness.records()).tray?.items.map((i) => i.label) ?? []
      await expect.poll(tray, { timeout: 5_000 }).toContain('Acme — no token · Get token')
      await harness.clickTray((await tray()).indexOf('Acme — no token · Get token'))

      // No password kept: the window shows Acme with its prompt; the copy follows the token.
      const password = page.getByLabel('Password for this token')
      await password.waitFor()
      await password.fill('demo-password')
      await page.getByRole('button', { name: 'Use password' }).click()
      await expect.poll(() => app.clipboard()).toMatch(/^Authorization: Bearer \S+$/)
      // Linux: a notification of its own (a tray tooltip may never show there).
      await expect
        .poll(async () => (await harness.records()).notifications.map((n) => n.title))
        .toContain('Copied')

      // The application menu's keys, as Linux delivers them: File › New profile, Settings.
      expect(await harness.pressMenu('Ctrl+N')).toBe(true)
      await page.getByRole('heading', { name: 'New profile', level: 1 }).waitFor()
      await page.getByRole('button', { name: 'Cancel' }).click()
      expect(await harness.pressMenu('Ctrl+,')).toBe(true)
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor()
      await page.getByRole('button', { name: 'Close settings' }).click()

      // Ten minutes before expiry (the clock jumps: the tray and the notice follow within a second).
      await harness.moveClock({ byMs: 24 * 3_600_000 - 10 * 60_000 })
      await expect.poll(tray, { timeout: 5_000 }).toContain('Renew “Acme”')
      const notices = async () => (await harness.records()).notifications
      await expect
        .poll(async () => (await notices()).map((n) => n.title).join('\n'))
        .toMatch(/^“Acme”: token expires in (9|10) min$/m)
      const index = (await notices()).findIndex((n) => n.title.startsWith('“Acme”'))
      // Linux shows no buttons: the click opens Acme with Renew focused.
      expect((await notices())[index]?.buttons).toEqual([])
      expect(await harness.clickNotification(index)).toBe(true)
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Renew token')
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  }, 60_000)

  it('closing the window leaves the app in the tray (Linux), said once; the tray’s Open brings it back', async () => {
    const app = await openApp(started.browser, newDir(), { platform: 'linux' })
    try {
      const { harness } = app
      const stillRunning = async () =>
        (await harness.records()).notifications.filter(
          (n) => n.title === 'Token Desk is still running',
        ).length
      // The title bar's ×: the window hides, and the desktop is told where the app went.
      expect(await harness.closeWindow()).toMatchObject({ visible: false })
      await expect.poll(stillRunning).toBe(1)
      // Still running: main answers the page, and the tray's Open shows the window again.
      expect((await app.call('listProfiles')).ok).toBe(true)
      const tray = async () => (await harness.records()).tray?.items.map((i) => i.label) ?? []
      await harness.clickTray((await tray()).indexOf('Open Token Desk'))
      await expect.poll(() => harness.window()).toMatchObject({ visible: true, focused: true })
      // Closed again in the same run: nothing said twice.
      expect(await harness.closeWindow()).toMatchObject({ visible: false })
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(await stillRunning()).toBe(1)
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  }, 60_000)

  it('turns the global shortcut on in Settings; pressed in another app, it opens the quick switcher', async () => {
    // An X11 session: Electron grabs the keys itself and knows whether it got them.
    const app = await openApp(started.browser, newDir(), {
      platform: 'linux',
      env: { XDG_SESSION_TYPE: 'x11' },
    })
    try {
      const { page, harness } = app
      await page.getByRole('button', { name: 'Settings', exact: true }).click()
      const on = page.getByRole('checkbox', { name: 'Open the quick switcher from any app' })
      expect(await on.isChecked()).toBe(false)
      expect((await harness.records()).shortcuts).toEqual([])

      // Another app holds the default keys: the section says so, and nothing is held.
      await fetch(`${harness.base}__harness/shortcuts/taken`, {
        method: 'POST',
        headers: harness.headers,
        body: JSON.stringify(['CommandOrControl+Alt+K']),
      })
      const save = page.getByRole('button', { name: 'Save shortcut' })
      await on.check()
      await save.click()
      await page.getByText('Another app already uses Ctrl+Alt+K: choose other keys.').waitFor()
      expect((await harness.records()).shortcuts).toEqual([])

      // Recorded by pressing the keys: a key alone is refused before it is sent; other keys work.
      const keys = page.getByRole('button', { name: 'Shortcut', exact: true })
      await keys.focus()
      await page.keyboard.press('J')
      await page.getByText(/needs a modifier/).waitFor()
      await page.keyboard.press('Control+Alt+J')
      expect(await keys.locator('kbd').allTextContents()).toEqual(['Ctrl', 'Alt', 'J'])
      await save.click()
      await page.getByText('Works in every app: press Ctrl+Alt+J.').waitFor()
      expect((await harness.records()).shortcuts).toEqual(['CommandOrControl+Alt+J'])

      expect(await harness.pressShortcut('CommandOrControl+Alt+J')).toBe(true)
      await page.getByRole('combobox', { name: 'Find a profile or a command' }).waitFor()
      await page.keyboard.press('Escape')

      await page.getByRole('button', { name: 'Settings', exact: true }).click()
      await on.uncheck()
      await save.click()
      await expect.poll(async () => (await harness.records()).shortcuts).toEqual([])
      expect(await harness.pressShortcut('CommandOrControl+Alt+J')).toBe(false)
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  }, 60_000)

  it('on Wayland, Settings does not claim the shortcut works: it says why, and what to bind in the desktop', async () => {
    const app = await openApp(started.browser, newDir(), {
      platform: 'linux',
      env: { XDG_SESSION_TYPE: 'wayland' },
    })
    try {
      const { page, harness } = app
      // The desktop refuses the keys (GNOME does so silently); Electron still answers true.
      await fetch(`${harness.base}__harness/shortcuts/taken`, {
        method: 'POST',
        headers: harness.headers,
        body: JSON.stringify(['CommandOrControl+Alt+K']),
      })
      await page.getByRole('button', { name: 'Settings', exact: true }).click()
      await page.getByRole('checkbox', { name: 'Open the quick switcher from any app' }).check()
      await page.getByRole('button', { name: 'Save shortcut' }).click()
      const status = page.getByRole('status').filter({ hasText: 'Cannot be confirmed on Wayland' })
      await expect
        .poll(() => status.textContent())
        .toMatch(
          /^Cannot be confirmed on Wayland: your desktop decides whether Ctrl\+Alt\+K reaches Token Desk, .*Custom Shortcuts.* that runs \S.* — it brings Token Desk to the front, where Ctrl\+K opens the quick switcher\.$/,
        )
      expect(await page.getByText('Works in every app').count()).toBe(0)
      expect(await status.locator('code').textContent()).toContain(process.execPath)
      expect(await harness.pressShortcut('CommandOrControl+Alt+K')).toBe(false)
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  }, 60_000)
})
