import { execFile, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs'
import { isAbsolute, join, relative, resolve } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { cliCore } from '../helpers/cli'
import { demoLogin } from '../helpers/demoLogin'
import { unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

/*
 * The built `token-desk` as its own Node process, watched from outside:
 * which files it touches (an --import hook on node:fs, and strace where it
 * runs), and what a command run by `exec` can see of command lines.
 * The app side is the real core in this process.
 */

const root = resolve(import.meta.dirname, '../..')
const built = join(root, 'out/cli/token-desk.cjs')
const recorder = join(root, 'test/fixtures/fsRecorder.mjs')
const newDir = useTempDirs()
const hasStrace =
  process.platform === 'linux' &&
  spawnSync('strace', ['-qq', '-e', 'trace=none', 'true'], { stdio: 'ignore' }).status === 0
if (!hasStrace) console.warn('Skipping the strace check: strace is missing or may not trace here.')

let sandbox: Sandbox
const stops: (() => Promise<void>)[] = []
beforeAll(async () => {
  if (!existsSync(built)) throw new Error('token-desk is not built: run `npm run build:cli` first.')
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop()
})

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

/** The core with one approved client and a profile with a valid token; `token-desk` as a process. */
async function app() {
  const dir = newDir()
  const r = await cliCore(dir)
  stops.push(r.stop)
  const profile = await unwrap(r.core.api.createProfile(demoLogin(sandbox)))
  await unwrap(r.core.api.getToken({ profileId: profile.id }))
  expect((await r.run('list')).code).toBe(0) // approves this client (its id is in its config folder)
  const env = { ...process.env, ...r.host.env, TOKEN_DESK_USER_DATA: r.dataDir }
  const run = (file: string, args: string[], extraEnv: Record<string, string> = {}) =>
    new Promise<Run>((done) =>
      execFile(
        file,
        args,
        { env: { ...env, ...extraEnv }, encoding: 'utf8' },
        (error, stdout, stderr) =>
          done({
            code: error ? (typeof error.code === 'number' ? error.code : null) : 0,
            stdout,
            stderr,
          }),
      ),
    )
  return {
    dir,
    givenDataDir: r.dataDir,
    dataDir: realpathSync(r.dataDir),
    token: sandbox.issued.at(-1)!.token,
    run,
  }
}

/** The folder itself or anything in it. */
const inside = (folder: string, path: string): boolean => {
  const rel = relative(folder, resolve(path))
  return rel === '' || !(rel.startsWith('..') || isAbsolute(rel))
}

describe.skipIf(process.platform === 'win32')('token-desk as a process', () => {
  it('never touches a file in the app’s data folder (node:fs recorded)', async () => {
    const a = await app()
    const log = join(a.dir, 'fs.log')
    const commands = [
      ['header', 'Acme'],
      ['token', 'Acme', '--min-ttl', '0'],
      ['env', 'Acme', '--json'],
      ['list', '--json'],
      ['status'],
      ['exec', 'Acme', '--', 'true'],
    ]
    const seen: string[] = []
    for (const args of commands) {
      const got = await a.run(process.execPath, ['--import', recorder, built, ...args], {
        FS_RECORDER_LOG: log,
      })
      expect(got.code, `${args.join(' ')}: ${got.stderr}`).toBe(0)
      seen.push(...readFileSync(log, 'utf8').split('\n').filter(Boolean))
    }
    // The hook saw the command's own files (so it was watching) …
    expect(seen).toContain(`readFileSync\t${join(a.dir, 'cli-config', 'client.json')}`)
    // … and nothing in the data folder, which the core has filled meanwhile.
    expect(readdirSync(a.dataDir).length).toBeGreaterThan(0)
    const touched = seen.filter((line) =>
      [a.dataDir, a.givenDataDir].some((folder) => inside(folder, line.split('\t')[1] ?? '')),
    )
    expect(touched).toEqual([])
  })

  it.skipIf(!hasStrace)(
    'makes no system call on a path in the data folder but readlink (strace)',
    async () => {
      const a = await app()
      const log = join(a.dir, 'strace.log')
      const got = await a.run('strace', [
        '-f',
        '-qq',
        '-e',
        'trace=%file',
        '-o',
        log,
        process.execPath,
        built,
        'header',
        'Acme',
      ])
      expect(got).toEqual({ code: 0, stdout: `Authorization: Bearer ${a.token}\n`, stderr: '' })
      const calls = readFileSync(log, 'utf8').split('\n').filter(Boolean)
      expect(calls.some((line) => line.includes('client.json'))).toBe(true)
      const onData = calls.filter((line) => line.includes(a.dataDir))
      // Resolving the folder's real path (for the endpoint's name) reads links, no files.
      expect(onData.filter((line) => !/\d+ +readlink(at)?\(/.test(line))).toEqual([])
    },
  )

  it.skipIf(process.platform !== 'linux')(
    'exec: the token is on no command line, neither token-desk’s nor the command’s',
    async () => {
      const a = await app()
      const got = await a.run(process.execPath, [
        built,
        'exec',
        'Acme',
        '--',
        'sh',
        '-c',
        'for f in /proc/$PPID/cmdline /proc/$$/cmdline /proc/$PPID/environ; do tr "\\0" " " < "$f"; echo; done; test -n "$TOKEN_DESK_TOKEN"',
      ])
      expect(got.stderr).toBe('')
      expect(got.code).toBe(0)
      const [parent, own, parentEnv] = got.stdout.split('\n')
      // $PPID is token-desk itself; $$ is the command exec ran.
      expect(parent).toContain(`${built} exec Acme -- sh -c`)
      expect(own).toMatch(/^sh -c for f in/)
      expect(parent).not.toContain(a.token)
      expect(own).not.toContain(a.token)
      // Nor in token-desk's own environment: only the command's has it (and it was set).
      expect(parentEnv).not.toContain(a.token)
    },
  )

  it('says in one line that it could not write its output, and stops quietly for a closed pipe', async () => {
    const a = await app()
    // A full disk: exit 1 and one line on stderr, not Node's stack.
    const full = await a.run('sh', [
      '-c',
      `"${process.execPath}" "${built}" token Acme > /dev/full`,
    ])
    expect(full.code).toBe(1)
    expect(full.stderr).toBe('token-desk: could not write the output: ENOSPC\n')
    // A reader gone before it writes (`| true`, as `| head` once it has its line): nothing on
    // stderr, and pipefail still passes.
    const gone = await a.run('bash', [
      '-c',
      `set -o pipefail; "${process.execPath}" "${built}" list --json | true`,
    ])
    expect(gone).toMatchObject({ code: 0, stderr: '' })
  })

  it('fits `list` to COLUMNS, and prints whole names to a pipe without it', async () => {
    const a = await app()
    const piped = await a.run(process.execPath, [built, 'list'], { COLUMNS: '' })
    const whole = Math.max(...piped.stdout.split('\n').map((l) => l.length))
    expect(piped.stdout).toContain('ACME-001 (Acme Corp)')
    const listed = async (width: number) => {
      const narrow = await a.run(process.execPath, [built, 'list'], { COLUMNS: String(width) })
      expect(narrow.code).toBe(0)
      const lines = narrow.stdout.trimEnd().split('\n')
      expect(lines).toHaveLength(piped.stdout.trimEnd().split('\n').length)
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(width)
      return narrow.stdout
    }
    // The id gives way first, to the eight characters a command takes; then the rest, cut at the end.
    const idsCut = await listed(whole - 8)
    expect(idsCut).toMatch(/ [0-9a-f]{8}\n/)
    expect(idsCut).not.toContain('…')
    expect(await listed(whole - 30)).toContain('…')
  })

  // The app needs Node 22; a terminal's Node is the user's. Debian's is 20.
  const olderNode = ['/usr/bin/node', '/usr/local/bin/node'].find((file) => {
    const major = spawnSync(file, ['-p', 'process.versions.node.split(".")[0]'], {
      encoding: 'utf8',
    }).stdout?.trim()
    return major !== undefined && major !== '' && Number(major) < 22
  })
  if (!olderNode) console.warn('Skipping the older-Node run: no Node before 22 on this machine.')
  it.skipIf(!olderNode)(
    'runs under an older Node too (bin/token-desk.cjs, as docs/cli.md says)',
    async () => {
      const a = await app()
      const got = await a.run(olderNode!, [join(root, 'bin/token-desk.cjs'), 'header', 'Acme'])
      expect(got).toEqual({ code: 0, stdout: `Authorization: Bearer ${a.token}\n`, stderr: '' })
    },
  )
})
