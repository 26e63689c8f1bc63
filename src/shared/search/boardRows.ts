import type { ProfileRow } from '../model/profile'
import { portalLabels } from '../model/portal'
import { settledKindAt, standingToken, type SettledTokenState } from '../model/token'
import { hostOf } from './qualifiers'
import { collatedRanks, placeTexts } from './collatedTexts'
import { nameCollator } from './nameCollator'
import { sortProfiles } from './profileQuery'
import { rank, searchIndex } from './searchIndex'

/** The Board's columns, in the order shown. */
export const boardColumns = [
  'name',
  'account',
  'portal',
  'host',
  'state',
  'expires',
  'lastUsed',
  'tags',
] as const
export type BoardColumn = (typeof boardColumns)[number]

export type SortDirection = 'ascending' | 'descending'
export interface BoardSort {
  column: BoardColumn
  direction: SortDirection
}

/** A header clicked: its column ascending, or the other way round if it was already sorted by it. */
export const sortedBy = (current: BoardSort, column: BoardColumn): BoardSort =>
  current.column === column
    ? { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
    : { column, direction: 'ascending' }

/** Most urgent first when ascending: what a support desk sorts by state for. */
const stateOrder: Record<SettledTokenState['kind'], number> = {
  rejected: 0,
  expired: 1,
  expiring: 2,
  none: 3,
  valid: 4,
}

/** Each account's text, per account (a row kept in the next list keeps its account). */
const accountTexts = new WeakMap<ProfileRow['account'], string>()

/**
 * An account as the Account column orders it: its name, then its id. Made
 * once per account: a text joined anew is hashed anew when looked up, which
 * at 50,000 rows took a sort 40 ms of the 50 it spent looking them up.
 */
function accountText({ account }: ProfileRow): string {
  let text = accountTexts.get(account)
  if (text === undefined) accountTexts.set(account, (text = `${account.name} ${account.id}`))
  return text
}

type ColumnKeys =
  | { kind: 'text'; of: (p: ProfileRow) => string }
  /** Texts read as one, joined by spaces; none sorts last. */
  | { kind: 'texts'; of: (p: ProfileRow) => readonly string[] }
  | { kind: 'number'; of: (p: ProfileRow) => number }

/**
 * Each column's sort key for a row, read once per sort (a comparator that
 * parsed URLs or read token states per comparison would do it N log N
 * times). Numbers sort numerically, text by the collator.
 */
function keyOf(column: Exclude<BoardColumn, 'name'>, now: number, warningMs: number): ColumnKeys {
  switch (column) {
    case 'account':
      return { kind: 'text', of: accountText }
    case 'portal':
      return { kind: 'text', of: (p) => portalLabels[p.portal] }
    case 'host': {
      // A few base URLs serve thousands of profiles: each parsed once, not once a row.
      const hosts = new Map<string, string>()
      return {
        kind: 'text',
        of: (p) => {
          let host = hosts.get(p.baseUrl)
          if (host === undefined) hosts.set(p.baseUrl, (host = hostOf(p.baseUrl)))
          return host
        },
      }
    }
    case 'state':
      return {
        kind: 'number',
        of: (p) =>
          stateOrder[
            settledKindAt(p.token.kind === 'renewing' ? p.token.previous : p.token, now, warningMs)
          ] - (p.failing ? 0.5 : 0),
      }
    case 'expires':
      return { kind: 'number', of: (p) => standingToken(p.token)?.expiresAt ?? Infinity }
    case 'lastUsed':
      // Most recent first when ascending would surprise: ascending is oldest first, never used last.
      return { kind: 'number', of: (p) => p.lastUsedAt ?? Infinity }
    case 'tags':
      return { kind: 'texts', of: (p) => p.tags }
  }
}

/**
 * Each row's key as a rank: the same rank for keys the column holds equal,
 * in the column's order. Text: the collator's places, kept across lists
 * (collatedTexts), so a list with no text it has not seen is not collated.
 */
function ranksOf(byName: readonly ProfileRow[], key: ColumnKeys): Ranks {
  if (key.kind === 'text') return collatedRanks(byName.map(key.of))
  if (key.kind === 'texts') return joinedRanks(byName, key.of)
  const keys = new Float64Array(byName.length)
  for (let i = 0; i < byName.length; i++) keys[i] = key.of(byName[i] as ProfileRow)
  return numberRanks(keys)
}

/** Rows with the same texts (each in its own array) share a leaf: one level per text. */
interface TextsNode {
  /** The distinct texts' number, -1 until a row's texts end here. */
  slot: number
  next: Map<string, TextsNode> | null
}

/**
 * Ranks of texts read as one (a row's tags): joined per row, they were
 * 100,000 new strings to make, hash and collect per sort at 50,000 rows,
 * for a handful of distinct tag lists. Here the rows' own strings are
 * looked up level by level, and only each distinct list is joined and
 * ranked by the collator.
 */
function joinedRanks(
  byName: readonly ProfileRow[],
  of: (p: ProfileRow) => readonly string[],
): Ranks {
  const root: TextsNode = { slot: -1, next: null }
  const joined: string[] = []
  const slots = new Int32Array(byName.length)
  for (let k = 0; k < byName.length; k++) {
    const texts = of(byName[k] as ProfileRow)
    let node = root
    for (const text of texts) {
      node.next ??= new Map()
      let next = node.next.get(text)
      if (next === undefined) node.next.set(text, (next = { slot: -1, next: null }))
      node = next
    }
    if (node.slot < 0) {
      node.slot = joined.length
      joined.push(texts.length === 0 ? '\uffff' : texts.join(' '))
    }
    slots[k] = node.slot
  }
  const { ranks: rankOfSlot, count } = collatedRanks(joined)
  const ranks = new Int32Array(byName.length)
  for (let k = 0; k < byName.length; k++) ranks[k] = rankOfSlot[slots[k] as number] as number
  return { ranks, count }
}

/** Numbers: a typed array's own sort (no comparator), then each key found by halving. */
function numberRanks(keys: Float64Array): Ranks {
  const sorted = keys.slice().sort()
  let count = 0
  for (let i = 0; i < sorted.length; i++) {
    if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[count++] = sorted[i] as number
  }
  const ranks = new Int32Array(keys.length)
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as number
    let low = 0
    let high = count - 1
    while (low < high) {
      const mid = (low + high) >>> 1
      if ((sorted[mid] as number) < k) low = mid + 1
      else high = mid
    }
    ranks[i] = low
  }
  return { ranks, count }
}

