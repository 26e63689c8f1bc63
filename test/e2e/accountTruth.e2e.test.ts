import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { resolve } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { skipBrowserTests } from '../helpers/browser'
import { openApp, useSandboxAndBrowser } from '../helpers/journey'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
/** Where the journey leaves screenshots for a person to look at (not compared). */
const screenshots = process.env['TOKEN_DESK_SCREENSHOTS'] ?? tmpdir()

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)
const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** axe-core's findings over the page, in the light and the dark theme. */
async function violations(page: Page): Promise<string[]> {
  const found: string[] = []
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await page.evaluate(axeSource)
    const list = (await page.evaluate(
      (runOnly) =>
        (
          window as unknown as {
            axe: { run: (...a: unknown[]) => Promise<{ violations: unknown[] }> }
          }
        ).axe
          .run(document, { runOnly })
          .then((r) => r.violations),
      RULES,
    )) as { id: string; nodes: { target: string[] }[] }[]
    found.push(
      ...list.flatMap((v) => v.nodes.map((n) => `${colorScheme} ${v.id}: ${n.target.join(' ')}`)),
    )
  }
  await page.emulateMedia({ colorScheme: 'light' })
  return found
}

const upload = (dialog: Locator, name: string, csv: string) =>
  dialog
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) })

const stateOf = (page: Page, name: string) =>
  page.locator('[data-profile-id]').filter({ hasText: name }).locator('.state').textContent()

/**
 * Issue 33, as a support engineer met it: INITECH, UMBRELLA and HOOLI rows
 * with the ACME demo login imported without a word and read Valid; a CSV of
 * the demo profiles on another host was a plain change the default applied.
 */
