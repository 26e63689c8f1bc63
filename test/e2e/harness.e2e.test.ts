import { existsSync } from 'node:fs'
import { request } from 'node:http'
import { resolve } from 'node:path'
import { methods } from '../../src/shared/ipc/methods'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HarnessProcess } from '../../src/harness/spawn'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { launchChromium, skipBrowserTests } from '../helpers/browser'
import { allText, harnessAt, senderRefused } from '../helpers/harness'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

/**
 * The user path, driven by accessible names in the real renderer,
 * over the real handlers and the sandbox on loopback.
 */
describe.skipIf(skipBrowserTests)('browser harness: the whole token path', () => {
  let sandbox: Sandbox
  let browser: Browser

  beforeAll(async () => {
    sandbox = await startSandbox({ customerEnvelope: 'A' })
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await sandbox?.close()
  })

  async function createProfile(
    page: Page,
    name: string,
    password: string,
    accountId = 'ACME-001',
  ): Promise<void> {
    await page.getByRole('button', { name: 'New profile' }).first().click()
    const form = page.getByRole('form', { name: 'Profile' })
    await form.getByLabel('Name', { exact: true }).fill(name)
    await form.getByLabel('Account ID').fill(accountId)
    await form.getByLabel('Account name').fill('Acme Corp')
    await form.getByLabel('Portal').selectOption('customer')
    await form.getByLabel('Base URL').fill(sandbox.urls.portal)
    await form.getByLabel('Username').fill('demo')
    await form.getByLabel('Password').fill(password)
    await form.getByRole('button', { name: 'Save profile' }).click()
    await expect.poll(() => form.count()).toBe(0)
  }

  const timer = (page: Page) => page.getByRole('timer', { name: 'Time left' })

  /** Presses Copy header, waits for the page to say so, and returns the harness clipboard. */
  async function copyHeader(page: Page, harness: HarnessProcess): Promise<string> {
    await page.getByRole('button', { name: 'Copy header' }).click()
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /copied/i })
          .textContent(),
      )
      .toMatch(/copied/i)
    return harness.clipboard()
  }

  it('creates a profile, gets a token, copies the header, survives a restart', async () => {
    const dataDir = newDir()
    let harness = await harnessAt(dataDir)
    const page = await browser.newPage()
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    try {
      await page.goto(harness.url)
      await createProfile(page, 'Acme production', 'demo-password')

      await page.getByRole('button', { name: 'Get token' }).click()
      await expect.poll(() => timer(page).textContent()).toMatch(/^(23:59:5\d|24:00:00)$/)
      const first = await timer(page).textContent()
      await expect.poll(() => timer(page).textContent(), { timeout: 3000 }).not.toBe(first)
      await expect.poll(() => page.getByText('Valid', { exact: true }).count()).toBeGreaterThan(0)
      const expiresAt = await page.getByTestId('expires-at').textContent()

      const clipboard = await copyHeader(page, harness)
      expect(clipboard).toMatch(/^Authorization: Bearer [A-Za-z0-9_-]+$/)
      const token = clipboard.slice('Authorization: Bearer '.length)
      expect(sandbox.issued.map((t) => t.token)).toContain(token)
      // The renderer shows the token masked: its value is nowhere on the page.
      expect(await page.content()).not.toContain(token)

      // A wrong password shows the server's 401 message, not a stack trace.
      // Another account: not a duplicate of the first profile's login.
      await createProfile(page, 'Acme wrong password', 'not-the-password', 'ACME-002')
      await page.getByRole('button', { name: 'Get token' }).click()
      const alert = page.getByRole('alert')
      await expect.poll(() => alert.textContent()).toContain('Missing Authentication Token')
      expect(await alert.textContent()).toMatch(
        /Refused \(401\): wrong password, or this user has no API access/,
      )
      expect(await alert.textContent()).not.toMatch(/at \w+ \(|Error:/)
      // The profile's activity says what happened and why, without secrets.
      const activity = page.getByRole('region', { name: 'Token activity' })
      await expect
        .poll(() => activity.textContent())
        .toMatch(/Failed.*by you.*Missing Authentication Token/)
      expect(await activity.textContent()).not.toContain('not-the-password')

      // Restart: the app quits (SIGTERM → app.quit) and a new process opens the same data dir.
      expect(await harness.stop()).toBe(0)
      harness = await harnessAt(dataDir)
      await page.goto(harness.url)
      await page.getByRole('button', { name: /Acme production/ }).click()
      expect(await page.getByTestId('expires-at').textContent()).toBe(expiresAt)
      await expect.poll(() => timer(page).textContent()).toMatch(/^(23:59:[0-5]\d)$/)
      expect(await copyHeader(page, harness)).toBe(clipboard)

      // Encrypted at rest: neither password nor token is in any file.
      const onDisk = allText(dataDir)
      expect(onDisk).toContain('Acme production')
      expect(onDisk).not.toContain('demo-password')
      expect(onDisk).not.toContain('not-the-password')
      expect(onDisk).not.toContain(token)
      expect(pageErrors).toEqual([])
    } finally {
      await page.close()
      await harness.stop()
    }
  })

  it("main refuses IPC calls that do not come from the app's own page", async () => {
    const harness = await harnessAt(newDir())
    try {
      // A page elsewhere is refused at the harness's door, key or not (src/harness/requestGuard.ts).
      const foreign = await fetch(`${harness.base}__ipc/token-desk%3AlistProfiles`, {
        method: 'POST',
        headers: {
          ...harness.headers,
          Origin: 'http://evil.example',
          'Content-Type': 'application/json',
        },
        body: '{"args":[]}',
      })
      expect(foreign.status).toBe(403)
      // A script with the key but no page: main's own sender check answers, as it would in
      // Electron, and logs why.
      const response = await fetch(`${harness.base}__ipc/token-desk%3AlistProfiles`, {
        method: 'POST',
        headers: { ...harness.headers, 'Content-Type': 'application/json' },
        body: '{"args":[]}',
      })
      expect(await response.json()).toEqual({ ok: true, value: senderRefused })
      await expect.poll(() => harness.output()).toContain('refused listProfiles: ')
      // A DNS-rebound name reaches the port with a foreign Host header (fetch cannot set one).
      const rebound = await new Promise<number>((resolve, reject) => {
        const url = new URL(`${harness.base}__ipc/listProfiles`)
        request(url, { method: 'POST', headers: { Host: 'evil.example:80' } }, (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        })
          .on('error', reject)
          .end('{}')
      })
      expect(rebound).toBe(421)
      // An oversized call is answered, not cut off mid-upload.
      const oversized = await fetch(`${harness.base}__ipc/token-desk%3AlistProfiles`, {
        method: 'POST',
        headers: { ...harness.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ args: ['x'.repeat(3 * 1024 * 1024)] }),
      })
      expect(oversized.status).toBe(413)
      expect(await oversized.json()).toMatchObject({ ok: false, message: /larger than/ })
    } finally {
      await harness.stop()
    }
  })

  it("runs the app's real preload in the page: one frozen API of contract methods, no Node, no raw IPC", async () => {
    const harness = await harnessAt(newDir())
    const page = await browser.newPage()
    try {
      await page.goto(harness.url)
      await page.getByRole('button', { name: 'New profile' }).first().waitFor()
      const seen = await page.evaluate(() => {
        const api = (window as unknown as { tokenDesk: Record<string, unknown> }).tokenDesk
        const g = globalThis as Record<string, unknown>
        return {
          keys: Object.keys(api).sort(),
          frozen: Object.isFrozen(api),
          require: typeof g['require'],
          ipcRenderer: 'ipcRenderer' in g,
          electron: 'electron' in g,
          process: typeof g['process'],
        }
      })
      expect(seen).toEqual({
        keys: [...methods, 'onEvent'].sort(),
        frozen: true,
        require: 'undefined',
        ipcRenderer: false,
        electron: false,
        process: 'undefined',
      })
    } finally {
      await page.close()
      await harness.stop()
    }
  })

  it('keeps one process per data folder: a second launch exits and the first stays', async () => {
    const dataDir = newDir()
    const first = await harnessAt(dataDir)
    try {
      await expect(harnessAt(dataDir)).rejects.toThrow(/exited \(3\)[\s\S]*holds .*SingletonLock/)
      // The first one still answers.
      expect((await fetch(first.base, { headers: first.headers })).status).toBe(200)
    } finally {
      expect(await first.stop()).toBe(0)
    }
    // Its lock went with it: the folder opens again.
    const again = await harnessAt(dataDir)
    await again.stop()
  })

  it('takes over the lock of a process that was killed', async () => {
    const dataDir = newDir()
    const crashed = await harnessAt(dataDir)
    await crashed.kill()
    const next = await harnessAt(dataDir)
    expect(await next.stop()).toBe(0)
  })
})