/** The name column's ranks (equal names, equal ranks), of rows in name order. */
function nameRanks(byName: readonly ProfileRow[]): Ranks {
  const ranks = new Int32Array(byName.length)
  let rank = -1
  let previous: string | null = null
  for (let k = 0; k < byName.length; k++) {
    const name = (byName[k] as ProfileRow).name
    if (previous === null || (previous !== name && nameCollator.compare(previous, name) !== 0))
      rank++
    previous = name
    ranks[k] = rank
  }
  return { ranks, count: rank + 1 }
}

interface Ranks {
  /** Per row, its key's rank. */
  ranks: Int32Array
  /** How many ranks there are. */
  count: number
}

/** The rows by name, equal names in list order, per list. */
const byNameKept = new WeakMap<readonly ProfileRow[], readonly ProfileRow[]>()

/**
 * The rows by name, equal names in list order (what a stable sort by name
 * gives). Made from the sidebar's name order (favourites first, each part
 * by name: kept per list, and made already when the sidebar sorts by name):
 * each favourite is found its place among the others by a galloping
 * search, some thousands of comparisons at 50,000 rows where sorting the
 * names again took 800,000.
 */
function byNameOf(rows: readonly ProfileRow[]): readonly ProfileRow[] {
  const kept = byNameKept.get(rows)
  if (kept !== undefined) return kept
  const bySidebar = sortProfiles(rows, 'name')
  const end = bySidebar.length
  let favourites = 0
  while (favourites < end && (bySidebar[favourites] as ProfileRow).favourite) favourites++
  let byName = bySidebar
  if (favourites > 0 && favourites < end) {
    // Places in the list, for equal names only: made when first needed.
    let places: Map<ProfileRow, number> | null = null
    const placeOf = (p: ProfileRow): number => {
      places ??= new Map(rows.map((row, i) => [row, i]))
      return places.get(p) as number
    }
    // Whether `other` comes after `favourite`: by name, then by the place in the list.
    const after = (favourite: ProfileRow, other: ProfileRow): boolean =>
      (nameCollator.compare(other.name, favourite.name) || placeOf(other) - placeOf(favourite)) > 0
    const merged = new Array<ProfileRow>(end)
    let k = 0
    let o = favourites
    for (let f = 0; f < favourites; f++) {
      const favourite = bySidebar[f] as ProfileRow
      // The first other after this favourite: gallop (1, 2, 4… ahead), then halve.
      let low = o
      let high = o
      let step = 1
      while (high < end && !after(favourite, bySidebar[high] as ProfileRow)) {
        low = high + 1
        high = o + step
        step *= 2
      }
      high = Math.min(high, end)
      while (low < high) {
        const mid = (low + high) >>> 1
        if (after(favourite, bySidebar[mid] as ProfileRow)) high = mid
        else low = mid + 1
      }
      while (o < low) merged[k++] = bySidebar[o++] as ProfileRow
      merged[k++] = favourite
    }
    while (o < end) merged[k++] = bySidebar[o++] as ProfileRow
    byName = merged
  }
  byNameKept.set(rows, byName)
  return byName
}

/** How far the accounts of a list have been gathered, and what was gathered. */
const warming = new WeakMap<readonly ProfileRow[], { at: number; texts: string[] }>()

