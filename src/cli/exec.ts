import type { StdioOptions } from 'node:child_process'
import { constants } from 'node:os'

/** One run of exec's command. */
export interface RunningCommand {
  /**
   * Its exit code: 128 + n when signal n ended it, as shells report it; 127
   * when it cannot be found, 126 when it cannot run.
   */
  readonly exited: Promise<number>
  /** Sends it a signal while it runs; false when it has exited already. */
  kill(signal: NodeJS.Signals): boolean
}

/**
 * Starts the command with this environment and stdio (`inherit`: ours).
 * The one place exec spawns: the stdio choice is the caller's.
 */
export function spawnCommand(
  command: string,
  args: string[],
  env: Record<string, string | undefined>,
  stdio: StdioOptions,
  stderr: (text: string) => void,
): RunningCommand {
  // Loaded here, not at start: only exec needs it, and it costs every command a few ms.
  const { spawn } = process.getBuiltinModule('node:child_process')
  const child = spawn(command, args, { stdio, env })
  let running = true
  const exited = new Promise<number>((resolve) => {
    const finish = (code: number) => {
      running = false
      resolve(code)
    }
    child.on('error', (error: NodeJS.ErrnoException) => {
      // Started: a failed kill, not a failed start.
      if (child.pid !== undefined) return
      if (error.code === 'ENOENT') {
        stderr(`token-desk: ${command}: command not found\n`)
        finish(127)
      } else {
        stderr(`token-desk: ${command}: cannot run it (${error.code ?? error.message})\n`)
        finish(126)
      }
    })
    child.on('exit', (code, signal) => {
      if (signal) finish(128 + (constants.signals[signal] ?? 0))
      else finish(code ?? 1)
    })
  })
  return {
    exited,
    kill: (signal) => running && child.exitCode === null && child.kill(signal),
  }
}
