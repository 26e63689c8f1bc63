import { execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { MASK_MARKER } from '../../src/cli/outputMask'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { unwrap } from '../helpers/api'
import { cliCore } from '../helpers/cli'
import { demoLogin } from '../helpers/demoLogin'
import { useTempDirs } from '../helpers/tempDir'

/*
 * The built `token-desk exec` as its own process, its command writing the
 * token in pieces: what reaches token-desk's own stdout and stderr.
 */

const root = resolve(import.meta.dirname, '../..')
const built = join(root, 'out/cli/token-desk.cjs')
const newDir = useTempDirs()

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

async function app() {
  const r = await cliCore(newDir())
  stops.push(r.stop)
  const profile = await unwrap(r.core.api.createProfile(demoLogin(sandbox)))
  await unwrap(r.core.api.getToken({ profileId: profile.id }))
  expect((await r.run('list')).code).toBe(0) // approves this client
  const env = { ...process.env, ...r.host.env, TOKEN_DESK_USER_DATA: r.dataDir }
  const exec = (args: string[], input = '') =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
      const child = execFile(
        process.execPath,
        [built, 'exec', 'Acme', ...args],
        { env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
        (error, stdout, stderr) =>
          done({
            code: error ? (typeof error.code === 'number' ? error.code : null) : 0,
            stdout,
            stderr,
          }),
      )
      child.stdin?.end(input)
    })
  /** A bash line with $TD standing for this token-desk. */
  const bash = (line: string) =>
    new Promise<{ stdout: string; stderr: string }>((done) =>
      execFile(
        'bash',
        ['-c', line],
        { env: { ...env, TD: `${process.execPath} ${built}` }, encoding: 'utf8' },
        (_error, stdout, stderr) => done({ stdout, stderr }),
      ),
    )
  return { exec, bash, env, token: sandbox.issued.at(-1)!.token }
}

/** Writes the token in three pieces to stdout and in two to stderr, with pauses between. */
const inPieces = [
  't=$TOKEN_DESK_TOKEN; r=${t#??????????}',
  'printf \'naïve → %.10s\' "$t"; sleep 0.05; printf \'%.10s\' "$r"; sleep 0.05',
  'printf \'%s ✓\\n\' "${r#??????????}"',
  'printf \'err: %.10s\' "$t" >&2; sleep 0.05; printf \'%s\\n\' "$r" >&2',
  'read line; printf "stdin: %s\\n" "$line"',
  'exit 3',
].join('\n')

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * `token-desk exec Acme -- <command>`, whose command starts a process that
 * holds its stdout and prints that process's id first: once it is printed,
 * token-desk, how it ended (its signal or code), the holder's pid, and all
 * token-desk printed so far.
 */
async function holdingOutput(env: NodeJS.ProcessEnv, command: string[], detached = false) {
  const child = spawn(process.execPath, [built, 'exec', 'Acme', '--', ...command], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  })
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  const closed = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on('close', (code, signal) => resolve(signal ?? code)),
  )
  await expect.poll(() => /^\d+\n$/.test(stdout)).toBe(true)
  return { child, closed, sleeper: Number(stdout.trim()), stdout: () => stdout }
}

