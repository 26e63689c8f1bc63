import type { ProfileRow } from '../model/profile'
import { foldText } from './foldText'
import { boundQuery } from './queryLimit'
import {
  exactScoreIn,
  FIT_WORST,
  fitAt,
  inNameOrder,
  isNameWordFit,
  NAME_WORD_WORST,
  nameEndOf,
  nameWordScoreIn,
  NO_FIT,
  searchText,
  typoAllowed,
  typoScoreIn,
  TYPO_IN_NAME,
} from './rank'

/** Below this many matches as typed, matches with one typo are looked for too. */
const FEW_MATCHES = 10

/*
 * A match's rank, lower first, in tiers: 0 the whole query is the name, 1 the
 * name starts with it; then every term at a word's start in the name, by the
 * sum of those fits (at equal sums, in the order typed first); then the sum of
 * each term's best fit anywhere; then with a typo: first where every term
 * (typo or not) starts a word of the name, by those fits, then by the sum of
 * best fits. Each tier starts past the worst score of the one before.
 */
const NAME_WORDS = 2
const byNameWords = (nameTotal: number, ordered: boolean): number =>
  NAME_WORDS + nameTotal * 2 + (ordered ? 0 : 1)
const byBestFits = (terms: number, total: number): number =>
  byNameWords(terms * NAME_WORD_WORST, false) + 1 + total
const typosFrom = (terms: number): number => byBestFits(terms, terms * FIT_WORST) + 1
const typosByBestFits = (terms: number, total: number): number =>
  typosFrom(terms) + terms * TYPO_IN_NAME + 1 + total

/** Each row's search text, built once (rows are replaced, never mutated). */
const rowTexts = new WeakMap<ProfileRow, string>()

function rowTextOf(p: ProfileRow): string {
  let text = rowTexts.get(p)
  if (text === undefined) {
    text = searchText(p)
    rowTexts.set(p, text)
  }
  return text
}

/** How far warmSearch got with each list's texts. */
const warmedUpTo = new WeakMap<readonly ProfileRow[], number>()

/**
 * Builds a list's search index ahead of its first keystroke (the list the
 * sidebar searches, so typing starts on ready arrays): each row's text while
 * `more()` allows, then the index. False: not done, call again; the texts
 * made so far are kept. Done in slices, a keystroke meanwhile waits for one
 * slice, not for the whole list (some 30 ms at 10,000 rows in cold code).
 */
export function warmSearch(
  profiles: readonly ProfileRow[],
  more: () => boolean = () => true,
): boolean {
  const from = warmedUpTo.get(profiles) ?? 0
  let i = from
  // Asked every 256 rows (a slice overruns its time by a fraction of a millisecond), never
  // before this call's first rows: each call gets on.
  for (; i < profiles.length; i++) {
    if ((i - from) % 256 === 0 && i > from && !more()) break
    rowTextOf(profiles[i] as ProfileRow)
  }
  warmedUpTo.set(profiles, i)
  if (i < profiles.length) return false
  searchIndex(profiles)
  return true
}

/** A query ranked over one list. Positions are indexes into the list. */
export interface Ranking {
  /** Folded as the texts are (foldText) and trimmed. */
  readonly query: string
  /** The matches, best first; equal ranks in the list's order. The index's `all` itself when that is every profile in order. */
  readonly ranked: Int32Array
  /**
   * The matches as typed (no typo), in the list's order: every match of a
   * longer query is one of them, so that query searches only these.
   */
  readonly exact: Int32Array
  /**
   * Every match, those with a typo too, in the list's order, when typos were
   * looked for (null when not): a longer query's matches with a typo are
   * among them (see typoDomain).
   */
  readonly near: Int32Array | null
}

/**
 * A list made ready for search, once per list (lists are replaced, never
 * mutated): each profile's search text in an array, in the list's order, so a
 * keystroke reads arrays instead of looking each row up, and ranks positions
 * instead of building lists of rows. It keeps the list's last query, so a
 * query that only adds to it (typing on) searches only its matches, whoever
 * asks: the sidebar, the quick switcher.
 */
export interface SearchIndex {
  readonly profiles: readonly ProfileRow[]
  readonly texts: readonly string[]
  /** Where each name ends in its text. */
  readonly nameEnds: Int32Array
  /**
   * The texts joined by line breaks, and where each starts in it (one more:
   * past the end). A term found here is a term found in one profile's text
   * (terms hold no line break), with the same fit: searching the whole list
   * is one native search from match to match, profiles without one skipped.
   */
  readonly joined: string
  readonly starts: Int32Array
  /** Every position in order: the empty query's matches. */
  readonly all: Int32Array
  /** The last query ranked over this list. */
  last: Ranking | null
  /** How many profiles the last query read (fewer than the list when it narrowed, none when kept). */
  searched: number
  /**
   * The rankings of the last few one-character queries: each is read off the
   * whole list and matches most of it (at 10,000 profiles, the most costly
   * keystrokes), and every search starts with one, so its first letter comes
   * back often. At most LETTERS_KEPT.
   */
  readonly letters: Map<string, Ranking>
}

