/**
 * Text from elsewhere (the token service's messages, profile and client
 * names, paths) made safe to print to a terminal: every character that a
 * terminal would act on instead of showing is shown as its escape, e.g.
 * `\x1b`, so nothing is lost and nothing moves the cursor, clears the screen,
 * sets the title or writes the clipboard (OSC 52).
 *
 * - C0 controls but tab and newline (ESC starts every CSI, OSC, DCS… sequence:
 *   escaped, the rest of a sequence is plain text); carriage return too, which
 *   would let a message overwrite its own line;
 * - DEL and the C1 controls (U+0080–U+009F: U+009B is a one-byte CSI, U+009D
 *   an OSC, to terminals that honour them);
 * - the bidirectional controls, which reorder what is shown (Trojan Source).
 */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/** One line's worth: tab and newline are escaped too (a table cell, a name in a sentence). */
const UNSAFE_IN_LINE = new RegExp(`[\\t\\n]|${UNSAFE.source}`, 'g')

const visible = (char: string): string => {
  const code = char.codePointAt(0) ?? 0
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`
}

/** For everything token-desk prints for people: tab and newline kept. */
export const forTerminal = (text: string): string => text.replace(UNSAFE, visible)

/** For text inside one line (a table cell): tab and newline escaped as well. */
export const oneLine = (text: string): string => text.replace(UNSAFE_IN_LINE, visible)

/** A message as the first clause of a longer one: "…switched off.; …" reads as a slip. */
export const asClause = (message: string): string => message.replace(/[.。]\s*$/u, '')
