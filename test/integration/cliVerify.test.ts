import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { DEMO_TAG } from '../../src/shared/model/demo'
import type { BulkVerifyOutcome } from '../../src/shared/model/bulk'
import { cliCore } from '../helpers/cli'
import { demoProfile, unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
/** Accepts what it issued. */
let sandbox: Sandbox
/** Its own clock, moved past its tokens' expiry: it refuses them while the app still holds them. */
let stale: Sandbox
let staleNow = Date.now()
const stops: (() => Promise<void>)[] = []

beforeAll(async () => {
  sandbox = await startSandbox()
  stale = await startSandbox({ clock: () => staleNow })
})
afterAll(async () => {
  await sandbox.close()
  await stale.close()
})
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop()
  staleNow = Date.now()
})

async function rig() {
  const r = await cliCore(newDir())
  stops.push(r.stop)
  return r
}

type Rig = Awaited<ReturnType<typeof rig>>

/** A sandbox profile whose probe is the sandbox's whoami (what the window's Verify calls). */
const probed = (r: Rig, on: Sandbox, name: string, accountId = 'ACME-001') =>
  demoProfile(r.core.api, on, { name, accountId, tags: [DEMO_TAG] })

/** One of each verdict: accepted, refused, no probe, no token, unreachable. */
async function fiveProfiles(r: Rig) {
  const accepted = await probed(r, sandbox, 'Accepted')
  await unwrap(r.core.api.getToken({ profileId: accepted.id }))
  const refused = await probed(r, stale, 'Refused', 'ACME-002')
  await unwrap(r.core.api.getToken({ profileId: refused.id }))
  staleNow += 25 * 60 * 60_000
  // No demo tag and no saved request: nothing to call.
  const noProbe = await demoProfile(r.core.api, sandbox, {
    name: 'No probe',
    accountId: 'ACME-003',
  })
  await unwrap(r.core.api.getToken({ profileId: noProbe.id }))
  const noToken = await probed(r, sandbox, 'No token', 'ACME-004')
  // A sandbox that issued a token, then went away: its port is closed.
  const gone = await startSandbox()
  const unreachable = await probed(r, gone, 'Unreachable', 'ACME-005')
  await unwrap(r.core.api.getToken({ profileId: unreachable.id }))
  await gone.close()
  return { accepted, refused, noProbe, noToken, unreachable }
}

interface JsonRow {
  profile: string
  id: string
  account: string
  state: string
  status: number | null
  checkedAt: string
  message: string
}