/** One-character queries whose rankings a list keeps (the oldest dropped first). */
const LETTERS_KEPT = 8

const indexes = new WeakMap<readonly ProfileRow[], SearchIndex>()

/** The list's search index, built on first use and kept while the list lives. */
export function searchIndex(profiles: readonly ProfileRow[]): SearchIndex {
  let index = indexes.get(profiles)
  if (index === undefined) {
    const count = profiles.length
    const texts = new Array<string>(count)
    const nameEnds = new Int32Array(count)
    const all = new Int32Array(count)
    const starts = new Int32Array(count + 1)
    // The rows as read once (the list may be costly to read, and is read only here).
    const rows = new Array<ProfileRow>(count)
    let length = 0
    for (let i = 0; i < count; i++) {
      const row = profiles[i] as ProfileRow
      const text = rowTextOf(row)
      rows[i] = row
      texts[i] = text
      nameEnds[i] = nameEndOf(text)
      all[i] = i
      starts[i] = length
      length += text.length + 1
    }
    starts[count] = length
    const joined = texts.join('\n')
    // From now on each text is a slice of the joined ones (a few bytes pointing into them), not a
    // copy: a list kept its texts twice, some 90 bytes a row, which the first collections after
    // a new list then copied (at 10,000 rows, in whatever keystroke they fell).
    for (let i = 0; i < count; i++) {
      const text = joined.slice(starts[i] as number, (starts[i + 1] as number) - 1)
      texts[i] = text
      rowTexts.set(rows[i] as ProfileRow, text)
    }
    index = {
      profiles,
      texts,
      nameEnds,
      joined,
      starts,
      all,
      last: null,
      searched: 0,
      letters: new Map(),
    }
    indexes.set(profiles, index)
  }
  return index
}

/*
 * Scratch space for one ranking at a time (JavaScript runs one at a time):
 * matched positions and their scores, grown to the largest list seen. A
 * keystroke then allocates only its result.
 */
const scratch = { matched: new Int32Array(0), scores: new Int32Array(0), seen: new Uint8Array(0) }

function room(count: number): void {
  if (scratch.matched.length >= count) return
  scratch.matched = new Int32Array(count)
  scratch.scores = new Int32Array(count)
  scratch.seen = new Uint8Array(count)
}

/**
 * Every whitespace-separated term must occur in the name, account id or
 * name, username, host, portal or tags ("#tag" matches a tag only). Ranked:
 * the whole query as the name, then as its start, then every term at a
 * word's start in the name, then by each term's fit (exact, prefix, whole
 * word, word prefix, anywhere; in the name before elsewhere).
 * With few matches, a term one typo away from a word counts too, last.
 * Equal ranks keep the list's order, so rank an already-sorted list.
 */
export function rank(index: SearchIndex, query: string): Ranking {
  const whole = foldText(boundQuery(query).text).trim()
  const last = index.last
  if (last !== null && last.query === whole) return last
  const kept = whole.length === 1 ? index.letters.get(whole) : undefined
  if (kept !== undefined) {
    index.last = kept
    index.searched = 0
    return kept
  }
  const terms = whole.split(/\s+/).filter(Boolean)
  if (terms.length === 0) {
    index.last = { query: '', ranked: index.all, exact: index.all, near: null }
    index.searched = 0
    return index.last
  }
  // Typing on: every match of this query matched the last one as typed.
  const typingOn = last !== null && whole.startsWith(last.query)
  const from = typingOn ? last.exact : index.all
  room(index.profiles.length)
  // Each kind of scan in a function of its own: the JIT optimises each for its own work.
  let count =
    from.length === index.texts.length
      ? scanAll(index, whole, terms)
      : scanTerms(index, from, whole, terms)
  // Every profile (in order, as they were scanned): the list's own positions, not a copy.
  const exact = count === index.texts.length ? index.all : scratch.matched.slice(0, count)
  let searched = from.length
  let near: Int32Array | null = null
  if (count < FEW_MATCHES && terms.some(typoAllowed)) {
    const domain = typingOn ? typoDomain(last, whole) : null
    const exactCount = count
    searched += (domain?.length ?? index.texts.length) - count
    count = scanTypos(index, count, terms, domain)
    near = inListOrder(exactCount, count)
  }
  // Matches as typed all ranked alike (or already in rank order) are ranked in the list's order.
  const ranked = count === exact.length && inOrder(count) ? exact : inRankOrder(count)
  const ranking: Ranking = { query: whole, ranked, exact, near }
  index.last = ranking
  index.searched = searched
  if (whole.length === 1) keepLetter(index.letters, ranking)
  return ranking
}

