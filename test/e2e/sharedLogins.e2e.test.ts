import { tmpdir } from 'node:os'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { skipBrowserTests } from '../helpers/browser'
import { accountOf, openApp, useSandboxAndBrowser } from '../helpers/journey'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
/** Where the journey leaves screenshots for a person to look at (not compared). */
const screenshots = process.env['TOKEN_DESK_SCREENSHOTS'] ?? tmpdir()

/**
 * Support staff import a CSV where several profiles (accounts) use one login:
 * the password is typed once per login and every profile gets its token.
 */
describe.skipIf(skipBrowserTests)('shared logins in the browser harness', () => {
  const started = useSandboxAndBrowser()

  it('imports four profiles of one login and one of another, asks twice, gets five tokens', async () => {
    const app = await openApp(started.browser, newDir())
    const { page } = app
    try {
      const portal = started.sandbox.urls.portal
      const csv = [
        'name,account id,portal,base url,username',
        `Acme EU,ACME-EU,customer,${portal},demo`,
        `Acme US,ACME-US,customer,${portal},demo`,
        `Acme UK,ACME-UK,customer,${portal}/,demo`,
        `Acme ZA,ACME-ZA,customer,${portal},demo`,
        `Globex,GLOBEX-002,customer,${portal},globex-api`,
      ].join('\n')
      await page.getByRole('button', { name: 'Import', exact: true }).click()
      const importing = page.getByRole('dialog', { name: 'Import profiles' })
      await importing
        .locator('input[type=file]')
        .setInputFiles({ name: 'desk.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
      await importing.getByRole('table').first().waitFor()
      // Same login, different accounts: not duplicates of one another.
      await importing.getByRole('button', { name: 'Add 5 profiles' }).click()

      const offer = page.getByRole('region', { name: 'Passwords to enter' })
      await expect
        .poll(() => offer.textContent())
        .toContain(
          '5 profiles have no password to use. Profiles with the same address and username share one, so 2 passwords serve them all.',
        )
      await offer.getByRole('button', { name: 'Enter passwords (2 logins)' }).click()

      const first = page.getByRole('dialog', { name: 'Enter passwords · login 1 of 2' })
      await first.getByLabel('Password of demo').waitFor()
      // Typing goes into the field (focus once on Stop, Enter then ended the whole round).
      expect(
        await first.getByLabel('Password of demo').evaluate((el) => el === document.activeElement),
      ).toBe(true)
      expect(await first.textContent()).toContain(
        'is the login of “Acme EU”, “Acme US”, “Acme UK” and “Acme ZA”',
      )
      await page.screenshot({ path: resolve(screenshots, 'shared-logins-prompt.png') })
      await first.getByLabel('Password of demo').fill('demo-password')
      await first.getByRole('button', { name: 'Use password' }).click()

      const second = page.getByRole('dialog', { name: 'Enter passwords · login 2 of 2' })
      await second.getByLabel('Password of globex-api').fill('globex-password')
      await second.getByRole('button', { name: 'Use password' }).click()

      await expect.poll(() => offer.textContent()).toContain('(4 profiles): 4 tokens obtained')
      expect(await offer.textContent()).toContain('(1 profile): 1 token obtained')

      // Every profile has its token, each obtained from the sandbox for its login (the demo
      // user's tokens are for its account, whichever account the profile is filed under).
      const rows = await app.call('listProfiles')
      if (!rows.ok) throw new Error(rows.error.message)
      expect(rows.value.map((r) => [r.name, r.token.kind]).sort()).toEqual([
        ['Acme EU', 'issued'],
        ['Acme UK', 'issued'],
        ['Acme US', 'issued'],
        ['Acme ZA', 'issued'],
        ['Globex', 'issued'],
      ])
      expect(started.sandbox.issued).toHaveLength(5)
      const accounts = await Promise.all(
        started.sandbox.issued.map((issued) => accountOf(portal, issued.token)),
      )
      expect(accounts.sort()).toEqual([
        'ACME-001',
        'ACME-001',
        'ACME-001',
        'ACME-001',
        'GLOBEX-002',
      ])

      // The detail says the password is shared, and with whom.
      await page.getByText('Acme US', { exact: true }).first().click()
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Acme US')
      const summary = page.getByRole('region', { name: 'Details' })
      await expect
        .poll(() => summary.textContent())
        .toContain(
          'Password stored (encrypted) · shared with 3 other profiles (same address and username)“Acme EU”, “Acme UK” and “Acme ZA”',
        )
      await page.screenshot({ path: resolve(screenshots, 'shared-logins-detail.png') })
      // The form warns that a password changed here changes it for the three others.
      await page.getByRole('button', { name: 'Edit profile' }).click()
      await expect
        .poll(() => page.getByRole('form', { name: 'Profile' }).textContent())
        .toContain(
          'The password is shared with 3 other profiles (“Acme EU”, “Acme UK” and “Acme ZA”): they have the same address and username, so changing it here changes it for them too.',
        )
      await page.getByLabel('Password', { exact: true }).scrollIntoViewIfNeeded()
      await page.screenshot({ path: resolve(screenshots, 'shared-logins-form.png') })
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  })
})
