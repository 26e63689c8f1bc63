/**
 * Characters an identifier can hold without anyone seeing them: format and
 * other default-ignorable characters (zero-width space U+200B, joiners,
 * U+FEFF, soft hyphen, direction marks) and spaces other than U+0020 (a
 * no-break space looks like one). Text copied from a web page, a chat or an
 * e-mail brings them, and the token service then receives a username or
 * account ID that reads right and matches nothing: a 401 no one can explain.
 */
const HIDDEN = /\p{Default_Ignorable_Code_Point}|(?! )\p{Zs}/u

export interface HiddenCharacter {
  /** Shows as nothing, or as a space that is not one. */
  kind: 'invisible' | 'space'
  /** As Unicode names it: "U+200B". */
  code: string
  /** Up to 20 characters before it, so the user finds it; '' at the start. */
  before: string
}

/** The first hidden character in `text`, where it is; null when there is none. */
export function firstHiddenCharacter(text: string): HiddenCharacter | null {
  const match = HIDDEN.exec(text)
  if (match === null) return null
  const [char] = match
  const point = char.codePointAt(0) ?? 0
  return {
    kind: /\p{Zs}/u.test(char) ? 'space' : 'invisible',
    code: `U+${point.toString(16).toUpperCase().padStart(4, '0')}`,
    before: [...text.slice(0, match.index)].slice(-20).join(''),
  }
}
