import type { ProfileRow } from '../model/profile'
import { standingToken } from '../model/token'
import { nameCollator } from './nameCollator'
import { rank, searchIndex } from './searchIndex'

export const sortKeys = ['name', 'lastUsed', 'expiry'] as const
export type SortKey = (typeof sortKeys)[number]
export { warmSearch } from './searchIndex'

/**
 * The profiles that match a query, best first (the rules: `rank`); equal
 * ranks keep the input order, so rank an already-sorted list. `limit`: at
 * most this many, the best (the quick switcher lists a few). An empty query
 * is the list itself, with no search index built for it.
 */
export function filterProfiles(
  profiles: readonly ProfileRow[],
  query: string,
  limit = Infinity,
): ProfileRow[] {
  if (query.trim() === '') return profiles.slice(0, limit)
  const { ranked } = rank(searchIndex(profiles), query)
  const count = Math.min(ranked.length, limit)
  const found = new Array<ProfileRow>(count)
  for (let k = 0; k < count; k++) found[k] = profiles[ranked[k] as number] as ProfileRow
  return found
}

/**
 * How many profiles match a query (all for an empty one). The index keeps
 * its last answer: asked after filterProfiles, nothing is ranked again.
 */
export const matchCount = (profiles: readonly ProfileRow[], query: string): number =>
  query.trim() === '' ? profiles.length : rank(searchIndex(profiles), query).ranked.length

/**
 * The sidebar's rows as someone types. The list's search index narrows
 * within the last matches while the query only adds to the last one; when
 * the matches are the same as last time, so are the rows. The full list's
 * rows are built once per list and layout, and need no search index: the
 * list is shown before anything is typed (its index is built while the app
 * is idle, `warmSearch`, or at the first keystroke).
 */
export function typingQuery(): (
  sorted: readonly ProfileRow[],
  query: string,
  layout?: Layout,
) => ListRow[] {
  let last: {
    sorted: readonly ProfileRow[]
    layout: Layout
    ranked: Int32Array
    rows: ListRow[]
  } | null = null
  return (sorted, query, layout = 'by-account') => {
    if (query.trim() === '') {
      last = null
      return fullRows(layoutOf(sorted), layout)
    }
    const index = searchIndex(sorted)
    const { ranked } = rank(index, query)
    if (
      last !== null &&
      last.sorted === sorted &&
      last.layout === layout &&
      samePositions(last.ranked, ranked)
    ) {
      last.ranked = ranked
      return last.rows
    }
    const list = layoutOf(sorted)
    // Every profile in the list's order is the index's own positions (rank answers no copy of them).
    const rows = ranked === index.all ? fullRows(list, layout) : answerRows(list, ranked, layout)
    last = { sorted, layout, ranked, rows }
    return rows
  }
}

/** Grouped under account headings, or one flat list (soonest expiry: the order is the point). */
export type Layout = 'by-account' | 'flat'

const byName = (a: ProfileRow, b: ProfileRow) => nameCollator.compare(a.name, b.name)

const expiryOf = (p: ProfileRow): number => standingToken(p.token)?.expiresAt ?? Infinity

const comparators: Record<SortKey, (a: ProfileRow, b: ProfileRow) => number> = {
  name: byName,
  lastUsed: (a, b) => (b.lastUsedAt ?? -Infinity) - (a.lastUsedAt ?? -Infinity) || byName(a, b),
  expiry: (a, b) => expiryOf(a) - expiryOf(b) || byName(a, b),
}

/** Favourites first, then by the chosen key. Sort once per list or key change, not per keystroke. */
/**
 * The sidebar and the quick switcher sort the same list the same way: the
 * result is kept per list (lists are replaced, never mutated) and key, so
 * opening the switcher over 10,000 profiles does not sort them again.
 */
const sortedLists = new WeakMap<readonly ProfileRow[], Map<SortKey, readonly ProfileRow[]>>()

export function sortProfiles(profiles: readonly ProfileRow[], key: SortKey): readonly ProfileRow[] {
  let byKey = sortedLists.get(profiles)
  if (byKey === undefined) {
    byKey = new Map()
    sortedLists.set(profiles, byKey)
  }
  let sorted = byKey.get(key)
  if (sorted === undefined) {
    const compare = comparators[key]
    sorted = [...profiles].sort(
      (a, b) => Number(b.favourite) - Number(a.favourite) || compare(a, b),
    )
    byKey.set(key, sorted)
  }
  return sorted
}

export interface AccountGroup {
  accountId: string
  accountName: string
  profiles: ProfileRow[]
}