describe('token-desk verify', () => {
  it('reports each verdict of the window’s Verify, as JSON rows and a table; refused wins the exit code', async () => {
    const r = await rig()
    const p = await fiveProfiles(r)
    const issuedBefore = sandbox.issued.length + stale.issued.length

    const json = await r.run('verify', '--all', '--json')
    expect(json.code).toBe(5)
    expect(json.stderr).toBe('')
    const rows = JSON.parse(json.stdout) as JsonRow[]
    const byName = Object.fromEntries(rows.map((row) => [row.profile, row]))
    expect(Object.keys(byName).sort()).toEqual([
      'Accepted',
      'No probe',
      'No token',
      'Refused',
      'Unreachable',
    ])
    expect(byName['Accepted']).toEqual({
      profile: 'Accepted',
      id: p.accepted.id,
      account: 'ACME-001',
      state: 'accepted',
      status: 200,
      checkedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      message: 'Accepted.',
    })
    expect(byName['Refused']).toMatchObject({ state: 'refused', status: 401 })
    expect(byName['No probe']).toMatchObject({
      state: 'no-probe',
      status: null,
      // Nothing was sent: no time is claimed for a check.
      checkedAt: null,
      message: expect.stringMatching(/Verify needs a GET request/),
    })
    expect(byName['No token']).toMatchObject({
      state: 'no-token',
      status: null,
      checkedAt: null,
      message: expect.stringMatching(/no token yet/i),
    })
    expect(byName['Unreachable']).toMatchObject({ state: 'network', status: null })
    // Verify never fetches or renews a token, as in the window.
    expect(sandbox.issued.length + stale.issued.length).toBe(issuedBefore)
    // Nothing secret in the report.
    for (const t of [...sandbox.issued, ...stale.issued]) expect(json.stdout).not.toContain(t.token)

    const table = await r.run('verify', '--all')
    expect(table.code).toBe(5)
    expect(table.stdout).toMatch(/^PROFILE +ACCOUNT +RESULT +HTTP +CHECKED +MESSAGE\n/)
    expect(table.stdout).toMatch(
      /\nAccepted +ACME-001 +accepted +200 +\d\d:\d\d:\d\d +Accepted\.\n/,
    )
    expect(table.stdout).toMatch(/\nRefused +ACME-002 +refused +401 /)
    // Checked: nothing, for a profile without a probe or a token.
    expect(table.stdout).toMatch(/\nNo probe +ACME-003 +no probe +Verify needs/)
    expect(table.stdout).toMatch(/\nNo token +ACME-004 +no token +There is no token/)
    expect(table.stdout).toMatch(/\nUnreachable +ACME-005 +unreachable +\d\d:\d\d:\d\d /)
  })

  it('exits 6 when a probe is unreachable and none refused, 0 when every checked token is accepted', async () => {
    const r = await rig()
    const p = await fiveProfiles(r)
    expect((await r.run('verify', 'Accepted', 'Unreachable', 'No token')).code).toBe(6)
    // No token and no probe are listed, not failures: nothing was sent for them.
    const ok = await r.run('verify', 'accepted', p.noProbe.id, 'No token', '--json')
    expect(ok.code).toBe(0)
    expect((JSON.parse(ok.stdout) as JsonRow[]).map((row) => [row.profile, row.state])).toEqual([
      ['Accepted', 'accepted'],
      ['No probe', 'no-probe'],
      ['No token', 'no-token'],
    ])
    expect((await r.run('verify', 'Refused')).code).toBe(5)
    // Nothing checked at all: a CI job must not pass on that, and it says why.
    const none = await r.run('verify', p.noProbe.id, 'No token')
    expect(none.code).toBe(1)
    expect(none.stderr).toBe(
      'token-desk: No token was checked: 1 without a token (token-desk token gets one); 1 without a request to verify with (save one under Test requests in the app).\n',
    )
  })

  it('agrees with the Board’s Verify on the same profiles', async () => {
    const r = await rig()
    const p = await fiveProfiles(r)
    const ids = [p.accepted.id, p.refused.id, p.noProbe.id, p.noToken.id, p.unreachable.id]
    const board = await unwrap(r.core.api.verifyProfiles({ profileIds: ids }))
    const cli = JSON.parse((await r.run('verify', ...ids, '--json')).stdout) as JsonRow[]
    const boardWord = (o: BulkVerifyOutcome) =>
      o.kind === 'failed' ? o.code : o.kind === 'rejected' ? 'refused' : o.kind
    expect(cli.map((row) => [row.id, row.state])).toEqual(
      ids.map((id) => {
        const outcome = board.outcomes.find((o) => o.profileId === id)!
        return [id, boardWord(outcome)]
      }),
    )
    expect(cli.map((row) => row.status)).toEqual(
      ids.map((id) => {
        const o = board.outcomes.find((x) => x.profileId === id)!
        return 'status' in o ? o.status : null
      }),
    )
  })

  it('exits 2 for usage: no profile, both, an unknown or ambiguous name; nothing is sent', async () => {
    const r = await rig()
    const a = await probed(r, sandbox, 'Acme')
    await unwrap(r.core.api.getToken({ profileId: a.id }))
    await probed(r, sandbox, 'Twin', 'ACME-002')
    await probed(r, sandbox, 'twin', 'ACME-003')
    const before = sandbox.requests.length

    const none = await r.run('verify')
    expect(none).toMatchObject({ code: 2, stdout: '' })
    expect(none.stderr).toContain('verify needs profiles (names, ids or account:<id>) or --all.')
    const both = await r.run('verify', 'Acme', '--all')
    expect(both.code).toBe(2)
    expect(both.stderr).toContain('verify takes profiles or --all, not both')
    const unknown = await r.run('verify', 'Acme', 'Acme staging')
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('No profile is called “Acme staging”; nothing was verified.')
    const ambiguous = await r.run('verify', 'TWIN')
    expect(ambiguous.code).toBe(2)
    expect(ambiguous.stderr).toContain('names 2 profiles')
    expect(sandbox.requests.length).toBe(before)
  })

  it('needs an approved client, like token: a denied client verifies nothing', async () => {
    const r = await cliCore(newDir(), { answer: () => Promise.resolve('deny') })
    stops.push(r.stop)
    const a = await probed(r, sandbox, 'Acme')
    await unwrap(r.core.api.getToken({ profileId: a.id }))
    const before = sandbox.requests.length
    const denied = await r.run('verify', '--all')
    expect(denied).toEqual({
      code: 4,
      stdout: '',
      stderr: 'token-desk: Token Desk denied this request.\n',
    })
    expect(r.prompts.map((p) => p.what)).toEqual(['a check of every profile’s token'])
    expect(sandbox.requests.length).toBe(before)
  })
})
