import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { skipBrowserTests } from '../helpers/browser'
import { openApp, useSandboxAndBrowser } from '../helpers/journey'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
/** Where a run leaves its screenshots, when asked (CATALOG_SHOTS=dir). */
const shots = process.env['CATALOG_SHOTS']

const header = 'Name,Account ID,Portal,Base URL,Username,Tags'
const csvOf = (...rows: string[]) => [header, ...rows].join('\n') + '\n'
const acme = 'Acme,ACME-001,customer,https://acme.example.test,support,gold'
const globex = 'Globex,GLOBEX-7,customer,https://globex.example.test,support,'

async function shoot(page: Page, name: string) {
  if (!shots) return
  mkdirSync(shots, { recursive: true })
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: false })
}

/**
 * Waits for `text` in the section; when it does not come, the failure says
 * what the section showed instead (a slow run, or another sync's outcome).
 */
async function showsText(section: Locator, text: string): Promise<void> {
  try {
    await section.getByText(text).waitFor()
  } catch (error) {
    const shown = await section.innerText({ timeout: 1_000 }).catch(() => '(unreadable)')
    throw new Error(`${(error as Error).message}\nThe section showed instead:\n${shown}`, {
      cause: error,
    })
  }
}

/**
 * Issue 35: a support engineer follows the team's catalog. The first sync
 * asks; a later one applies the rename at once and keeps the removal for
 * review, which retires the profile (never deletes it).
 */
describe.skipIf(skipBrowserTests)('following a team catalog', () => {
  const started = useSandboxAndBrowser()

  it('add a file source, review and apply the first sync, then a rename arrives and a removal is retired', async () => {
    const dir = newDir()
    const file = join(dir, 'team.csv')
    writeFileSync(file, csvOf(acme, globex))
    const app = await openApp(started.browser, join(dir, 'data'))
    try {
      const { page } = app
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.getByRole('button', { name: 'Settings', exact: true }).click()
      const section = page.getByRole('region', { name: 'Team catalog' })
      const add = section.getByRole('group', { name: 'Add a source' })
      await add.getByLabel('Name', { exact: true }).fill('Support')
      await add.getByLabel('Location', { exact: true }).fill(file)
      await add.getByRole('button', { name: 'Add source' }).click()
      await showsText(section, 'Added. Press Sync now to read it.')
      await section.getByRole('button', { name: 'Sync now: Support' }).click()
      await showsText(section, 'Read. Review the changes to start following it.')
      await shoot(page, 'settings-first-sync')

      await section.getByRole('button', { name: 'Review 2 changes' }).click()
      const review = page.getByRole('dialog', { name: 'Team catalog Support' })
      await review.getByText(/first sync of “Support”/).waitFor()
      await shoot(page, 'review-first')
      await review.getByRole('button', { name: 'Apply and follow (2 profiles)' }).click()
      await review.waitFor({ state: 'detached' })
      await page.locator('[data-profile-id]', { hasText: 'Globex' }).waitFor()

      writeFileSync(file, csvOf(acme.replace('Acme,', 'Acme Corp,')))
      await section.getByRole('button', { name: 'Sync now: Support' }).click()
      await showsText(section, 'Applied: 1 profile updated. 1 change to review.')
      await page.locator('[data-profile-id]', { hasText: 'Acme Corp' }).waitFor()
      const notice = page.getByRole('complementary').filter({ hasText: 'Team catalog Support' })
      await notice.getByText('Team catalog Support: 1 change needs your review').waitFor()
      await notice.getByRole('button', { name: 'Review' }).click()
      const later = page.getByRole('dialog', { name: 'Team catalog Support' })
      await later.getByRole('region', { name: 'Removed from the catalog' }).waitFor()
      await shoot(page, 'review-removal')
      await later.getByRole('button', { name: 'Apply changes' }).click()
      await later.waitFor({ state: 'detached' })
      const retired = page.locator('[data-profile-id]', { hasText: 'Globex' })
      await retired.getByText('Retired from Support').waitFor()
      expect(await notice.count()).toBe(0)

      // The catalog's fields are read-only in the form, with where they come from.
      await page.locator('[data-profile-id]', { hasText: 'Acme Corp' }).click()
      await page.getByRole('button', { name: 'Edit profile' }).click()
      const baseUrl = page.getByLabel('Base URL')
      expect(await baseUrl.getAttribute('readonly')).not.toBeNull()
      await page.getByRole('note').filter({ hasText: 'From Support' }).waitFor()
      await shoot(page, 'form-from-catalog')
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  }, 90_000)

  it('a catalog names the login’s password command: reviewed, confirmed in main’s dialog, then Get token', async () => {
    const dir = newDir()
    const bin = join(dir, 'bin')
    mkdirSync(bin)
    const runs = join(bin, 'runs')
    writeFileSync(join(bin, 'op'), `#!/bin/sh\necho "$@" >> "${runs}"\necho demo-password\n`)
    chmodSync(join(bin, 'op'), 0o755)
    const file = join(dir, 'team.json')
    const command = ['op', 'read', 'op://{vault}/Acme/password']
    writeFileSync(
      file,
      JSON.stringify({
        format: 'token-desk-profiles',
        version: 1,
        profiles: [
          {
            name: 'Acme vaulted',
            accountId: 'ACME-001',
            portal: 'customer',
            baseUrl: started.sandbox.urls.portal,
            username: 'demo',
            passwordCommand: command,
          },
        ],
      }),
    )
    const app = await openApp(started.browser, join(dir, 'data'), {
      env: { PATH: `${bin}:${process.env.PATH ?? ''}` },
    })
    try {
      const { page } = app
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.getByRole('button', { name: 'Settings', exact: true }).click()
      // Each desk names its own vault once; the catalog's {vault} stands for it.
      await page.getByLabel('Vault for password commands').fill('Support')
      await page.getByRole('button', { name: 'Save vault' }).click()
      const section = page.getByRole('region', { name: 'Team catalog' })
      const add = section.getByRole('group', { name: 'Add a source' })
      await add.getByLabel('Name', { exact: true }).fill('Support')
      await add.getByLabel('Location', { exact: true }).fill(file)
      await add.getByRole('button', { name: 'Add source' }).click()
      await section.getByRole('button', { name: 'Sync now: Support' }).click()
      await section.getByRole('button', { name: 'Review 2 changes' }).click()
      const review = page.getByRole('dialog', { name: 'Team catalog Support' })
      const commands = review.getByRole('region', { name: 'Password commands' })
      await commands.getByText('op read op://{vault}/Acme/password').waitFor()
      await shoot(page, 'review-command')
      await review.getByRole('button', { name: 'Apply and follow (1 profile)' }).click()
      // Main's own dialog (the harness's stand-in for a native one) names the command again.
      const dialogs = page.locator('token-desk-harness-dialogs')
      await dialogs.getByText(/op read op:\/\/\{vault\}\/Acme\/password/).waitFor()
      await shoot(page, 'review-command-confirm')
      await dialogs.locator('button', { hasText: 'Use it' }).click()
      await review.waitFor({ state: 'detached' })

      await page.locator('[data-profile-id]', { hasText: 'Acme vaulted' }).click()
      await page.getByText('Password from a command').waitFor()
      await page.getByRole('button', { name: 'Get token' }).click()
      await expect.poll(() => started.sandbox.issued.length, { timeout: 15_000 }).toBeGreaterThan(0)
      // The user's vault filled in; no second dialog for the catalog's own command.
      expect(readFileSync(runs, 'utf8')).toBe('read op://Support/Acme/password\n')
      expect(await page.content()).not.toContain('demo-password')
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  }, 90_000)
})
