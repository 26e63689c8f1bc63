/**
 * Characters that end a line, move the cursor or start a terminal escape for
 * some reader: C0 controls, DEL, C1 controls (U+0085 is a line end to some,
 * U+009B a CSI to others) and the Unicode line and paragraph separators.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/

/** True when `text` holds none of them: what an identifier or a name may hold. */
export const hasNoControlCharacters = (text: string): boolean => !CONTROL_CHARACTERS.test(text)

/** The same for multi-line text (notes): tabs and line breaks are allowed, nothing else. */
export const hasOnlyLineControls = (text: string): boolean => !CONTROL_EXCEPT_LINES.test(text)
