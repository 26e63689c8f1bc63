import type { ProfileRow } from '../model/profile'
import { portalLabels } from '../model/portal'
import { settledKindAt, standingToken, type SettledTokenState } from '../model/token'
import { hostOf } from './qualifiers'
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

export const boardColumnLabels: Record<BoardColumn, string> = {
  name: 'Name',
  account: 'Account',
  portal: 'Portal',
  host: 'Host',
  state: 'State',
  expires: 'Expires',
  lastUsed: 'Last used',
  tags: 'Tags',
}

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

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })

/** Most urgent first when ascending: what a support desk sorts by state for. */
const stateOrder: Record<SettledTokenState['kind'], number> = {
  rejected: 0,
  expired: 1,
  expiring: 2,
  none: 3,
  valid: 4,
}

/**
 * Each column's sort key for a row, computed once per sort (a comparator
 * that parsed URLs or read token states per comparison would do it
 * N log N times). Numbers sort numerically, strings by the collator.
 */
function keyOf(
  column: BoardColumn,
  now: number,
  warningMs: number,
): (p: ProfileRow) => string | number {
  switch (column) {
    case 'name':
      return (p) => p.name
    case 'account':
      return (p) => `${p.account.name} ${p.account.id}`
    case 'portal':
      return (p) => portalLabels[p.portal]
    case 'host':
      return (p) => hostOf(p.baseUrl)
    case 'state':
      return (p) =>
        stateOrder[
          settledKindAt(p.token.kind === 'renewing' ? p.token.previous : p.token, now, warningMs)
        ] - (p.failing ? 0.5 : 0)
    case 'expires':
      return (p) => standingToken(p.token)?.expiresAt ?? Infinity
    case 'lastUsed':
      // Most recent first when ascending would surprise: ascending is oldest first, never used last.
      return (p) => p.lastUsedAt ?? Infinity
    case 'tags':
      return (p) => (p.tags.length === 0 ? '\uffff' : p.tags.join(' '))
  }
}

/** Sorted lists kept per list (lists are replaced, never changed) and sort. */
const sortedLists = new WeakMap<readonly ProfileRow[], Map<string, readonly ProfileRow[]>>()

/**
 * The rows in a column's order, ties by name. The state column depends on
 * the clock, so `now` is part of its key (the caller passes it by the minute).
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
    const key = keyOf(sort.column, now, warningMs)
    const keys = rows.map(key)
    const names = rows.map((p) => p.name)
    const order = rows.map((_, i) => i)
    const sign = sort.direction === 'ascending' ? 1 : -1
    order.sort((a, b) => {
      const ka = keys[a] as string | number
      const kb = keys[b] as string | number
      const byKey =
        typeof ka === 'number' && typeof kb === 'number'
          ? ka === kb
            ? 0
            : ka < kb
              ? -1
              : 1
          : collator.compare(String(ka), String(kb))
      return sign * byKey || collator.compare(names[a] as string, names[b] as string)
    })
    sorted = order.map((i) => rows[i] as ProfileRow)
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

const positions = new WeakMap<readonly ProfileRow[], Map<string, number>>()

/** Where a profile is in a list (-1: not in it); the map is made once per list. */
export function positionIn(list: readonly ProfileRow[], id: string | null): number {
  if (id === null) return -1
  let at = positions.get(list)
  if (at === undefined) {
    at = new Map()
    for (let i = 0; i < list.length; i++) at.set((list[i] as ProfileRow).id, i)
    positions.set(list, at)
  }
  return at.get(id) ?? -1
}