describe.skipIf(process.platform === 'win32')('exec masks the token in its output', () => {
  it('masks a token written in pieces on stdout and stderr; stdin and the exit code pass', async () => {
    const a = await app()
    const got = await a.exec(['--', 'sh', '-c', inPieces], 'hello\n')
    expect(got).toEqual({
      code: 3,
      stdout: `naïve → ${MASK_MARKER} ✓\nstdin: hello\n`,
      stderr: `err: ${MASK_MARKER}\n`,
    })
    expect(got.stdout + got.stderr).not.toContain(a.token.slice(0, 10))
  })

  it('masks what set -x and a logged header print', async () => {
    const a = await app()
    const got = await a.exec([
      '--',
      'sh',
      '-xc',
      'echo "Authorization: $TOKEN_DESK_AUTHORIZATION" >/dev/null; echo "$TOKEN_DESK_AUTHORIZATION"',
    ])
    expect(got.code).toBe(0)
    expect(got.stdout).toBe(`Bearer ${MASK_MARKER}\n`)
    expect(got.stderr).toContain(`+ echo Authorization: Bearer ${MASK_MARKER}\n`)
    expect(got.stdout + got.stderr).not.toContain(a.token)
  })

  it('passes a megabyte around the token through unchanged', async () => {
    const a = await app()
    const got = await a.exec([
      '--',
      'sh',
      '-c',
      'seq 1 100000; printf %s "$TOKEN_DESK_TOKEN"; seq 1 100000 >&2; seq 1 100000',
    ])
    const lines = Array.from({ length: 100000 }, (_, i) => `${i + 1}\n`).join('')
    expect(got.code).toBe(0)
    expect(got.stdout === `${lines}${MASK_MARKER}${lines}`).toBe(true)
    expect(got.stderr === lines).toBe(true)
  })

  it('--no-mask passes the output through as it is', async () => {
    const a = await app()
    const got = await a.exec(['--no-mask', '--', 'sh', '-c', inPieces], 'hello\n')
    expect(got).toEqual({
      code: 3,
      stdout: `naïve → ${a.token} ✓\nstdin: hello\n`,
      stderr: `err: ${a.token}\n`,
    })
  })

  it('ends like the command would when its reader goes away: no EPIPE crash', async () => {
    const a = await app()
    const got = await a.bash('$TD exec Acme -- yes | head -1; echo "status ${PIPESTATUS[0]}"')
    // yes dies of SIGPIPE at its next write, as in `yes | head -1` (128 + 13), quietly: not
    // "yes: standard output: Connection reset by peer" (its output is a socket pair), and
    // token-desk exits with its code instead of dying of EPIPE with a stack trace.
    expect(got.stdout).toBe('y\nstatus 141\n')
    expect(got.stderr).toBe('')
    // A command that ignores SIGPIPE is told by its write failing, and says so itself.
    const python = await a.bash(
      `$TD exec Acme -- sh -c "trap '' PIPE; yes" | head -1; echo "status \${PIPESTATUS[0]}"`,
    )
    expect(python.stdout).toMatch(/^y\nstatus [1-9]\d*\n$/)
    expect(python.stderr).not.toMatch(/EPIPE|node:|at /)
  })

  it("ends on the terminal's Ctrl+C like `cmd | cat`, though a background job holds the output", async () => {
    const a = await app()
    // A script that ends on Ctrl+C, leaving a background job that ignores it (as a script's
    // background jobs do in a terminal) holding its stdout.
    const script =
      "trap 'echo interrupted; exit 130' INT; (trap '' INT; exec sleep 60) & echo $!; wait"
    // A process group of its own, as a terminal's foreground job is.
    const { child, closed, sleeper, stdout } = await holdingOutput(
      a.env,
      ['bash', '-c', script],
      true,
    )
    try {
      // Ctrl+C: the terminal signals the whole foreground group at once.
      process.kill(-child.pid!, 'SIGINT')
      const ended = await Promise.race([closed, after(5_000).then(() => 'still running')])
      expect(ended).toBe('SIGINT')
      // The script's last words passed the mask before token-desk ended.
      expect(stdout()).toMatch(/interrupted\n$/)
    } finally {
      process.kill(sleeper, 'SIGKILL')
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL')
    }
  })

  it('waits for output a process the command started holds open, and still obeys SIGTERM', async () => {
    const a = await app()
    // The command starts a process that keeps its stdout, prints that process's id and exits.
    const { child, closed, sleeper } = await holdingOutput(a.env, [
      'sh',
      '-c',
      'sleep 60 & echo $!',
    ])
    try {
      // The command has exited; token-desk waits for the output like `cmd | cat` would …
      child.kill('SIGTERM')
      // … but SIGTERM is its own again, not passed to a command that is gone.
      expect(await closed).toBe('SIGTERM')
    } finally {
      process.kill(sleeper, 'SIGKILL')
    }
  })
})
