import { spawn, type ChildProcess } from 'node:child_process'
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { cliCore } from '../helpers/cli'
import { demoLogin } from '../helpers/demoLogin'
import { unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

/*
 * The built `token-desk` running for a long time against the real core (in
 * this process, its clock moved as the harness moves it) and the sandbox:
 * exec across renewals in each --on-renew mode, its token file, a refused
 * renewal, and sink's file read while it is replaced.
 */

const root = resolve(import.meta.dirname, '../..')
const built = join(root, 'out/cli/token-desk.cjs')
const newDir = useTempDirs()

let sandbox: Sandbox
const stops: (() => Promise<void>)[] = []
const children: ChildProcess[] = []
beforeAll(async () => {
  if (!existsSync(built)) throw new Error('token-desk is not built: run `npm run build:cli` first.')
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
  for (const stop of stops.splice(0)) await stop()
  sandbox.setFault(null)
})

interface Running {
  child: ChildProcess
  stderr: () => string
  exited: Promise<number | null>
}

/** The core with an approved client and a valid token; its clock moves on `move`. */
async function app() {
  const dir = newDir()
  let offset = 0
  const r = await cliCore(dir, { clock: () => Date.now() + offset })
  stops.push(r.stop)
  const profile = await unwrap(r.core.api.createProfile(demoLogin(sandbox)))
  await unwrap(r.core.api.getToken({ profileId: profile.id }))
  expect((await r.run('list')).code).toBe(0) // approves this client
  const env = { ...process.env, ...r.host.env, TOKEN_DESK_USER_DATA: r.dataDir }
  const start = (args: string[]): Running => {
    const child = spawn(process.execPath, [built, ...args], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    children.push(child)
    let stderr = ''
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const exited = new Promise<number | null>((done) =>
      child.on('exit', (code, signal) => done(signal ? null : code)),
    )
    return { child, stderr: () => stderr, exited }
  }
  return {
    dir,
    core: r.core,
    profile,
    start,
    token: () => sandbox.issued.at(-1)!.token,
    /** Leaves `left` of the current token by the app's clock: the next check renews. */
    leave: (left: number) => {
      const last = sandbox.issued.at(-1)!
      offset = last.expiresAt - left - Date.now()
    },
    move: (byMs: number) => (offset += byMs),
  }
}

/** exec with --on-renew restart and this --grace, running `sh -c script log`. */
const restartingShell = (grace: string, script: string, log: string): string[] => [
  'exec',
  'Acme',
  '--on-renew',
  'restart',
  '--grace',
  grace,
  '--',
  'sh',
  '-c',
  script,
  log,
]

const lines = (file: string): string[] =>
  existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []

describe.skipIf(process.platform === 'win32')('long-running token-desk', () => {
  it('exec --on-renew restart: the command runs again with the new token in its environment and file', async () => {
    const a = await app()
    const log = join(a.dir, 'runs.log')
    const first = a.token()
    const run = a.start(
      restartingShell(
        '5s',
        'echo "$TOKEN_DESK_TOKEN $(cat "$TOKEN_DESK_TOKEN_FILE") $TOKEN_DESK_TOKEN_FILE" >> "$0"; while :; do sleep 0.05; done',
        log,
      ),
    )
    await expect.poll(() => lines(log).length, { timeout: 10_000 }).toBe(1)
    const [env1, file1, path] = lines(log)[0]!.split(' ')
    expect([env1, file1]).toEqual([first, first])
    expect(statSync(path!).mode & 0o777).toBe(0o600)
    expect(statSync(dirname(path!)).mode & 0o777).toBe(0o700)

    a.leave(2 * 60_000) // less than the default --min-ttl of 5m, by the app's clock
    await expect.poll(() => lines(log).length, { timeout: 15_000 }).toBe(2)
    const second = a.token()
    expect(second).not.toBe(first)
    expect(lines(log)[1]).toBe(`${second} ${second} ${path}`)
    expect(run.stderr()).toMatch(/the token was renewed: restarting sh\n/)

    // Neither token is in token-desk's own command line or environment.
    const pid = run.child.pid!
    const own =
      readFileSync(`/proc/${pid}/cmdline`, 'utf8') + readFileSync(`/proc/${pid}/environ`, 'utf8')
    expect(own).not.toContain(first)
    expect(own).not.toContain(second)

    // Stopped from outside: the command gets the signal; the token file goes with exec.
    run.child.kill('SIGTERM')
    expect(await run.exited).toBe(128 + 15)
    expect(existsSync(dirname(path!))).toBe(false)
  })

  it('exec --on-renew signal: the command gets SIGHUP and reads the new token from the file', async () => {
    const a = await app()
    const log = join(a.dir, 'signals.log')
    const first = a.token()
    const run = a.start([
      'exec',
      'Acme',
      '--on-renew',
      'signal',
      '--',
      'sh',
      '-c',
      'trap \'echo "hup $TOKEN_DESK_TOKEN $(cat "$TOKEN_DESK_TOKEN_FILE")" >> "$0"\' HUP; echo "start $TOKEN_DESK_TOKEN_FILE" >> "$0"; while [ ! -e "$0.stop" ]; do sleep 0.05; done; exit 3',
      log,
    ])
    await expect.poll(() => lines(log).length, { timeout: 10_000 }).toBe(1)
    const path = lines(log)[0]!.split(' ')[1]!
    a.leave(60_000)
    await expect.poll(() => lines(log).length, { timeout: 15_000 }).toBe(2)
    // Its environment keeps the first token; the file has the new one.
    expect(lines(log)[1]).toBe(`hup ${first} ${a.token()}`)
    expect(a.token()).not.toBe(first)
    writeFileSync(`${log}.stop`, '')
    expect(await run.exited).toBe(3)
    expect(run.stderr()).toBe('')
    expect(existsSync(path)).toBe(false)
  })

  it('exec: a refused renewal is said once; the command keeps running and its code is exec’s', async () => {
    const a = await app()
    const log = join(a.dir, 'refused.log')
    const run = a.start([
      'exec',
      'Acme',
      '--on-renew',
      'restart',
      '--',
      'sh',
      '-c',
      'echo "run $TOKEN_DESK_TOKEN_FILE" >> "$0"; while [ ! -e "$0.stop" ]; do sleep 0.05; done; exit 9',
      log,
    ])
    await expect.poll(() => lines(log).length, { timeout: 10_000 }).toBe(1)
    const path = lines(log)[0]!.split(' ')[1]!
    const first = a.token()
    sandbox.setFault({ fault: { kind: 'status', status: 401 } })
    const before = sandbox.authCount()
    a.leave(60_000)
    await expect
      .poll(run.stderr, { timeout: 15_000 })
      .toMatch(
        /^token-desk: renewal refused by the token service: .*; the command keeps its current token\.\n$/,
      )
    // No retry of a refused password, no restart, and the file still holds the token it had.
    expect(sandbox.authCount()).toBe(before + 1)
    expect(readFileSync(path, 'utf8')).toBe(first)
    expect(run.child.exitCode).toBeNull()
    writeFileSync(`${log}.stop`, '')
    expect(await run.exited).toBe(9)
    expect(lines(log)).toHaveLength(1)
    expect(run.stderr().match(/refused/g)).toHaveLength(1)
    expect(existsSync(path)).toBe(false)
  })

  it('exec --on-renew restart: a script’s foreground child stops with it, and the script runs again', async () => {
    // A script running a long job in the foreground (the docs' ./soak-test.sh): SIGTERM to the
    // shell alone left the job running with the old token, holding the masked output open, and
    // no second run started until it ended.
    const a = await app()
    const log = join(a.dir, 'soak.log')
    const job = `sleep 300.${process.pid}`
    const jobs = () =>
      readdirSync('/proc').filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8') === `${job.replace(' ', '\0')}\0`
        } catch {
          return false
        }
      })
    const run = a.start(
      restartingShell('5s', `echo "$TOKEN_DESK_TOKEN" >> "$0"; ${job}; echo ended >> "$0"`, log),
    )
    try {
      await expect.poll(() => lines(log).length, { timeout: 10_000 }).toBe(1)
      await expect.poll(() => jobs().length).toBe(1)
      const [first] = jobs()
      a.leave(60_000)
      await expect.poll(() => lines(log).length, { timeout: 15_000 }).toBe(2)
      expect(lines(log)).toEqual([expect.any(String), a.token()])
      await expect.poll(() => jobs().length).toBe(1)
      expect(jobs()).not.toContain(first)
      run.child.kill('SIGTERM')
      expect(await run.exited).toBe(128 + 15)
    } finally {
      for (const pid of jobs()) process.kill(Number(pid), 'SIGKILL')
    }
  })

  it('exec --on-renew restart: a command that ignores SIGTERM is killed after --grace, then run again', async () => {
    const a = await app()
    const log = join(a.dir, 'stubborn.log')
    const run = a.start(
      restartingShell(
        '1s',
        'echo $$ >> "$0.pids"; trap "" TERM; echo "$TOKEN_DESK_TOKEN" >> "$0"; while :; do sleep 0.05; done',
        log,
      ),
    )
    try {
      await expect.poll(() => lines(log).length, { timeout: 10_000 }).toBe(1)
      a.leave(60_000)
      await expect.poll(() => lines(log).length, { timeout: 15_000 }).toBe(2)
      expect(lines(log)[1]).toBe(a.token())
    } finally {
      run.child.kill('SIGKILL')
      // It ignores SIGTERM, and token-desk killed outright cannot stop it: the test does.
      for (const pid of lines(`${log}.pids`)) {
        try {
          process.kill(Number(pid), 'SIGKILL')
        } catch {
          // Already gone: killed after its grace, as the test expects of the first one.
        }
      }
    }
  })

  it('exec: the app quitting is said once; the command runs on to its own end', async () => {
    const a = await app()
    const log = join(a.dir, 'quit.log')
    const run = a.start([
      'exec',
      'Acme',
      '--',
      'sh',
      '-c',
      'echo "run $TOKEN_DESK_TOKEN_FILE" >> "$0"; while [ ! -e "$0.stop" ]; do sleep 0.05; done; exit 5',
      log,
    ])
    await expect.poll(() => lines(log).length, { timeout: 10_000 }).toBe(1)
    await a.core.cli.close()
    await expect
      .poll(run.stderr, { timeout: 10_000 })
      .toBe(
        'token-desk: lost the connection to Token Desk (did it quit?): the token is no longer renewed; the command keeps its current token.\n',
      )
    expect(run.child.exitCode).toBeNull()
    writeFileSync(`${log}.stop`, '')
    expect(await run.exited).toBe(5)
  })

  it('sink: a reader in a tight loop never sees an empty or partial file while it is replaced', async () => {
    const a = await app()
    const file = join(a.dir, 'out', 'acme.token')
    mkdirSync(dirname(file))
    const sink = a.start(['sink', 'Acme', '--file', file])
    await expect.poll(() => existsSync(file), { timeout: 10_000 }).toBe(true)
    const stop = join(a.dir, 'stop-reading')
    // Another process, reading as fast as it can until told to stop.
    const reader = spawn(
      process.execPath,
      [
        '-e',
        `const fs = require('node:fs'); const seen = new Map(); let reads = 0
         while (!fs.existsSync(process.argv[2])) { const t = fs.readFileSync(process.argv[1], 'utf8'); reads++; seen.set(t, (seen.get(t) ?? 0) + 1) }
         process.stdout.write(JSON.stringify({ reads, seen: [...seen.keys()] }))`,
        file,
        stop,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    children.push(reader)
    let out = ''
    reader.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()))
    const readerDone = new Promise((done) => reader.on('exit', done))

    const written = [a.token()]
    for (let i = 0; i < 4; i++) {
      // The window's Renew: passed on to the stream, which writes the file.
      await unwrap(a.core.api.getToken({ profileId: a.profile.id }))
      written.push(a.token())
      await expect.poll(() => readFileSync(file, 'utf8'), { timeout: 10_000 }).toBe(a.token())
    }
    writeFileSync(stop, '')
    await readerDone
    const { reads, seen } = JSON.parse(out) as { reads: number; seen: string[] }
    expect(reads).toBeGreaterThan(100)
    for (const text of seen) expect(written).toContain(text)
    expect(seen.length).toBeGreaterThan(1)

    expect(sink.stderr().split('\n').filter(Boolean)).toHaveLength(5)
    expect(sink.stderr()).toMatch(
      /^token-desk: wrote .*acme\.token \(valid for 2[34] h \d+ min\)\n/,
    )
    for (const token of written) expect(sink.stderr()).not.toContain(token)
    sink.child.kill('SIGTERM')
    expect(await sink.exited).toBe(0)
    expect(readFileSync(file, 'utf8')).toBe(a.token())
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  it('sink: writes each format once with --once; refuses a folder, a link or a missing folder (2)', async () => {
    const a = await app()
    const run = async (...args: string[]) => {
      const r = a.start(['sink', 'Acme', ...args])
      return { code: await r.exited, stderr: r.stderr() }
    }
    const file = join(a.dir, 'once.json')
    expect(await run('--file', file, '--format', 'json', '--once')).toMatchObject({ code: 0 })
    const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
    expect(json).toMatchObject({
      token: a.token(),
      authorization: `Bearer ${a.token()}`,
      accountId: 'ACME-001',
      profile: { id: a.profile.id, name: 'Acme' },
    })
    expect(new Date(json['expiresAt'] as string).toISOString()).toBe(json['expiresAt'])
    await run('--file', file, '--format', 'header', '--once')
    expect(readFileSync(file, 'utf8')).toBe(`Authorization: Bearer ${a.token()}\n`)
    await run('--file', file, '--format', 'env', '--once')
    expect(readFileSync(file, 'utf8')).toContain(`TOKEN_DESK_TOKEN=`)

    const link = join(a.dir, 'link')
    symlinkSync(file, link)
    const refusals = [
      [join(a.dir, 'missing', 'f'), /the folder .*missing does not exist/],
      [a.dir, /is a folder; name a file in it/],
      [link, /is a symbolic link/],
    ] as const
    for (const [target, message] of refusals) {
      const got = await run('--file', target)
      expect(got.code).toBe(2)
      expect(got.stderr).toMatch(message)
    }
    expect(lstatSync(link).isSymbolicLink()).toBe(true)
  })
})
