import { nameCollator } from './nameCollator'

/**
 * Where texts fall in the collator's order, kept across sorts and lists. A
 * list is replaced whenever a token changes, with the same accounts and
 * hosts in it: a column then sorts by looking its texts up, and the collator
 * places only the texts it has not seen. (At 50,000 rows, placing the 16,000
 * account texts again took a Board's Account sort 40 to 70 ms a click.)
 *
 * `groups` holds the texts the collator deems equal together ("ACME" and
 * "acme", "01" and "1"), in the collator's order; a text's rank is its
 * group's index.
 */
let groups: string[][] = []
let rankOf = new Map<string, number>()

/** Texts of profiles long deleted stay placed; past this many, the places start again. */
const MAX_PLACED = 200_000

/** The first text of group `at`: the one every text of it equals. */
const head = (list: readonly string[][], at: number): string => (list[at] as string[])[0] as string

const unplaced = (texts: readonly string[]): Set<string> => {
  const fresh = new Set<string>()
  for (const text of texts) if (!rankOf.has(text)) fresh.add(text)
  return fresh
}

/** Places texts not yet placed (a merge with the groups already there). */
export function placeTexts(texts: readonly string[]): void {
  let fresh = unplaced(texts)
  if (fresh.size === 0) return
  if (rankOf.size + fresh.size > MAX_PLACED) {
    groups = []
    rankOf = new Map()
    fresh = unplaced(texts)
  }
  const sorted = [...fresh].sort(nameCollator.compare)
  const merged: string[][] = []
  let next = 0
  for (const text of sorted) {
    // The groups before it go first; then it joins the group it equals, or starts its own.
    let order = 1
    while (next < groups.length && (order = nameCollator.compare(head(groups, next), text)) < 0)
      merged.push(groups[next++] as string[])
    const last = merged.at(-1)
    if (order === 0) (groups[next] as string[]).push(text)
    else if (last !== undefined && nameCollator.compare(last[0] as string, text) === 0)
      last.push(text)
    else merged.push([text])
  }
  while (next < groups.length) merged.push(groups[next++] as string[])
  groups = merged
  rankOf = new Map()
  for (let rank = 0; rank < groups.length; rank++) {
    for (const text of groups[rank] as string[]) rankOf.set(text, rank)
  }
}

/**
 * Each key's rank in the collator's order (texts it holds equal share
 * one), and how many ranks there are: ranks of one call compare as the
 * collator compares their keys.
 */
export function collatedRanks(keys: readonly string[]): { ranks: Int32Array; count: number } {
  const ranks = new Int32Array(keys.length)
  let placed = true
  for (let i = 0; i < keys.length; i++) {
    const rank = rankOf.get(keys[i] as string)
    if (rank === undefined) placed = false
    else ranks[i] = rank
  }
  if (!placed) {
    placeTexts(keys)
    for (let i = 0; i < keys.length; i++) ranks[i] = rankOf.get(keys[i] as string) as number
  }
  return { ranks, count: groups.length }
}
