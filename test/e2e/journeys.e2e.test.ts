import { execFile } from 'node:child_process'
import { tmpdir } from 'node:os'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { skipBrowserTests } from '../helpers/browser'
import { accountOf, openApp, useSandboxAndBrowser } from '../helpers/journey'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
/** Where journeys leave screenshots for a person to look at (not compared by tests). */
const screenshots = process.env['TOKEN_DESK_SCREENSHOTS'] ?? tmpdir()
const exec = promisify(execFile)

/** Runs a copied curl command in a shell, as a user pasting it would: status and body. */
async function runCurl(command: string): Promise<{ status: number; body: string }> {
  const { stdout } = await exec('sh', ['-c', `${command} -s -w '\\n%{http_code}'`])
  const lines = stdout.trimEnd().split('\n')
  return { status: Number(lines.pop()), body: lines.join('\n') }
}

/** One journey per user the issues name, driven by accessible names only. */
describe.skipIf(skipBrowserTests)('user journeys in the browser harness', () => {
  const started = useSandboxAndBrowser()

  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

  it('support staff switch between three accounts and copy each header', async () => {
    const app = await openApp(started.browser, newDir())
    const { page } = app
    try {
      const accounts = [
        ['Acme production', 'ACME-001', 'demo', 'demo-password'],
        ['Globex', 'GLOBEX-002', 'globex-api', 'globex-password'],
        ['Acme SMS', 'ACME-001', 'sms-only', 'sms-password'],
      ] as const
      for (const [name, accountId, username, password] of accounts) {
        const created = await app.call('createProfile', {
          name,
          accountId,
          portal: 'alternate',
          baseUrl: started.sandbox.urls.alternate,
          username,
          password,
        })
        expect(created.ok).toBe(true)
      }
      await page.reload()

      for (const [name, accountId] of [accounts[1], accounts[0], accounts[2]]) {
        await page.keyboard.press('Control+f')
        await expect
          .poll(() =>
            page.getByLabel('Search profiles').evaluate((el) => el === document.activeElement),
          )
          .toBe(true)
        await page.keyboard.type(name)
        await page.keyboard.press('ArrowDown')
        await page.keyboard.press('Enter')
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name)
        await button(page, 'Get token').click()
        await expect
          .poll(() => page.getByRole('timer', { name: 'Time left' }).textContent())
          .toMatch(/^2[34]:/)
        await button(page, 'Copy header').click()
        const header = await app.clipboard()
        expect(header).toMatch(/^Authorization: Bearer [\w-]+$/)
        expect(await accountOf(started.sandbox.urls.portal, header.split(' ').at(-1)!)).toBe(
          accountId,
        )
        await page.getByLabel('Search profiles').fill('')
      }
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  })

  it('a developer copies a curl command that works', async () => {
    const app = await openApp(started.browser, newDir())
    const { page } = app
    try {
      await app.call('createProfile', {
        name: 'Dev profile',
        accountId: 'ACME-001',
        portal: 'customer',
        baseUrl: started.sandbox.urls.portal,
        username: 'demo',
        password: 'demo-password',
      })
      await page.reload()
      await page.getByRole('button', { name: /^Dev profile/ }).click()
      await button(page, 'Get token').click()
      // No saved request yet, and the spec documents no endpoint to call: the command formats
      // are offered disabled, saying what to do (test/e2e/commandTargets.e2e.test.ts).
      await button(page, 'More copy formats').click()
      expect(
        await page.getByRole('menuitem', { name: 'curl command' }).getAttribute('aria-disabled'),
      ).toBe('true')
      await expect
        .poll(() => page.getByTestId('command-hint').textContent())
        .toMatch(/^Save a request under Test requests/)
      await page.keyboard.press('Escape')
      // A saved request sent once becomes what copy commands call.
      const profileId = (
        (await app.call('listProfiles')) as { ok: true; value: readonly { id: string }[] }
      ).value[0]!.id
      const saved = await app.call('saveRequest', {
        profileId,
        request: { name: 'Who am I', method: 'GET', url: '/_rest/v4/whoami' },
      })
      if (!saved.ok) throw new Error(saved.error.message)
      await app.call('sendRequest', {
        profileId,
        runId: 'journey-run-1',
        request: { name: 'Who am I', method: 'GET', url: '/_rest/v4/whoami' },
        requestId: saved.value.id,
      })
      // Saved and sent behind the window's back (through its bridge): shown again, it knows.
      await page.reload()
      await page.getByRole('button', { name: /^Dev profile/ }).click()
      await expect.poll(() => page.getByTestId('command-hint').count()).toBe(0)
      await button(page, 'More copy formats').click()
      await page.getByRole('menuitem', { name: 'curl command' }).click()
      const curl = await app.clipboard()
      expect(curl).toMatch(
        new RegExp(
          `^curl '${started.sandbox.urls.portal}/_rest/v4/whoami' -H 'Authorization: Bearer [\\w-]+' -H 'Accept: application/json'$`,
        ),
      )
      await expect
        .poll(() => page.getByRole('status').first().textContent())
        .toMatch(/cleared in 30 s/)
      expect(await runCurl(curl)).toMatchObject({ status: 200 })
      const token = /Bearer ([\w-]+)/.exec(curl)![1]!
      expect(await accountOf(started.sandbox.urls.portal, token)).toBe('ACME-001')
      // The token stays hidden until revealed, and hides itself again.
      expect(await page.content()).not.toContain(token)
      // Main asks in its own dialog (drawn by the harness), not the page: Cancel keeps it hidden.
      const dialog = page.getByRole('alertdialog', {
        name: 'Show the token of “Dev profile” on screen?',
      })
      await button(page, 'Reveal token').click()
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await expect
        .poll(() => page.getByRole('alert').first().textContent())
        .toMatch(/not confirmed/i)
      expect(await page.content()).not.toContain(token)
      await button(page, 'Reveal token').click()
      await dialog.getByRole('button', { name: 'Reveal token' }).click()
      await expect.poll(() => page.getByTestId('revealed-token').textContent()).toBe(token)
      // Selected whole and copied with the keyboard: it goes through main as Copy › Token does,
      // onto the clipboard the app clears on time (not the browser's own copy, left there).
      await page.getByTestId('revealed-token').click({ clickCount: 3 })
      await page.keyboard.press('Control+C')
      await expect.poll(() => app.clipboard()).toBe(token)
      await expect
        .poll(() => page.getByRole('status').first().textContent())
        .toMatch(/^Token copied\. .*cleared in 30 s/)
    } finally {
      await app.close()
    }
  })

  it('a tester checks good and bad credentials from the first-run sandbox demo', async () => {
    const app = await openApp(started.browser, newDir())
    const { page } = app
    try {
      await button(page, 'Try the local sandbox').click()
      const verdict = page.getByRole('region', { name: 'Credential check' })
      const check = async (name: string) => {
        // Found by search, as a tester would with many profiles (the list shows only what fits).
        await page.getByLabel('Search profiles').fill(name)
        // The list filters in a transition, on rows keyed by position: a row found before it
        // commits may show another profile by the time it is clicked (measured: the demo's
        // dropped-connection login was checked instead). Clicked until the profile is open.
        const row = page.getByRole('button', { name: new RegExp(`^${name}`) }).first()
        await expect
          .poll(async () => {
            await row.click()
            return page.getByRole('heading', { level: 1 }).textContent()
          })
          .toBe(name)
        await button(page, 'Check credentials').click()
        await expect.poll(() => verdict.textContent()).not.toMatch(/Checking/)
        return verdict.textContent()
      }
      expect(await check('Demo · customer portal')).toMatch(/Works/)
      const wrong = await check('Demo · wrong password')
      expect(wrong).toMatch(/Refused \(401\)/)
      expect(wrong).toMatch(/Access set to API/)
      expect(await check('Demo · no API access')).toMatch(/Refused \(401\)/)
      // Nothing listens on port 9 of this machine: the verdict names the network, not the password.
      await app.call('createProfile', {
        name: 'Offline portal',
        accountId: 'ACME-001',
        portal: 'customer',
        baseUrl: 'http://127.0.0.1:9',
        username: 'demo',
        password: 'demo-password',
      })
      await page.reload()
      expect(await check('Offline portal')).toMatch(/Service unreachable/)
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  })

  it('a tester proves a token with a saved request, then sees the account-scope warning and refusal', async () => {
    const app = await openApp(started.browser, newDir())
    const { page } = app
    try {
      await app.call('createProfile', {
        name: 'Acme requests',
        accountId: 'ACME-001',
        portal: 'alternate',
        baseUrl: started.sandbox.urls.alternate,
        apiHostUrl: started.sandbox.urls.apiHost,
        username: 'demo',
        password: 'demo-password',
      })
      await page.reload()
      await page.getByRole('button', { name: /^Acme requests/ }).click()
      await button(page, 'Get token').click()

      const panel = page.getByRole('region', { name: 'Test requests' })
      await panel.getByLabel('Template').selectOption({ label: 'Flow trigger for this account' })
      await panel.getByRole('button', { name: 'Save request', exact: true }).click()
      await panel.getByRole('button', { name: 'Send request', exact: true }).click()
      const response = page.getByRole('region', { name: 'Response' })
      await expect.poll(() => response.textContent()).toMatch(/200/)

      const body = panel.getByLabel('Body')
      await body.fill('{ "accountId": "GLOBEX-002" }')
      await panel.getByRole('button', { name: 'Send request', exact: true }).click()
      const warning = page.getByRole('alert').filter({ hasText: 'GLOBEX-002' })
      await expect.poll(() => warning.textContent()).toMatch(/belongs to account ACME-001/)
      await warning.getByRole('button', { name: 'Send anyway' }).click()
      await expect.poll(() => response.textContent()).toMatch(/403/)
      await expect
        .poll(() => response.textContent())
        .toMatch(/cannot trigger a flow under account GLOBEX-002/)

      // Done with it: the saved request goes after one question; the editor keeps its fields.
      await panel.getByRole('button', { name: 'Delete request', exact: true }).click()
      const confirm = panel.getByRole('group', { name: 'Confirm request deletion' })
      await expect.poll(() => confirm.textContent()).toMatch(/The editor keeps its fields/)
      await confirm.getByRole('button', { name: 'Confirm delete request' }).click()
      await expect.poll(() => confirm.count()).toBe(0)
      await expect.poll(() => body.inputValue()).toBe('{ "accountId": "GLOBEX-002" }')
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  })

  it('stepping away: a screen lock hides a revealed token and clears the copy; Lock covers the window', async () => {
    // Linux's lock, told over D-Bus; powerMonitor's lock-screen: test/e2e/screenLock.e2e.test.ts.
    const app = await openApp(started.browser, newDir(), { platform: 'linux' })
    const { page } = app
    try {
      await app.call('createProfile', {
        name: 'Away profile',
        accountId: 'ACME-001',
        portal: 'customer',
        baseUrl: started.sandbox.urls.portal,
        username: 'demo',
        password: 'demo-password',
      })
      await page.reload()
      await page.getByRole('button', { name: /^Away profile/ }).click()
      await button(page, 'Get token').click()
      await button(page, 'Copy header').click()
      await expect.poll(() => app.clipboard()).toMatch(/^Authorization: Bearer /)
      await button(page, 'Reveal token').click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Reveal token' }).click()
      await page.getByTestId('revealed-token').waitFor()

      await app.harness.sessionLock()
      await expect.poll(() => page.getByTestId('revealed-token').count()).toBe(0)
      await expect.poll(() => app.clipboard()).toBe('')

      // Locked from the keyboard: once unlocked, focus is back on what locked it.
      await button(page, 'Lock').focus()
      await page.keyboard.press('Enter')
      const lockScreen = page.getByRole('dialog', { name: 'Token Desk is locked' })
      await lockScreen.waitFor()
      expect(await lockScreen.textContent()).toMatch(/because you locked it/)
      // Nothing of the profiles shows behind it, and main refuses the page meanwhile.
      expect(await page.getByRole('navigation', { name: 'Profiles' }).isVisible()).toBe(false)
      expect(await app.call('listProfiles')).toMatchObject({ ok: false, error: { code: 'locked' } })
      await lockScreen.getByRole('button', { name: 'Unlock' }).click()
      await expect.poll(() => lockScreen.count()).toBe(0)
      await page.getByRole('button', { name: /^Away profile/ }).waitFor()
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
        .toBe('Lock')
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  })

  it('a tester trusts what the app says: a working curl, a 503 with its next step, Cancel, and expiry as the clock moves', async () => {
    const app = await openApp(started.browser, newDir())
    const { page, harness } = app
    try {
      await button(page, 'Try the local sandbox').click()
      await page
        .getByRole('button', { name: /^Demo · customer portal/ })
        .first()
        .click()
      await button(page, 'Get token').click()
      await expect.poll(() => page.getByTestId('expiry-source').textContent()).toMatch(/assumed/)

      // The curl line from the copy menu calls a real endpoint: pasted into a shell, it gets 200.
      await button(page, 'More copy formats').click()
      await page.getByRole('menuitem', { name: 'curl command' }).click()
      await expect
        .poll(() => page.getByRole('status').first().textContent())
        .toMatch(/curl command copied/)
      const curl = await app.clipboard()
      expect(curl).toMatch(/\/_rest\/v4\/whoami'/)
      const answer = await runCurl(curl)
      expect(answer.status).toBe(200)
      expect(answer.body).toContain('"accountId"')

      // The service fails (503): the panel names it, says when, what to do, and that the token works.
      expect((await app.call('setDemoFault', { fault: 'status-503', latencyMs: 0 })).ok).toBe(true)
      await button(page, 'Renew token').click()
      const failure = page.getByRole('alert').filter({ hasText: 'Service failing' })
      await expect.poll(() => failure.count()).toBe(1)
      expect(await failure.getByTestId('next-step').textContent()).toMatch(
        /^The service is failing\. Try again in a few minutes; your current token still works until /,
      )
      expect(await failure.getByTestId('error-time').textContent()).toMatch(/^at /)
      await page.screenshot({ path: resolve(screenshots, 'journey-503.png') })

      // A renewal that hangs blocks nothing, and Cancel stops it; the token stays.
      expect((await app.call('setDemoFault', { fault: 'hang', latencyMs: 0 })).ok).toBe(true)
      await button(page, 'Renew token').click()
      await button(page, 'Cancel renewal').waitFor()
      // The old failure is superseded by the renewal in flight.
      expect(await failure.count()).toBe(0)
      for (const name of [
        'Copy header',
        'Check credentials',
        'Verify now',
        'Forget token',
        'Edit profile',
        'Delete profile',
      ]) {
        expect(await button(page, name).isDisabled(), name).toBe(false)
      }
      await button(page, 'Copy header').click()
      await expect.poll(() => app.clipboard()).toMatch(/^Authorization: Bearer /)
      await page.screenshot({ path: resolve(screenshots, 'journey-renewing.png') })
      await button(page, 'Cancel renewal').click()
      const cancelled = page.getByRole('alert').filter({ hasText: 'Cancelled' })
      await expect.poll(() => cancelled.count()).toBe(1)
      expect(await cancelled.textContent()).toMatch(/your current token still works until/)
      await expect.poll(() => button(page, 'Renew token').isDisabled()).toBe(false)
      expect((await app.call('setDemoFault', { fault: 'none', latencyMs: 0 })).ok).toBe(true)

      // Verify now asks the service, which takes the token and states its end.
      await button(page, 'Verify now').click()
      await expect.poll(() => page.getByTestId('verify').textContent()).toMatch(/Accepted \(200\)/)
      await expect
        .poll(() => page.getByTestId('expiry-source').textContent())
        .toMatch(/stated by the service/)

      // Move the machine clock: 5 minutes before expiry the token is expiring, past it expired.
      const listed = await app.call('listProfiles')
      if (!listed.ok) throw new Error(listed.error.message)
      const token = listed.value.find((p) => p.name === 'Demo · customer portal')!.token
      if (token.kind !== 'issued') throw new Error(`token is ${token.kind}`)
      const card = page.getByRole('region', { name: 'Token', exact: true })
      await harness.moveClock({ to: token.expiresAt - 5 * 60_000 })
      await expect.poll(() => card.textContent()).toMatch(/Expiring soon/)
      await page.screenshot({ path: resolve(screenshots, 'journey-expiring.png') })
      await harness.moveClock({ to: token.expiresAt + 1000 })
      await expect.poll(() => card.textContent()).toMatch(/Expired/)
      expect((await harness.clock()).offsetMs).toBeGreaterThan(23 * 60 * 60_000)
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  })
})
