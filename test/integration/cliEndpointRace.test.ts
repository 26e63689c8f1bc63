import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, chownSync, linkSync, mkdirSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { basename, dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { cliEndpoint, type EndpointHost } from '../../src/main/core/cli/endpoint'
import { exchange } from '../../src/cli/connection'
import { type Pinning } from '../../src/cli/endpointDial'
import { runIn } from '../helpers/cli'
import { useTempDirs } from '../helpers/tempDir'

/*
 * Item 4 of the second audit: with no XDG_RUNTIME_DIR the endpoint lives in
 * <tmp>/token-desk-<uid>, a name anyone may create in a shared temporary
 * folder. The command used to check the folder, then connect by its path:
 * a folder swapped in between answered with another server's token.
 *
 * "Another local user" is played by the same uid here: the decoy folder is
 * open (0755) where the attacker's would belong to someone else, and both fail
 * the same check. The swapper runs in its own process, in a tight loop, while
 * the command runs again and again; the attacker's server counts who reached it.
 */

const newDir = useTempDirs()
const children: ChildProcess[] = []
const servers: Server[] = []
afterEach(async () => {
  await Promise.all(children.splice(0).map(killed))
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))))
})

/**
 * SIGKILL, then the exit: a signal is delivered, not obeyed, at once, and a
 * swapper still renaming as the test folder is removed fails the removal.
 */
async function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGKILL')
  await exited
}

const root = process.cwd()
const RUNS = 200
const BUDGET_MS = 20_000

/** A server answering every token request with `token`, counting the requests it saw. */
async function tokenServer(path: string, token: string): Promise<{ seen: string[] }> {
  const seen: string[] = []
  const server = createServer((socket) => {
    socket.once('data', (chunk) => {
      seen.push(chunk.toString('utf8'))
      socket.end(
        `${JSON.stringify({
          ok: true,
          value: {
            profile: { id: 'p1', name: 'Acme' },
            accountId: 'ACME-001',
            token,
            authorization: `Bearer ${token}`,
            expiresAt: Date.now() + 3_600_000,
          },
        })}\n`,
      )
    })
    socket.on('error', () => undefined)
  })
  servers.push(server)
  await new Promise<void>((done) => server.listen(path, done))
  return { seen }
}

/**
 * Swaps `decoy` into `target`'s place and back, as fast as it can, until
 * killed: with the app's folder moved aside meanwhile (`aside`), or, when the
 * app is not running, between no folder and the decoy.
 */
function swapper(
  target: string,
  decoy: string,
  aside: string | null,
  as?: { uid: number; node: string },
): ChildProcess {
  const script = `
    const { renameSync } = require('node:fs')
    const [target, decoy, aside] = process.argv.slice(1)
    const move = (a, b) => { try { renameSync(a, b) } catch {} }
    process.send('ready')
    if (aside) for (;;) { move(target, aside); move(decoy, target); move(target, decoy); move(aside, target) }
    else for (;;) { move(decoy, target); move(target, decoy) }
  `
  const child = spawn(as?.node ?? process.execPath, ['-e', script, target, decoy, aside ?? ''], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    ...(as ? { uid: as.uid, gid: as.uid } : {}),
  })
  children.push(child)
  return child
}

/**
 * The attacker's decoy and the swapper running; with `appRunning`, the
 * legitimate folder with the app's socket too.
 */
async function swappedEndpoint(appRunning = true, attackerUid?: number) {
  const tmp = newDir()
  const dataDir = join(tmp, 'data')
  const host: EndpointHost = {
    platform: process.platform,
    env: { PATH: process.env['PATH'], TOKEN_DESK_CLI_CONFIG: join(tmp, 'cli-config') },
    home: join(tmp, 'home'),
    tmpdir: tmp,
    uid: process.getuid!(),
    username: 'tester',
  }
  const endpoint = cliEndpoint(dataDir, host)
  const target = dirname(endpoint)
  expect(target).toBe(join(tmp, `token-desk-${host.uid}`))
  const decoy = join(tmp, 'decoy')
  mkdirSync(decoy, { mode: 0o755 })
  const attacker = await tokenServer(join(decoy, basename(endpoint)), 'ATTACKER-TOKEN')
  let app: { seen: string[] } = { seen: [] }
  if (appRunning) {
    mkdirSync(target, { mode: 0o700 })
    app = await tokenServer(endpoint, 'app-token')
  }
  let as: { uid: number; node: string } | undefined
  if (attackerUid !== undefined) {
    // A shared tmp (sticky, open to all); the decoy is the other user's, and so is the swapper.
    chmodSync(tmp, 0o1777)
    chownSync(decoy, attackerUid, attackerUid)
    // Node lives under /root (0700) here: the other user runs a link to it from a folder it may enter.
    const bin = join(tmp, 'bin')
    mkdirSync(bin, { mode: 0o755 })
    linkSync(process.execPath, join(bin, 'node'))
    as = { uid: attackerUid, node: join(bin, 'node') }
  }
  const swap = swapper(target, decoy, appRunning ? join(tmp, 'aside') : null, as)
  await new Promise((ready) => swap.once('message', ready))
  return { host, dataDir, endpoint, app, attacker, stop: () => killed(swap) }
}

