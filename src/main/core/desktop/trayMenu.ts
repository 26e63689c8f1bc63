import type { ProfileRow } from '../../../shared/model/profile'
import { standingToken, tokenStateAt } from '../../../shared/model/token'
import { formatDuration } from '../../../shared/time/countdown'

/** What the tray (menu bar) menu holds; a thin adapter turns it into Electron's menu. */
export type TrayEntry =
  | { kind: 'heading'; label: string }
  | { kind: 'profile'; profileId: string; label: string; enabled: boolean }
  | { kind: 'command'; command: TrayCommand; label: string; enabled: boolean }
  | { kind: 'separator' }

export type TrayCommand = 'renew-all' | 'open' | 'quit'

/** How many soonest expiries are listed besides the favourites. */
export const SOONEST = 5

/** "Acme prod — 1 h 20 min left", "— expired", "— no token": the state a glance needs. */
export function trayLabel(p: ProfileRow, now: number, warningMs: number): string {
  const state = tokenStateAt(p.token, now, warningMs)
  const settled = state.kind === 'renewing' ? state.previous : state
  const when =
    state.kind === 'renewing'
      ? 'renewing'
      : settled.kind === 'none'
        ? 'no token'
        : settled.kind === 'expired'
          ? 'expired'
          : settled.kind === 'rejected'
            ? 'refused by the service'
            : `${formatDuration(settled.remainingMs)} left`
  return `${p.name} — ${when}`
}

/**
 * Favourites, then the soonest expiries among the rest, then Renew all,
 * Open and Quit. Choosing a profile copies its header (the service does
 * it, with every rule the window's Copy has). While locked, only Open and Quit.
 */
export function trayMenu(
  rows: readonly ProfileRow[],
  now: number,
  warningMs: number,
  locked: boolean,
): TrayEntry[] {
  const entry = (p: ProfileRow): TrayEntry => ({
    kind: 'profile',
    profileId: p.id,
    label: trayLabel(p, now, warningMs),
    enabled: !locked,
  })
  const favourites = rows.filter((p) => p.favourite)
  const soonest = rows
    .filter((p) => !p.favourite && standingToken(p.token) !== null)
    .map((p) => ({ p, expiresAt: standingToken(p.token)?.expiresAt ?? Infinity }))
    .filter(({ expiresAt }) => expiresAt > now)
    .sort((a, b) => a.expiresAt - b.expiresAt)
    .slice(0, SOONEST)
    .map(({ p }) => p)
  const section = (label: string, list: ProfileRow[]): TrayEntry[] =>
    list.length === 0 ? [] : [{ kind: 'heading', label }, ...list.map(entry), { kind: 'separator' }]
  return [
    ...section('Favourites — choose to copy the header', favourites),
    ...section('Expiring soonest', soonest),
    { kind: 'command', command: 'renew-all', label: 'Renew all', enabled: !locked },
    { kind: 'command', command: 'open', label: 'Open Token Desk', enabled: true },
    { kind: 'command', command: 'quit', label: 'Quit Token Desk', enabled: true },
  ]
}
