/**
 * Text as search compares it: lower-cased, and letters with accents as their
 * base letter, so "sud-west" finds "Süd-West" and "zurich" finds "Zürich"
 * (as Postman's and VS Code's quick open do). Applied alike to each profile's
 * search text and to the query, so typing the accent finds it too.
 */

/** Latin letters that no decomposition takes apart, as they are typed without them. */
const WHOLE_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
}

/** Anything but printable ASCII and line breaks: only such text may hold something to fold. */
const NOT_ASCII = /[^ -~\t\n\r]/
/** The accents of Latin, Greek and Cyrillic letters (Combining Diacritical Marks), not the vowel signs other scripts write with. */
const ACCENTS = /[\u0300-\u036f]/g
const WHOLE = /[ßæœøłđðþı]/g

export function foldText(text: string): string {
  const lower = text.toLowerCase()
  // Almost every field is ASCII: checked first, so a list of 50,000 pays no decomposition.
  if (!NOT_ASCII.test(lower)) return lower
  return (
    lower
      .normalize('NFD')
      .replace(ACCENTS, '')
      .replace(WHOLE, (letter) => WHOLE_LETTERS[letter] ?? letter)
      // What other scripts decomposed (Hangul syllables) is put together again.
      .normalize('NFC')
  )
}
