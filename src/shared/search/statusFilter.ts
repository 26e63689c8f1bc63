import type { ProfileRow } from '../model/profile'
import { tokenStateAt } from '../model/token'

/** The sidebar's status views: what a support desk looks for first. */
export const statusFilters = [
  'all',
  'expiring',
  'expired',
  'failing',
  'none',
  'favourites',
] as const
export type StatusFilter = (typeof statusFilters)[number]

export const statusFilterLabels: Record<StatusFilter, string> = {
  all: 'All',
  expiring: 'Expiring',
  expired: 'Expired',
  failing: 'Rejected or failed',
  none: 'No token',
  favourites: 'Favourites',
}

/** On the sidebar's buttons, where width is short; the full label is their tooltip. */
export const statusFilterShortLabels: Record<StatusFilter, string> = {
  ...statusFilterLabels,
  failing: 'Failed',
}

export const isStatusFilter = (value: unknown): value is StatusFilter =>
  (statusFilters as readonly unknown[]).includes(value)

/** Whether a profile belongs in a view at `now` (a renewal in flight counts as the token it replaces). */
export function inView(p: ProfileRow, view: StatusFilter, now: number, warningMs: number): boolean {
  if (view === 'all') return true
  if (view === 'favourites') return p.favourite
  const state = tokenStateAt(p.token, now, warningMs)
  const kind = state.kind === 'renewing' ? state.previous.kind : state.kind
  switch (view) {
    case 'expiring':
      return kind === 'expiring'
    case 'expired':
      return kind === 'expired'
    case 'failing':
      return kind === 'rejected' || p.failing
    case 'none':
      return kind === 'none'
  }
}

/** How many profiles each view holds at `now`, in one pass. */
export function viewCounts(
  profiles: readonly ProfileRow[],
  now: number,
  warningMs: number,
): Record<StatusFilter, number> {
  const counts = Object.fromEntries(statusFilters.map((v) => [v, 0])) as Record<
    StatusFilter,
    number
  >
  for (const p of profiles)
    for (const view of statusFilters) if (inView(p, view, now, warningMs)) counts[view]++
  return counts
}
