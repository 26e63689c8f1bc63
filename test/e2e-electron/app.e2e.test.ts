import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { _electron as electron, type ElectronApplication } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeProblem, electronBinary } from '../../scripts/electron-binary.mjs'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { allText } from '../helpers/harness'
import { useTempDirs } from '../helpers/tempDir'

const root = resolve(import.meta.dirname, '../..')
// The executable `npm start` would run, judged as the launcher judges it: ELECTRON_EXEC_PATH,
// ELECTRON_OVERRIDE_DIST_PATH, else a complete install in node_modules/electron (a dist folder
// from an interrupted download does not count). Where there is none (offline build machines),
// this suite is skipped and says why.
const binary = electronBinary(resolve(root, 'node_modules/electron'), process.env)
const executablePath = binary.kind === 'ready' ? binary.execPath : null
if (binary.kind === 'missing') {
  console.warn(
    `Skipping real-Electron E2E: Electron ${binary.version} is not installed in node_modules/electron` +
      `${binary.found ? ` (found ${binary.found}, incomplete or another version)` : ''}. ` +
      'Run `npm start` once on a connected machine to fetch it, or set ELECTRON_EXEC_PATH to an Electron executable.',
  )
} else if (binary.kind === 'unavailable') {
  // The launcher's own paragraph, less its "Cannot start Token Desk" frame and harness hint.
  const why = describeProblem(binary.problem)
    .replace(/^Cannot start Token Desk: /, '')
    .split('\n')
    .filter((line) => !line.startsWith('Meanwhile'))
    .join(' ')
  console.warn(`Skipping real-Electron E2E: ${why}`)
}

const newDir = useTempDirs()

describe.skipIf(executablePath === null)('Electron app: the whole token path', () => {
  let sandbox: Sandbox

  beforeAll(async () => {
    execFileSync(resolve(root, 'node_modules/.bin/electron-vite'), ['build'], { cwd: root })
    sandbox = await startSandbox()
  }, 120_000)
  afterAll(() => sandbox?.close())

  async function launch(userData: string): Promise<ElectronApplication> {
    return electron.launch({
      executablePath: executablePath!,
      args: [resolve(root, 'out/main/index.js')],
      env: { ...process.env, TOKEN_DESK_USER_DATA: userData },
    })
  }

  it('creates a profile, gets a token, copies the header, survives a restart', async () => {
    const userData = newDir()
    let app = await launch(userData)
    let page = await app.firstWindow()

    await page.getByRole('button', { name: 'New profile' }).first().click()
    const form = page.getByRole('form', { name: 'Profile' })
    await form.getByLabel('Name', { exact: true }).fill('Acme production')
    await form.getByLabel('Account ID').fill('ACME-001')
    await form.getByLabel('Account name').fill('Acme Corp')
    await form.getByLabel('Portal').selectOption('customer')
    await form.getByLabel('Base URL').fill(sandbox.urls.portal)
    await form.getByLabel('Username').fill('demo')
    await form.getByLabel('Password').fill('demo-password')
    await form.getByRole('button', { name: 'Save profile' }).click()

    await page.getByRole('button', { name: 'Get token' }).click()
    const timer = page.getByRole('timer', { name: 'Time left' })
    await expect.poll(() => timer.textContent()).toMatch(/^(23:59:5\d|24:00:00)$/)
    await page.getByRole('button', { name: 'Copy header' }).click()
    await expect
      .poll(() => app.evaluate(({ clipboard }) => clipboard.readText()))
      .toMatch(/^Authorization: Bearer \S+$/)
    const header = await app.evaluate(({ clipboard }) => clipboard.readText())

    // The page cannot reach Node or raw IPC.
    expect(await page.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe(
      'undefined',
    )
    expect(await page.evaluate(() => 'ipcRenderer' in globalThis)).toBe(false)

    await app.close()
    app = await launch(userData)
    page = await app.firstWindow()
    await page.getByRole('button', { name: /Acme production/ }).click()
    const timerAfter = page.getByRole('timer', { name: 'Time left' })
    await expect.poll(() => timerAfter.textContent()).toMatch(/^23:59:[0-5]\d$/)
    await app.evaluate(({ clipboard }) => clipboard.writeText(''))
    await page.getByRole('button', { name: 'Copy header' }).click()
    await expect.poll(() => app.evaluate(({ clipboard }) => clipboard.readText())).toBe(header)
    await app.close()

    const onDisk = allText(userData)
    expect(onDisk).not.toContain('demo-password')
    expect(onDisk).not.toContain(header.split(' ').at(-1))
  })
})
