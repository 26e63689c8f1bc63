import { portalNames } from '../model/portal'
import type { ProfileRow } from '../model/profile'
import { foldText } from './foldText'

/**
 * How well one query term fits a profile, lower is better: the kind of match
 * (exact, prefix, whole word, word prefix, anywhere, one typo) and whether it
 * was in the name (a name match beats the same match in the account, user,
 * host or a tag).
 */
export type TermScore = number

const EXACT = 0
const PREFIX = 1
/** A whole word after the field's start: "17" in "Globex staging 17", before "…1705". */
const WORD = 2
const WORD_PREFIX = 3
const ANYWHERE = 4
const ONE_TYPO = 5
/** The worst fit at a word's start in the name (WORD_PREFIX there). */
export const NAME_WORD_WORST: TermScore = WORD_PREFIX * 2
/** A typo in a word of the name: the worst fit there. */
export const TYPO_IN_NAME: TermScore = ONE_TYPO * 2
/** The worst fit of all (a typo outside the name). */
export const FIT_WORST: TermScore = ONE_TYPO * 2 + 1
/** Worse than any fit: a small integer, so the first keystrokes (run before the JIT optimises them) box no numbers. */
export const NO_FIT = 0x3fffffff
/** A typo is tolerated only in terms this long: shorter ones would match everything. */
const TYPO_MIN_LENGTH = 4

/** The host of a base URL without parsing it (thousands of rows are built at once). */
const hostOf = (url: string): string => {
  const start = url.indexOf('//')
  const from = start < 0 ? 0 : start + 2
  const end = url.indexOf('/', from)
  return url.slice(from, end < 0 ? url.length : end)
}

/**
 * What a profile is searched by: its fields folded (lower-cased, accents
 * dropped: foldText), one per line, the name first. Every kind of match is read off the places a term occurs in
 * it. Built once per row by the search index (rows are replaced, never mutated).
 */
export function searchText(p: ProfileRow): string {
  let text = `${p.name}\n${p.account.id}\n${p.account.name}\n${p.username}\n${hostOf(p.baseUrl)}\n${portalNames[p.portal]}`
  for (const tag of p.tags) text += `\n#${tag}`
  return foldText(text)
}

/** Where the name ends in a search text: its first line break, or its length. */
export const nameEndOf = (text: string): number => {
  const end = text.indexOf('\n')
  return end < 0 ? text.length : end
}

/**
 * What each UTF-16 code unit is to a word: a line break (a field's edge),
 * a separator (white space and ASCII punctuation, except '#' for tags), or
 * a letter. A table, as it is read for every match of every keystroke.
 */
const LINE = 0
const SEPARATOR = 1
const LETTER = 2
const unitKinds = new Uint8Array(0x10000).fill(LETTER)
for (const c of ' \t\r!"$%&\'()*+,-./:;<=>?@[\\]^_`{|}~') unitKinds[c.charCodeAt(0)] = SEPARATOR
unitKinds[10] = LINE
const isSeparator = (code: number): boolean => unitKinds[code] !== LETTER

/**
 * The best fit of a (lower-case) term without typos, or null when it is
 * nowhere; `nameEnd` as `nameEndOf` finds it (the index keeps it).
 */
export function exactScoreIn(text: string, nameEnd: number, term: string): TermScore | null {
  let at = text.indexOf(term)
  if (at < 0) return null
  let best = NO_FIT
  while (at >= 0) {
    const score = fitAt(text, at, term.length, nameEnd)
    if (score < best) {
      if (score === 0) return 0
      best = score
    }
    at = text.indexOf(term, at + 1)
  }
  return best
}

/**
 * The best fit of a (lower-case) term at a word's start, or better, in the
 * name, or null. A query whose every term has one reads as the name's words
 * ("globex sta 17" for "Globex staging 17"), whatever fits better elsewhere.
 */
export function nameWordScoreIn(text: string, nameEnd: number, term: string): TermScore | null {
  let best: TermScore | null = null
  for (let at = text.indexOf(term); at >= 0 && at < nameEnd; at = text.indexOf(term, at + 1)) {
    const score = fitAt(text, at, term.length, nameEnd)
    if (isNameWordFit(score) && (best === null || score < best)) best = score
  }
  return best
}

/**
 * Whether the terms start words of the name in the order typed, none
 * overlapping the one before ("wayne portal" in "Wayne alt portal", not in
 * "Portal of Wayne").
 */
export function inNameOrder(text: string, nameEnd: number, terms: readonly string[]): boolean {
  let from = 0
  for (const term of terms) {
    let at = text.indexOf(term, from)
    while (at >= 0 && at < nameEnd && !isNameWordFit(fitAt(text, at, term.length, nameEnd)))
      at = text.indexOf(term, at + 1)
    if (at < 0 || at >= nameEnd) return false
    from = at + term.length
  }
  return true
}

/** Whether a fit is at a word's start, or better, in the name. */
export const isNameWordFit = (score: TermScore): boolean =>
  score <= NAME_WORD_WORST && (score & 1) === 0

