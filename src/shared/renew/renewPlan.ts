import {
  needsRenewal,
  tokenStateAt,
  type SettledTokenState,
  type TokenSnapshot,
} from '../model/token'

/**
 * What a Renew all run takes: the tokens that are due (expiring, expired,
 * rejected), or — offered after such a run — the profiles that have none yet.
 */
export const renewScopes = ['due', 'without-token'] as const
export type RenewScope = (typeof renewScopes)[number]

/**
 * Why a profile is in a run: the state its token was in when the run began
 * ('valid' only when the user asked for it, as Enter passwords does).
 */
export type RenewReason = SettledTokenState['kind']

/** The profiles a run leaves alone, counted so the summary can say why. */
export interface RenewLeftAlone {
  /** Valid for longer than the warning window. */
  valid: number
  /** No token yet (a 'due' run only: offered as a second run). */
  withoutToken: number
  /** A renewal of its own was already under way. */
  renewing: number
}

export interface RenewPlan<Row> {
  due: { row: Row; reason: RenewReason }[]
  leftAlone: RenewLeftAlone
}

/** Splits profiles into those a run of `scope` renews and those it leaves (pure; the clock is passed in). */
export function planRenewal<Row>(
  rows: readonly Row[],
  tokenOf: (row: Row) => TokenSnapshot,
  scope: RenewScope,
  now: number,
  warningMs: number,
): RenewPlan<Row> {
  const due: RenewPlan<Row>['due'] = []
  const leftAlone: RenewLeftAlone = { valid: 0, withoutToken: 0, renewing: 0 }
  for (const row of rows) {
    const state = tokenStateAt(tokenOf(row), now, warningMs)
    if (state.kind === 'none') {
      if (scope === 'without-token') due.push({ row, reason: 'none' })
      else leftAlone.withoutToken++
    } else if (scope === 'without-token') {
      // A run for the profiles without a token never touches one that has a token.
      continue
    } else if (state.kind === 'renewing') {
      leftAlone.renewing++
    } else if (needsRenewal(state)) {
      due.push({ row, reason: state.kind })
    } else {
      leftAlone.valid++
    }
  }
  return { due, leftAlone }
}
