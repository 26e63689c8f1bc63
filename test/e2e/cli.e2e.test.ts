import { spawnSync } from 'node:child_process'
import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { skipBrowserTests } from '../helpers/browser'
import { answerApproval, cliOnHarness } from '../helpers/cliHarness'
import { useSandboxAndBrowser } from '../helpers/journey'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
const hasCurl = spawnSync('curl', ['--version'], { stdio: 'ignore' }).status === 0

describe.skipIf(skipBrowserTests)('token-desk against the harness and the sandbox', () => {
  const started = useSandboxAndBrowser()

  it.skipIf(!hasCurl)(
    'is switched on in Settings, approved in the app, and its header makes curl get 200',
    async () => {
      const app = await cliOnHarness(started.browser, newDir())
      const { page } = app
      try {
        expect((await app.cli(['status'])).stdout).toContain('Access:       off')
        const created = await app.call('createProfile', {
          name: 'Acme production',
          accountId: 'ACME-001',
          portal: 'customer',
          baseUrl: started.sandbox.urls.portal,
          username: 'demo',
          password: 'demo-password',
        })
        expect(created.ok).toBe(true)
        // Off by default: refused, and told where to switch it on.
        const off = await app.cli(['header', 'Acme production'])
        expect(off.code).toBe(4)
        expect(off.stderr).toContain('Settings → Command line')

        await page.reload()
        await page.getByRole('button', { name: 'Settings', exact: true }).click()
        const section = page.getByRole('region', { name: 'Command line' })
        await section.getByRole('checkbox', { name: 'Allow the token-desk command line' }).check()
        await section.getByRole('button', { name: 'Save command line setting' }).click()
        await expect.poll(() => section.textContent()).toContain(app.endpoint)

        const url = `${started.sandbox.urls.portal}/_rest/v4/analytics/accounts/ACME-001/summary`
        const curl = app.cli(
          [],
          `curl -sS -o /dev/null -w '%{http_code}' -H "$(token-desk header 'Acme production')" '${url}'`,
        )
        expect(await answerApproval(page, 'Always allow')).toContain(
          'asks for a token for “Acme production”',
        )
        expect(await curl).toEqual({ code: 0, stdout: '200', stderr: '' })

        // Settings lists the client at once; the token activity says where the token went.
        await expect.poll(() => section.getByRole('row').count()).toBe(2)
        expect(await section.getByRole('row').nth(1).textContent()).toContain('Always')
        await page.getByRole('button', { name: 'Close settings' }).click()
        await page
          .getByRole('button', { name: /Acme production/ })
          .first()
          .click()
        await expect
          .poll(() => page.getByRole('region', { name: 'Token activity' }).textContent())
          .toMatch(/Given to the command line.*token-desk/)

        // Revoked in Settings: the next command asks again, and Deny refuses it.
        await page.getByRole('button', { name: 'Settings', exact: true }).click()
        await section.getByRole('button', { name: /^Revoke / }).click()
        await expect.poll(() => section.textContent()).toContain('None.')
        const denied = app.cli(['list'])
        await answerApproval(page, 'Deny')
        expect(await denied).toEqual({
          code: 4,
          stdout: '',
          stderr: 'token-desk: Token Desk denied this request.\n',
        })
        expect(app.errors).toEqual([])
      } finally {
        await app.close()
      }
    },
  )

  it('stops saying the command line waits once it gave up (exit 7); the prompt stays', async () => {
    const app = await cliOnHarness(started.browser, newDir())
    const { page } = app
    try {
      await app.call('updateSettings', { cliAccess: true })
      const created = await app.call('createProfile', {
        name: 'No password kept',
        accountId: 'ACME-001',
        portal: 'customer',
        baseUrl: started.sandbox.urls.portal,
        username: 'demo',
      })
      expect(created.ok).toBe(true)
      await page.reload()
      const waiting = app.cli(['token', 'No password kept', '--timeout', '3s'])
      await answerApproval(page, 'Allow once')
      const notice = page.getByText('The command line is waiting for this token')
      await expect.poll(() => notice.count()).toBe(1)
      const gaveUp = await waiting
      expect(gaveUp.code).toBe(7)
      expect(gaveUp.stderr).toMatch(/No password was entered in Token Desk within [\d.]+ s/)
      // Nobody waits now: the window says no more that someone does.
      await expect.poll(() => notice.count()).toBe(0)
      // The prompt stays for whoever is typing, as an ordinary one, and still gets a token.
      await page.getByLabel('Password for this token').fill('demo-password')
      await page.getByRole('button', { name: 'Use password' }).click()
      await expect
        .poll(() => page.getByRole('region', { name: 'Token', exact: true }).textContent())
        .toContain('Valid')
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  })

  it('waits for the password typed in the window, renews only below --min-ttl, passes exec exit codes', async () => {
    const app = await cliOnHarness(started.browser, newDir())
    const { page } = app
    try {
      await app.call('updateSettings', { cliAccess: true })
      const created = await app.call('createProfile', {
        name: 'No password kept',
        accountId: 'ACME-001',
        portal: 'customer',
        baseUrl: started.sandbox.urls.portal,
        username: 'demo',
      })
      expect(created.ok).toBe(true)
      await page.reload()
      const waiting = app.cli(['token', 'No password kept', '--timeout', '1m'])
      await answerApproval(page, 'Allow once')
      // The window selects the profile and opens its password prompt, saying who waits.
      await expect
        .poll(() => page.getByText('The command line is waiting for this token').count())
        .toBe(1)
      await page.getByLabel('Password for this token').fill('demo-password')
      await page.getByRole('button', { name: 'Use password' }).click()
      const got = await waiting
      expect(got.code).toBe(0)
      expect(got.stdout).toBe(`${started.sandbox.issued.at(-1)!.token}\n`)

      // A token with more left than asked is given as is; asking for more renews it first.
      const issuedBefore = started.sandbox.authCount()
      const keep = app.cli(['token', 'No password kept', '--min-ttl', '1h'])
      await answerApproval(page, 'Allow for 8 hours')
      expect((await keep).stdout).toBe(got.stdout)
      expect(started.sandbox.authCount()).toBe(issuedBefore)

      // env, evaluated by a bash script of a user whose login shell is fish: bash's syntax, as
      // the shell that runs it reads it. List as JSON, without a secret.
      const env = await app.cli(
        [],
        `export SHELL=/usr/bin/fish; eval "$(token-desk env 'No password kept')" && printf '%s %s' "$TOKEN_DESK_ACCOUNT_ID" "$TOKEN_DESK_AUTHORIZATION"`,
      )
      expect(env).toEqual({ code: 0, stdout: `ACME-001 Bearer ${got.stdout.trim()}`, stderr: '' })
      const list = await app.cli(['list', '--json'])
      expect(JSON.parse(list.stdout)).toMatchObject([
        { name: 'No password kept', accountId: 'ACME-001', state: 'valid', password: 'stored' },
      ])
      expect(list.stdout).not.toContain(got.stdout.trim())

      // exec: the variables reach the command; its exit code comes back.
      const exec = await app.cli([
        'exec',
        'No password kept',
        '--',
        'sh',
        '-c',
        'test "$TOKEN_DESK_AUTHORIZATION" = "Bearer $TOKEN_DESK_TOKEN" && exit 42',
      ])
      expect(exec.code).toBe(42)
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  })

  it('survives garbage on its socket and answers the next command; says when it is gone', async () => {
    const app = await cliOnHarness(started.browser, newDir())
    try {
      const status = await app.cli(['status'])
      expect(status.code).toBe(0)
      const junk = [
        Buffer.from([0xff, 0x00, 0x0a]),
        Buffer.alloc(100_000, 0x7b),
        Buffer.from('{"v":1}\n'),
      ]
      for (const bytes of junk) {
        await new Promise<void>((done) => {
          const socket = connect(app.endpoint, () => socket.end(bytes))
          socket
            .on('error', () => done())
            .on('close', () => done())
            .resume()
        })
      }
      // A connection that never finishes its line does not block the next one.
      const slow = connect(app.endpoint, () => slow.write('{"v":1,'))
      slow.on('error', () => undefined)
      expect((await app.cli(['status'])).code).toBe(0)
      slow.destroy()
      expect(await app.harness.stop()).toBe(0)
      const gone = await app.cli(['header', 'x'])
      expect(gone.code).toBe(3)
      expect(gone.stderr).toContain('Token Desk is not running for')
    } finally {
      await app.close()
    }
  })
})
