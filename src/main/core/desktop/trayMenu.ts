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

/**
 * The `k` rows with the smallest key, in order, in one pass (a menu
 * rebuilt every 30 s over 10,000 rows should not sort them all).
 */
function smallest<T>(items: Iterable<T>, k: number, key: (item: T) => number | null): T[] {
  const best: { item: T; at: number }[] = []
  for (const item of items) {
    const at = key(item)
    if (at === null || (best.length === k && at >= (best.at(-1)?.at ?? Infinity))) continue
    let i = best.length
    while (i > 0 && (best[i - 1]?.at ?? -Infinity) > at) i--
    best.splice(i, 0, { item, at })
    if (best.length > k) best.pop()
  }
  return best.map(({ item }) => item)
}

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
  const soonest = smallest(rows, SOONEST, (p) => {
    const expiresAt = p.favourite ? null : (standingToken(p.token)?.expiresAt ?? null)
    return expiresAt !== null && expiresAt > now ? expiresAt : null
  })
  const section = (label: string, list: ProfileRow[], more: TrayEntry[] = []): TrayEntry[] =>
    list.length === 0
      ? []
      : [{ kind: 'heading', label }, ...list.map(entry), ...more, { kind: 'separator' }]
  const hidden = favourites.length - FAVOURITES_SHOWN
  return [
    ...section(
      'Favourites — choose to copy the header',
      favourites.slice(0, FAVOURITES_SHOWN),
      hidden > 0 ? [{ kind: 'heading', label: `${hidden} more in the window` }] : [],
    ),
    ...section('Expiring soonest', soonest),
    { kind: 'command', command: 'renew-all', label: 'Renew all', enabled: !locked },
    { kind: 'command', command: 'open', label: 'Open Token Desk', enabled: true },
    { kind: 'command', command: 'quit', label: 'Quit Token Desk', enabled: true },
  ]
}