/**
 * Where a query that adds to `last` can match with a typo, or null for the
 * whole list. A term's matches (as typed anywhere, or one edit from a word's
 * start) only shrink as it grows, as long as the shorter term allowed a typo
 * too or the longer one still allows none; the other terms stay as they
 * were, and new ones only narrow. So the last query's matches hold the new
 * one's, unless its last term was too short for a typo and is long enough now.
 */
function typoDomain(last: Ranking, whole: string): Int32Array | null {
  if (last.near === null) return null
  const start = last.query.search(/\S+$/)
  const before = last.query.slice(start)
  const grown = whole.slice(start).split(/\s/, 1)[0] as string
  return !typoAllowed(before) && typoAllowed(grown) ? null : last.near
}

/** The first `count` matched, a run as typed and a run with typos (each in the list's order), merged in the list's order. */
function inListOrder(split: number, count: number): Int32Array {
  const { matched } = scratch
  const merged = new Int32Array(count)
  let a = 0
  let b = split
  let k = 0
  while (a < split && b < count) {
    const x = matched[a] as number
    const y = matched[b] as number
    if (x < y) {
      merged[k++] = x
      a++
    } else {
      merged[k++] = y
      b++
    }
  }
  while (a < split) merged[k++] = matched[a++] as number
  while (b < count) merged[k++] = matched[b++] as number
  return merged
}

/** Keeps a one-character query's ranking (its arrays are its own, never the scratch space). */
function keepLetter(letters: Map<string, Ranking>, ranking: Ranking): void {
  if (letters.size >= LETTERS_KEPT) letters.delete(letters.keys().next().value as string)
  letters.set(ranking.query, ranking)
}

/**
 * The whole list, from one match of the first term to the next in the joined
 * texts: the same matches and scores as scanTerms, without visiting
 * profiles that lack the term. One letter (only ever searched in the whole
 * list: nothing shorter narrows it) takes the same path, reading each
 * profile's first match only: the first keystroke readies the code (the
 * JIT's) that the second one runs.
 */
function scanAll(index: SearchIndex, whole: string, terms: string[]): number {
  const { joined, starts, nameEnds } = index
  const term = terms[0] as string
  let count = 0
  let owner = -1
  let next = 0
  let best = NO_FIT
  // Its best fit at a word's start in the name (found first: the name leads its text).
  let nameBest = NO_FIT
  let first = false
  // Enough of a profile once its best fit is this good: nothing after its start fits better than
  // an exact field (1); for one letter, only whether the name starts with it counts.
  const enough = whole.length === 1 ? NO_FIT : 1
  let at = joined.indexOf(term)
  while (at >= 0) {
    if (at >= next) {
      if (owner >= 0) count = settle(index, owner, best, nameBest, first, whole, terms, count)
      // The profile this match is in.
      owner++
      while ((starts[owner + 1] as number) <= at) owner++
      next = starts[owner + 1] as number
      first = at === starts[owner]
      best = NO_FIT
      nameBest = NO_FIT
    }
    const score = fitAt(
      joined,
      at,
      term.length,
      (starts[owner] as number) + (nameEnds[owner] as number),
    )
    if (score < best) best = score
    if (score < nameBest && isNameWordFit(score)) nameBest = score
    at = joined.indexOf(term, best <= enough ? next : at + 1)
  }
  if (owner >= 0) count = settle(index, owner, best, nameBest, first, whole, terms, count)
  return count
}

/**
 * A profile where the first term fits `best`, and `nameBest` at a word's
 * start in the name (`first`: at the very start). One term is ranked from
 * them; more are read as scanTerms reads them (matched only when every term
 * is there). Returns the new count.
 */
function settle(
  index: SearchIndex,
  at: number,
  best: number,
  nameBest: number,
  first: boolean,
  whole: string,
  terms: string[],
  count: number,
): number {
  const score =
    terms.length === 1
      ? oneTermScore(whole, best, nameBest, first)
      : matchScore(index.texts[at] as string, index.nameEnds[at] as number, first, whole, terms)
  if (score < 0) return count
  scratch.matched[count] = at
  scratch.scores[count] = score
  return count + 1
}

/**
 * One term is the whole query: the name is it when its fit is exact in the
 * name (0, only ever at the start), and starts with it when a match is at the
 * start. One letter: only that.
 */
function oneTermScore(whole: string, best: number, nameBest: number, first: boolean): number {
  if (whole.length === 1) return first ? 1 : 2
  if (best === 0) return 0
  if (first) return 1
  return nameBest === NO_FIT ? byBestFits(1, best) : byNameWords(nameBest, true)
}

