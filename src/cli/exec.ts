import { constants } from 'node:os'
import { pipeMasked, type OutputMasks } from './maskedOutput'
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
  /** Sends it a signal while it runs; false when it has exited already. */
  kill(signal: NodeJS.Signals): boolean
  /**
   * Sends a signal to it and to every process it started, as they were at
   * the first call (a restart's SIGTERM, then its SIGKILL after the grace):
   * a script's foreground child would outlive it, running with the old
   * token and holding its output open. False when it had exited already.
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
  const outputEnded =
    masks && child.stdout && child.stderr
      ? Promise.all([
          pipeMasked(child.stdout, process.stdout, masks.stdout),
          pipeMasked(child.stderr, process.stderr, masks.stderr),
        ])
      : Promise.resolve()
  let gone = false
  const exited = new Promise<number>((resolve) => {
    child.on('error', (error: NodeJS.ErrnoException) => {
      // Started: a failed kill, not a failed start.
      if (child.pid !== undefined) return
      gone = true
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
      const status = signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 1)
      // Its last output may still be on the way through the mask.
      void outputEnded.then(() => resolve(status))
    })
  })
  let tree: ProcessEntry[] | null = null
  return {
    exited,
    get gone() {
      return gone
    },
    kill: (signal) => !gone && child.exitCode === null && child.kill(signal),
    stopAll: (signal) => {
      if (child.pid === undefined || (tree === null && (gone || child.exitCode !== null)))
        return false
      tree ??= treeOf(child.pid)
      signalTree(child.pid, tree, signal)
      return true
    },
  }
}
