import type { ProfileRow } from './profile'
import type { ListRow, Layout, SortKey } from '../search/profileQuery'

/**
 * The sidebar's first rows as main answers them before the whole list: at
 * 10,000 profiles the list is 4 MB to send, read and derive (sort, counts,
 * search text), so the window shows this first and asks for the rest once it
 * is painted.
 */
export interface FirstScreen {
  /** The list's first rows, account headings included, as the sidebar lays them out unfiltered. */
  rows: ListRow[]
  /** How many rows the whole list has: the rows' set size for assistive technology. */
  setSize: number
  /**
   * The whole list (listProfiles' answer) when the first screen holds all of
   * it: a short list comes at once, with no second call and no moment when
   * only some rows show.
   */
  whole: readonly ProfileRow[] | null
}

/** The most rows a first screen holds: a tall window's worth of the smallest row. */
export const FIRST_SCREEN_MAX_ROWS = 200

/** Soonest expiry is one flat list: account headings would break the order it is for. */
export const layoutFor = (sortKey: SortKey): Layout =>
  sortKey === 'expiry' ? 'flat' : 'by-account'
