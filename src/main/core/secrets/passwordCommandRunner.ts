import { spawn, type ChildProcess } from 'node:child_process'
import { basename, delimiter } from 'node:path'
import { AppFailure } from '../../../shared/ipc/errors'
import { said, type Said } from '../../../shared/i18n/said'
import { saying } from '../../../shared/i18n/sayMessage'
import { CONTROL_CHARACTERS } from '../../../shared/text/controlCharacters'
import { passwordSchema } from '../../../shared/model/profile'

/**
 * `op` may wait for a biometric prompt (Touch ID, Windows Hello) or for the
 * desktop app to unlock before it prints: 30 s leaves time to answer one, and
 * still ends a command that waits for input it will never get.
 */
export const COMMAND_TIMEOUT_MS = 30_000
/** A password is one line; anything past this is not read (the command is not stopped for it). */
export const MAX_STDOUT_BYTES = 64 * 1024
/** The end of stderr kept for the message; a chatty command's start is rarely the reason. */
const MAX_STDERR_BYTES = 8 * 1024
const STDERR_LINES = 5
const STDERR_CHARS = 600

/**
 * An app started from Finder or the Dock gets launchd's PATH
 * (/usr/bin:/bin:/usr/sbin:/sbin), not the shell's, so `op` or `vault` from
 * Homebrew (/opt/homebrew/bin on Apple silicon, /usr/local/bin on Intel) is
 * not found by name: https://developer.apple.com/library/archive/documentation/MacOSX/Conceptual/BPSystemStartup/Chapters/CustomLogin.html
 * ("launchd ... sets a minimal PATH") and Homebrew's own install notes.
 */
export const MACOS_EXTRA_PATH = ['/opt/homebrew/bin', '/usr/local/bin']

export interface RunOptions {
  timeoutMs?: number
  /** The environment the command gets (default: main's own, so `op`'s and `bw`'s sessions reach it). */
  env?: NodeJS.ProcessEnv
  platform?: NodeJS.Platform
  /** Called with the child's pid once it started (tests check it is gone). */
  started?: (pid: number) => void
}

/**
 * Runs a password command: without a shell (each argument reaches the
 * program as it is: no expansion, no injection through a vault or a
 * username), stdin closed (a command that would prompt fails instead of
 * hanging), and every process it started ended on a timeout. Resolves with
 * the first line of stdout; fails with an AppFailure whose message never
 * holds what stdout printed. Nothing here logs: stdout is the secret.
 */
