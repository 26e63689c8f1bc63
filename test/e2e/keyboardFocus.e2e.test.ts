import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { skipBrowserTests } from '../helpers/browser'
import { demoLogin } from '../helpers/demoLogin'
import { openApp, useSandboxAndBrowser } from '../helpers/journey'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

/** What has the focus: its tag and accessible text, or "body" when nothing has. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const active = document.activeElement
    if (active === null || active === document.body) return 'body'
    return `${active.tagName.toLowerCase()}: ${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim()}`
  })

/**
 * Where the focus goes after an action, in Chromium (jsdom never takes focus
 * from a button that becomes disabled, nor gives it back from a closed
 * dialog): never to the page's body, where a keyboard or screen-reader user
 * loses their place (WCAG 2.4.3).
 */
describe.skipIf(skipBrowserTests)('focus after an action, by keyboard', () => {
  const started = useSandboxAndBrowser()

  it('stays on Save language while it saves, and the page then says it is German', async () => {
    const app = await openApp(started.browser, newDir())
    try {
      const { page } = app
      const made = await app.call('createProfile', demoLogin(started.sandbox))
      if (!made.ok) throw new Error(made.error.message)
      await page.reload()
      await page.getByRole('button', { name: 'Settings' }).click()
      const language = page.getByRole('region', { name: 'Language' })
      await language.getByRole('radio', { name: 'Deutsch' }).check()
      await language.getByRole('button', { name: 'Save language' }).focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de')
      // The page may speak German a moment before the save ends ("Wird gespeichert…"): the focus
      // is on the button throughout, and stays there once the save is done.
      expect(await focused(page)).toMatch(/^button: /)
      await expect.poll(() => focused(page)).toBe('button: Sprache speichern')
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  }, 60_000)

  it('gives the Board’s heading the focus when the quick switcher opens it', async () => {
    const app = await openApp(started.browser, newDir())
    try {
      const { page } = app
      const made = await app.call('createProfile', demoLogin(started.sandbox))
      if (!made.ok) throw new Error(made.error.message)
      await page.reload()
      await page.locator('[data-profile-id]').first().waitFor()
      await page.keyboard.press('Control+k')
      await page.keyboard.type('board')
      await page.keyboard.press('Enter')
      await page.getByRole('grid', { name: 'Board' }).waitFor()
      await expect.poll(() => focused(page)).toBe('h1: Board')
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  }, 60_000)
})
