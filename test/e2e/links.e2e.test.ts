import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { deskLinkOf } from '../../src/shared/model/deskLink'
import { skipBrowserTests } from '../helpers/browser'
import { demoLogin } from '../helpers/demoLogin'
import { openApp, useSandboxAndBrowser } from '../helpers/journey'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
/** Where a run leaves its screenshots, when asked (LINK_SHOTS=dir). */
const shots = process.env['LINK_SHOTS']

async function shoot(page: Page, name: string) {
  if (!shots) return
  mkdirSync(shots, { recursive: true })
  await page.screenshot({ path: join(shots, `${name}.png`) })
}

const statusLine = (page: Page) => page.locator('.app-status-message')

/**
 * Issue 37: a support engineer follows tokendesk:// links from tickets. The
 * harness hands each link to the running app as the OS would
 * (POST /__harness/open-url), and starts one with a link (--open-url).
 */
describe.skipIf(skipBrowserTests)('tokendesk:// links in the browser harness', () => {
  const started = useSandboxAndBrowser()

  it('Copy link, then links from a ticket: a profile, an account, a malformed one, copy-header', async () => {
    const app = await openApp(started.browser, newDir())
    const { page, harness } = app
    try {
      const create = async (name: string, accountId: string) => {
        const result = await app.call(
          'createProfile',
          demoLogin(started.sandbox, { name, accountId, allowDuplicate: true }),
        )
        if (!result.ok) throw new Error(result.error.message)
        return result.value
      }
      const acme = await create('Acme prod', 'ACME-001')
      await create('Globex EU', 'GLOBEX-7')
      await create('Globex US', 'GLOBEX-7')
      await page.reload()

      await page.locator('[data-profile-id]', { hasText: 'Acme prod' }).click()
      await page.getByRole('button', { name: 'Copy link' }).click()
      await statusLine(page)
        .getByText(/^Copied the link to “Acme prod”/)
        .waitFor()
      const link = await harness.clipboard()
      expect(link).toBe(deskLinkOf({ kind: 'profile', profileId: acme.id, accountId: 'ACME-001' }))

      // Elsewhere in the app, a link from a ticket brings Acme back.
      await page.locator('[data-profile-id]', { hasText: 'Globex EU' }).click()
      await harness.openUrl(link)
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Acme prod')

      // An account with two profiles: the list shows exactly them, with the search that did it.
      await harness.openUrl('tokendesk://account/GLOBEX-7')
      const search = page.getByRole('searchbox', { name: 'Search profiles' })
      await expect.poll(() => search.inputValue()).toBe('account:GLOBEX-7')
      await expect.poll(() => page.locator('[data-profile-id]').count()).toBe(2)
      await statusLine(page).getByText('2 profiles serve the account “GLOBEX-7”').waitFor()
      await shoot(page, 'link-account')

      // Malformed: said, nothing else changes.
      await harness.openUrl('tokendesk://delete-all?profile=everything')
      await statusLine(page)
        .getByText(/^This link was not opened: “delete-all” is not/)
        .waitFor()
      expect(await search.inputValue()).toBe('account:GLOBEX-7')

      // copy-header: main's own dialog names the profile and account; Cancel copies nothing.
      await page.locator('[data-profile-id]', { hasText: 'Globex EU' }).click()
      await search.fill('')
      await page.locator('[data-profile-id]', { hasText: 'Acme prod' }).click()
      await page.getByRole('button', { name: 'Get token' }).click()
      await expect.poll(() => started.sandbox.issued.length).toBeGreaterThan(0)
      const copyHeader = deskLinkOf({ kind: 'copy-header', profileId: acme.id })
      const dialogs = page.locator('token-desk-harness-dialogs')
      await harness.openUrl(copyHeader)
      await dialogs
        .getByText('Copy the header of “Acme prod” (account ACME-001) to the clipboard?')
        .waitFor()
      await shoot(page, 'link-copy-header')
      await dialogs.locator('button', { hasText: 'Cancel' }).click()
      await statusLine(page)
        .getByText(/was not copied: the link was not confirmed/)
        .waitFor()
      expect(await harness.clipboard()).toBe(link)
      await harness.openUrl(copyHeader)
      await dialogs.locator('button', { hasText: 'Copy header' }).click()
      await expect.poll(() => harness.clipboard()).toMatch(/^Authorization: Bearer \S+$/)
      await statusLine(page).getByText('Copied the header of “Acme prod”.').waitFor()
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  }, 90_000)

  it.each(['linux', 'darwin'] as const)(
    'on %s, a link that starts the app shows its search once the window is up',
    async (platform) => {
      const dir = newDir()
      const first = await openApp(started.browser, dir, { platform })
      try {
        const made = await first.call('createProfile', demoLogin(started.sandbox))
        expect(made.ok).toBe(true)
      } finally {
        await first.close()
      }
      const app = await openApp(started.browser, dir, {
        platform,
        openUrl: 'tokendesk://search?q=is%3Aexpired+acme',
      })
      try {
        const search = app.page.getByRole('searchbox', { name: 'Search profiles' })
        await expect.poll(() => search.inputValue()).toBe('is:expired acme')
        expect(app.errors).toEqual([])
      } finally {
        await app.close()
      }
    },
    60_000,
  )
})
