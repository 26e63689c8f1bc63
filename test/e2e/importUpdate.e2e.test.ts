import { readFileSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { launchChromium, skipBrowserTests } from '../helpers/browser'
import { demoLogin } from '../helpers/demoLogin'
import { openApp } from '../helpers/journey'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
let sandbox: Sandbox
let browser: Browser
beforeAll(async () => {
  if (skipBrowserTests) return
  sandbox = await startSandbox()
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
  await sandbox?.close()
})

describe.skipIf(skipBrowserTests)('export CSV, edit it, import it back', () => {
  it('shows each changed field, applies the update, and drops the password of a host moved on request', async () => {
    const app = await openApp(browser, newDir())
    try {
      const { page } = app
      const acme = await app.call('createProfile', {
        ...demoLogin(sandbox),
        portal: 'customer',
        tags: ['eu'],
      })
      if (!acme.ok) throw new Error(acme.error.message)
      await app.call('getToken', { profileId: acme.value.id })
      const globex = await app.call('createProfile', {
        name: 'Globex',
        accountId: 'GLOBEX-002',
        portal: 'alternate',
        baseUrl: sandbox.urls.alternate,
        username: 'globex-api',
        password: 'globex-password',
      })
      if (!globex.ok) throw new Error(globex.error.message)
      await page.reload()
      await page.locator('[data-profile-id]').first().waitFor()

      // Export › CSV: a download, as Electron's own save dialog would save it.
      await page.locator('summary', { hasText: /^Export$/ }).click()
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'CSV (spreadsheet)' }).click(),
      ])
      expect(download.suggestedFilename()).toMatch(/^token-desk-profiles-\d{4}-\d\d-\d\d\.csv$/)
      const csv = readFileSync(await download.path(), 'utf8')
      await page.getByText(/^Exported 2 profiles to /).waitFor()
      for (const secret of ['demo-password', 'globex-password']) expect(csv).not.toContain(secret)

      // Edited as in a spreadsheet: Acme renamed and tagged, Globex moved, one new row.
      const [head, ...rows] = csv
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n')
      const edited = [
        head,
        ...rows.map((row) =>
          row
            .replace(/^Acme,/, 'Acme production,')
            .replace(',eu,', ',eu; gold,')
            .replace(sandbox.urls.alternate, 'https://alt.elsewhere.test'),
        ),
        'Hooli,HOOLI-9,,api-host,https://api.hooli.test,,gavin,,,,,,,',
      ].join('\r\n')

      await page.getByRole('button', { name: 'Import', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Import profiles' })
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'profiles.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(edited),
      })
      const changed = dialog.getByRole('region', { name: 'Changed in profiles.csv' })
      await changed.waitFor()
      expect(await dialog.locator('.import-counts li').allTextContents()).toEqual([
        '3 rows',
        '1 new',
        '1 changed',
        '1 on another host',
        '0 unchanged',
        '0 invalid',
      ])
      expect(await changed.locator('.field-changes li').allTextContents()).toEqual([
        'Name: Acme → becomes Acme production',
        'Tags: eu → becomes eu, gold',
      ])
      // Another host is no plain change: its own group, left alone unless chosen.
      const moves = dialog.getByRole('region', { name: 'Moves to another host in profiles.csv' })
      expect(await moves.locator('.field-changes li').allTextContents()).toEqual([
        `Base URL: ${sandbox.urls.alternate} → becomes https://alt.elsewhere.test`,
      ])
      await dialog.getByRole('button', { name: 'Add 1 and update 1 profile' }).waitFor()
      await dialog.getByLabel('Move it to the host in the file').check()
      await moves
        .getByText(
          "It points the base URL to https://alt.elsewhere.test: it stops using its login's stored password",
          { exact: false },
        )
        .waitFor()
      await dialog
        .getByRole('region', { name: 'New in profiles.csv' })
        .getByText('Hooli', { exact: true })
        .waitFor()
      await page.screenshot({
        path: `${process.env['SCREENSHOT_DIR'] ?? '/tmp'}/import-preview.png`,
      })

      await dialog.getByRole('button', { name: 'Add 1 and update 2 profiles' }).click()
      await page
        .getByText(
          'Added 1 and updated 2 profiles; 1 profile moved to another host; 1 profile no longer uses a stored password (host changed)',
        )
        .waitFor()
      await page.getByText('Acme production', { exact: true }).first().click()
      await page.getByRole('heading', { level: 1, name: /Acme production/ }).waitFor()

      const updated = await app.call('getProfile', { profileId: acme.value.id })
      expect(updated.ok && updated.value).toMatchObject({
        name: 'Acme production',
        tags: ['eu', 'gold'],
        password: 'stored',
        token: { kind: 'issued' },
      })
      const moved = await app.call('getProfile', { profileId: globex.value.id })
      expect(moved.ok && moved.value).toMatchObject({
        baseUrl: 'https://alt.elsewhere.test',
        password: 'none',
        passwordDropped: { reason: 'host-changed' },
      })
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  })
})
