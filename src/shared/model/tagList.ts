/**
 * What separates tags wherever they are typed or read as one text: the
 * form's field ("eu, gold"), a CSV's Tags cell (the app writes "eu; gold";
 * other tools write commas or bars). One rule, so a tag the app keeps is
 * never split on the way back in.
 */
export const TAG_SEPARATORS = /[,;|]/

/** A tag as typed without the "#" the window writes before it: "#eu" is the tag "eu". */
export const withoutTagMark = (tag: string): string => tag.trim().replace(/^#+\s*/, '')

/**
 * "eu, #gold ;; vip|x" → ["eu", "gold", "vip", "x"]; the schema trims, limits
 * and de-duplicates.
 */
export const splitTags = (text: string): string[] =>
  text
    .split(TAG_SEPARATORS)
    .map(withoutTagMark)
    .filter((tag) => tag !== '')
