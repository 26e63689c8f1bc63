import type { ProfileRow } from '../model/profile'
import { listRowOf, type ListRow } from './profileQuery'

/** Where a list's profile rows and account headings are, each ascending. */
export interface RowPositions {
  readonly profiles: Int32Array
  readonly headings: Int32Array
}

/**
 * Kept per rows array (rows are replaced, never mutated, and typingQuery
 * answers the same array for the same matches): a keystroke that matches
 * 10,000 profiles reads its rows once here, not once for the count and again
 * for the list's keyboard and pinned heading.
 */
const positions = new WeakMap<readonly ListRow[], RowPositions>()

export function rowPositions(rows: readonly ListRow[]): RowPositions {
  let found = positions.get(rows)
  if (found === undefined) {
    let profileCount = 0
    for (let i = 0; i < rows.length; i++)
      if ((rows[i] as ListRow).kind === 'profile') profileCount++
    const profiles = new Int32Array(profileCount)
    const headings = new Int32Array(rows.length - profileCount)
    let p = 0
    let h = 0
    for (let i = 0; i < rows.length; i++) {
      if ((rows[i] as ListRow).kind === 'profile') profiles[p++] = i
      else headings[h++] = i
    }
    found = { profiles, headings }
    positions.set(rows, found)
  }
  return found
}

/**
 * A profile's position in rows the list's own query built (typingQuery,
 * listRows), or -1: every such list shows a profile as one and the same row
 * object, so this is a search by identity (native, no callback per row) and
 * not a comparison of every row's id. Rows from elsewhere (main's first
 * screen) hold other objects: search them by id.
 */
export const positionOf = (rows: readonly ListRow[], profile: ProfileRow): number =>
  rows.indexOf(listRowOf(profile))
