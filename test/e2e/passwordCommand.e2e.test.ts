import { chmodSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { skipBrowserTests } from '../helpers/browser'
import { openApp, useSandboxAndBrowser } from '../helpers/journey'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
/** Where the journey leaves screenshots for a person to look at (not compared). */
const screenshots = process.env['TOKEN_DESK_SCREENSHOTS'] ?? tmpdir()

/**
 * A support desk points a login at the team vault: a fake `op` first on the
 * harness's PATH prints the sandbox's password. Test (after main's dialog)
 * says a password came back; Get token then works without one typed.
 */
describe.skipIf(skipBrowserTests)('a password from a command in the browser harness', () => {
  const started = useSandboxAndBrowser()

  it('Test, then Save, then Get token: the command gives the password', async () => {
    const bin = newDir()
    const runs = join(bin, 'runs')
    writeFileSync(join(bin, 'op'), `#!/bin/sh\necho "$@" >> "${runs}"\necho demo-password\n`)
    chmodSync(join(bin, 'op'), 0o755)
    const app = await openApp(started.browser, newDir(), {
      env: { PATH: `${bin}:${process.env.PATH ?? ''}` },
    })
    const { page } = app
    try {
      await page.getByRole('button', { name: 'New profile' }).first().click()
      const form = page.getByRole('form', { name: 'Profile' })
      await form.getByLabel('Name', { exact: true }).fill('Acme')
      await form.getByLabel('Account ID').fill('ACME-001')
      await form.getByLabel('Portal').selectOption('customer')
      await form.getByLabel('Base URL').fill(started.sandbox.urls.portal)
      await form.getByLabel('Username').fill('demo')
      await form.getByRole('button', { name: 'Save profile' }).click()
      await expect.poll(() => form.count()).toBe(0)

      await page.getByRole('button', { name: 'Edit profile' }).click()
      const source = page.getByRole('region', { name: 'Where the login’s password comes from' })
      await source.getByRole('radio', { name: /From a command/ }).check()
      await source
        .getByRole('textbox', { name: 'Command' })
        .fill('op read op://Support/Acme/password')
      await source.getByRole('button', { name: 'Test' }).click()
      // Main's own dialog (the harness's stand-in for a native one) names the command first.
      const dialogs = page.locator('token-desk-harness-dialogs')
      await dialogs.getByText('op read op://Support/Acme/password').waitFor()
      await dialogs.locator('button', { hasText: 'Run it' }).click()
      await source.getByText('A password came back (13 characters).').waitFor()
      expect(await page.content()).not.toContain('demo-password')
      await page.screenshot({ path: resolve(screenshots, 'password-command-tested.png') })

      await source.getByRole('button', { name: 'Save password source' }).click()
      await source.getByText('Saved for every profile of this login.').waitFor()
      await form.getByRole('button', { name: 'Cancel' }).click()
      await expect.poll(() => form.count()).toBe(0)
      // Main told the window: the detail says where the password comes from now.
      await page.getByText('Password from a command').waitFor()
      await page.getByRole('button', { name: 'Get token' }).click()
      await expect.poll(() => started.sandbox.issued.length, { timeout: 15_000 }).toBeGreaterThan(0)
      // Test once, the token once: the command ran twice, with exactly these arguments.
      expect(readFileSync(runs, 'utf8')).toBe(
        'read op://Support/Acme/password\nread op://Support/Acme/password\n',
      )
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  }, 60_000)
})