/**
 * The group an account id falls in (ids differing in case are one account).
 * Not kept per row: groups are numbered once per list, and 50,000 kept keys
 * would be megabytes that every new list's first collections copy.
 */
const accountKeyOf = (p: ProfileRow): string => p.account.id.toLowerCase()

/** Groups already-sorted profiles by account; groups ordered by their first profile. */
export function groupByAccount(profiles: readonly ProfileRow[]): AccountGroup[] {
  const groups = new Map<string, AccountGroup>()
  for (const p of profiles) {
    const key = accountKeyOf(p)
    let group = groups.get(key)
    if (!group) {
      group = { accountId: p.account.id, accountName: p.account.name, profiles: [] }
      groups.set(key, group)
    }
    group.profiles.push(p)
  }
  return [...groups.values()]
}

/** One row of the virtualized sidebar: an account heading or a profile. */
export type ListRow =
  | { kind: 'account'; key: string; accountId: string; accountName: string; count: number }
  | { kind: 'profile'; key: string; profile: ProfileRow }

/** Each row's list row, made once (rows are replaced, never mutated): every list and query shows the same object. */
const profileRows = new WeakMap<ProfileRow, ListRow>()
export const listRowOf = (profile: ProfileRow): ListRow => {
  let row = profileRows.get(profile)
  if (row === undefined) {
    row = { kind: 'profile', key: profile.id, profile }
    profileRows.set(profile, row)
  }
  return row
}

export function listRows(groups: readonly AccountGroup[]): ListRow[] {
  const rows: ListRow[] = []
  for (const g of groups) {
    rows.push({
      kind: 'account',
      key: `account:${g.accountId}`,
      accountId: g.accountId,
      accountName: g.accountName,
      count: g.profiles.length,
    })
    for (const profile of g.profiles) rows.push(listRowOf(profile))
  }
  return rows
}

/** A keystroke's work on a list already sorted with sortProfiles: filter → group → rows. */
export const queryRows = (sorted: readonly ProfileRow[], query: string) =>
  listRows(groupByAccount(filterProfiles(sorted, query)))

type AccountRow = Extract<ListRow, { kind: 'account' }>

/**
 * A list laid out for the sidebar, once per list: each position's row and
 * account group (a number), the full list's rows per layout, the last
 * heading of each group (kept while it reads the same), and room to count
 * a keystroke's groups in without allocating.
 */
interface ListLayout {
  readonly profiles: readonly ProfileRow[]
  /** Every position in order: the full list. */
  readonly all: Int32Array
  readonly rows: ListRow[]
  readonly groups: Int32Array
  readonly full: Partial<Record<Layout, ListRow[]>>
  /**
   * The rows laid out for each ranking still kept (the index keeps its last
   * few one-character queries): such a query typed again answers the same
   * rows, and the list on screen re-renders nothing for them.
   */
  readonly answers: Record<Layout, WeakMap<Int32Array, ListRow[]>>
  readonly headings: (AccountRow[] | undefined)[]
  /** Per group, the heading it showed last, for which first profile and count: most show it again. */
  readonly shown: (AccountRow | undefined)[]
  readonly shownFirst: Int32Array
  readonly shownCount: Int32Array
  /** Per group during one layout: its profiles, its first, where its next profile goes. */
  readonly counts: Int32Array
  readonly firsts: Int32Array
  readonly next: Int32Array
  /** The groups of one layout in order of their first profile. */
  readonly order: Int32Array
}

const layouts = new WeakMap<readonly ProfileRow[], ListLayout>()

function layoutOf(profiles: readonly ProfileRow[]): ListLayout {
  let layout = layouts.get(profiles)
  if (layout === undefined) {
    const all = new Int32Array(profiles.length)
    const rows = new Array<ListRow>(profiles.length)
    const groups = new Int32Array(profiles.length)
    const numbers = new Map<string, number>()
    for (let i = 0; i < profiles.length; i++) {
      const p = profiles[i] as ProfileRow
      all[i] = i
      rows[i] = listRowOf(p)
      const key = accountKeyOf(p)
      let group = numbers.get(key)
      if (group === undefined) {
        group = numbers.size
        numbers.set(key, group)
      }
      groups[i] = group
    }
    const count = numbers.size
    layout = {
      profiles,
      all,
      rows,
      groups,
      full: {},
      answers: { 'by-account': new WeakMap(), flat: new WeakMap() },
      headings: new Array<AccountRow[] | undefined>(count),
      shown: new Array<AccountRow | undefined>(count),
      shownFirst: new Int32Array(count).fill(-1),
      shownCount: new Int32Array(count),
      counts: new Int32Array(count),
      firsts: new Int32Array(count),
      next: new Int32Array(count),
      order: new Int32Array(count),
    }
    layouts.set(profiles, layout)
  }
  return layout
}

