/**
 * Regenerates the screenshots in docs/ from the browser harness, the local
 * sandbox and Debian's Chromium: `npm run screenshots` (builds first).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startHarness } from '../src/harness/server'
import { startSandbox } from '../src/sandbox/server'
import { launchChromium } from '../test/helpers/browser'

const root = resolve(import.meta.dirname, '..')
const dataDir = mkdtempSync(join(tmpdir(), 'token-desk-shots-'))
const sandbox = await startSandbox({ customerEnvelope: 'B' })
const harness = await startHarness({
  port: 0,
  dataDir,
  rendererDir: resolve(root, 'out/renderer'),
  bridgeFile: resolve(root, 'out/harness/bridge.js'),
  version: 'screenshots',
})
const browser = await launchChromium()

async function call(method: string, input?: unknown): Promise<{ id: string }> {
  const result = await harness.core.dispatch(method, input)
  if (!result.ok) throw new Error(`${method}: ${result.error.message}`)
  return result.value as { id: string }
}

try {
  const profiles = [
    [
      'Acme · production',
      'ACME-001',
      'Acme Corp',
      'customer',
      sandbox.urls.portal,
      'demo',
      'demo-password',
    ],
    [
      'Acme · SMS',
      'ACME-001',
      'Acme Corp',
      'api-host',
      sandbox.urls.apiHost,
      'sms-only',
      'sms-password',
    ],
    [
      'Globex · alternate portal',
      'GLOBEX-002',
      'Globex Inc',
      'alternate',
      sandbox.urls.alternate,
      'globex-api',
      'globex-password',
    ],
    [
      'Initech · wrong password',
      'INIT-003',
      'Initech',
      'customer',
      sandbox.urls.portal,
      'demo',
      'typo',
    ],
  ] as const
  const ids: string[] = []
  for (const [name, accountId, accountName, portal, baseUrl, username, password] of profiles) {
    const { id } = await call('createProfile', {
      name,
      accountId,
      accountName,
      portal,
      baseUrl,
      username,
      password,
    })
    ids.push(id)
    await harness.core.dispatch('getToken', { profileId: id })
  }

  for (const scheme of ['light', 'dark'] as const) {
    const page = await browser.newPage({
      viewport: { width: 1180, height: 760 },
      colorScheme: scheme,
    })
    await page.goto(harness.url)
    await page.getByRole('button', { name: /Acme · production/ }).click()
    await page.getByRole('button', { name: 'Copy header' }).click()
    await page.waitForTimeout(1200)
    await page.screenshot({ path: resolve(root, `docs/screenshot-${scheme}.png`) })
    if (scheme === 'light') {
      await page.getByRole('button', { name: /Initech/ }).click()
      await page.screenshot({ path: resolve(root, 'docs/screenshot-error.png') })
    }
    await page.close()
  }
  console.log(
    'Wrote docs/screenshot-light.png, docs/screenshot-dark.png, docs/screenshot-error.png',
  )
} finally {
  await browser.close()
  await harness.close()
  await sandbox.close()
  rmSync(dataDir, { recursive: true, force: true })
}
