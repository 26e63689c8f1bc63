import { constants } from 'node:os'
import { IDLE_FLUSH_MS, pipeMasked, type OutputMasks } from './maskedOutput'
import { signalTree, treeOf, type ProcessEntry } from './processTree'

/** One run of exec's command. */
export interface RunningCommand {
  /**
   * Its exit code, once its output has been passed on: 128 + n when signal n
   * ended it, as shells report it; 127 when it cannot be found, 126 when it
   * cannot run.
   */
  readonly exited: Promise<number>
  /**
   * The process has ended, while its output may still be open (a process it
   * started holds it, as with `cmd | cat`): a signal then is token-desk's own.
   */
  readonly gone: boolean
  /** Resolves once the process has ended (or could not start), whatever holds its output. */
  readonly ended: Promise<void>
  /** Sends it a signal while it runs; false when it has exited already. */
  kill(signal: NodeJS.Signals): boolean
  /**
   * Sends a signal to it and to every process it started, and theirs, as a
   * terminal's Ctrl+C reaches its whole foreground job: a script's foreground
   * child would outlive it, running with the old token and holding its output
   * open. Those seen at an earlier call get it too (once it has exited, they
   * have another parent). False when it had exited before the first call.
   */
  stopAll(signal: NodeJS.Signals): boolean
}

/**
 * Starts the command with this environment, its stdin being ours, its stdout
 * and stderr ours through `masks` (or as they are, without). The one place
 * exec spawns.
 */
export function spawnCommand(
  command: string,
  args: string[],
  env: Record<string, string | undefined>,
  stderr: (text: string) => void,
  masks: OutputMasks | null,
): RunningCommand {
  // Loaded here, not at start: only exec needs it, and it costs every command a few ms.
  const { spawn } = process.getBuiltinModule('node:child_process')
  const child = spawn(command, args, {
    stdio: masks ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    env,
  })
  // A reader gone: the writer gets SIGPIPE, as from a pipe (`yes | head` ends quietly, 141),
  // before its socket pair closes (a signal sent first is taken before its write returns).
  // Windows has no SIGPIPE (Node throws ERR_UNKNOWN_SIGNAL): there a write to a closed pipe fails.
  const readerGone = (): void =>
    void (process.platform !== 'win32' && child.exitCode === null && child.kill('SIGPIPE'))
  const outputEnded =
    masks && child.stdout && child.stderr
      ? Promise.all([
          pipeMasked(child.stdout, process.stdout, masks.stdout, IDLE_FLUSH_MS, readerGone),
          pipeMasked(child.stderr, process.stderr, masks.stderr, IDLE_FLUSH_MS, readerGone),
        ])
      : Promise.resolve()
  let gone = false
  let markEnded = (): void => undefined
  const ended = new Promise<void>((resolve) => (markEnded = resolve))
  const exited = new Promise<number>((resolve) => {
    child.on('error', (error: NodeJS.ErrnoException) => {
      // Started: a failed kill, not a failed start.
      if (child.pid !== undefined) return
      gone = true
      markEnded()
      if (error.code === 'ENOENT') {
        stderr(`token-desk: ${command}: command not found\n`)
        resolve(127)
      } else {
        stderr(`token-desk: ${command}: cannot run it (${error.code ?? error.message})\n`)
        resolve(126)
      }
    })
    child.on('exit', (code, signal) => {
      gone = true
      markEnded()
      const status = signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 1)
      // Its last output may still be on the way through the mask.
      void outputEnded.then(() => resolve(status))
    })
  })
  const running = () => !gone && child.exitCode === null
  /** Every process of its tree seen so far, by pid and start time. */
  const seen = new Map<string, ProcessEntry>()
  return {
    exited,
    ended,
    get gone() {
      return gone
    },
    kill: (signal) => running() && child.kill(signal),
    stopAll: (signal) => {
      if (child.pid === undefined || (seen.size === 0 && !running())) return false
      if (running()) {
        for (const entry of treeOf(child.pid)) seen.set(`${entry.pid} ${entry.started}`, entry)
      }
      signalTree(child.pid, [...seen.values()], signal)
      return true
    },
  }
}
