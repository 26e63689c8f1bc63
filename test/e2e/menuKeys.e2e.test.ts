import { describe, expect, it } from 'vitest'
import { skipBrowserTests } from '../helpers/browser'
import { demoLogin } from '../helpers/demoLogin'
import { openApp, useSandboxAndBrowser } from '../helpers/journey'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

/**
 * Keys typed in the window, as Electron routes them: the page has each one
 * first, and the application menu takes only those it left unhandled
 * (src/harness/page/keyRouting.ts plays that routing over the stand-in).
 */
describe.skipIf(skipBrowserTests)('keys typed in the window', () => {
  const started = useSandboxAndBrowser()

  it('reach the application menu only when the page leaves them unhandled (Linux)', async () => {
    const app = await openApp(started.browser, newDir(), { platform: 'linux' })
    try {
      const { page, harness } = app
      const created = await app.call('createProfile', { ...demoLogin(started.sandbox) })
      if (!created.ok) throw new Error(created.error.message)
      await page.reload()
      const menuKeys = async () => (await harness.records()).menuKeys
      const search = page.getByRole('searchbox', { name: 'Search profiles' })
      await search.fill('acme')

      // Blink's own editing keys in a text field: consumed there, the menu never hears them.
      await search.press('Control+A')
      await search.press('Control+C')
      // Ctrl+K: the window opens the quick switcher itself, and consumes the key.
      await search.press('Control+K')
      const palette = page.getByRole('dialog', { name: 'Quick switcher' })
      await palette.waitFor()
      await page.keyboard.press('Escape')
      await palette.waitFor({ state: 'detached' })

      // Ctrl+B is no editing command in a plain text field: File › Board takes it.
      await search.press('Control+B')
      await page.getByRole('grid', { name: 'Board' }).waitFor()
      // Ctrl+, from the Board: Settings.
      await page.keyboard.press('Control+Comma')
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor()
      // A key no item has reaches the menu too, and nothing takes it.
      await page.keyboard.press('Control+Shift+F12')

      await expect.poll(menuKeys).toEqual([
        { accelerator: 'Ctrl+B', taken: true },
        { accelerator: 'Ctrl+,', taken: true },
        { accelerator: 'Ctrl+Shift+F12', taken: false },
      ])
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  }, 60_000)

  it('on a Mac (--platform darwin) the page reads a Mac and the Command key reaches the menu', async () => {
    const app = await openApp(started.browser, newDir(), { platform: 'darwin' })
    try {
      const { page, harness } = app
      const created = await app.call('createProfile', { ...demoLogin(started.sandbox) })
      if (!created.ok) throw new Error(created.error.message)
      await page.reload()
      expect(await page.evaluate(() => navigator.platform)).toBe('MacIntel')
      // The window's own shortcut is ⌘K on a Mac, and Control+K is nothing of the window's.
      await page.keyboard.press('Meta+K')
      const palette = page.getByRole('dialog', { name: 'Quick switcher' })
      await palette.waitFor()
      await page.keyboard.press('Escape')
      await palette.waitFor({ state: 'detached' })
      // ⌘A in a text field: no key of Blink's on a Mac; Edit › Select All selects its text.
      const search = page.getByRole('searchbox', { name: 'Search profiles' })
      await search.fill('acme')
      await search.press('Meta+A')
      await expect
        .poll(() => search.evaluate((e: HTMLInputElement) => [e.selectionStart, e.selectionEnd]))
        .toEqual([0, 4])
      // ⌘N: File › New profile.
      await page.keyboard.press('Meta+N')
      await page.getByRole('heading', { name: 'New profile', level: 1 }).waitFor()
      await expect
        .poll(async () => (await harness.records()).menuKeys)
        .toEqual([
          { accelerator: 'Command+A', taken: true },
          { accelerator: 'Command+N', taken: true },
        ])
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  }, 60_000)
})
