import type { ProfileView } from '../model/profile'
import { standingToken } from '../model/token'

export const sortKeys = ['name', 'lastUsed', 'expiry'] as const
export type SortKey = (typeof sortKeys)[number]
export const sortLabels: Record<SortKey, string> = {
  name: 'Name',
  lastUsed: 'Last used',
  expiry: 'Soonest expiry',
}

/** Lower-cased text a query is matched against, cached per profile object (views are replaced, never mutated). */
const haystacks = new WeakMap<ProfileView, string>()
function haystackOf(p: ProfileView): string {
  let text = haystacks.get(p)
  if (text === undefined) {
    text = [p.name, p.account.id, p.account.name, p.username, ...p.tags.map((t) => `#${t}`)]
      .join('\n')
      .toLowerCase()
    haystacks.set(p, text)
  }
  return text
}

/** Builds the search text of every profile ahead of the first keystroke. */
export function warmSearch(profiles: readonly ProfileView[]): void {
  for (const p of profiles) haystackOf(p)
}

/**
 * Every whitespace-separated term must occur in the name, account id or
 * name, username or tags ("#tag" matches a tag only), in any order. Keeps the
 * input order, so filter an already-sorted list.
 */
export function filterProfiles(profiles: readonly ProfileView[], query: string): ProfileView[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (terms.length === 0) return [...profiles]
  return profiles.filter((p) => {
    const text = haystackOf(p)
    return terms.every((term) => text.includes(term))
  })
}

// One collator: localeCompare with options builds a new one per call (slow at 10,000 rows).
const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })
const byName = (a: ProfileView, b: ProfileView) => collator.compare(a.name, b.name)

const expiryOf = (p: ProfileView): number => standingToken(p.token)?.expiresAt ?? Infinity

const comparators: Record<SortKey, (a: ProfileView, b: ProfileView) => number> = {
  name: byName,
  lastUsed: (a, b) => (b.lastUsedAt ?? -Infinity) - (a.lastUsedAt ?? -Infinity) || byName(a, b),
  expiry: (a, b) => expiryOf(a) - expiryOf(b) || byName(a, b),
}

/** Favourites first, then by the chosen key. Sort once per list or key change, not per keystroke. */
export function sortProfiles(profiles: readonly ProfileView[], key: SortKey): ProfileView[] {
  const compare = comparators[key]
  return [...profiles].sort((a, b) => Number(b.favourite) - Number(a.favourite) || compare(a, b))
}

export interface AccountGroup {
  accountId: string
  accountName: string
  profiles: ProfileView[]
}

/** Groups already-sorted profiles by account; groups ordered by their first profile. */
export function groupByAccount(profiles: readonly ProfileView[]): AccountGroup[] {
  const groups = new Map<string, AccountGroup>()
  for (const p of profiles) {
    const key = p.account.id.toLowerCase()
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
  | { kind: 'profile'; key: string; profile: ProfileView }

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
    for (const profile of g.profiles) rows.push({ kind: 'profile', key: profile.id, profile })
  }
  return rows
}

/** A keystroke's work on a list already sorted with sortProfiles: filter → group → rows. */
export const queryRows = (sorted: readonly ProfileView[], query: string) =>
  listRows(groupByAccount(filterProfiles(sorted, query)))
