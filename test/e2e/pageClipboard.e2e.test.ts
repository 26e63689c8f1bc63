import { describe, expect, it } from 'vitest'
import { skipBrowserTests } from '../helpers/browser'
import { demoLogin } from '../helpers/demoLogin'
import { openApp, useSandboxAndBrowser } from '../helpers/journey'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

/**
 * In Electron the page and main share the OS clipboard: what the window's
 * Copy header puts there, Ctrl+V pastes into a field, and what the user
 * copies in a field, main reads (src/harness/page/pageClipboard.ts).
 */
describe.skipIf(skipBrowserTests)('the clipboard the window and main share', () => {
  const started = useSandboxAndBrowser()

  it.each([
    ['linux', 'Control'],
    ['darwin', 'Meta'],
  ] as const)(
    'on %s: a copied header pastes into a field; text cut in a field is on main’s clipboard',
    async (platform, key) => {
      const app = await openApp(started.browser, newDir(), { platform })
      try {
        const { page } = app
        const created = await app.call('createProfile', { ...demoLogin(started.sandbox) })
        if (!created.ok) throw new Error(created.error.message)
        await app.call('getToken', { profileId: created.value.id })
        await page.reload()
        await page.getByRole('button', { name: /^Acme/ }).click()
        await page.getByRole('button', { name: 'Copy header' }).click()
        await expect.poll(() => app.clipboard()).toMatch(/^Authorization: Bearer \S+$/)
        const header = await app.clipboard()

        // Pasted into the search field with the keyboard: main's copy, not the browser's.
        const search = page.getByRole('searchbox', { name: 'Search profiles' })
        await search.click()
        await search.press(`${key}+V`)
        await expect.poll(() => search.inputValue()).toBe(header)

        // Cut there with the keyboard: on the clipboard main reads, and pasted back.
        await search.fill('acme')
        await search.press(`${key}+A`)
        await search.press(`${key}+X`)
        await expect.poll(() => app.clipboard()).toBe('acme')
        await expect.poll(() => search.inputValue()).toBe('')
        await search.press(`${key}+V`)
        await expect.poll(() => search.inputValue()).toBe('acme')
        expect(app.errors).toEqual([])
      } finally {
        await app.close()
      }
    },
    60_000,
  )
})
