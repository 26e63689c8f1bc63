import { portalLabels } from '../model/portal'
import type { ProfileRow } from '../model/profile'

/**
 * How well one query term fits a profile, lower is better: the kind of match
 * (exact, prefix, word prefix, anywhere, one typo) and whether it was in the
 * name (a name match beats the same match in the account, user, host or a tag).
 */
export type TermScore = number

const EXACT = 0
const PREFIX = 1
const WORD_PREFIX = 2
const ANYWHERE = 3
const ONE_TYPO = 4
/** A typo is tolerated only in terms this long: shorter ones would match everything. */
const TYPO_MIN_LENGTH = 4

/**
 * What a profile is searched by: its fields lower-cased, one per line, the
 * name first. One string per row, built once (rows are replaced, never
 * mutated); every kind of match is read off the places a term occurs in it.
 */
const cache = new WeakMap<ProfileRow, string>()

/** The host of a base URL without parsing it (thousands of rows are built at once). */
const hostOf = (url: string): string => {
  const start = url.indexOf('//')
  const from = start < 0 ? 0 : start + 2
  const end = url.indexOf('/', from)
  return url.slice(from, end < 0 ? url.length : end)
}

export function searchableOf(p: ProfileRow): string {
  let text = cache.get(p)
  if (text === undefined) {
    text = [
      p.name,
      p.account.id,
      p.account.name,
      p.username,
      hostOf(p.baseUrl),
      portalLabels[p.portal],
      ...p.tags.map((t) => `#${t}`),
    ]
      .join('\n')
      .toLowerCase()
    cache.set(p, text)
  }
  return text
}

/** Between words: white space and ASCII punctuation, except '#' (tags); a table, as it runs per letter. */
const separators = new Uint8Array(128)
for (const c of ' \t\n\r!"$%&\'()*+,-./:;<=>?@[\\]^_`{|}~') separators[c.charCodeAt(0)] = 1
const isSeparator = (code: number): boolean => code < 128 && separators[code] === 1

/** The best fit of a (lower-case) term without typos, or null when it is nowhere. */
export function exactScore(text: string, term: string): TermScore | null {
  let at = text.indexOf(term)
  if (at < 0) return null
  const nameEnd = text.indexOf('\n')
  let best = Infinity
  while (at >= 0) {
    const before = at === 0 ? 10 : text.charCodeAt(at - 1)
    const end = at + term.length
    const after = end >= text.length ? 10 : text.charCodeAt(end)
    const kind =
      before === 10 // a line: a field
        ? after === 10
          ? EXACT
          : PREFIX
        : isSeparator(before)
          ? WORD_PREFIX
          : ANYWHERE
    best = Math.min(best, weigh(kind, nameEnd < 0 || at < nameEnd ? 0 : 1))
    if (best === 0) break
    at = text.indexOf(term, at + 1)
  }
  return best
}

/** The fit of a term that is nowhere as typed but one edit away from the start of a word. */
export function typoScore(text: string, term: string): TermScore | null {
  if (term.length < TYPO_MIN_LENGTH) return null
  const nameEnd = text.indexOf('\n')
  let best: TermScore | null = null
  let start = 0
  // Each word: from a line start or after a separator, to the next separator.
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && !isSeparator(text.charCodeAt(i))) continue
    if (i > start && oneEditFromPrefix(text.slice(start, i), term)) {
      const score = weigh(ONE_TYPO, nameEnd < 0 || start < nameEnd ? 0 : 1)
      if (best === null || score < best) best = score
    }
    start = i + 1
  }
  return best
}

const weigh = (kind: number, field: number): TermScore => kind * 2 + (field === 0 ? 0 : 1)

/**
 * Whether `term` is at most one edit (a changed, missing, extra or swapped
 * letter) from the start of `word`: "wanye" finds "wayne", "acem" "acme".
 */
export function oneEditFromPrefix(word: string, term: string): boolean {
  // One edit leaves the first or the second letter in place, or swaps them: most words stop here.
  if (word[0] !== term[0] && word[1] !== term[1] && word[0] !== term[1] && word[1] !== term[0])
    return false
  for (let length = term.length - 1; length <= term.length + 1; length++) {
    if (length >= 1 && length <= word.length && withinOneEdit(word, length, term)) return true
  }
  return false
}

/** Whether the first `length` letters of `word` are at most one edit from `term` (no copies made). */
function withinOneEdit(word: string, length: number, term: string): boolean {
  let i = 0
  while (i < length && i < term.length && word[i] === term[i]) i++
  if (i === length && i === term.length) return true
  const rest = (a: number, b: number): boolean => {
    while (a < length && b < term.length) if (word[a++] !== term[b++]) return false
    return a === length && b === term.length
  }
  if (length === term.length)
    // One changed letter, or two neighbours swapped.
    return (
      rest(i + 1, i + 1) ||
      (word[i] === term[i + 1] && word[i + 1] === term[i] && rest(i + 2, i + 2))
    )
  // One letter more in the longer.
  return length > term.length ? rest(i + 1, i) : rest(i, i + 1)
}