export function runPasswordCommand(
  argv: readonly string[],
  options: RunOptions = {},
): Promise<string> {
  const [program = '', ...args] = argv
  const platform = options.platform ?? process.platform
  const timeoutMs = options.timeoutMs ?? COMMAND_TIMEOUT_MS
  const env = withSearchPath(options.env ?? process.env, platform)
  return new Promise((resolve, reject) => {
    let child: ChildProcess
    try {
      child = spawn(program, args, {
        shell: false,
        stdio: ['ignore', 'pipe', 'pipe'],
        env,
        windowsHide: true,
        // Its own process group on POSIX, so a timeout ends what it started too
        // (`op` may start a helper; a script its children).
        detached: platform !== 'win32',
      })
    } catch (error) {
      reject(failure(said('network.command.notStarted', { reason: messageOf(error) })))
      return
    }
    const stdout: Buffer[] = []
    let stdoutBytes = 0
    let stderr = Buffer.alloc(0)
    let timedOut = false
    let settled = false
    child.stdout?.on('data', (chunk: Buffer) => {
      if (stdoutBytes >= MAX_STDOUT_BYTES) return
      stdout.push(chunk.subarray(0, MAX_STDOUT_BYTES - stdoutBytes))
      stdoutBytes += chunk.length
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = Buffer.concat([stderr, chunk])
      if (stderr.length > MAX_STDERR_BYTES) stderr = stderr.subarray(-MAX_STDERR_BYTES)
    })
    if (child.pid !== undefined) options.started?.(child.pid)
    const timer = setTimeout(() => {
      timedOut = true
      endTree(child, platform)
    }, timeoutMs)
    const finish = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      outcome()
    }
    child.on('error', (error: NodeJS.ErrnoException) => {
      finish(() =>
        reject(
          failure(
            error.code === 'ENOENT'
              ? notFound(program, platform)
              : error.code === 'EACCES'
                ? said('network.command.notExecutable', { name: basename(program) })
                : said('network.command.notStarted', { reason: messageOf(error) }),
          ),
        ),
      )
    })
    const settle = (code: number | null, signal: NodeJS.Signals | null) =>
      finish(() => {
        const out = Buffer.concat(stdout).toString('utf8')
        const password = firstLine(out)
        const output = stderrTail(stderr.toString('utf8'), password)
        const withOutput = (failed: Said) =>
          output === '' ? failed : said('network.command.withOutput', { failure: failed, output })
        if (timedOut) {
          reject(
            failure(
              withOutput(
                said('network.command.timedOut', { seconds: Math.round(timeoutMs / 1000) }),
              ),
            ),
          )
        } else if (code !== 0) {
          const how =
            code === null
              ? signal === null
                ? said('network.command.stoppedBySignal')
                : said('network.command.stoppedBy', { signal })
              : said('network.command.exited', { code })
          reject(failure(withOutput(how)))
        } else if (password === '') {
          reject(failure(said('network.command.printedNothing')))
        } else if (!passwordSchema.safeParse(password).success) {
          reject(failure(said('network.command.lineTooLong')))
        } else {
          resolve(password)
        }
      })
    // 'close': the process ended and its output was read to the end.
    child.on('close', settle)
    // A command that succeeded may leave a helper running that holds its stdout open (an
    // agent or daemon it started): once it exited with 0 and a whole first line is here,
    // that line is the answer, and the helper is left alone rather than waited for.
    child.on('exit', (code, signal) => {
      if (code !== 0 || !Buffer.concat(stdout).includes(0x0a)) return
      settle(code, signal)
      // Nothing more is read from the helper's end of the pipes.
      child.stdout?.destroy()
      child.stderr?.destroy()
    })
  })
}

/** The first line, without its line end (LF or CRLF). */
const firstLine = (text: string): string => (text.split('\n', 1)[0] ?? '').replace(/\r$/, '')

/**
 * The last lines of stderr, for the message: control characters out (no
 * terminal escapes reach the window or the log), cut short, and never the
 * password (a command may echo it there).
 */
function stderrTail(text: string, password: string): string {
  let lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(new RegExp(CONTROL_CHARACTERS.source, 'g'), ' ').trim())
    .filter((line) => line !== '')
    .slice(-STDERR_LINES)
    .join(' / ')
  if (password !== '') lines = lines.replaceAll(password, '•••')
  if (lines.length > STDERR_CHARS) lines = `…${lines.slice(-STDERR_CHARS)}`
  return lines
}

function notFound(program: string, platform: NodeJS.Platform): Said {
  const name = basename(program)
  if (program.includes('/') || program.includes('\\'))
    return said('network.command.notFoundPath', { program })
  const [first = '', second = ''] = MACOS_EXTRA_PATH
  return platform === 'darwin'
    ? said('network.command.notFoundMac', { name, first, second })
    : said('network.command.notFound', { name })
}

/** PATH with the places a Finder-started app misses on macOS added at the end. */
function withSearchPath(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): NodeJS.ProcessEnv {
  if (platform !== 'darwin') return env
  const path = (env.PATH ?? '').split(delimiter).filter((dir) => dir !== '')
  const added = MACOS_EXTRA_PATH.filter((dir) => !path.includes(dir))
  return { ...env, PATH: [...path, ...added].join(delimiter) }
}

/**
 * Ends the command and whatever it started. POSIX: the command leads its own
 * process group (detached), so one signal to -pid reaches them all. Windows
 * has no process groups to signal: `taskkill /T` ends the tree (not run by
 * the tests here, which run on Linux).
 */
function endTree(child: ChildProcess, platform: NodeJS.Platform): void {
  const pid = child.pid
  if (pid === undefined) return
  try {
    if (platform === 'win32') {
      spawn('taskkill', ['/pid', String(pid), '/T', '/F'], { stdio: 'ignore', windowsHide: true })
    } else {
      process.kill(-pid, 'SIGKILL')
    }
  } catch {
    // Gone already.
    child.kill('SIGKILL')
  }
}

const failure = (reason: Said) =>
  new AppFailure({ code: 'password-command', ...saying(reason.key, reason.values) })

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error)
