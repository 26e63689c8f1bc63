import { constants } from 'node:os'
import type { CliError, CliWatchToken } from '../shared/cli/protocol'
import { foreignUse } from './accountGuard'
import type { Command } from './args'
import { exitCodes } from './exitCodes'
import { tokenVariables } from './envFormat'
import { spawnCommand, type RunningCommand } from './exec'
import { OutputMasks } from './maskedOutput'
import { secretForms } from './outputMask'
import type { CliIo } from './run'
import { asClause, oneLine } from './terminalText'
import { createTokenFile } from './tokenFile'
import type { WatchEvent, Watching } from './watchStream'

/** A `watch` that gave its first token. */
export interface Watched {
  first: CliWatchToken
  watching: Watching
  io: CliIo
}

/** Signals the terminal or a supervisor sends: the command gets them and decides. */
const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'] as const

/** How long a command ended by a signal has for its last output to pass the mask. */
const OUTPUT_GRACE_MS = 200

const after = (ms: number): Promise<false> =>
  new Promise((resolve) => setTimeout(() => resolve(false), ms))

/** Said once, when the app stops renewing: the command goes on with what it has. */
export function stoppedRenewing(event: Exclude<WatchEvent, { kind: 'token' }>): string {
  const keeps = 'the command keeps its current token'
  if (event.kind === 'gone')
    return `token-desk: lost the connection to Token Desk (did it quit?): the token is no longer renewed; ${keeps}.\n`
  const error: CliError = event.error
  return error.code === 'refused'
    ? `token-desk: renewal refused by the token service: ${asClause(error.message)}; ${keeps}.\n`
    : `token-desk: the token is no longer renewed: ${asClause(error.message)}; ${keeps}.\n`
}

/**
 * exec: runs the command with the token's variables and TOKEN_DESK_TOKEN_FILE,
 * keeps that file current as the app renews the token, and restarts or
 * signals the command as --on-renew says. Exits with the command's code (its
 * last run's), never because renewing stopped.
 */
export async function runExec(
  command: Extract<Command, { kind: 'exec' }>,
  { first, watching, io }: Watched,
): Promise<number> {
  const foreign = command.allowOtherAccount
    ? null
    : foreignUse([command.command, ...command.args], first.accountId)
  if (foreign) {
    watching.close()
    io.stderr(
      `token-desk: ${foreign.where} names account ${foreign.account}, but the token of “${oneLine(first.profile.name)}” is for account ${first.accountId}. A token works only for its own account; nothing was run.\n` +
        'Add --allow-other-account to run it anyway.\n',
    )
    return exitCodes.usage
  }

  const file = createTokenFile(io.host)
  let token = first
  let stopping = false
  /** Set while a restart waits for the command to stop: its exit is not the end. */
  let restarting: ReturnType<typeof setTimeout> | null = null
  const { onRenew } = command
  // One mask for every run: a renewed token is added, the old ones stay masked.
  const masks = command.mask ? new OutputMasks(secretForms(token.token)) : null
  const start = (): RunningCommand =>
    spawnCommand(
      command.command,
      command.args,
      {
        ...io.host.env,
        ...Object.fromEntries(tokenVariables(token)),
        TOKEN_DESK_TOKEN_FILE: file.path,
      },
      io.stderr,
      masks,
    )

  let current: RunningCommand | null = null
  const release = () => {
    for (const [signal, handler] of handlers) process.off(signal, handler)
  }
  /** Cleans up, then lets the signal end token-desk as it would (a shell sees how it ended). */
  const endBy = (signal: NodeJS.Signals): void => {
    release()
    watching.close()
    file.remove()
    process.kill(process.pid, signal)
    // Ignored (inherited so from a background job's shell): end with the code a shell would say.
    setTimeout(() => process.exit(128 + (constants.signals[signal] ?? 0)), 100)
  }
  const handlers = FORWARDED.map((signal) => {
    const handler = () => {
      stopping = true
      // The command has ended and only its output is awaited (a process it started holds it
      // open), a restart's included: the signal is token-desk's own.
      if (current?.gone) return endBy(signal)
      // Ctrl+C reaches the command, and what it started, through the terminal's process group;
      // the others go to them all as well, or a script's foreground job would hold the output
      // open and keep token-desk waiting.
      if (signal !== 'SIGINT') current?.stopAll(signal)
      // Once the command has ended of it, what is left holding its output (a background job,
      // which ignores Ctrl+C) does not keep token-desk: `cmd | cat` ends on the same Ctrl+C.
      // Its last output gets a moment to pass the mask first.
      const signalled = current
      void signalled?.ended.then(async () => {
        const passed = await Promise.race([
          signalled.exited.then(() => true),
          after(OUTPUT_GRACE_MS),
        ])
        if (!passed && current === signalled) endBy(signal)
      })
    }
    process.on(signal, handler)
    return [signal, handler] as const
  })

  try {
    file.write(token.token)
    current = start()
    watching.listen((event) => {
      if (event.kind !== 'token') return io.stderr(stoppedRenewing(event))
      token = event.token
      masks?.addSecrets(secretForms(token.token))
      file.write(token.token)
      if (stopping) return
      if (onRenew.kind === 'signal') current?.kill(onRenew.signal)
      else if (onRenew.kind === 'restart' && restarting === null && current) {
        // Already exited by itself: that is the end, not a restart.
        if (!current.stopAll('SIGTERM')) return
        io.stderr(`token-desk: the token was renewed: restarting ${oneLine(command.command)}\n`)
        const stopped = current
        restarting = setTimeout(() => stopped.stopAll('SIGKILL'), onRenew.graceMs)
      }
    })
    for (;;) {
      const code: number = await current.exited
      if (restarting === null || stopping) return code
      clearTimeout(restarting)
      restarting = null
      current = start()
    }
  } finally {
    if (restarting) clearTimeout(restarting)
    release()
    watching.close()
    file.remove()
  }
}