describe.skipIf(skipBrowserTests)('one login for several accounts, and host moves', () => {
  const started = useSandboxAndBrowser()

  it('warns at import and in the form, marks the tokens once the service names the account, and leaves host moves alone', async () => {
    const app = await openApp(started.browser, newDir())
    const { page } = app
    try {
      const { portal, alternate } = started.sandbox.urls
      const csv = [
        'name,account id,portal,base url,username',
        `Demo · customer portal,ACME-001,customer,${portal},demo`,
        `Initech,INITECH-003,customer,${portal},demo`,
        `Umbrella,UMBRELLA-005,customer,${portal}/,demo`,
        `Hooli,HOOLI-004,customer,${portal},demo`,
      ].join('\n')
      await page.getByRole('button', { name: 'Import', exact: true }).click()
      const importing = page.getByRole('dialog', { name: 'Import profiles' })
      await upload(importing, 'fleet.csv', csv)
      const shared = importing.locator('details', { hasText: 'One login for several accounts' })
      await shared.getByRole('table').waitFor()
      expect(await shared.getByRole('row').count()).toBe(5)
      expect(await shared.textContent()).toContain(
        'A token is for the one account its API user was created under',
      )
      const initechRow = await shared.getByRole('row', { name: /^3 Initech/ }).textContent()
      expect(initechRow).toContain('ACME-001 (“Demo · customer portal”)')
      expect(initechRow).toContain('HOOLI-004 (“Hooli”)')
      expect(await violations(page)).toEqual([])
      await page.screenshot({ path: resolve(screenshots, 'accounts-import-shared.png') })
      // A warning, not a refusal.
      await importing.getByRole('button', { name: 'Add 4 profiles' }).click()

      const offer = page.getByRole('region', { name: 'Passwords to enter' })
      await offer.getByRole('button', { name: /^Enter passwords/ }).click()
      const prompt = page.getByRole('dialog', { name: /^Enter passwords/ })
      await prompt.getByLabel('Password of demo').fill('demo-password')
      await prompt.getByRole('button', { name: 'Use password' }).click()
      await expect
        .poll(() => offer.textContent(), { timeout: 30_000 })
        .toContain('4 tokens obtained')
      // What the issue saw: Valid, and nothing the service said otherwise yet; but the list
      // says beside it that the login serves other accounts.
      await expect.poll(() => stateOf(page, 'Initech')).toBe('Valid')
      const rowOf = (name: string) => page.locator('[data-profile-id]').filter({ hasText: name })
      for (const name of ['Demo · customer portal', 'Initech', 'Umbrella', 'Hooli'])
        expect(await rowOf(name).textContent()).toContain('⚠ Shared across accounts')

      // A test request for INITECH-003 answers 403 naming the token's account.
      await page.locator('[data-profile-id]').filter({ hasText: 'Initech' }).click()
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Initech')
      // Valid, and beside it why Valid does not settle whose token it is.
      const doubt = page.getByTestId('shared-login-token')
      expect(await doubt.textContent()).toContain(
        'This login also serves ACME-001, HOOLI-004 and UMBRELLA-005 (see Password below). Valid says the service accepted the login, not that this token is for INITECH-003',
      )
      expect(await violations(page)).toEqual([])
      await page.screenshot({ path: resolve(screenshots, 'accounts-detail-shared-login.png') })
      const panel = page.getByRole('region', { name: 'Test requests' })
      await panel
        .getByLabel('Template')
        .selectOption({ label: 'Analytics: account summary (Bearer)' })
      await panel.getByRole('button', { name: 'Send request', exact: true }).click()
      const response = page.getByRole('region', { name: 'Response' })
      await expect
        .poll(() => response.textContent())
        .toMatch(/This token is for account ACME-001, not INITECH-003/)

      // Every profile of the login that is not ACME's says so, in the list and the detail.
      for (const name of ['Initech', 'Umbrella', 'Hooli']) {
        await expect
          .poll(() => stateOf(page, name), { timeout: 30_000 })
          .toBe('Wrong account: ACME-001')
      }
      expect(await stateOf(page, 'Demo · customer portal')).toBe('Valid')
      const note = page.getByTestId('wrong-account')
      await expect
        .poll(() => note.textContent())
        .toContain('This login’s token is for account ACME-001, not INITECH-003')
      // The service has said whose it is: the plainer alert replaces the doubt.
      expect(await doubt.count()).toBe(0)
      expect(await rowOf('Initech').textContent()).not.toContain('Shared across accounts')
      expect(await violations(page)).toEqual([])
      await page.getByRole('region', { name: 'Token', exact: true }).scrollIntoViewIfNeeded()
      await page.screenshot({ path: resolve(screenshots, 'accounts-detail-mismatch.png') })
      await page.emulateMedia({ colorScheme: 'dark' })
      await page.screenshot({ path: resolve(screenshots, 'accounts-detail-mismatch-dark.png') })
      await page.emulateMedia({ colorScheme: 'light' })

      // The form warns before save, naming the other accounts and their profiles.
      await page.locator('[data-profile-id]').filter({ hasText: 'Hooli' }).click()
      await page.getByRole('button', { name: 'Edit profile' }).click()
      const form = page.getByRole('form', { name: 'Profile' })
      await expect
        .poll(() => form.textContent())
        .toContain(
          'This address and username already serve ACME-001 (“Demo · customer portal”), INITECH-003 (“Initech”) and UMBRELLA-005 (“Umbrella”).',
        )
      await page.getByLabel('Username', { exact: true }).scrollIntoViewIfNeeded()
      expect(await violations(page)).toEqual([])
      await page.screenshot({ path: resolve(screenshots, 'accounts-form-warning.png') })
      await page.getByRole('button', { name: 'Cancel' }).click()

      // The demo profile on another host: a host move, its own group, not applied by default.
      await page.getByRole('button', { name: 'Import', exact: true }).click()
      await upload(
        importing,
        'elsewhere.csv',
        [
          'name,account id,portal,base url,username,tags',
          `Demo · customer portal,ACME-001,customer,${alternate},demo,moved`,
        ].join('\n'),
      )
      const moves = importing.locator('details', { hasText: 'Moves to another host' })
      await moves.getByRole('table').waitFor()
      expect(await importing.getByRole('heading', { name: /^Changed/ }).count()).toBe(0)
      expect(await moves.getByLabel('Leave the 1 profile as it is').isChecked()).toBe(true)
      const add = importing.getByRole('button', { name: 'Add 0 profiles' })
      expect(await add.isDisabled()).toBe(true)
      await moves.getByLabel('Move it to the host in the file').check()
      await importing.getByRole('button', { name: 'Update 1 profile' }).waitFor()
      await moves.getByLabel('Leave the 1 profile as it is').check()
      expect(await violations(page)).toEqual([])
      await page.screenshot({ path: resolve(screenshots, 'accounts-import-host-move.png') })
      await page.keyboard.press('Escape')

      const rows = await app.call('listProfiles')
      if (!rows.ok) throw new Error(rows.error.message)
      const demo = rows.value.find((r) => r.name === 'Demo · customer portal')
      expect(demo).toMatchObject({ baseUrl: portal, tags: [] })
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  })
})
