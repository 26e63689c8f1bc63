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
/** A menu must fit on a screen: more favourites than this are counted, not listed. */
export const FAVOURITES_SHOWN = 12

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
  const { favourites, favouriteCount, soonest } = pickRows(rows, now)
  const section = (label: string, list: ProfileRow[], more: TrayEntry[] = []): TrayEntry[] =>
    list.length === 0
      ? []
      : [{ kind: 'heading', label }, ...list.map(entry), ...more, { kind: 'separator' }]
  const hidden = favouriteCount - FAVOURITES_SHOWN
  return [
    ...section(
      'Favourites — choose to copy the header',
      favourites,
      hidden > 0 ? [{ kind: 'heading', label: `${hidden} more in the window` }] : [],
    ),
    ...section('Expiring soonest', soonest),
    { kind: 'command', command: 'renew-all', label: 'Renew all', enabled: !locked },
    { kind: 'command', command: 'open', label: 'Open Token Desk', enabled: true },
    { kind: 'command', command: 'quit', label: 'Quit Token Desk', enabled: true },
  ]
}

/**
 * The favourites shown (and how many there are) and the soonest expiries
 * among the rest, in one pass over the rows, copying none and making no
 * object per row: this runs over every row on each change, every 30 s and
 * after sleep. The soonest are kept in order as they are found (a bounded
 * insertion, ties to the earlier row), not sorted from all of them.
 */
function pickRows(
  rows: readonly ProfileRow[],
  now: number,
): { favourites: ProfileRow[]; favouriteCount: number; soonest: ProfileRow[] } {
  const favourites: ProfileRow[] = []
  let favouriteCount = 0
  const soonest: ProfileRow[] = []
  const soonestAt: number[] = []
  for (let r = 0; r < rows.length; r++) {
    const p = rows[r] as ProfileRow
    if (p.favourite) {
      if (favouriteCount++ < FAVOURITES_SHOWN) favourites.push(p)
      continue
    }
    const expiresAt = standingToken(p.token)?.expiresAt
    if (expiresAt === undefined || expiresAt <= now) continue
    let i = soonest.length
    if (i === SOONEST && expiresAt >= (soonestAt[i - 1] as number)) continue
    while (i > 0 && (soonestAt[i - 1] as number) > expiresAt) i--
    soonest.splice(i, 0, p)
    soonestAt.splice(i, 0, expiresAt)
    if (soonest.length > SOONEST) {
      soonest.pop()
      soonestAt.pop()
    }
  }
  return { favourites, favouriteCount, soonest }
}