/** The full list's rows, laid out once per list and layout. */
function fullRows(list: ListLayout, layout: Layout): ListRow[] {
  let rows = list.full[layout]
  if (rows === undefined) {
    rows = layOut(list, list.all, layout)
    list.full[layout] = rows
  }
  return rows
}

/** A ranking's rows, laid out once while the ranking lives. */
function answerRows(list: ListLayout, ranked: Int32Array, layout: Layout): ListRow[] {
  const answers = list.answers[layout]
  let rows = answers.get(ranked)
  if (rows === undefined) {
    rows = layOut(list, ranked, layout)
    answers.set(ranked, rows)
  }
  return rows
}

/** The rows for matches at these positions: what listRows(groupByAccount(…)) builds, from arrays. */
function layOut(list: ListLayout, ranked: Int32Array, layout: Layout): ListRow[] {
  const { rows, groups, counts, firsts, next, order, headings } = list
  if (layout === 'flat') {
    const flat = new Array<ListRow>(ranked.length)
    for (let k = 0; k < ranked.length; k++) flat[k] = rows[ranked[k] as number] as ListRow
    return flat
  }
  // Count each group's matches; groups come in the order of their first match.
  let groupCount = 0
  for (let k = 0; k < ranked.length; k++) {
    const at = ranked[k] as number
    const group = groups[at] as number
    const seen = counts[group] as number
    if (seen === 0) {
      order[groupCount++] = group
      firsts[group] = at
    }
    counts[group] = seen + 1
  }
  let size = 0
  for (let j = 0; j < groupCount; j++) {
    const group = order[j] as number
    next[group] = size + 1
    size += 1 + (counts[group] as number)
  }
  const out = new Array<ListRow>(size)
  const { shown, shownFirst, shownCount } = list
  for (let j = 0; j < groupCount; j++) {
    const group = order[j] as number
    const first = firsts[group] as number
    const count = counts[group] as number
    let heading = shown[group]
    // The same first profile and count: the same heading, without comparing what it says.
    if (heading === undefined || shownFirst[group] !== first || shownCount[group] !== count) {
      heading = headingOf(headings, group, list.profiles[first] as ProfileRow, count)
      shown[group] = heading
      shownFirst[group] = first
      shownCount[group] = count
    }
    out[(next[group] as number) - 1] = heading
  }
  for (let k = 0; k < ranked.length; k++) {
    const at = ranked[k] as number
    const group = groups[at] as number
    const to = next[group] as number
    out[to] = rows[at] as ListRow
    next[group] = to + 1
  }
  for (let j = 0; j < groupCount; j++) counts[order[j] as number] = 0
  return out
}

/** Headings kept per group: a group's first match can name its account differently, and counts vary. */
const HEADINGS_KEPT = 4

/**
 * A group's heading as its first profile names the account: one made before
 * when it reads the same (typing back and forth shows the same headings
 * again), else a new one, kept in place of the oldest.
 */
function headingOf(
  headings: (AccountRow[] | undefined)[],
  group: number,
  first: ProfileRow,
  count: number,
): AccountRow {
  const { id, name } = first.account
  const kept = headings[group] ?? []
  // Index loops: this runs per group per keystroke, often before the JIT has optimised it.
  let key: string | null = null
  for (let k = 0; k < kept.length; k++) {
    const heading = kept[k] as AccountRow
    if (heading.accountId !== id) continue
    if (heading.count === count && heading.accountName === name) return heading
    key = heading.key
  }
  const heading: AccountRow = {
    kind: 'account',
    key: key ?? `account:${id}`,
    accountId: id,
    accountName: name,
    count,
  }
  headings[group] = keptWith(kept, heading)
  return heading
}

/**
 * The kept headings and a new one (the oldest dropped when full), in an array
 * of just that length (concat): a spread (`[...kept, heading]`) reserves room
 * for more, some 150 bytes a group that every list and keystroke kept.
 */
const keptWith = (kept: readonly AccountRow[], heading: AccountRow): AccountRow[] =>
  (kept.length < HEADINGS_KEPT ? kept : kept.slice(1)).concat(heading)

const samePositions = (a: Int32Array, b: Int32Array): boolean => {
  if (a === b) return true
  if (a.length !== b.length) return false
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false
  return true
}
