import type { CliVerifyRow, CliVerifyState } from '../shared/cli/protocol'
import { exitCodes } from './exitCodes'
import { columns } from './table'

const stateWords: Record<CliVerifyState, string> = {
  accepted: 'accepted',
  refused: 'refused',
  'wrong-account': 'other account',
  inconclusive: 'could not tell',
  'no-token': 'no token',
  'no-probe': 'no probe',
  network: 'unreachable',
  failed: 'not verified',
}

const clockTime = (at: number): string => {
  const d = new Date(at)
  return [d.getHours(), d.getMinutes(), d.getSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':')
}

/**
 * `token-desk verify` for people. Given the terminal's width, MESSAGE, then
 * PROFILE and ACCOUNT are cut at the end to fit it; the verdict never is.
 */
export function verifyTable(rows: CliVerifyRow[], width?: number): string {
  const body = rows.map((r) => [
    r.profile,
    r.account,
    stateWords[r.state],
    r.status === null ? '' : String(r.status),
    r.checkedAt === null ? '' : clockTime(r.checkedAt),
    r.message,
  ])
  const fit =
    width === undefined
      ? undefined
      : {
          width,
          shrink: [
            [5, 12],
            [0, 12],
            [1, 12],
          ] as const,
        }
  return `${columns([['PROFILE', 'ACCOUNT', 'RESULT', 'HTTP', 'CHECKED', 'MESSAGE'], ...body], fit)}\n`
}

/** Rows for scripts: checkedAt as ISO 8601, the state as its code. */
export function verifyJson(rows: CliVerifyRow[]): string {
  const out = rows.map((r) => ({
    ...r,
    checkedAt: r.checkedAt === null ? null : new Date(r.checkedAt).toISOString(),
  }))
  return `${JSON.stringify(out, null, 2)}\n`
}

/**
 * 5 when the service refused any token (another account's included): that
 * needs a person, whatever else happened; else 6 when any probe could not be
 * reached; else 1 when any check did not conclude (an answer that says
 * nothing sure, another failure); else 0. Profiles without a token or a probe
 * were not checked, so they do not fail the run (the window's Verify does
 * not fetch a token either); they are listed. But a run that checked none at
 * all is 1 (uncheckedNote says why): a CI job must not pass on nothing.
 */
export function verifyExitCode(rows: CliVerifyRow[]): number {
  const has = (...states: CliVerifyState[]) => rows.some((r) => states.includes(r.state))
  if (has('refused', 'wrong-account')) return exitCodes.refused
  if (has('network')) return exitCodes.network
  if (has('inconclusive', 'failed')) return exitCodes.failure
  if (rows.length > 0 && !has('accepted')) return exitCodes.failure
  return exitCodes.ok
}

/** Said on stderr when no profile could be checked at all, with why; else null. */
export function uncheckedNote(rows: CliVerifyRow[]): string | null {
  if (rows.length === 0 || rows.some((r) => r.checkedAt !== null)) return null
  const noToken = rows.filter((r) => r.state === 'no-token').length
  const noProbe = rows.length - noToken
  const why = [
    noToken > 0 ? `${noToken} without a token (token-desk token gets one)` : '',
    noProbe > 0
      ? `${noProbe} without a request to verify with (save one under Test requests in the app)`
      : '',
  ].filter(Boolean)
  return `No token was checked: ${why.join('; ')}.`
}
