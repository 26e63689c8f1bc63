import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { launchChromium, skipBrowserTests } from '../helpers/browser'
import { accountOf, openApp } from '../helpers/journey'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

/** One journey per user the issues name, driven by accessible names only. */
describe.skipIf(skipBrowserTests)('user journeys in the browser harness', () => {
  let sandbox: Sandbox
  let browser: Browser
  beforeAll(async () => {
    sandbox = await startSandbox()
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await sandbox?.close()
  })

  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

  it('support staff switch between three accounts and copy each header', async () => {
    const app = await openApp(browser, newDir())
    const { page } = app
    try {
      const accounts = [
        ['Acme production', 'ACME-001', 'demo', 'demo-password'],
        ['Globex', 'GLOBEX-002', 'globex-api', 'globex-password'],
        ['Acme SMS', 'ACME-001', 'sms-only', 'sms-password'],
      ] as const
      for (const [name, accountId, username, password] of accounts) {
        const created = await app.harness.core.dispatch('createProfile', {
          name,
          accountId,
          portal: 'alternate',
          baseUrl: sandbox.urls.alternate,
          username,
          password,
        })
        expect(created.ok).toBe(true)
      }
      await page.reload()

      for (const [name, accountId] of [accounts[1], accounts[0], accounts[2]]) {
        await page.keyboard.press('Control+k')
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
        expect(await accountOf(sandbox.urls.portal, header.split(' ').at(-1)!)).toBe(accountId)
        await page.getByLabel('Search profiles').fill('')
      }
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  })

  it('a developer copies a curl command that works', async () => {
    const app = await openApp(browser, newDir())
    const { page } = app
    try {
      await app.harness.core.dispatch('createProfile', {
        name: 'Dev profile',
        accountId: 'ACME-001',
        portal: 'customer',
        baseUrl: sandbox.urls.portal,
        username: 'demo',
        password: 'demo-password',
      })
      await page.reload()
      await page.getByRole('button', { name: /^Dev profile/ }).click()
      await button(page, 'Get token').click()
      await button(page, 'More copy formats').click()
      await page.getByRole('menuitem', { name: 'curl command' }).click()
      const curl = await app.clipboard()
      expect(curl).toMatch(
        new RegExp(
          `^curl -H 'Authorization: Bearer [\\w-]+' -H 'Accept: application/json' '${sandbox.urls.portal}/'$`,
        ),
      )
      await expect
        .poll(() => page.getByRole('status').first().textContent())
        .toMatch(/cleared in 30 s/)
      const token = /Bearer ([\w-]+)/.exec(curl)![1]!
      expect(await accountOf(sandbox.urls.portal, token)).toBe('ACME-001')
      // The token stays hidden until revealed, and hides itself again.
      expect(await page.content()).not.toContain(token)
      await button(page, 'Reveal token').click()
      await expect.poll(() => page.getByTestId('revealed-token').textContent()).toBe(token)
    } finally {
      await app.close()
    }
  })

  it('a tester checks good and bad credentials from the first-run sandbox demo', async () => {
    const app = await openApp(browser, newDir())
    const { page } = app
    try {
      await button(page, 'Try the local sandbox').click()
      const verdict = page.getByRole('region', { name: 'Credential check' })
      const check = async (name: string) => {
        await page
          .getByRole('button', { name: new RegExp(`^${name}`) })
          .first()
          .click()
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
      await app.harness.core.dispatch('createProfile', {
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
    const app = await openApp(browser, newDir())
    const { page } = app
    try {
      await app.harness.core.dispatch('createProfile', {
        name: 'Acme requests',
        accountId: 'ACME-001',
        portal: 'alternate',
        baseUrl: sandbox.urls.alternate,
        apiHostUrl: sandbox.urls.apiHost,
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
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  })
})
