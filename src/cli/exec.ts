import { constants } from 'node:os'
import { pipeMasked, type OutputMasks } from './maskedOutput'

/** Signals the terminal or a supervisor sends: the command gets them and decides. */
const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'] as const

/**
 * Runs the command with the variables added to this environment, its stdin
 * being ours, its stdout and stderr ours through `masks` (or as they are
 * without). Resolves with its exit code: 128 + n when signal n ended it, as
 * shells report it; 127 when it cannot be found, 126 when it cannot run.
 */
export function runCommand(
  command: string,
  args: string[],
  variables: [string, string][],
  env: Record<string, string | undefined>,
  stderr: (text: string) => void,
  masks: OutputMasks | null = null,
): Promise<number> {
  // Loaded here, not at start: only exec needs it, and it costs every command a few ms.
  const { spawn } = process.getBuiltinModule('node:child_process')
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: masks ? ['inherit', 'pipe', 'pipe'] : 'inherit',
      env: { ...env, ...Object.fromEntries(variables) },
    })
    const outputEnded =
      masks && child.stdout && child.stderr
        ? Promise.all([
            pipeMasked(child.stdout, process.stdout, masks.stdout),
            pipeMasked(child.stderr, process.stderr, masks.stderr),
          ])
        : Promise.resolve()
    // Ctrl+C reaches the command through the terminal's process group; others are passed on.
    const forward = (signal: NodeJS.Signals) => () => {
      if (signal !== 'SIGINT' && child.exitCode === null) child.kill(signal)
    }
    const handlers = FORWARDED.map((signal) => [signal, forward(signal)] as const)
    for (const [signal, handler] of handlers) process.on(signal, handler)
    const release = () => {
      for (const [signal, handler] of handlers) process.off(signal, handler)
    }
    const finish = (code: number) => {
      release()
      resolve(code)
    }
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') {
        stderr(`token-desk: ${command}: command not found\n`)
        finish(127)
      } else {
        stderr(`token-desk: ${command}: cannot run it (${error.code ?? error.message})\n`)
        finish(126)
      }
    })
    child.on('exit', (code, signal) => {
      const status = signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 1)
      // Its last output may still be on the way through the mask, or a process it started may
      // hold the output open (as with `cmd | cat`): signals are ours again meanwhile.
      release()
      void outputEnded.then(() => resolve(status))
    })
  })
}
