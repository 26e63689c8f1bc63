/**
 * Regenerates the screenshots in docs/ from the browser harness, the local
 * sandbox and Debian's Chromium: `npm run screenshots` (builds first).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { spawnHarness, type HarnessProcess } from '../src/harness/spawn'
import { startSandbox } from '../src/sandbox/server'
import { launchChromium } from '../test/helpers/browser'
import { callFromPage } from '../test/helpers/journey'

const root = resolve(import.meta.dirname, '..')
const shot = (page: Page, name: string) =>
  page.screenshot({ path: resolve(root, `docs/${name}.png`) })
const written: string[] = []

async function withHarness(work: (harness: HarnessProcess) => Promise<void>): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'token-desk-shots-'))
  const harness = await spawnHarness({ dataDir })
  try {
    await work(harness)
  } finally {
    await harness.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const sandbox = await startSandbox({ customerEnvelope: 'B' })
const browser = await launchChromium()
const open = async (harness: HarnessProcess, scheme: 'light' | 'dark' = 'light') => {
  const page = await browser.newPage({
    viewport: { width: 1280, height: 820 },
    colorScheme: scheme,
  })
  await page.goto(harness.url)
  return page
}
const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', typeof name === 'string' ? { name, exact: true } : { name }).first()

/** Opens the Board (its button is named `board` in the page's language) with three rows chosen: the bulk actions' bar shows. */
async function boardWithRowsChosen(page: Page, board: string): Promise<void> {
  await button(page, board).click()
  const grid = page.getByRole('grid')
  await grid.waitFor()
  const boxes = grid.getByRole('checkbox')
  for (const row of [1, 2, 4]) await boxes.nth(row).check()
}

try {
  // First run: an empty store.
  await withHarness(async (harness) => {
    const page = await open(harness)
    await page.getByRole('button', { name: 'Try the local sandbox', exact: true }).waitFor()
    await shot(page, 'screenshot-first-run')
    written.push('first run')
  })

  await withHarness(async (harness) => {
    const profiles = [
      [
        'Acme · production',
        'ACME-001',
        'Acme Corp',
        'customer',
        sandbox.urls.portal,
        'demo',
        'demo-password',
        ['eu', 'gold'],
      ],
      [
        'Acme · SMS',
        'ACME-001',
        'Acme Corp',
        'api-host',
        sandbox.urls.apiHost,
        'sms-only',
        'sms-password',
        ['sms'],
      ],
      [
        'Globex · alternate portal',
        'GLOBEX-002',
        'Globex Inc',
        'alternate',
        sandbox.urls.alternate,
        'globex-api',
        'globex-password',
        [],
      ],
      [
        'Initech · wrong password',
        'INIT-003',
        'Initech',
        'customer',
        sandbox.urls.portal,
        // A login of its own: one with Acme's username would share (and change) Acme's password.
        'initech-api',
        'typo',
        [],
      ],
      [
        'Umbrella · no token yet',
        'UMB-004',
        'Umbrella',
        'customer',
        sandbox.urls.portal,
        // Its own login too: Acme's would serve two accounts, which the app warns about.
        'umbrella-api',
        'umbrella-password',
        [],
      ],
    ] as const
    const seeder = await open(harness)
    for (const [
      name,
      accountId,
      accountName,
      portal,
      baseUrl,
      username,
      password,
      tags,
    ] of profiles) {
      const created = await callFromPage(seeder, 'createProfile', {
        name,
        accountId,
        accountName,
        portal,
        baseUrl,
        apiHostUrl: sandbox.urls.apiHost,
        username,
        password,
        tags: [...tags],
        favourite: name.startsWith('Acme · production'),
      })
      if (!created.ok) throw new Error(created.error.message)
      if (!name.startsWith('Umbrella')) {
        await callFromPage(seeder, 'getToken', { profileId: created.value.id })
      }
    }
    await seeder.close()
    for (const scheme of ['light', 'dark'] as const) {
      const page = await open(harness, scheme)
      await button(page, /^Acme · production/).click()
      await button(page, 'Copy header').click()
      await page.waitForTimeout(1200)
      await shot(page, `screenshot-${scheme}`)
      written.push(`list (${scheme})`)
      if (scheme === 'light') {
        await button(page, /^Initech/).click()
        await shot(page, 'screenshot-error')
        written.push('error with hint')
        await button(page, /^Acme · production/).click()
        const panel = page.getByRole('region', { name: 'Test requests' })
        await panel
          .getByLabel('Template')
          .selectOption({ label: 'Analytics: account summary (Bearer)' })
        await panel.getByRole('button', { name: 'Send request', exact: true }).click()
        await page.getByRole('region', { name: 'Response' }).getByText('200').first().waitFor()
        await panel.scrollIntoViewIfNeeded()
        await shot(page, 'screenshot-request')
        written.push('test request')
        // The Board with three rows selected: the bulk actions' bar shows.
        await boardWithRowsChosen(page, 'Board')
        await shot(page, 'screenshot-board')
        written.push('board')
      }
      await page.close()
    }
    // The same desk in German (Settings › Language), once: the list with a copied header, the Board.
    const german = await open(harness)
    const chosen = await callFromPage(german, 'updateSettings', { language: 'de' })
    if (!chosen.ok) throw new Error(chosen.error.message)
    await german.reload()
    await button(german, /^Acme · production/).click()
    await button(german, 'Header kopieren').click()
    await german.waitForTimeout(1200)
    await shot(german, 'screenshot-de')
    written.push('list (German)')
    await boardWithRowsChosen(german, 'Board')
    await shot(german, 'screenshot-board-de')
    written.push('board (German)')
    await german.close()
  })
  console.log(`Wrote docs/screenshot-*.png: ${written.join(', ')}`)
} finally {
  await browser.close()
  await sandbox.close()
}
