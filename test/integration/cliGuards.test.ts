import { existsSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { InputOf } from '../../src/shared/ipc/contract'
import type { CliApprovalAnswer } from '../../src/shared/model/cli'
import type { cliCore } from '../helpers/cli'
import { runIn, testHost } from '../helpers/cli'
import { demoProfile, unwrap, views } from '../helpers/api'
import { useCliRigs } from '../helpers/cliRigs'

/*
 * The command line's guards and limits, each on the path a user's command
 * takes: the account scope in exec, a locked window, a service that issues
 * short tokens, a slow renewal, and the caps on prompts and connections.
 */

const cli = useCliRigs()

type Rig = Awaited<ReturnType<typeof cliCore>>

const rig = cli.rig

const create = (r: Rig, overrides: Partial<InputOf<'createProfile'>> = {}) =>
  demoProfile(r.core.api, cli.sandbox, overrides)

/** `token-desk` as another client (its own id) on the same machine. */
const otherClient = (r: Rig, name: string) =>
  testHost(dirname(r.dataDir), { TOKEN_DESK_CLI_CONFIG: join(dirname(r.dataDir), name) })

describe('exec keeps to the token’s account', () => {
  it('refuses (2) a command whose URL or JSON names another account, unless allowed', async () => {
    const r = await rig()
    await create(r, { name: 'Acme' })
    const marker = join(r.dataDir, 'ran')
    const run = (...args: string[]) => r.run('exec', ...args)
    const other = `${cli.sandbox.urls.portal}/_rest/v4/analytics/accounts/GLOBEX-002/summary`

    const refused = await run('Acme', '--', 'sh', '-c', `touch "${marker}"; : ${other}`)
    expect(refused.code).toBe(2)
    expect(refused.stdout).toBe('')
    expect(refused.stderr).toBe(
      `token-desk: ${other} names account GLOBEX-002, but the token of “Acme” is for account ACME-001. A token works only for its own account; nothing was run.\n` +
        'Add --allow-other-account to run it anyway.\n',
    )
    expect(existsSync(marker)).toBe(false)

    const body = await run(
      'Acme',
      '--',
      'sh',
      '-c',
      'touch "$1"',
      'sh',
      '{"accountId":"GLOBEX-002"}',
    )
    expect(body.code).toBe(2)
    expect(body.stderr).toContain(
      'the JSON argument {"accountId":"GLOBEX-002"} names account GLOBEX-002',
    )
    expect(existsSync(marker)).toBe(false)

    // Its own account (any case), a variable the command fills in, or the user's say-so: it runs.
    for (const url of [
      `${cli.sandbox.urls.portal}/_rest/v4/analytics/accounts/acme-001/summary`,
      `${cli.sandbox.urls.portal}/_rest/v4/analytics/accounts/$TOKEN_DESK_ACCOUNT_ID/summary`,
    ]) {
      expect((await run('Acme', '--', 'sh', '-c', `exit 3; : ${url}`)).code).toBe(3)
    }
    const allowed = await run(
      'Acme',
      '--allow-other-account',
      '--',
      'sh',
      '-c',
      `touch "${marker}"; : ${other}`,
    )
    expect(allowed).toEqual({ code: 0, stdout: '', stderr: '' })
    expect(existsSync(marker)).toBe(true)
  })

  it('is an exec option only', async () => {
    const r = await rig()
    const misplaced = await r.run('header', 'Acme', '--allow-other-account')
    expect(misplaced.code).toBe(2)
    expect(misplaced.stderr).toContain('header takes no --allow-other-account.')
  })
})

describe('a locked window', () => {
  // Second audit, item 15: an unapproved client was denied at once while the window was locked,
  // and prompted (so kept waiting) while it was not: the answer told it the lock state.
  it('is nothing an unapproved client can tell; an approved one is told it is locked', async () => {
    const waiting: ((answer: CliApprovalAnswer) => void)[] = []
    const r = await rig({
      answer: () => new Promise<CliApprovalAnswer>((resolve) => waiting.push(resolve)),
    })
    const profile = await create(r)
    await unwrap(r.core.api.getToken({ profileId: profile.id }))
    const approved = otherClient(r, 'approved-client')
    const approving = runIn(approved, r.dataDir, ['list'])
    await expect.poll(() => waiting.length).toBe(1)
    waiting.shift()!('always')
    expect((await approving).code).toBe(0)

    const unanswered = {
      code: 7,
      stdout: '',
      stderr: 'token-desk: Nobody answered the approval prompt in Token Desk in time.\n',
    }
    const quick = ['--timeout', '300ms']
    expect(await r.run('header', 'Acme', ...quick)).toEqual(unanswered)
    expect(await r.run('list', ...quick)).toEqual(unanswered)
    expect(r.prompts).toHaveLength(3)

    await unwrap(r.core.api.lock())
    // Locked: the same answers, and no prompt over the locked window.
    expect(await r.run('header', 'Acme', ...quick)).toEqual(unanswered)
    expect(await r.run('list', ...quick)).toEqual(unanswered)
    expect(await r.run('__complete-profiles')).toEqual({ code: 4, stdout: '', stderr: '' })
    expect(r.prompts).toHaveLength(3)

    const told = await runIn(approved, r.dataDir, ['header', 'Acme'])
    expect(told.code).toBe(4)
    expect(told.stderr).toContain('Token Desk is locked')

    // A command still waiting when the window is unlocked is asked about then.
    let handled = 0
    const handle = r.core.cli.handle.bind(r.core.cli)
    r.core.cli.handle = (line, signal) => {
      handled++
      return handle(line, signal)
    }
    const held = r.run('header', 'Acme')
    await expect.poll(() => handled).toBe(1)
    expect(r.prompts).toHaveLength(3)
    await unwrap(r.core.api.unlock())
    await expect.poll(() => r.prompts.length).toBe(4)
    waiting.at(-1)!('once')
    expect((await held).code).toBe(0)
  })
})

describe('renewal through the app, at its limits', () => {
  it('hands out a token shorter than --min-ttl with a notice (0), renewing it only when a third of its life is left', async () => {
    // Behind the service's clock, so the time left never falls on a whole minute (120 s reads
    // "2 min"): a quick start (under half a second to the first token) made it so.
    let now = Date.now() - 5_000
    const r = await rig({ clock: () => now })
    cli.sandbox.setLifetime(2 * 60_000)
    const profile = await create(r)
    await r.run('list') // approved
    const before = cli.sandbox.authCount()

    const first = await r.run('token', 'Acme')
    expect(cli.sandbox.authCount()).toBe(before + 1)
    expect(first.code).toBe(0)
    expect(first.stdout).toBe(`${cli.sandbox.issued.at(-1)!.token}\n`)
    expect(first.stderr).toMatch(
      /^token-desk: The new token is valid for 1\d\d(\.\d)? s only, less than the --min-ttl of 5 min: the service issues tokens this short\. It is renewed when a third of its life is left\.\n$/,
    )

    // Again: it has less than 5 minutes, but asking the service again would only bring another
    // such token. Before this, every call renewed: a script's loop hammered the token service.
    const second = await r.run('header', 'Acme', '--value')
    expect(cli.sandbox.authCount()).toBe(before + 1)
    expect(second.code).toBe(0)
    expect(second.stdout).toBe(`Bearer ${cli.sandbox.issued.at(-1)!.token}\n`)
    expect(second.stderr).toMatch(/^token-desk: The token is valid for 1\d\d(\.\d)? s only/)
    // Asking for less than it has: handed out as it is, without a notice.
    expect(await r.run('token', 'Acme', '--min-ttl', '1m')).toEqual({
      code: 0,
      stdout: `${cli.sandbox.issued.at(-1)!.token}\n`,
      stderr: '',
    })
    expect(cli.sandbox.authCount()).toBe(before + 1)
    const entries = await unwrap(r.core.api.listActivity({ profileId: profile.id }))
    expect(entries.filter((e) => e.kind === 'renewed' || e.kind === 'obtained')).toHaveLength(1)

    // 90 s on, a third of its 2 minutes is not left: renewed, as auto-renew would.
    now += 90_000
    const third = await r.run('token', 'Acme')
    expect(cli.sandbox.authCount()).toBe(before + 2)
    expect(third.stdout).toBe(`${cli.sandbox.issued.at(-1)!.token}\n`)
    expect(third.stderr).toMatch(/^token-desk: The new token is valid for/)
  })

  it('stops waiting for a slow renewal at --timeout (7); the renewal goes on in the app', async () => {
    const r = await rig()
    const profile = await create(r)
    await r.run('list') // approved
    const before = cli.sandbox.authCount()
    cli.sandbox.setLatency(1500)
    const late = await r.run('token', 'Acme', '--timeout', '300ms')
    expect(late).toEqual({
      code: 7,
      stdout: '',
      stderr: 'token-desk: The renewal did not finish within 0.3 s; it goes on in the app.\n',
    })
    // The renewal it started finishes in the app; the next command gets that token.
    await expect
      .poll(async () => (await views(r.core.api)).find((p) => p.id === profile.id)?.token.kind, {
        timeout: 5000,
      })
      .toBe('issued')
    cli.sandbox.setLatency(0)
    expect((await r.run('token', 'Acme')).stdout).toBe(`${cli.sandbox.issued.at(-1)!.token}\n`)
    expect(cli.sandbox.authCount()).toBe(before + 1)
  })
})

describe('caps', () => {
  it('opens at most 3 approval prompts at once; a fourth client is denied at once', async () => {
    const waiting: ((answer: CliApprovalAnswer) => void)[] = []
    const r = await rig({ answer: () => new Promise((resolve) => waiting.push(resolve)) })
    const clients = ['one', 'two', 'three', 'four'].map((name) => otherClient(r, name))
    const held = clients.slice(0, 3).map((host) => runIn(host, r.dataDir, ['list']))
    await expect.poll(() => waiting.length).toBe(3)

    expect(await runIn(clients[3]!, r.dataDir, ['list'])).toEqual({
      code: 4,
      stdout: '',
      stderr: 'token-desk: Token Desk denied this request.\n',
    })
    expect(r.prompts).toHaveLength(3)
    for (const answer of waiting.splice(0)) answer('once')
    expect((await Promise.all(held)).map((x) => x.code)).toEqual([0, 0, 0])
    // With the prompts answered, the fourth client is asked like any other.
    const fourth = runIn(clients[3]!, r.dataDir, ['list'])
    await expect.poll(() => waiting.length).toBe(1)
    waiting.shift()!('once')
    expect((await fourth).code).toBe(0)
  })

  it('closes connections beyond 512 at once, and serves again when they go', async () => {
    const r = await rig()
    const idle: Socket[] = []
    try {
      await Promise.all(
        Array.from(
          { length: 512 },
          () =>
            new Promise<void>((resolve, reject) => {
              const socket = connect(r.endpoint, () => {
                socket.write('{"v":1,') // a request that never finishes: the connection stays open
                resolve()
              })
              socket.on('error', reject)
              idle.push(socket)
            }),
        ),
      )
      // The 513th: closed without an answer, which the command reports (1), with what status
      // knows without the app.
      await expect
        .poll(async () => r.run('status'), { timeout: 15_000 })
        .toEqual({
          code: 1,
          stdout: expect.stringMatching(/^Token Desk does not answer for /),
          stderr: 'token-desk: The app closed the connection without answering.\n',
        })
    } finally {
      for (const socket of idle) socket.destroy()
    }
    // 512 closes to handle first: on a loaded machine that takes more than poll's default second.
    await expect.poll(async () => (await r.run('status')).code, { timeout: 15_000 }).toBe(0)
  })
})

describe('a command that goes away while its prompt is open', () => {
  it('takes the prompt with it: a late Allow approves nobody', async () => {
    const waiting: ((answer: CliApprovalAnswer) => void)[] = []
    let withdrawn = 0
    const r = await rig({
      answer: (_request, close) => {
        close.addEventListener('abort', () => withdrawn++)
        return new Promise<CliApprovalAnswer>((resolve) => waiting.push(resolve))
      },
    })
    // As token-desk asks, then gone (Ctrl+C, kill): the kernel closes the socket.
    const socket = connect(r.endpoint)
    socket.on('error', () => undefined)
    socket.write(
      `${JSON.stringify({ v: 1, op: 'list', client: { id: '6f1c2b1e-8f7a-4c1e-9a53-2d5e0c6b7a10', name: 'gone' }, prompt: true, timeoutMs: 120_000 })}\n`,
    )
    await expect.poll(() => waiting.length).toBe(1)
    socket.destroy()
    await expect.poll(() => withdrawn).toBe(1)
    waiting.shift()!('always')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(r.core.cli.info().clients).toEqual([])
  })
})
