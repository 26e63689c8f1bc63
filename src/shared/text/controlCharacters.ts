/**
 * Characters that end a line, move the cursor or start a terminal escape for
 * some reader: C0 controls, DEL, C1 controls (U+0085 is a line end to some,
 * U+009B a CSI to others) and the Unicode line and paragraph separators.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/

/**
 * Text-direction embeddings, overrides and isolates: a name holding them
 * shows other than it reads ("Acme \u202E10-DORP" shows as "Acme PROD-01"),
 * the Trojan Source trick (CVE-2021-42574), so a catalog or an import could
 * pass one profile off as another. Refused where names and identifiers come
 * in; the marks (U+200E, U+200F) change nothing of the sort and stay allowed.
 */
const DIRECTION_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/
const EACH_DIRECTION_CONTROL = new RegExp(DIRECTION_CONTROLS.source, 'g')

/** True when `text` holds a direction control. */
export const hasDirectionControls = (text: string): boolean => DIRECTION_CONTROLS.test(text)

/**
 * Each direction control as its escape, `\u202e`, as token-desk prints it:
 * for text stored before they were refused, which would otherwise show as
 * it was made to, not as it reads. Nothing else changes.
 */
export const showDirectionControls = (text: string): string =>
  text.replace(EACH_DIRECTION_CONTROL, (c) => `\\u${(c.codePointAt(0) ?? 0).toString(16)}`)

/** True when `text` holds none of them, nor a direction control: what an identifier or a name may hold. */
export const hasNoControlCharacters = (text: string): boolean =>
  !CONTROL_CHARACTERS.test(text) && !DIRECTION_CONTROLS.test(text)

/** The same for multi-line text (notes): tabs and line breaks are allowed, nothing else. */
export const hasOnlyLineControls = (text: string): boolean =>
  !CONTROL_EXCEPT_LINES.test(text) && !DIRECTION_CONTROLS.test(text)