/**
 * Runs `attempt` RUNS times, and on until `reached` says the app was reached
 * often enough (most runs find the folder moved away), within BUDGET_MS.
 */
async function race(
  attempt: () => Promise<string>,
  reached: () => number,
): Promise<Record<string, number>> {
  const outcomes: Record<string, number> = {}
  const started = Date.now()
  for (let runs = 0; runs < RUNS || reached() < 10; runs++) {
    if (Date.now() - started > BUDGET_MS) break
    const outcome = await attempt()
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1
  }
  return outcomes
}

describe.skipIf(process.platform === 'win32')('the endpoint folder in a shared tmp', () => {
  it('lets no folder slipped in while the app is not running answer (another user could)', async () => {
    const rig = await swappedEndpoint(false)
    const outcomes = await race(
      async () => {
        const run = await runIn(rig.host, rig.dataDir, ['token', 'Acme'])
        return run.stdout.includes('ATTACKER') ? 'attacker' : `exit ${run.code}`
      },
      () => Infinity,
    )
    await rig.stop()
    expect(
      rig.attacker.seen.length,
      `connections the attacker received; outcomes ${JSON.stringify(outcomes)}`,
    ).toBe(0)
    // Not running (no folder) or refused (the decoy is not private): nothing else.
    expect(Object.keys(outcomes).sort()).toEqual(['exit 1', 'exit 3'])
  }, 60_000)

  // As root the other user is real: `nobody` slips its own folder in and out of a sticky tmp.
  it.runIf(process.getuid?.() === 0)(
    'lets no folder of another user (nobody, when run as root) answer',
    async () => {
      const rig = await swappedEndpoint(false, 65534)
      const outcomes = await race(
        async () => {
          const run = await runIn(rig.host, rig.dataDir, ['token', 'Acme'])
          return run.stdout.includes('ATTACKER') ? 'attacker' : `exit ${run.code}`
        },
        () => Infinity,
      )
      await rig.stop()
      expect(
        rig.attacker.seen.length,
        `connections the attacker received; outcomes ${JSON.stringify(outcomes)}`,
      ).toBe(0)
      expect(Object.keys(outcomes).sort()).toEqual(['exit 1', 'exit 3'])
    },
    60_000,
  )

  it('is never swapped for another server between the check and the connection', async () => {
    const rig = await swappedEndpoint()
    const outcomes = await race(
      async () => {
        const run = await runIn(rig.host, rig.dataDir, ['token', 'Acme'])
        return run.stdout.includes('ATTACKER') ? 'attacker' : `exit ${run.code}`
      },
      () => rig.app.seen.length,
    )
    await rig.stop()
    expect(
      rig.attacker.seen.length,
      `connections the attacker received; outcomes ${JSON.stringify(outcomes)}`,
    ).toBe(0)
    expect(outcomes['attacker'] ?? 0, 'runs that printed the attacker token').toBe(0)
    // The race was run: some commands reached the app, others were refused meanwhile.
    expect(rig.app.seen.length).toBeGreaterThan(0)
  }, 60_000)

  // macOS has no /proc: there the socket is reached from inside the checked directory.
  it.each<Pinning>(['proc', 'cwd'])(
    'holds with the %s pinning',
    async (pinning) => {
      const rig = await swappedEndpoint()
      const outcomes = await race(
        async () => {
          const result = await exchange(rig.endpoint, { op: 'ping' }, 5000, rig.host.uid, pinning)
          return result.kind
        },
        () => rig.app.seen.length,
      )
      await rig.stop()
      expect(
        rig.attacker.seen.length,
        `connections the attacker received; outcomes ${JSON.stringify(outcomes)}`,
      ).toBe(0)
      expect(outcomes['reply']).toBeGreaterThan(0)
      expect(process.cwd()).toBe(root)
    },
    60_000,
  )
})
