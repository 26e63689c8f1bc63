import type { CliError } from '../shared/cli/protocol'

/** Documented in docs/cli.md and every command's --help. */
export const exitCodes = {
  ok: 0,
  /** Anything not listed below: the app failed, hung up, or sent an unreadable answer. */
  failure: 1,
  /** Bad arguments, a profile name that is unknown or names several, exec naming another account. */
  usage: 2,
  /** No Token Desk listens for this data folder. */
  notRunning: 3,
  /** Command line access is off, this client was denied, or a prompt was cancelled. */
  denied: 4,
  /** The token service refused (with its message) or answered something unusable. */
  refused: 5,
  /** The token service could not be reached, or cannot serve now (429, a 5xx): try later. */
  network: 6,
  /** Nobody answered the app's prompt, or the renewal took longer than --timeout. */
  timeout: 7,
} as const

export const exitCodeHelp = `Exit codes:
  0  ok
  1  unexpected failure: the app failed, hung up, or answered something unreadable
  2  usage error, an unknown or ambiguous profile (the candidates are listed),
     or an exec command that names another account
  3  Token Desk is not running (for this data folder)
  4  access denied: command line access off, client not approved, prompt cancelled
  5  refused by the token service, or an answer without a token (a redirect,
     an error page); its message is shown
  6  network: the token service could not be reached, or cannot serve now
     (408, 429, a 5xx: an outage): worth trying again later
  7  timed out waiting for an answer in the app or for the renewal`

export function exitCodeOf(error: CliError): number {
  switch (error.code) {
    case 'bad-request':
    case 'unknown-profile':
    case 'ambiguous-profile':
      return exitCodes.usage
    case 'access-off':
    case 'denied':
    case 'cancelled':
      return exitCodes.denied
    case 'refused':
      return exitCodes.refused
    case 'network':
      return exitCodes.network
    case 'timeout':
      return exitCodes.timeout
    case 'internal':
      return exitCodes.failure
  }
}