/**
 * Places the accounts in the collator's order ahead of a sort by Account:
 * their texts gathered while `more()` allows, then placed at once (the
 * collator's sort is one piece of work, some 40 ms at 50,000 rows, where a
 * click on Account waited for it). The Board runs it once it has opened.
 * True when done; called again with the same list, it goes on.
 */
export function warmAccountOrder(rows: readonly ProfileRow[], more: () => boolean): boolean {
  let state = warming.get(rows)
  if (state === undefined) warming.set(rows, (state = { at: 0, texts: [] }))
  while (state.at < rows.length) {
    state.texts.push(accountText(rows[state.at++] as ProfileRow))
    if ((state.at & 1023) === 0 && !more()) return false
  }
  placeTexts(state.texts)
  state.texts = []
  return true
}

/** Sorted lists kept per list (lists are replaced, never changed) and sort. */
const sortedLists = new WeakMap<readonly ProfileRow[], Map<string, readonly ProfileRow[]>>()

/**
 * The rows in a column's order, ties by name, then by their place in the
 * list. The state column depends on the clock, so `now` is part of its key
 * (the caller passes it by the minute).
 *
 * A counting sort of the rows in name order by the column's ranks: stable,
 * so ties stay in name order, and linear (a comparison sort of 50,000 rows
 * took some 100 ms, most of it in the collator).
 */
export function sortBoard(
  rows: readonly ProfileRow[],
  sort: BoardSort,
  now: number,
  warningMs: number,
): readonly ProfileRow[] {
  let kept = sortedLists.get(rows)
  if (kept === undefined) {
    kept = new Map()
    sortedLists.set(rows, kept)
  }
  const cacheKey =
    sort.column === 'state'
      ? `${sort.column}:${sort.direction}:${now}:${warningMs}`
      : `${sort.column}:${sort.direction}`
  let sorted = kept.get(cacheKey)
  if (sorted === undefined) {
    const byName = byNameOf(rows)
    sorted = byName
    if (sort.column !== 'name' || sort.direction === 'descending') {
      const { ranks, count } =
        sort.column === 'name'
          ? nameRanks(byName)
          : ranksOf(byName, keyOf(sort.column, now, warningMs))
      // Descending: the ranks counted from the other end; ties still in name order.
      if (sort.direction === 'descending') {
        for (let k = 0; k < ranks.length; k++) ranks[k] = count - 1 - (ranks[k] as number)
      }
      // Where each rank's rows start in the new order.
      const starts = new Int32Array(count + 1)
      for (let k = 0; k < ranks.length; k++) {
        const at = (ranks[k] as number) + 1
        starts[at] = (starts[at] as number) + 1
      }
      for (let r = 1; r <= count; r++) starts[r] = (starts[r] as number) + (starts[r - 1] as number)
      const list = new Array<ProfileRow>(byName.length)
      for (let k = 0; k < byName.length; k++) {
        const r = ranks[k] as number
        const to = starts[r] as number
        list[to] = byName[k] as ProfileRow
        starts[r] = to + 1
      }
      sorted = list
    }
    kept.set(cacheKey, sorted)
  }
  return sorted
}

/**
 * The rows that match a query's text, in the list's own order (the Board
 * keeps its column order; the sidebar ranks): the search index's matches,
 * put back in position order. An empty text is the list itself.
 */
export function boardMatches(list: readonly ProfileRow[], text: string): readonly ProfileRow[] {
  if (text.trim() === '') return list
  const { ranked } = rank(searchIndex(list), text)
  const positions = Int32Array.from(ranked).sort()
  const found = new Array<ProfileRow>(positions.length)
  for (let k = 0; k < positions.length; k++) found[k] = list[positions[k] as number] as ProfileRow
  return found
}

/** Per list: the last row asked for and where it was, or, once a second is asked, every row's place. */
const places = new WeakMap<
  readonly ProfileRow[],
  { id: string; at: number } | Map<string, number>
>()

/**
 * Where a profile is in a list (-1: not in it). The Board asks each render
 * where its cursor's row is: the first answer for a list is a scan (a map
 * of 50,000 ids held up the first frame of every new order), kept; a
 * second row asked of the same list (keyboard moves, ranges) maps them all.
 */
export function positionIn(list: readonly ProfileRow[], id: string | null): number {
  if (id === null) return -1
  const known = places.get(list)
  if (known instanceof Map) return known.get(id) ?? -1
  if (known?.id === id) return known.at
  if (known !== undefined) {
    const map = new Map<string, number>()
    for (let i = 0; i < list.length; i++) map.set((list[i] as ProfileRow).id, i)
    places.set(list, map)
    return map.get(id) ?? -1
  }
  let at = -1
  for (let i = 0; i < list.length && at < 0; i++) if ((list[i] as ProfileRow).id === id) at = i
  places.set(list, { id, at })
  return at
}