/**
 * A text's rank for the query (see the tiers above), or -1 when a term is
 * nowhere in it. The name is read first: when every term starts one of its
 * words, the other fields are never searched. `first`: false when the text
 * is known not to start with the first term (nor, then, with the query).
 */
function matchScore(
  text: string,
  nameEnd: number,
  first: boolean,
  whole: string,
  terms: string[],
): number {
  // The name starts with the whole query: every term is in it.
  if (first && whole.length <= nameEnd && text.startsWith(whole))
    return whole.length === nameEnd ? 0 : 1
  let nameTotal = 0
  for (let t = 0; t < terms.length; t++) {
    const fit = nameWordScoreIn(text, nameEnd, terms[t] as string)
    if (fit === null) {
      const total = termsScore(text, nameEnd, terms)
      return total < 0 ? -1 : byBestFits(terms.length, total)
    }
    nameTotal += fit
  }
  return byNameWords(nameTotal, terms.length === 1 || inNameOrder(text, nameEnd, terms))
}

/** Every term as typed, each scored by its best fit; the whole query as the name, or its start, first. */
function scanTerms(index: SearchIndex, from: Int32Array, whole: string, terms: string[]): number {
  const { texts, nameEnds } = index
  const { matched, scores } = scratch
  let count = 0
  for (let k = 0; k < from.length; k++) {
    const at = from[k] as number
    const score = matchScore(texts[at] as string, nameEnds[at] as number, true, whole, terms)
    if (score < 0) continue
    matched[count] = at
    scores[count++] = score
  }
  return count
}

/** The sum of the terms' fits, or -1 when one is nowhere. */
function termsScore(text: string, nameEnd: number, terms: string[]): number {
  let total = 0
  for (let t = 0; t < terms.length; t++) {
    const score = exactScoreIn(text, nameEnd, terms[t] as string)
    if (score === null) return -1
    total += score
  }
  return total
}

/**
 * Few matches: the rest of the list (of `domain`, in the list's order, when
 * not null), allowing one typo per term, ranked after every match as typed
 * (the first `count` matched). Returns the new count.
 */
function scanTypos(
  index: SearchIndex,
  count: number,
  terms: string[],
  domain: Int32Array | null,
): number {
  const { texts, nameEnds } = index
  const { matched, scores, seen } = scratch
  for (let k = 0; k < count; k++) seen[matched[k] as number] = 1
  const exactCount = count
  const typos = typosFrom(terms.length)
  const end = domain === null ? texts.length : domain.length
  for (let k = 0; k < end; k++) {
    const at = domain === null ? k : (domain[k] as number)
    if (seen[at] === 1) continue
    const text = texts[at] as string
    const nameEnd = nameEnds[at] as number
    let total = 0
    // The sum of the terms' fits at words of the name, while every term has one; else -1.
    let nameTotal = 0
    for (const term of terms) {
      const exact = exactScoreIn(text, nameEnd, term)
      const score = exact ?? typoScoreIn(text, nameEnd, term)
      if (score === null) {
        total = -1
        break
      }
      total += score
      if (nameTotal < 0) continue
      const nameFit =
        exact === null
          ? score === TYPO_IN_NAME
            ? score
            : null
          : nameWordScoreIn(text, nameEnd, term)
      nameTotal = nameFit === null ? -1 : nameTotal + nameFit
    }
    if (total < 0) continue
    matched[count] = at
    // "custmer 12": "Customer 12 prod" (a typo and a word of the name) before "Customer 02 prod"
    // (the same typo, "12" at the start of its host 127.0.0.1).
    scores[count++] = nameTotal >= 0 ? typos + nameTotal : typosByBestFits(terms.length, total)
  }
  for (let k = 0; k < exactCount; k++) seen[matched[k] as number] = 0
  return count
}

/** Whether the first `count` matched are already best first. */
function inOrder(count: number): boolean {
  const { scores } = scratch
  for (let k = 1; k < count; k++)
    if ((scores[k] as number) < (scores[k - 1] as number)) return false
  return true
}

/** The first `count` matched positions by score, best first, equal scores in their order (a counting sort). */
function inRankOrder(count: number): Int32Array {
  const { matched, scores } = scratch
  let top = 0
  for (let k = 0; k < count; k++) top = Math.max(top, scores[k] as number)
  // Where each score's positions start in the result.
  const starts = new Int32Array(top + 2)
  for (let k = 0; k < count; k++) {
    const next = (scores[k] as number) + 1
    starts[next] = (starts[next] as number) + 1
  }
  for (let s = 1; s < starts.length; s++)
    starts[s] = (starts[s] as number) + (starts[s - 1] as number)
  const ranked = new Int32Array(count)
  for (let k = 0; k < count; k++) {
    const score = scores[k] as number
    const to = starts[score] as number
    ranked[to] = matched[k] as number
    starts[score] = to + 1
  }
  return ranked
}
