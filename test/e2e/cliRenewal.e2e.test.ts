import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ActivityEntry } from '../../src/shared/model/activity'
import type { ProfileView } from '../../src/shared/model/profile'
import { skipBrowserTests } from '../helpers/browser'
import { answerApproval, cliOnHarness } from '../helpers/cliHarness'
import { useSandboxAndBrowser } from '../helpers/journey'
import { useTempDirs } from '../helpers/tempDir'

/*
 * The built `token-desk` against the harness (the app's main entry in its
 * own process) and the sandbox: renewal by the moved machine clock, the
 * header's value, the service's refusal and an unreachable service, and the
 * approval dialog's default.
 */

const newDir = useTempDirs()

describe.skipIf(skipBrowserTests)('token-desk on the harness: renewal and failures', () => {
  const started = useSandboxAndBrowser()

  async function approvedApp() {
    const app = await cliOnHarness(started.browser, newDir())
    expect((await app.call('updateSettings', { cliAccess: true })).ok).toBe(true)
    const listing = app.cli(['list'])
    await answerApproval(app.page, 'Always allow')
    expect((await listing).code).toBe(0)
    return app
  }

  it('renews below --min-ttl when the machine clock moves on: one token request, recorded', async () => {
    const app = await approvedApp()
    try {
      const created = await app.call('createProfile', {
        name: 'Acme',
        accountId: 'ACME-001',
        portal: 'customer',
        baseUrl: started.sandbox.urls.portal,
        username: 'demo',
        password: 'demo-password',
      })
      if (!created.ok) throw new Error(created.error.message)
      const profile = created.value as ProfileView
      const first = await app.cli(['token', 'Acme'])
      expect(first.code).toBe(0)
      const firstToken = first.stdout.trim()
      expect(firstToken).toBe(started.sandbox.issued.at(-1)!.token)

      // The header's value alone, of the same token.
      expect(await app.cli(['header', 'Acme', '--value'])).toEqual({
        code: 0,
        stdout: `Bearer ${firstToken}\n`,
        stderr: '',
      })

      // 2 minutes left by the app's clock: the default --min-ttl (5m) renews first.
      await app.harness.moveClock({ byMs: 23 * 3600_000 + 58 * 60_000 })
      const before = started.sandbox.authCount()
      const renewed = await app.cli(['token', 'Acme'])
      expect(renewed).toEqual({
        code: 0,
        stdout: `${started.sandbox.issued.at(-1)!.token}\n`,
        stderr: '',
      })
      expect(renewed.stdout.trim()).not.toBe(firstToken)
      expect(started.sandbox.authCount()).toBe(before + 1)
      // And the new token lasts: the next command uses it as it is.
      expect((await app.cli(['header', 'Acme', '--value'])).stdout).toBe(
        `Bearer ${renewed.stdout.trim()}\n`,
      )
      expect(started.sandbox.authCount()).toBe(before + 1)

      await expect
        .poll(async () => {
          const listed = await app.call('listActivity', { profileId: profile.id })
          return listed.ok
            ? (listed.value as ActivityEntry[]).map((e) => `${e.kind}/${e.trigger}`)
            : []
        })
        .toEqual(['given/cli', 'renewed/cli', 'given/cli', 'obtained/cli'])
      // The window shows it in words.
      await app.page.reload()
      await app.page.getByRole('button', { name: /Acme/ }).first().click()
      const activity = app.page.getByRole('region', { name: 'Token activity' })
      await expect.poll(() => activity.textContent()).toMatch(/Given to the command line/)
      await expect.poll(() => activity.textContent()).toMatch(/renewed/i)
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  })

  it('exec runs across a renewal brought on by moving the harness clock: restarted with the new token', async () => {
    const app = await approvedApp()
    const log = join(newDir(), 'runs.log')
    try {
      const created = await app.call('createProfile', {
        name: 'Acme',
        accountId: 'ACME-001',
        portal: 'customer',
        baseUrl: started.sandbox.urls.portal,
        username: 'demo',
        password: 'demo-password',
      })
      expect(created.ok).toBe(true)
      const child = spawn(
        'token-desk',
        [
          'exec',
          'Acme',
          '--on-renew',
          'restart',
          '--',
          'sh',
          '-c',
          'echo "$TOKEN_DESK_TOKEN $(cat "$TOKEN_DESK_TOKEN_FILE") $TOKEN_DESK_TOKEN_FILE" >> "$0"; while :; do sleep 0.05; done',
          log,
        ],
        { env: app.env, stdio: ['ignore', 'ignore', 'pipe'] },
      )
      let stderr = ''
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      const exited = new Promise((done) => child.on('exit', (code) => done(code)))
      const runs = () =>
        existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : []
      await expect.poll(() => runs().length, { timeout: 15_000 }).toBe(1)
      const first = started.sandbox.issued.at(-1)!.token
      const path = runs()[0]!.split(' ')[2]!
      expect(runs()[0]).toBe(`${first} ${first} ${path}`)

      // Only the app's clock moves: 2 minutes left by it, less than the default --min-ttl.
      await app.harness.moveClock({ byMs: 23 * 3600_000 + 58 * 60_000 })
      await expect.poll(() => runs().length, { timeout: 15_000 }).toBe(2)
      const second = started.sandbox.issued.at(-1)!.token
      expect(second).not.toBe(first)
      expect(runs()[1]).toBe(`${second} ${second} ${path}`)
      expect(stderr).toBe('token-desk: the token was renewed: restarting sh\n')

      child.kill('SIGTERM')
      expect(await exited).toBe(128 + 15)
      expect(existsSync(path)).toBe(false)
    } finally {
      await app.close()
    }
  })

  it('exits 5 with the service’s message for a wrong password, 6 for an unreachable service', async () => {
    const app = await approvedApp()
    try {
      for (const input of [
        {
          name: 'Wrong',
          accountId: 'ACME-001',
          baseUrl: started.sandbox.urls.portal,
          password: 'nope',
        },
        { name: 'Gone', accountId: 'GONE-1', baseUrl: 'http://127.0.0.1:9', password: 'x' },
      ]) {
        const created = await app.call('createProfile', {
          portal: 'customer',
          username: 'demo',
          ...input,
        })
        expect(created.ok).toBe(true)
      }
      const refused = await app.cli(['header', 'Wrong'])
      expect(refused.code).toBe(5)
      expect(refused.stdout).toBe('')
      expect(refused.stderr).toMatch(
        /^token-desk: .*The service said: .*Missing Authentication Token/,
      )
      expect(refused.stderr).not.toContain('nope')

      const unreachable = await app.cli(['token', 'Gone'])
      expect(unreachable.code).toBe(6)
      expect(unreachable.stdout).toBe('')
      expect(unreachable.stderr).toMatch(/^token-desk: .+\n$/)
    } finally {
      await app.close()
    }
  })

  it('the approval dialog takes Enter as Deny', async () => {
    const app = await cliOnHarness(started.browser, newDir())
    try {
      expect((await app.call('updateSettings', { cliAccess: true })).ok).toBe(true)
      const listing = app.cli(['list'])
      const dialog = app.page.getByRole('alertdialog', { name: 'Allow `token-desk` access?' })
      await dialog.waitFor()
      await expect
        .poll(() =>
          dialog
            .getByRole('button', { name: 'Deny' })
            .evaluate((b) => (b.getRootNode() as Document | ShadowRoot).activeElement === b),
        )
        .toBe(true)
      await app.page.keyboard.press('Enter')
      expect(await listing).toEqual({
        code: 4,
        stdout: '',
        stderr: 'token-desk: Token Desk denied this request.\n',
      })
    } finally {
      await app.close()
    }
  })
})
