import type { ProfileRow } from '../../../shared/model/profile'
import { layoutFor, type FirstScreen } from '../../../shared/model/firstScreen'
import {
  groupByAccount,
  listRows,
  type AccountGroup,
  sortProfiles,
  type ListRow,
  type SortKey,
} from '../../../shared/search/profileQuery'

/**
 * The first `count` rows of the sidebar over these profiles, laid out as the
 * window lays out the whole list with no search (the same shared sort and
 * grouping), and how many rows the whole list has. Only the groups the first
 * rows reach are made into rows: laying out all 10,000 (as the window does,
 * with what its search needs) cost more than the sort. A list that fits is
 * sent whole with it.
 */
export function firstScreen(
  profiles: readonly ProfileRow[],
  sortKey: SortKey,
  count: number,
): FirstScreen {
  const sorted = sortProfiles(profiles, sortKey)
  if (layoutFor(sortKey) === 'flat') {
    const rows = sorted
      .slice(0, count)
      .map((p): ListRow => ({ kind: 'profile', key: p.id, profile: p }))
    return { rows, setSize: sorted.length, whole: sorted.length <= count ? profiles : null }
  }
  const groups = groupsOf(sorted)
  const rows: ListRow[] = []
  for (const group of groups) {
    if (rows.length >= count) break
    rows.push(...listRows([group]).slice(0, count - rows.length))
  }
  const setSize = groups.length + sorted.length
  return { rows, setSize, whole: setSize <= count ? profiles : null }
}

/** Each sorted list's account groups (lists are replaced, never mutated): warmed, then read. */
const groupings = new WeakMap<readonly ProfileRow[], AccountGroup[]>()

function groupsOf(sorted: readonly ProfileRow[]): AccountGroup[] {
  let groups = groupings.get(sorted)
  if (groups === undefined) {
    groups = groupByAccount(sorted)
    groupings.set(sorted, groups)
  }
  return groups
}

/**
 * Sorts and groups the list as the window's first screen will ask for it
 * (by name, the sidebar's default), while the window is still loading its
 * code: at 10,000 profiles this was most of the wait between the window's
 * shell and its first row, paid after the window asked.
 */
export function warmFirstScreen(profiles: readonly ProfileRow[]): void {
  groupsOf(sortProfiles(profiles, 'name'))
}
