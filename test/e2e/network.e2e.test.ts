import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { pinWarning } from '../../src/shared/model/network'
import { launchChromium, skipBrowserTests } from '../helpers/browser'
import { makeTestPki, type TestPki } from '../helpers/certificates'
import { startForwardProxy } from '../helpers/forwardProxy'
import { harnessAt } from '../helpers/harness'
import { useTempDirs } from '../helpers/tempDir'
import { startTlsFront } from '../helpers/tlsFront'

const newDir = useTempDirs()

/**
 * Behind a company network, in the real renderer over the harness: the
 * system proxy (the stand-in's resolveProxy, as Chromium would answer)
 * tunnels to a portal whose certificate only the company CA vouches for;
 * the CA is added in Settings → Network, and the token comes through.
 */
describe.skipIf(skipBrowserTests)('browser harness: a corporate network', () => {
  let sandbox: Sandbox
  let browser: Browser
  let pki: TestPki

  beforeAll(async () => {
    sandbox = await startSandbox()
    browser = await launchChromium()
    pki = makeTestPki()
  })
  afterAll(async () => {
    await browser?.close()
    await sandbox?.close()
    pki?.remove()
  })

  const shot = (page: Page, name: string) =>
    page.screenshot({
      path: `${process.env['NETWORK_SHOTS'] ?? '/tmp'}/network-${name}.png`,
      fullPage: true,
    })

  it('names the unknown CA, takes the CA in Settings, then gets the token through the system proxy', async () => {
    const proxy = await startForwardProxy({ names: { 'portal.corp.example': '127.0.0.1' } })
    const front = await startTlsFront(sandbox.urls.portal, pki.server)
    const harness = await harnessAt(newDir(), {
      env: { TOKEN_DESK_HARNESS_PROXY: `PROXY 127.0.0.1:${proxy.port}` },
    })
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    try {
      await page.goto(harness.url)
      await page.getByRole('button', { name: 'New profile' }).first().click()
      const form = page.getByRole('form', { name: 'Profile' })
      await form.getByLabel('Name', { exact: true }).fill('Corp portal')
      await form.getByLabel('Account ID').fill('ACME-001')
      await form.getByLabel('Portal').selectOption('customer')
      await form
        .getByLabel('Base URL')
        .fill(`https://portal.corp.example:${new URL(front.url).port}`)
      await form.getByLabel('Username').fill('demo')
      await form.getByLabel('Password').fill('demo-password')
      await form.getByRole('button', { name: 'Save profile' }).click()
      await expect.poll(() => form.count()).toBe(0)

      await page.getByRole('button', { name: 'Get token' }).click()
      await expect
        .poll(() => page.getByRole('alert').first().textContent(), { timeout: 15_000 })
        .toMatch(/issued by a CA this computer does not trust.*Settings → Network/)
      expect(proxy.tunnels).toHaveLength(1)

      await page.getByRole('button', { name: 'Settings', exact: true }).click()
      const network = page.getByRole('region', { name: 'Network' })
      await expect
        .poll(() => network.textContent())
        .toMatch(/Asked from the operating system for each address/)
      await network.getByLabel('Extra CA certificates (PEM files)').fill(pki.caFile)
      await network.getByLabel('Manual proxy').check()
      await network.getByLabel('Use the system proxy settings (PAC scripts included)').check()
      // Credentials for this proxy: kept for it, and still not sent while it never asks (407).
      const proxyName = `127.0.0.1:${proxy.port}`
      await network.getByLabel('Proxy user name', { exact: true }).fill('corp\\ada')
      await network.getByLabel('Proxy password', { exact: true }).fill('proxy-secret')
      await network.getByLabel('Proxy the password is for', { exact: true }).fill(proxyName)
      await network.getByRole('button', { name: 'Save network settings' }).click()
      await expect.poll(() => network.getByRole('status').textContent()).toMatch(/Saved/)
      await expect
        .poll(() => network.textContent())
        .toContain(`A password is kept for the proxy ${proxyName}.`)
      await shot(page, 'settings')
      await page.getByRole('button', { name: 'Close settings' }).click()

      await page.getByRole('button', { name: 'Get token' }).click()
      await expect
        .poll(() => page.getByText('Valid', { exact: true }).count(), { timeout: 15_000 })
        .toBeGreaterThan(0)
      expect(proxy.tunnels).toHaveLength(2)
      expect(proxy.received.map((r) => r.headers['proxy-authorization'])).toEqual([
        undefined,
        undefined,
      ])
      await shot(page, 'token')

      // The profile's own section: a pin shows its warning while it is typed.
      await page.getByRole('button', { name: 'Edit profile' }).click()
      const own = page.getByRole('region', { name: 'Network' })
      await own.getByLabel('Pinned server certificate (SHA-256)').fill(pki.selfSigned.fingerprint)
      await expect.poll(() => own.getByText(pinWarning).count()).toBe(1)
      await own.getByLabel('Client certificate').selectOption('pkcs12')
      await own.getByLabel('PKCS#12 file').fill(pki.client.p12File)
      await own.getByRole('button', { name: 'Save network settings' }).scrollIntoViewIfNeeded()
      await shot(page, 'profile')
      expect(pageErrors).toEqual([])
    } finally {
      await page.close()
      await harness.stop()
      await front.close()
      await proxy.close()
    }
  })
})
