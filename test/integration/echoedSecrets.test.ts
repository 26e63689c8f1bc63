import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { cliCore } from '../helpers/cli'
import { coreIn } from '../helpers/core'
import { loopbackServer } from '../helpers/loopbackServer'
import { demoProfile, unwrap } from '../helpers/api'
import { filesUnder, leaksIn } from '../helpers/secretScan'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())

/**
 * Unlike anything else in the files, so a hit is a leak; with a quote and a
 * backslash, so the JSON-escaped form differs from the typed one (the body's
 * excerpt shows the former, the parsed `error` field the latter), and `/`,
 * `&`, `+` and a space for the URL-encoded forms.
 */
const PASSWORD = 'Pw "echo"\\ 9xQ/&+k'

describe('a service that echoes the password it was sent', () => {
  it.each([
    ['200 {"data":null,"error":"Login failed for password …"}', 200, 'unexpected-response'],
    ['401 with the same body', 401, 'auth-rejected'],
  ] as const)(
    '%s: not in the data folder, the window, the log or token-desk',
    async (_l, status, code) => {
      const dir = newDir()
      const r = await cliCore(dir)
      try {
        const profile = await demoProfile(r.core.api, sandbox, { name: 'Echo', password: PASSWORD })
        sandbox.setFault({ fault: { kind: 'echo-password', status } })
        const before = sandbox.authCount()
        // Get token in the window, then token-desk asking for one (it renews, and fails the same).
        const result = await r.core.api.getToken({ profileId: profile.id })
        const cli = await r.run('token', 'Echo')
        // After a 401, token-desk does not send the refused password again: it says so.
        expect(sandbox.authCount() - before).toBe(status === 401 ? 1 : 2)

        const outputs = [
          JSON.stringify(result),
          cli.stdout,
          cli.stderr,
          JSON.stringify(await unwrap(r.core.api.getProfile({ profileId: profile.id }))),
          JSON.stringify(await unwrap(r.core.api.listProfiles())),
          JSON.stringify(await unwrap(r.core.api.listActivity({ profileId: profile.id }))),
          r.core.logs.join('\n'),
        ]
        await r.core.flush()
        await r.stop()
        const places = [
          ...filesUnder(dir),
          ...outputs.map((text, i): [string, string] => [`output ${i}`, text]),
        ]
        expect(leaksIn(places, [PASSWORD])).toEqual([])
        // The service's words still reach the user, with the password masked.
        expect(result).toMatchObject({ ok: false, error: { code } })
        expect(JSON.stringify(result)).toContain('Login failed for password ‹redacted›')
        expect(cli.code).not.toBe(0)
        expect(cli.stderr).toContain('‹redacted›')
        // The scan read the folder the app wrote: the journal, the profile's activity file.
        expect(places.map(([where]) => where)).toEqual(
          expect.arrayContaining([
            expect.stringMatching(/state\.journal$/),
            expect.stringMatching(new RegExp(`activity/${profile.id}\\.jsonl$`)),
          ]),
        )
      } finally {
        sandbox.setFault(null)
      }
    },
  )
})

describe('an API that echoes the token a test request sent', () => {
  it('shows its answer with the token masked: the page gets a token only on Reveal', async () => {
    const mirror = await loopbackServer((req, res) => {
      const authorization = req.headers.authorization ?? ''
      const token = authorization.replace(/^Bearer /, '')
      res.writeHead(200, 'OK ' + token, {
        'Content-Type': 'application/json',
        'X-Echo': authorization,
      })
      res.end(JSON.stringify({ you: authorization, encoded: encodeURIComponent(token) }))
    })
    try {
      const core = coreIn(newDir())
      const p = await demoProfile(core.api, sandbox, { apiHostUrl: mirror.url })
      await unwrap(core.api.getToken({ profileId: p.id }))
      const token = sandbox.issued.at(-1)!.token
      const result = await unwrap(
        core.api.sendRequest({
          profileId: p.id,
          runId: 'mirror-1',
          request: { name: 'Mirror', method: 'GET', url: '/mirror', relativeTo: 'api' },
        }),
      )
      // The token did go out, and came back; what the window gets has none of it.
      expect(mirror.hits[0]?.headers.authorization).toBe(`Bearer ${token}`)
      expect(leaksIn([['result', JSON.stringify(result)]], [token])).toEqual([])
      expect(JSON.parse(result.body)).toEqual({ you: 'Bearer ‹redacted›', encoded: '‹redacted›' })
      expect(result.headers).toContainEqual(['x-echo', 'Bearer ‹redacted›'])
      await core.close()
    } finally {
      await mirror.close()
    }
  })
})
