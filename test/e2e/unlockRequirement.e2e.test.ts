import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { skipBrowserTests } from '../helpers/browser'
import { openApp, useSandboxAndBrowser } from '../helpers/journey'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
const PASSPHRASE = 'E2E-Unlock-8hTz4Qw'
/** The harness hashes at the app's real scrypt cost (128 MiB): seconds per check on a busy machine. */
const SLOW = 240_000

/** A user who wants the lock to protect: driven by accessible names only. */
describe.skipIf(skipBrowserTests)('the unlock requirement in the browser harness', () => {
  const started = useSandboxAndBrowser()
  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

  it(
    'turned on in Settings: Lock asks for the passphrase, a wrong one is refused, the right one unlocks; Reveal asks too',
    async () => {
      const app = await openApp(started.browser, newDir())
      const { page } = app
      try {
        const created = await app.call('createProfile', {
          name: 'Guarded profile',
          accountId: 'ACME-001',
          portal: 'customer',
          baseUrl: started.sandbox.urls.portal,
          username: 'demo',
          password: 'demo-password',
        })
        if (!created.ok) throw new Error(created.error.message)
        const profileId = created.value.id
        await page.reload()

        // Settings › Unlock passphrase: off by default, turned on from the keyboard.
        await button(page, 'Settings').click()
        const section = page.getByRole('region', { name: 'Unlock passphrase' })
        const toggle = section.getByRole('checkbox', {
          name: 'Ask for a passphrase to unlock Token Desk',
        })
        expect(await toggle.isChecked()).toBe(false)
        await toggle.focus()
        await page.keyboard.press('Space')
        await section.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE)
        await section.getByLabel('Repeat it').fill(PASSPHRASE)
        await section.getByLabel('Repeat it').press('Enter')
        // Main asks in its own dialog: a page alone cannot turn it on and lock the user out.
        await page
          .getByRole('alertdialog')
          .getByRole('button', { name: 'Turn on' })
          .click({ timeout: SLOW })
        await expect
          .poll(() => section.getByRole('status').textContent(), { timeout: SLOW })
          .toBe('The unlock passphrase is on.')
        await button(page, 'Close settings').click()

        await page.getByRole('button', { name: /^Guarded profile/ }).click()
        await button(page, 'Get token').click()
        await expect
          .poll(() => page.getByRole('timer', { name: 'Time left' }).textContent())
          .toMatch(/^2[34]:/)

        await button(page, 'Lock').click()
        const lockScreen = page.getByRole('dialog', { name: 'Token Desk is locked' })
        await lockScreen.waitFor()
        const field = lockScreen.getByLabel('Unlock passphrase')
        await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true)

        // The page going round the lock screen: main refuses, and stays locked.
        expect(await app.call('unlock')).toMatchObject({
          ok: false,
          error: { code: 'unlock-required' },
        })
        expect(await app.call('revealToken', { profileId })).toMatchObject({
          ok: false,
          error: { code: 'locked' },
        })
        expect(await app.call('lockState')).toMatchObject({ ok: true, value: { locked: true } })

        await field.fill('not the passphrase')
        await field.press('Enter')
        await expect
          .poll(() => lockScreen.getByRole('alert').textContent(), { timeout: SLOW })
          .toBe('That is not the unlock passphrase.')
        expect(await field.inputValue()).toBe('')
        expect(await lockScreen.isVisible()).toBe(true)

        await field.fill(PASSPHRASE)
        await field.press('Enter')
        await expect.poll(() => lockScreen.count(), { timeout: SLOW }).toBe(0)

        // Reveal token: without the passphrase main refuses the page; the window asks for it.
        expect(await app.call('revealToken', { profileId })).toMatchObject({
          ok: false,
          error: { code: 'unlock-required' },
        })
        await button(page, 'Reveal token').click()
        const proof = page.getByLabel('Unlock passphrase to reveal the token')
        await proof.fill(PASSPHRASE)
        await proof.press('Enter')
        // Then main's own dialog, as without the requirement.
        await page
          .getByRole('alertdialog')
          .getByRole('button', { name: 'Reveal token' })
          .click({ timeout: SLOW })
        await expect
          .poll(() => page.getByTestId('revealed-token').textContent())
          .toMatch(/^[\w-]{20,}$/)
        expect(app.errors).toEqual([])
      } finally {
        await app.close()
      }
    },
    SLOW,
  )

  it(
    'on a Mac (--platform darwin) the lock screen offers Touch ID: a cancel is refused, a match unlocks',
    async () => {
      const app = await openApp(started.browser, newDir(), { platform: 'darwin' })
      const { page } = app
      try {
        // Turned on through the page's calls this time; main's dialog still asks.
        const turning = app.call('setUnlockPassphrase', { passphrase: PASSPHRASE })
        await page
          .getByRole('alertdialog')
          .getByRole('button', { name: 'Turn on' })
          .click({ timeout: SLOW })
        expect(await turning).toMatchObject({ ok: true, value: { on: true, touchId: true } })
        await page.reload()

        await button(page, 'Lock').click()
        const lockScreen = page.getByRole('dialog', { name: 'Token Desk is locked' })
        await lockScreen.getByRole('button', { name: 'Use Touch ID' }).click()
        await expect.poll(() => app.harness.touchIdSheets()).toEqual(['unlock Token Desk'])
        await app.harness.answerTouchId('cancel')
        await expect
          .poll(() => lockScreen.getByRole('alert').textContent())
          .toBe('Touch ID did not confirm it is you.')

        await lockScreen.getByRole('button', { name: 'Use Touch ID' }).click()
        await expect.poll(() => app.harness.touchIdSheets()).toHaveLength(1)
        await app.harness.answerTouchId('succeed')
        await expect.poll(() => lockScreen.count()).toBe(0)
        expect(app.errors).toEqual([])
      } finally {
        await app.close()
      }
    },
    SLOW,
  )
})
