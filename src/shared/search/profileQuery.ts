import type { ProfileRow } from '../model/profile'
import { standingToken } from '../model/token'
import { exactScore, searchableOf, typoScore } from './rank'

export const sortKeys = ['name', 'lastUsed', 'expiry'] as const
export type SortKey = (typeof sortKeys)[number]
export const sortLabels: Record<SortKey, string> = {
  name: 'Name',
  lastUsed: 'Last used',
  expiry: 'Soonest expiry',
}

/** Builds what each profile is searched by ahead of the first keystroke. */
export function warmSearch(profiles: readonly ProfileRow[]): void {
  for (const p of profiles) searchableOf(p)
}

/** Below this many matches as typed, matches with one typo are looked for too. */
const FEW_MATCHES = 10

/**
 * Every whitespace-separated term must occur in the name, account id or
 * name, username, host, portal or tags ("#tag" matches a tag only). Ranked:
 * the whole query as the name, then as its start, then by each term's fit
 * (exact, prefix, word prefix, anywhere; in the name before elsewhere).
 * With few matches, a term one typo away from a word counts too, last.
 * Equal ranks keep the input order, so rank an already-sorted list.
 * `everyone`: where typo matches are looked for (the whole list when
 * `profiles` is an earlier query's matches).
 */
export function filterProfiles(
  profiles: readonly ProfileRow[],
  query: string,
  everyone: readonly ProfileRow[] = profiles,
): ProfileRow[] {
  const whole = query.toLowerCase().trim()
  const terms = whole.split(/\s+/).filter(Boolean)
  if (terms.length === 0) return [...profiles]
  const ranked = new Map<number, ProfileRow[]>()
  let count = 0
  const add = (p: ProfileRow, score: number) => {
    const bucket = ranked.get(score)
    if (bucket) bucket.push(p)
    else ranked.set(score, [p])
    count++
  }
  if (whole.length === 1) {
    // One letter: it occurs in almost every profile; names that start with it come first.
    for (const p of profiles) {
      const s = searchableOf(p)
      if (s.startsWith(whole)) add(p, 1)
      else if (s.includes(whole)) add(p, 2)
    }
    return inRankOrder(ranked)
  }
  for (const p of profiles) {
    const s = searchableOf(p)
    let total = 0
    for (const term of terms) {
      const score = exactScore(s, term)
      if (score === null) {
        total = -1
        break
      }
      total += score
    }
    if (total < 0) continue
    // The whole query as the name, or as its start, beats any sum of terms.
    const nameEnd = s.indexOf('\n')
    const name = nameEnd < 0 ? s : s.slice(0, nameEnd)
    add(p, name === whole ? 0 : name.startsWith(whole) ? 1 : 2 + total)
  }
  if (count < FEW_MATCHES) {
    const found = new Set(Array.from(ranked.values()).flat())
    for (const p of everyone) {
      if (found.has(p)) continue
      const s = searchableOf(p)
      let total = 0
      for (const term of terms) {
        const score = exactScore(s, term) ?? typoScore(s, term)
        if (score === null) {
          total = -1
          break
        }
        total += score
      }
      // After every match as typed.
      if (total >= 0) add(p, 1_000 + total)
    }
  }
  return inRankOrder(ranked)
}

/**
 * The sidebar's rows as someone types. When the query only adds to the
 * previous one (more characters, another term), every match of the new
 * query was a match of the old one, so only those are searched again, and
 * when they are all still there the rows are the same. The full list's rows
 * are built once per list. A new list or an edited query starts over.
 */
export function typingQuery(): (
  sorted: readonly ProfileRow[],
  query: string,
  layout?: Layout,
) => ListRow[] {
  let last: {
    sorted: readonly ProfileRow[]
    layout: Layout
    query: string
    matches: ProfileRow[]
    rows: ListRow[]
  } | null = null
  let full: { sorted: readonly ProfileRow[]; layout: Layout; rows: ListRow[] } | null = null
  return (sorted, query, layout = 'by-account') => {
    const normal = query.toLowerCase().trim()
    if (normal === '') {
      if (full?.sorted !== sorted || full.layout !== layout)
        full = { sorted, layout, rows: rowsIn(sorted, layout) }
      last = { sorted, layout, query: '', matches: [...sorted], rows: full.rows }
      return full.rows
    }
    const narrows =
      last !== null &&
      last.sorted === sorted &&
      last.layout === layout &&
      normal.startsWith(last.query)
    const from = narrows && last ? last.matches : sorted
    const matches = filterProfiles(from, normal, sorted)
    const rows =
      narrows && last && sameOrder(matches, last.matches) ? last.rows : rowsIn(matches, layout)
    last = { sorted, layout, query: normal, matches, rows }
    return rows
  }
}

/** Grouped under account headings, or one flat list (soonest expiry: the order is the point). */
export type Layout = 'by-account' | 'flat'

const rowsIn = (profiles: readonly ProfileRow[], layout: Layout): ListRow[] =>
  layout === 'flat' ? profiles.map(listRowOf) : listRows(groupByAccount(profiles))

// One collator: localeCompare with options builds a new one per call (slow at 10,000 rows).
const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })
const byName = (a: ProfileRow, b: ProfileRow) => collator.compare(a.name, b.name)

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

/** Per row, computed once (rows are replaced, never mutated): its group key and its list row. */
const accountKeys = new WeakMap<ProfileRow, string>()
const accountKeyOf = (p: ProfileRow): string => {
  let key = accountKeys.get(p)
  if (key === undefined) {
    key = p.account.id.toLowerCase()
    accountKeys.set(p, key)
  }
  return key
}

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

const profileRows = new WeakMap<ProfileRow, ListRow>()
const listRowOf = (profile: ProfileRow): ListRow => {
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

/** Buckets of equal rank, best first; each keeps its input order. */
const inRankOrder = (ranked: Map<number, ProfileRow[]>): ProfileRow[] =>
  [...ranked.keys()].sort((a, b) => a - b).flatMap((score) => ranked.get(score) ?? [])

const sameOrder = (a: readonly ProfileRow[], b: readonly ProfileRow[]): boolean =>
  a.length === b.length && a.every((p, i) => p === b[i])
