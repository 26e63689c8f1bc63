import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { cliCore } from '../helpers/cli'
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
        expect(sandbox.authCount() - before).toBe(2)

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
