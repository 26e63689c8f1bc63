import { describe, expect, it } from 'vitest'
import { skipBrowserTests } from '../helpers/browser'
import { demoLogin } from '../helpers/demoLogin'
import { openApp, useSandboxAndBrowser } from '../helpers/journey'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

/*
 * An ordinary profile (no saved request, not a demo one): copy commands and
 * Verify now have nothing to call. They say so before they are chosen, and
 * Send, then Save (Postman's order) gives them the request to call.
 */
describe.skipIf(skipBrowserTests)('copy commands and Verify now without a request to call', () => {
  const started = useSandboxAndBrowser()

  it('are offered with a hint instead of a red panel; Send then Save gives them the request', async () => {
    const app = await openApp(started.browser, newDir())
    const { page } = app
    try {
      const created = await app.call(
        'createProfile',
        demoLogin(started.sandbox, { apiHostUrl: started.sandbox.urls.apiHost }),
      )
      if (!created.ok) throw new Error(created.error.message)
      await app.call('getToken', { profileId: created.value.id })
      await page.reload()
      await page.getByRole('heading', { level: 1, name: 'Acme' }).waitFor()

      const hintText =
        'Save a request under Test requests to copy it as a command or verify with it.'
      const hint = page.getByTestId('command-hint')
      await expect.poll(() => hint.textContent()).toBe(hintText)
      const verify = page.getByRole('button', { name: 'Verify now' })
      expect(await verify.getAttribute('aria-disabled')).toBe('true')
      // Reachable by keyboard, and read with why (aria-describedby).
      await verify.focus()
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Verify now')
      const description = await verify.evaluate((el) =>
        (el.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      )
      expect(description).toBe(hintText)
      await page.keyboard.press('Enter')
      expect(await page.getByRole('alert').count()).toBe(0)

      // The copy menu: the request formats are there, disabled, with the hint in the menu.
      const menuButton = page.getByRole('button', { name: 'More copy formats' })
      await menuButton.click()
      const menu = page.getByRole('menu', { name: 'More copy formats' })
      const curl = menu.getByRole('menuitem', { name: 'curl command' })
      expect(await curl.getAttribute('aria-disabled')).toBe('true')
      expect(await menu.locator('..').textContent()).toContain(hintText)
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('ArrowDown')
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('curl command')
      await page.keyboard.press('Enter')
      expect(await page.getByRole('alert').count()).toBe(0)
      expect(await app.clipboard()).not.toContain('curl')
      await page.keyboard.press('Escape')

      // Postman's order: a request from a template, sent, then saved.
      const panel = page.getByRole('region', { name: 'Test requests' })
      await panel
        .getByLabel('Template')
        .selectOption({ label: 'Analytics: account summary (Bearer)' })
      await panel.getByRole('button', { name: 'Send request', exact: true }).click()
      const response = page.getByRole('region', { name: 'Response' })
      await expect.poll(() => response.textContent()).toMatch(/200/)
      // Sent but not saved: still nothing to call.
      expect(await hint.textContent()).toBe(hintText)
      await panel.getByRole('button', { name: 'Save request', exact: true }).click()
      await expect.poll(() => hint.count()).toBe(0)
      await expect
        .poll(() => panel.getByTestId('probe-note').textContent())
        .toContain('Copy commands call “Analytics summary” (the one sent last).')

      // Verify now calls it; the copy menu copies a curl command aimed at it.
      expect(await verify.getAttribute('aria-disabled')).toBeNull()
      await verify.click()
      await expect
        .poll(() => page.getByTestId('verify').textContent())
        .toContain('Accepted (200): the service takes the current token.')
      await menuButton.click()
      await menu.getByRole('menuitem', { name: 'curl command' }).click()
      await expect.poll(() => app.clipboard()).toMatch(/^curl .*analytics\/accounts\/ACME-001/)
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  })
})
