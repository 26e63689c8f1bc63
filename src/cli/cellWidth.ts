import { eastAsianWidth } from 'get-east-asian-width'

/*
 * How many terminal columns text takes: wide (CJK) characters and emoji two,
 * combining marks and format characters none. string-width does this too,
 * but builds an Intl.Segmenter as it loads, which costs 15–25 ms: more than
 * a whole `token-desk header` may take (docs/benchmarks.md). Here the
 * segmenter is made on the first name that is not plain ASCII, which most
 * never are; the width of each character comes from get-east-asian-width.
 */

let segmenter: Intl.Segmenter | undefined
const graphemesOf = (text: string): Iterable<{ segment: string }> =>
  (segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' })).segment(text)

// Printable ASCII, and the ellipsis a cut name ends with (one column, as an ambiguous-width
// character is outside CJK terminals).
const PRINTABLE_ASCII = /^[\x20-\x7e\u2026]*$/
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}\p{Cc}]/u

/** One user-perceived character's columns. */
function graphemeWidth(grapheme: string): number {
  if (EMOJI.test(grapheme)) return 2
  if (ZERO_WIDTH.test(grapheme)) return 0
  return eastAsianWidth(grapheme.codePointAt(0) ?? 0x20)
}

export function cellWidth(text: string): number {
  if (PRINTABLE_ASCII.test(text)) return text.length
  let width = 0
  for (const { segment } of graphemesOf(text)) width += graphemeWidth(segment)
  return width
}

/** The text's user-perceived characters with their columns, in order (for cutting it). */
export function* cells(text: string): Generator<{ text: string; width: number }> {
  if (PRINTABLE_ASCII.test(text)) {
    for (const char of text) yield { text: char, width: 1 }
    return
  }
  for (const { segment } of graphemesOf(text))
    yield { text: segment, width: graphemeWidth(segment) }
}
