import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type RedirectStatus, type Sandbox } from '../../src/sandbox/server'
import type { CliApprovalAnswer } from '../../src/shared/model/cli'
import type { ProfileView } from '../../src/shared/model/profile'
import { cliCore, runIn, testHost } from '../helpers/cli'
import { demoProfile, expectError, requestTemplate, unwrap, view } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'
import { GIVEN_MERGE_MS } from '../../src/main/core/cli/servicesBackend'

const newDir = useTempDirs()
let sandbox: Sandbox
const stops: (() => Promise<void>)[] = []

beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop()
  sandbox.setFault(null)
})

type Rig = Awaited<ReturnType<typeof cliCore>>

async function rig(options: Parameters<typeof cliCore>[1] = {}): Promise<Rig> {
  const r = await cliCore(newDir(), options)
  stops.push(r.stop)
  return r
}

/** A prompt the test answers when it likes. */
function heldPrompts() {
  const waiting: ((answer: CliApprovalAnswer) => void)[] = []
  return {
    answer: () => new Promise<CliApprovalAnswer>((resolve) => waiting.push(resolve)),
    pending: () => waiting.length,
    reply: (answer: CliApprovalAnswer) => waiting.shift()?.(answer),
  }
}

describe('token-desk against the core and the sandbox', () => {
  it('prints the header, the value, the token and env lines of a fresh token', async () => {
    const r = await rig()
    const profile = await demoProfile(r.core.api, sandbox, { name: 'Acme production' })
    await unwrap(r.core.api.getToken({ profileId: profile.id }))
    const issued = sandbox.issued.at(-1)!.token

    expect(await r.run('header', 'Acme production')).toEqual({
      code: 0,
      stdout: `Authorization: Bearer ${issued}\n`,
      stderr: '',
    })
    expect((await r.run('header', 'acme production', '--value')).stdout).toBe(`Bearer ${issued}\n`)
    expect((await r.run('token', profile.id)).stdout).toBe(`${issued}\n`)
    expect((await r.run('token', 'account:acme-001')).stdout).toBe(`${issued}\n`)
    const env = await r.run('env', 'Acme production', '--shell', 'bash')
    expect(env.stdout).toBe(
      [
        `export TOKEN_DESK_TOKEN='${issued}'`,
        `export TOKEN_DESK_AUTHORIZATION='Bearer ${issued}'`,
        `export TOKEN_DESK_EXPIRES_AT='${new Date(standingExpiry(await view(r.core.api, profile.id))).toISOString()}'`,
        `export TOKEN_DESK_ACCOUNT_ID='ACME-001'`,
        '',
      ].join('\n'),
    )
    const json = JSON.parse((await r.run('env', profile.id, '--json')).stdout) as Record<
      string,
      string
    >
    expect(json['TOKEN_DESK_TOKEN']).toBe(issued)
    // Nothing was renewed: the token had more than the default 5 minutes left.
    expect(sandbox.issued.at(-1)!.token).toBe(issued)
    // The clipboard is never used.
    expect(await r.core.clipboard.readText()).toBe('')
    // One prompt, answered "always", covered all of it.
    expect(r.prompts).toHaveLength(1)
    expect(r.prompts[0]!.what).toBe('a token for “Acme production”')
  })

  it('gives the bare token where the profile says so, and the header works against the API', async () => {
    const r = await rig()
    const bearer = await demoProfile(r.core.api, sandbox, { name: 'Analytics' })
    const bare = await demoProfile(r.core.api, sandbox, {
      name: 'Portal API',
      headerStyle: 'bare',
      accountId: 'ACME-002',
    })
    expect((await r.run('header', 'Portal API')).stdout).toMatch(/^Authorization: [^ ]+\n$/)
    const header = (await r.run('header', 'Analytics')).stdout.trim()
    const response = await fetch(`${sandbox.urls.portal}/_rest/v4/whoami`, {
      headers: { Authorization: header.slice('Authorization: '.length) },
    })
    expect(response.status).toBe(200)
    expect(bearer.id).not.toBe(bare.id)
  })

  it('lists profiles and states without a secret, as a table and as JSON', async () => {
    const r = await rig()
    const a = await demoProfile(r.core.api, sandbox, { name: 'Acme production' })
    await demoProfile(r.core.api, sandbox, {
      name: 'Globex',
      accountId: 'GLOBEX-002',
      username: 'globex-api',
      password: 'globex-password',
    })
    await unwrap(r.core.api.getToken({ profileId: a.id }))
    const issued = sandbox.issued.at(-1)!.token
    const table = await r.run('list')
    expect(table.code).toBe(0)
    expect(table.stdout).toMatch(/^NAME +ACCOUNT +PORTAL +TOKEN +EXPIRES +ID\n/)
    expect(table.stdout).toMatch(
      /Acme production +ACME-001 \(Acme Corp\) +customer +valid +in 2[34]h \d+m +[0-9a-f-]{36}/,
    )
    expect(table.stdout).toMatch(/Globex +GLOBEX-002 \(Acme Corp\) +customer +no token/)
    const rows = JSON.parse((await r.run('list', '--json')).stdout) as Record<string, unknown>[]
    expect(rows.map((row) => row['name']).sort()).toEqual(['Acme production', 'Globex'])
    expect(rows.find((row) => row['id'] === a.id)).toMatchObject({
      accountId: 'ACME-001',
      state: 'valid',
      password: 'stored',
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    expect(table.stdout + JSON.stringify(rows)).not.toContain(issued)
    expect(table.stdout + JSON.stringify(rows)).not.toContain('demo-password')

    // A refused login is not one merely not fetched yet: the window lists it under Failed.
    const wrong = await demoProfile(r.core.api, sandbox, {
      name: 'Wrong password',
      username: 'no-access',
      password: 'no-access-password',
    })
    await expectError(r.core.api.getToken({ profileId: wrong.id }))
    expect((await r.run('list')).stdout).toMatch(
      /Wrong password +ACME-001 \(Acme Corp\) +customer +no token, refused \(401\)/,
    )
    const listed = JSON.parse((await r.run('list', '--json')).stdout) as Record<string, unknown>[]
    expect(listed.find((row) => row['id'] === wrong.id)).toMatchObject({
      state: 'none',
      failure: { code: 'auth-rejected', status: 401 },
    })
    expect(listed.find((row) => row['id'] === a.id)).toMatchObject({
      failure: null,
      wrongAccount: null,
    })

    // A token the service said is for another account serves no request of this profile:
    // not "valid", as the window says "Wrong account" and lists it under Failed.
    const initech = await demoProfile(r.core.api, sandbox, {
      name: 'Initech on the demo login',
      accountId: 'INITECH-003',
    })
    await unwrap(r.core.api.getToken({ profileId: initech.id }))
    const answer = await unwrap(
      r.core.api.sendRequest({
        profileId: initech.id,
        runId: 'wrong-account',
        request: requestTemplate('analytics'),
      }),
    )
    expect(answer.status).toBe(403)
    expect((await r.run('list')).stdout).toMatch(
      /Initech on the demo login +INITECH-003 .+ wrong account \(ACME-001\)/,
    )
    const again = JSON.parse((await r.run('list', '--json')).stdout) as Record<string, unknown>[]
    expect(again.find((row) => row['id'] === initech.id)).toMatchObject({
      state: 'valid',
      wrongAccount: 'ACME-001',
    })
  })

  it('says whether the app runs and what this client may do', async () => {
    const r = await rig({ enabled: false })
    const off = await r.run('status')
    expect(off.code).toBe(0)
    expect(off.stdout).toContain('Token Desk is running.')
    expect(off.stdout).toContain('Access:       off: switch it on')
    expect(r.prompts).toHaveLength(0)
    // Switched off, a token request is refused and names the switch.
    await demoProfile(r.core.api, sandbox)
    const refused = await r.run('header', 'Acme')
    expect(refused.code).toBe(4)
    expect(refused.stderr).toContain('Command line access is off')

    r.core.settings.update({ cliAccess: true })
    expect((await r.run('status')).stdout).toContain('not approved yet')
    // The same keys in every state: what the app does not say to this client is null.
    const keys = ['running', 'dataDir', 'endpoint', 'client', 'access', 'app', 'defaultProfile']
    const notApproved = JSON.parse((await r.run('status', '--json')).stdout) as object
    expect(Object.keys(notApproved)).toEqual(keys)
    expect(notApproved).toMatchObject({ access: { kind: 'not-approved' }, app: null })
    expect(r.prompts).toHaveLength(0) // status never asks
    await r.run('list')
    const approved = await r.run('status', '--json')
    expect(JSON.parse(approved.stdout)).toMatchObject({
      running: true,
      access: { kind: 'approved', until: null },
      app: { version: '0.0.0-test', runtime: 'harness', dataDir: r.dataDir },
    })
  })

  it('exits 3 when no app listens for the data folder', async () => {
    const dir = newDir()
    const host = testHost(dir)
    const header = await runIn(host, join(dir, 'nobody'), ['header', 'Acme'])
    expect(header.code).toBe(3)
    expect(header.stderr).toMatch(
      /^token-desk: Token Desk is not running for .*nobody\. Start the app/,
    )
    expect(header.stdout).toBe('')
    const status = await runIn(host, join(dir, 'nobody'), ['status'])
    expect(status.code).toBe(3)
    expect(status.stdout).toContain('Token Desk is not running for')
    // Which profile a command here would use needs no app.
    expect(status.stdout).toContain('\nProfile:      none by default (no TOKEN_DESK_PROFILE')
    const named = await runIn(
      { ...host, env: { ...host.env, TOKEN_DESK_PROFILE: 'Acme' } },
      join(dir, 'nobody'),
      ['status', '--json'],
    )
    expect(named.code).toBe(3)
    const stopped = JSON.parse(named.stdout) as object
    expect(stopped).toMatchObject({
      running: false,
      access: null,
      app: null,
      defaultProfile: { profile: 'Acme', from: 'TOKEN_DESK_PROFILE' },
    })
    expect(Object.keys(stopped)).toEqual([
      'running',
      'dataDir',
      'endpoint',
      'client',
      'access',
      'app',
      'defaultProfile',
    ])
    // A stopped app leaves no socket behind: the next command says "not running", too.
    const r = await rig()
    await r.stop()
    stops.splice(stops.indexOf(r.stop), 1)
    expect((await r.run('status')).code).toBe(3)
  })

  it('lists the candidates of an unknown or ambiguous name and exits 2', async () => {
    const r = await rig()
    await demoProfile(r.core.api, sandbox, { name: 'Acme', accountId: 'ACME-001' })
    await demoProfile(r.core.api, sandbox, { name: 'acme', accountId: 'ACME-002' })
    await demoProfile(r.core.api, sandbox, { name: 'Acme staging', accountId: 'ACME-003' })
    const ambiguous = await r.run('header', 'ACME')
    expect(ambiguous.code).toBe(2)
    // Each has an account of its own: account:<id> picks it too.
    expect(ambiguous.stderr).toContain(
      '“ACME” names 2 profiles: pick one by id (its first 8 characters will do) or account:<id>.',
    )
    expect(ambiguous.stderr).toContain('Candidates:\n')
    expect(ambiguous.stderr).toMatch(/\n {2}Acme +account:ACME-001 +no token +[0-9a-f-]{36}\n/)
    expect(ambiguous.stderr).toMatch(/\n {2}acme +account:ACME-002 +no token +[0-9a-f-]{36}\n/)
    // Exact case decides between them.
    expect((await r.run('token', 'acme', '--min-ttl', '0')).code).toBe(0)
    // Two of one account: account:<id> cannot pick one, so it is not offered.
    await demoProfile(r.core.api, sandbox, {
      name: 'Acme alt',
      accountId: 'ACME-003',
      username: 'demo-alt',
    })
    const oneAccount = await r.run('header', 'account:ACME-003')
    expect(oneAccount.code).toBe(2)
    expect(oneAccount.stderr).toContain(
      '“account:ACME-003” names 2 profiles: pick one by id (its first 8 characters will do).',
    )
    const unknown = await r.run('token', 'Acme prod')
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('No profile is called “Acme prod”.')
    expect(unknown.stderr).toContain('Acme staging')
    // Never a partial match.
    expect((await r.run('token', 'staging')).code).toBe(2)
    const noAccount = await r.run('token', 'account:ACME-009')
    expect(noAccount.code).toBe(2)
    expect(noAccount.stderr).toContain('No profile is of account “ACME-009”.')
    // "account:" alone is no name and no account: said so, with what to give instead.
    const empty = await r.run('token', 'account:')
    expect(empty.code).toBe(2)
    expect(empty.stderr).toContain('“account:” names no account: give its id, as account:<id>')
  })

  it('lists at most 12 candidates for an unknown name, fitted to the terminal', async () => {
    const r = await rig()
    for (let i = 0; i < 20; i++) {
      await unwrap(
        r.core.api.createProfile({
          name: `Customer portal for the northern region, tenant ${i}`,
          accountId: `NORTHERN-REGION-ACCOUNT-${i}`,
          portal: 'customer',
          baseUrl: sandbox.urls.portal,
          username: `user-${i}`,
        }),
      )
    }
    await r.run('list') // approves this client
    const unknown = await runIn(r.host, r.dataDir, ['token', 'nope'], { width: 70 })
    expect(unknown.code).toBe(2)
    const lines = unknown.stderr.trimEnd().split('\n')
    expect(lines[0]).toBe('token-desk: No profile is called “nope”.')
    expect(lines.every((line) => line.length <= 70)).toBe(true)
    // The header line, 12 profiles, and what is left.
    expect(lines.filter((line) => line.includes('account:'))).toHaveLength(12)
    expect(lines.at(-1)).toBe('  … and 8 more: token-desk list shows them all.')
  })

  it('records each hand-out in the token activity, counted per client and token', async () => {
    let now = Date.now()
    const r = await rig({ clock: () => now })
    const profile = await demoProfile(r.core.api, sandbox)
    await unwrap(r.core.api.getToken({ profileId: profile.id }))
    for (let i = 0; i < 3; i++) expect((await r.run('header', 'Acme')).code).toBe(0)
    await expect
      .poll(async () => (await unwrap(r.core.api.listActivity({ profileId: profile.id })))[0])
      .toMatchObject({
        kind: 'given',
        trigger: 'cli',
        detail: expect.stringMatching(/@/),
        times: 3,
      })
    const entries = await unwrap(r.core.api.listActivity({ profileId: profile.id }))
    expect(entries.map((e) => e.kind)).toEqual(['given', 'obtained'])
    // Later hand-outs of the same token are an entry of their own, with their own time.
    now += GIVEN_MERGE_MS
    expect((await r.run('header', 'Acme')).code).toBe(0)
    await expect
      .poll(async () =>
        (await unwrap(r.core.api.listActivity({ profileId: profile.id }))).map((e) => [
          e.kind,
          e.at,
          e.times ?? 1,
        ]),
      )
      .toEqual([
        ['given', now, 1],
        ['given', now - GIVEN_MERGE_MS, 3],
        ['obtained', now - GIVEN_MERGE_MS, 1],
      ])
    // A changed profile is announced, so the window shows the new entry.
    expect(r.events.some((e) => e.type === 'profile-changed' && e.profile.id === profile.id)).toBe(
      true,
    )
  })
  it('is refused while the window is locked, and serves again after Unlock', async () => {
    const r = await rig()
    const profile = await demoProfile(r.core.api, sandbox)
    await unwrap(r.core.api.getToken({ profileId: profile.id }))
    await r.run('list') // approved: an unapproved client cannot tell (cliGuards.test.ts)
    await unwrap(r.core.api.lock())
    const locked = await r.run('header', 'Acme')
    expect(locked.code).toBe(4)
    expect(locked.stdout).toBe('')
    expect(locked.stderr).toContain('Token Desk is locked')
    // status says so to an approved client, before a command finds out.
    const status = await r.run('status')
    expect(status.code).toBe(0)
    expect(status.stdout).toContain(
      'Window:       locked: commands that hand out a token are refused until Unlock\n',
    )
    expect(JSON.parse((await r.run('status', '--json')).stdout).app.locked).toBe(true)
    await unwrap(r.core.api.unlock())
    expect((await r.run('header', 'Acme')).code).toBe(0)
    expect((await r.run('status')).stdout).not.toContain('Window:')
    expect(JSON.parse((await r.run('status', '--json')).stdout).app.locked).toBe(false)
  })
})

describe('approvals', () => {
  it('"once" covers one command, "deny" says nothing more than denied', async () => {
    const answers: CliApprovalAnswer[] = ['once', 'deny']
    const r = await rig({ answer: async () => answers.shift() ?? 'deny' })
    await demoProfile(r.core.api, sandbox, { name: 'Secret name' })
    expect((await r.run('list')).code).toBe(0)
    const denied = await r.run('list')
    expect(denied).toEqual({
      code: 4,
      stdout: '',
      stderr: 'token-desk: Token Desk denied this request.\n',
    })
    expect(r.prompts).toHaveLength(2)
    // Right after a denial the same client is denied without another prompt (a looping script).
    const again = await r.run('header', 'Secret name')
    expect(again.code).toBe(4)
    expect(again.stderr).not.toContain('Secret name')
    expect(r.prompts).toHaveLength(2)
    expect(r.core.cli.info().clients).toEqual([])
  })

  it('"for 8 hours" lasts 8 hours by the clock; "always" until revoked', async () => {
    let now = Date.parse('2026-11-23T09:00:00Z')
    const answers: CliApprovalAnswer[] = ['8h', 'always', 'always']
    const r = await rig({ clock: () => now, answer: async () => answers.shift() ?? 'deny' })
    await r.run('list')
    const [client] = r.core.cli.info().clients
    expect(client).toMatchObject({ until: now + 8 * 3600_000, name: expect.stringMatching(/@/) })
    now += 8 * 3600_000 - 1000
    await r.run('list')
    expect(r.prompts).toHaveLength(1)
    now += 2000
    expect(r.core.cli.info().clients).toEqual([])
    await r.run('list')
    expect(r.prompts).toHaveLength(2)
    expect(r.core.cli.info().clients[0]).toMatchObject({ until: null })
    now += 1000 * 3600_000
    await r.run('list')
    expect(r.prompts).toHaveLength(2)

    // Revoked in Settings: the next command asks again.
    const info = await unwrap(r.core.api.revokeCliClient({ clientId: client!.id }))
    expect(info.clients).toEqual([])
    await r.run('list')
    expect(r.prompts).toHaveLength(3)
  })

  it('keeps approvals across a restart of the app', async () => {
    const dir = newDir()
    const first = await cliCore(dir)
    await first.run('list')
    await first.stop()
    const second = await cliCore(dir)
    stops.push(second.stop)
    expect((await second.run('list')).code).toBe(0)
    expect(first.prompts).toHaveLength(1)
    expect(second.prompts).toHaveLength(0)
  })

  it('asks once for the same request of one client arriving together; the answer serves all', async () => {
    const held = heldPrompts()
    const r = await rig({ answer: held.answer })
    await demoProfile(r.core.api, sandbox)
    // Other requests wait for a prompt of their own (cliApprovalScope.test.ts).
    const runs = Promise.all([
      r.run('token', 'Acme'),
      r.run('token', 'Acme'),
      r.run('token', 'Acme'),
    ])
    await expect.poll(() => held.pending()).toBe(1)
    held.reply('once')
    const results = await runs
    expect(results.map((x) => x.code)).toEqual([0, 0, 0])
    expect(r.prompts).toHaveLength(1)
  })

  it('a command that stops waiting takes its prompt away; a late answer decides nothing', async () => {
    const held = heldPrompts()
    let closed = 0
    const r = await rig({
      answer: (request, close) => {
        close.addEventListener('abort', () => closed++)
        return held.answer()
      },
    })
    const late = await r.run('list', '--timeout', '200ms')
    expect(late.code).toBe(7)
    expect(late.stderr).toContain('Nobody answered the approval prompt')
    expect(closed).toBe(1)
    held.reply('always')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(r.core.cli.info().clients).toEqual([])
  })

  it('access switched off while the prompt is open wins over an approval', async () => {
    const held = heldPrompts()
    const r = await rig({ answer: held.answer })
    await demoProfile(r.core.api, sandbox)
    const waiting = r.run('token', 'Acme')
    await expect.poll(() => held.pending()).toBe(1)
    r.core.settings.update({ cliAccess: false })
    held.reply('once')
    const result = await waiting
    expect(result.code).toBe(4)
    expect(result.stderr).toContain('Command line access is off')
    expect(result.stdout).toBe('')
  })

  it('shell completion never opens a prompt and prints nothing when not approved', async () => {
    const r = await rig()
    await demoProfile(r.core.api, sandbox, { name: 'Acme production' })
    expect(await r.run('__complete-profiles')).toEqual({ code: 4, stdout: '', stderr: '' })
    expect(r.prompts).toHaveLength(0)
    await r.run('list')
    expect((await r.run('__complete-profiles')).stdout).toBe('Acme production\n')
  })
})

describe('renewal through the app', () => {
  it('renews first when less than --min-ttl remains, through the single-flight path', async () => {
    let now = Date.now()
    const r = await rig({ clock: () => now })
    const profile = await demoProfile(r.core.api, sandbox)
    await unwrap(r.core.api.getToken({ profileId: profile.id }))
    const before = sandbox.authCount()
    // 24 h left: the default 5 minutes and an explicit 23 h are both met.
    expect((await r.run('token', 'Acme', '--min-ttl', '23h')).code).toBe(0)
    expect(sandbox.authCount()).toBe(before)
    // The hand-out is written after the reply, a turn later: wait for it, so the order below is set.
    await expect
      .poll(async () => (await unwrap(r.core.api.listActivity({ profileId: profile.id })))[0]?.kind)
      .toBe('given')
    now += 23 * 3600_000 + 58 * 60_000 // 2 minutes left
    const renewed = await r.run('token', 'Acme')
    expect(renewed.code).toBe(0)
    expect(sandbox.authCount()).toBe(before + 1)
    expect(renewed.stdout.trim()).toBe(sandbox.issued.at(-1)!.token)
    await expect
      .poll(async () =>
        (await unwrap(r.core.api.listActivity({ profileId: profile.id })))
          .slice(0, 2)
          .map((a) => `${a.kind} ${a.trigger}`),
      )
      .toEqual(['given cli', 'renewed cli'])
  })

  it('two hundred parallel header calls for one expired profile make one token request', async () => {
    let now = Date.now()
    const r = await rig({ clock: () => now })
    const profile = await demoProfile(r.core.api, sandbox)
    await unwrap(r.core.api.getToken({ profileId: profile.id }))
    await r.run('list') // approve this client first
    now += 25 * 3600_000
    const before = sandbox.authCount()
    sandbox.setLatency(50)
    try {
      const runs = await Promise.all(Array.from({ length: 200 }, () => r.run('header', 'Acme')))
      expect(runs.filter((x) => x.code !== 0)).toEqual([])
      expect(new Set(runs.map((x) => x.stdout)).size).toBe(1)
      expect(runs[0]!.stdout).toBe(`Authorization: Bearer ${sandbox.issued.at(-1)!.token}\n`)
    } finally {
      sandbox.setLatency(0)
    }
    expect(sandbox.authCount()).toBe(before + 1)
    await expect
      .poll(
        async () => (await unwrap(r.core.api.listActivity({ profileId: profile.id })))[0]?.times,
      )
      .toBe(200)
  })

  it('passes on the service refusal with its message (5) and a network failure (6)', async () => {
    const r = await rig({ timeoutMs: 2000 })
    await demoProfile(r.core.api, sandbox, { name: 'Wrong', password: 'not-the-password' })
    const refused = await r.run('header', 'Wrong')
    expect(refused.code).toBe(5)
    expect(refused.stderr).toContain('Missing Authentication Token')
    expect(refused.stderr).not.toContain('not-the-password')
    // Asked again (a script's loop): the refused password is not sent again, each a step
    // towards a lock-out, until a new one is entered.
    const before = sandbox.authCount()
    for (let i = 0; i < 3; i++) {
      const again = await r.run('header', 'Wrong')
      expect(again.code).toBe(5)
      expect(again.stderr).toContain('was refused (401) for “Wrong”')
      expect(again.stderr).toContain('not sent again')
    }
    expect(sandbox.authCount()).toBe(before)

    await demoProfile(r.core.api, sandbox, {
      name: 'Gone',
      accountId: 'GONE-1',
      baseUrl: 'http://127.0.0.1:9',
    })
    const network = await r.run('header', 'Gone')
    expect(network.code).toBe(6)
    expect(network.stderr).toMatch(/^token-desk: .+\n$/)
  })

  it('an outage (503, 429, 500) exits 6, to try again later; a 403 error page exits 5', async () => {
    const r = await rig({ timeoutMs: 2000 })
    await demoProfile(r.core.api, sandbox, { name: 'Outage' })
    try {
      for (const [status, code] of [
        [503, 6],
        [429, 6],
        [500, 6],
        [403, 5],
      ] as const) {
        sandbox.setFault({ host: 'portal', fault: { kind: 'status', status } })
        const got = await r.run('token', 'Outage')
        expect(got.code, String(status)).toBe(code)
        expect(got.stdout).toBe('')
        expect(got.stderr).toContain(String(status))
      }
    } finally {
      sandbox.setFault(null)
    }
  })

  it('an answer too large to read is an answer without a token (5), not a network failure (6)', async () => {
    const r = await rig({ timeoutMs: 2000 })
    await demoProfile(r.core.api, sandbox, { name: 'Huge' })
    sandbox.setFault({ host: 'portal', fault: { kind: 'oversize', bytes: 2 * 1024 * 1024 } })
    try {
      const huge = await r.run('token', 'Huge')
      expect(huge.code).toBe(5)
      expect(huge.stdout).toBe('')
      expect(huge.stderr).toMatch(/larger than 1 MiB/)
    } finally {
      sandbox.setFault(null)
    }
  })

  it.each<[RedirectStatus, string, string]>([
    [302, '/login?next=%2Fhome', '/login'],
    [301, '/login?next=%2Fhome', '/login'],
    [303, '/login?next=%2Fhome', '/login'],
    [307, 'http://127.0.0.1:9/sso?next=%2Fhome', 'http://127.0.0.1:9/sso'],
  ])(
    'a %i from the token service is its answer (5), saying where it pointed, not a network failure',
    async (status, location, shown) => {
      const r = await rig({ timeoutMs: 2000 })
      await demoProfile(r.core.api, sandbox, { name: 'Moved' })
      sandbox.setFault({ host: 'portal', fault: { kind: 'redirect', status, location } })
      const moved = await r.run('header', 'Moved')
      expect(moved.code).toBe(5)
      expect(moved.stdout).toBe('')
      expect(moved.stderr).toMatch(/^token-desk: .+\n$/)
      expect(moved.stderr).toContain(`answered ${status} with a redirect to ${shown}`)
      expect(moved.stderr).toContain('Check the base URL')
      // Where it pointed, without its query (a login page's may carry anything).
      expect(moved.stderr).not.toContain('next=')
    },
  )

  it('with no password kept, asks in the window and waits for the token it gets there', async () => {
    const r = await rig()
    const profile = await demoProfile(r.core.api, sandbox, { password: undefined })
    const waiting = r.run('header', 'Acme', '--timeout', '1m')
    await expect
      .poll(() => r.events.find((e) => e.type === 'password-needed'))
      .toMatchObject({
        type: 'password-needed',
        profileId: profile.id,
        reason: 'cli',
        client: expect.stringMatching(/@/),
      })
    expect(r.attention()).toBe(1)
    // The user types the password in the window's prompt.
    await unwrap(r.core.api.getToken({ profileId: profile.id, password: 'demo-password' }))
    const result = await waiting
    expect(result.code).toBe(0)
    expect(result.stdout).toBe(`Authorization: Bearer ${sandbox.issued.at(-1)!.token}\n`)
  })

  it('a password typed for another profile of the same login serves the waiting command', async () => {
    const r = await rig()
    const waited = await demoProfile(r.core.api, sandbox, {
      name: 'Acme EU',
      accountId: 'ACME-EU',
      password: undefined,
    })
    const other = await demoProfile(r.core.api, sandbox, {
      name: 'Acme US',
      accountId: 'ACME-US',
      password: undefined,
    })
    const waiting = r.run('header', 'Acme EU', '--timeout', '1m')
    await expect
      .poll(() => r.events.find((e) => e.type === 'password-needed'))
      .toMatchObject({ profileId: waited.id })
    // Typed in the prompt of the other profile: it is the login's, so the command goes on.
    await unwrap(r.core.api.getToken({ profileId: other.id, password: 'demo-password' }))
    const result = await waiting
    expect(result.code).toBe(0)
    expect(result.stdout).toBe(`Authorization: Bearer ${sandbox.issued.at(-1)!.token}\n`)
  })

  it('stops waiting when the prompt is cancelled (4) or time runs out (7)', async () => {
    const r = await rig()
    const profile = await demoProfile(r.core.api, sandbox, { password: undefined })
    const waiting = r.run('token', 'Acme')
    await expect.poll(() => r.events.filter((e) => e.type === 'password-needed').length).toBe(1)
    expect(await unwrap(r.core.api.declinePassword({ profileId: profile.id }))).toEqual({
      declined: true,
    })
    const cancelled = await waiting
    expect(cancelled.code).toBe(4)
    expect(cancelled.stderr).toContain('The password prompt was cancelled in Token Desk.')

    const late = await r.run('token', 'Acme', '--timeout', '300ms')
    expect(late.code).toBe(7)
    expect(late.stderr).toContain('No password was entered in Token Desk within 0.3 s')

    // A wrong password typed in the window meanwhile: the command says the service refused it
    // (5), not that nothing was entered.
    const refused = r.run('token', 'Acme', '--timeout', '2s')
    await expect.poll(() => r.events.filter((e) => e.type === 'password-needed').length).toBe(3)
    const typed = await r.core.api.getToken({ profileId: profile.id, password: 'wrong' })
    expect(typed).toMatchObject({ ok: false, error: { code: 'auth-rejected' } })
    const told = await refused
    expect(told.code).toBe(5)
    expect(told.stderr).toMatch(
      /^token-desk: The password entered in Token Desk did not get a token: .+ The service said: .+ No other was entered within 2 s\.\n$/,
    )
  })

  it('tells the window when nobody waits any more: gave up (7), cancelled (4) or served', async () => {
    const r = await rig()
    const profile = await demoProfile(r.core.api, sandbox, { password: undefined })
    const ended = () =>
      r.events.filter((e) => e.type === 'password-wait-ended' && e.profileId === profile.id).length
    // Two commands wait for the same profile: the window hears of the end once, after the last.
    const second = r.run('token', 'Acme', '--timeout', '1m')
    await expect.poll(() => r.events.filter((e) => e.type === 'password-needed').length).toBe(1)
    const first = await r.run('token', 'Acme', '--timeout', '300ms')
    expect(first.code).toBe(7)
    expect(ended()).toBe(0)
    await unwrap(r.core.api.declinePassword({ profileId: profile.id }))
    expect((await second).code).toBe(4)
    expect(ended()).toBe(1)

    const late = await r.run('token', 'Acme', '--timeout', '300ms')
    expect(late.code).toBe(7)
    expect(ended()).toBe(2)

    const served = r.run('token', 'Acme', '--timeout', '1m')
    await expect.poll(() => r.events.filter((e) => e.type === 'password-needed').length).toBe(3)
    await unwrap(r.core.api.getToken({ profileId: profile.id, password: 'demo-password' }))
    expect((await served).code).toBe(0)
    expect(ended()).toBe(3)
  })
})

describe('exec', () => {
  it('runs the command with the variables set and passes its exit code on', async () => {
    const r = await rig()
    await demoProfile(r.core.api, sandbox)
    const out = join(r.dataDir, 'seen.txt')
    const ran = await r.run(
      'exec',
      'Acme',
      '--',
      'sh',
      '-c',
      'printf "%s|%s|%s" "$TOKEN_DESK_AUTHORIZATION" "$TOKEN_DESK_ACCOUNT_ID" "$TOKEN_DESK_EXPIRES_AT" > "$1"; exit 7',
      'sh',
      out,
    )
    expect(ran.code).toBe(7)
    const token = sandbox.issued.at(-1)!.token
    expect(readFileSync(out, 'utf8')).toMatch(
      new RegExp(
        `^Bearer ${token}\\|ACME-001\\|\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z$`,
      ),
    )
    expect((await r.run('exec', 'Acme', '--', 'sh', '-c', 'kill -TERM $$')).code).toBe(128 + 15)
    const missing = await r.run('exec', 'Acme', '--', 'no-such-command-here')
    expect(missing.code).toBe(127)
    expect(missing.stderr).toContain('no-such-command-here: command not found')
    // A refusal before the command runs keeps its own code and runs nothing.
    expect((await r.run('exec', 'Nobody', '--', 'sh', '-c', 'exit 0')).code).toBe(2)
  })
})

function standingExpiry(profile: ProfileView): number {
  if (profile.token.kind !== 'issued') throw new Error('no token')
  return profile.token.expiresAt
}