describe('the harness plays the platform it is given (--platform)', () => {
  type Item = { label?: string; submenu?: Item[] }
  const labels = (items: Item[]): string[] =>
    items.flatMap((item) => [...(item.label ? [item.label] : []), ...labels(item.submenu ?? [])])
  const quitLabel = { linux: 'Quit', darwin: 'Quit Token Desk', win32: 'Exit' } as const

  it.each(['linux', 'darwin', 'win32'] as const)(
    'as %s: says so, and the app takes that OS’s paths (menus, Windows id)',
    async (platform) => {
      const harness = await harnessAt(newDir(), { platform })
      try {
        expect(harness.output()).toMatch(new RegExp(`Platform: +${platform} \\(`))
        const records = await harness.records()
        expect(labels(records.applicationMenu as Item[])).toContain(quitLabel[platform])
        expect(records.appUserModelIds).toEqual(platform === 'win32' ? ['dev.tokendesk.app'] : [])
      } finally {
        expect(await harness.stop()).toBe(0)
      }
    },
  )

  it('refuses a relative --data-dir in words, as a usage error (exit 2), creating nothing', async () => {
    const relative = `harness-data-${process.pid}`
    await expect(harnessAt(relative)).rejects.toThrow(
      /exited \(2\)[\s\S]*--data-dir must be an absolute path[\s\S]*given: harness-data-/,
    )
    expect(existsSync(resolve(import.meta.dirname, '../..', relative))).toBe(false)
  })
})