/**
 * The fit of a term found at `at` in `text`, where fields are lines (a list's
 * texts joined by line breaks read the same): a whole field, its start, a
 * whole word, a word's start, or anywhere; in the name (before `nameEnd`) or
 * elsewhere.
 * Straight-line on purpose: the first keystrokes run it thousands of times
 * before the JIT has optimised it.
 */
export function fitAt(text: string, at: number, length: number, nameEnd: number): TermScore {
  const before = at === 0 ? LINE : unitKinds[text.charCodeAt(at - 1)]
  const end = at + length
  const kind =
    before === LINE
      ? end === text.length || text.charCodeAt(end) === 10
        ? EXACT
        : PREFIX
      : before === SEPARATOR
        ? end === text.length || unitKinds[text.charCodeAt(end)] !== LETTER
          ? WORD
          : WORD_PREFIX
        : ANYWHERE
  return kind * 2 + (at < nameEnd ? 0 : 1)
}

/** Whether a term is long enough for a typo to be tolerated in it. */
export const typoAllowed = (term: string): boolean => term.length >= TYPO_MIN_LENGTH

/**
 * The fit of a term that is nowhere as typed but one edit away from the
 * start of a word; reads the words in place, copying none. One edit leaves
 * a word's first or second letter in place, or swaps them, so only words
 * whose first or second letter is one of the term's first two can fit:
 * those are found from the places those letters occur (a native search),
 * not by reading every letter of the text (at 50,000 profiles, a mistyped
 * word's first keystroke read them all).
 */
export function typoScoreIn(text: string, nameEnd: number, term: string): TermScore | null {
  if (!typoAllowed(term)) return null
  const first = term[0] as string
  const second = term[1] as string
  const best = typoScoreFrom(text, nameEnd, term, first, NO_TYPO)
  return first === second
    ? nullIfNone(best)
    : nullIfNone(typoScoreFrom(text, nameEnd, term, second, best))
}

/** No word fits: higher than any score. */
const NO_TYPO = Number.MAX_SAFE_INTEGER

const nullIfNone = (score: number): TermScore | null => (score === NO_TYPO ? null : score)

/**
 * The best of `best` and the fits of the words whose first or second letter
 * is `letter` (found where it occurs in `text`).
 */
function typoScoreFrom(
  text: string,
  nameEnd: number,
  term: string,
  letter: string,
  best: number,
): number {
  if (isSeparator(letter.charCodeAt(0))) return best
  for (let at = text.indexOf(letter); at >= 0; at = text.indexOf(letter, at + 1)) {
    // The word starts here (the letter is its first) or one before (its second).
    const start =
      at === 0 || isSeparator(text.charCodeAt(at - 1))
        ? at
        : at === 1 || isSeparator(text.charCodeAt(at - 2))
          ? at - 1
          : -1
    if (start < 0) continue
    const score = ONE_TYPO * 2 + (start < nameEnd ? 0 : 1)
    if (score >= best) continue
    let end = at + 1
    while (end < text.length && !isSeparator(text.charCodeAt(end))) end++
    if (oneEditFromPrefixIn(text, start, end, term)) best = score
  }
  return best
}

/**
 * Whether `term` is at most one edit (a changed, missing, extra or swapped
 * letter) from the start of the word text[start, end): "wanye" finds
 * "wayne", "acem" "acme".
 */
function oneEditFromPrefixIn(text: string, start: number, end: number, term: string): boolean {
  for (let length = term.length - 1; length <= term.length + 1; length++) {
    if (length >= 1 && length <= end - start && withinOneEdit(text, start, length, term))
      return true
  }
  return false
}

/**
 * Whether the `length` letters of `text` from `start` are at most one edit
 * from `term`. No copies and no closures: it runs for most words of every
 * profile a typo is looked for in (at 10,000 profiles, a closure made per
 * call was most of a typo's keystroke).
 */
function withinOneEdit(text: string, start: number, length: number, term: string): boolean {
  const size = term.length
  let i = 0
  while (i < length && i < size && text.charCodeAt(start + i) === term.charCodeAt(i)) i++
  if (i === length && i === size) return true
  if (length === size)
    // One changed letter, or two neighbours swapped.
    return (
      sameRest(text, start, length, i + 1, term, i + 1) ||
      (i + 1 < length &&
        text.charCodeAt(start + i) === term.charCodeAt(i + 1) &&
        text.charCodeAt(start + i + 1) === term.charCodeAt(i) &&
        sameRest(text, start, length, i + 2, term, i + 2))
    )
  // One letter more in the longer.
  return length > size
    ? sameRest(text, start, length, i + 1, term, i)
    : sameRest(text, start, length, i, term, i + 1)
}

/** Whether the word's letters from `a` (of `length`, from `start` in `text`) are `term`'s from `b`, to the end of both. */
function sameRest(
  text: string,
  start: number,
  length: number,
  a: number,
  term: string,
  b: number,
): boolean {
  if (length - a !== term.length - b) return false
  while (a < length) if (text.charCodeAt(start + a++) !== term.charCodeAt(b++)) return false
  return true
}
