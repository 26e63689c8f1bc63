import { constants } from 'node:os'

/** What exec does to its command when the app has renewed the token. */
export type OnRenew =
  /** Nothing: the command keeps the variables it started with (TOKEN_DESK_TOKEN_FILE stays current). */
  | { kind: 'none' }
  /** SIGTERM, SIGKILL after `graceMs`, then the command again with the new variables. */
  | { kind: 'restart'; graceMs: number }
  /** This signal; the command reads the new token from TOKEN_DESK_TOKEN_FILE. */
  | { kind: 'signal'; signal: NodeJS.Signals }

export const onRenewKinds = ['none', 'restart', 'signal'] as const
export const DEFAULT_GRACE_MS = 10_000

/**
 * --on-renew restart|signal[:NAME]|none → a mode, or why not. NAME as
 * `kill -l` says it (HUP, SIGUSR1, usr1); only signals this system has.
 * Windows has no signals to send a running command: `signal` is refused there.
 */
export function parseOnRenew(
  raw: string | undefined,
  graceMs: number | undefined,
  platform: NodeJS.Platform,
): OnRenew | string {
  if (graceMs !== undefined && raw !== 'restart')
    return '--grace goes with --on-renew restart: it is how long a command may take to stop.'
  if (raw === undefined || raw === 'none') return { kind: 'none' }
  if (raw === 'restart') return { kind: 'restart', graceMs: graceMs ?? DEFAULT_GRACE_MS }
  const match = /^signal(?::(.*))?$/.exec(raw)
  if (!match) return `--on-renew takes restart, signal[:NAME] or none (got “${raw}”).`
  if (platform === 'win32')
    return '--on-renew signal: Windows has no signals to send a command; use restart, or read TOKEN_DESK_TOKEN_FILE.'
  const name = (match[1] ?? 'HUP').toUpperCase()
  const signal = (name.startsWith('SIG') ? name : `SIG${name}`) as NodeJS.Signals
  if (!(signal in constants.signals))
    return `--on-renew signal: “${match[1]}” is no signal here (e.g. HUP, USR1, SIGUSR2).`
  if (signal === 'SIGKILL' || signal === 'SIGSTOP')
    return `--on-renew signal: ${signal} cannot be caught; use --on-renew restart.`
  return { kind: 'signal', signal }
}
