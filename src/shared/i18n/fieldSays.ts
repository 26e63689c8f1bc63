import { english } from './sayMessage'
import { asSaid, said as saidOf, type Said, type SaidKey } from './said'

/**
 * Who says the shared checks' messages: English (main, the command line's
 * checks, tests) until the window installs its own `t`, so a field refused
 * as the user types is refused in the window's language.
 */
let speak: (said: Said) => string = english

/** The window speaks the checks' messages from now on (its i18n sets this once). */
export function speakChecksWith(say: (said: Said) => string): void {
  speak = say
}

/** A check's message, in the language spoken now: for messages a check composes itself. */
export const sayNow = (said: Said): string => speak(said)

/**
 * A zod check's message by key, said when the check fails:
 * `.min(1, says('fields.required', { field: 'Name' }))`. The issue zod makes
 * keeps the Said too (as `said`), so main can send it to the window with the
 * English text (saidOfIssue).
 */
export function says(key: SaidKey, values?: Said['values']) {
  const said = saidOf(key, values)
  return {
    error: (issue: object) => {
      // zod copies the raw issue's own keys into the issue it reports after asking for the
      // message (zod/v4/core/util.js finalizeIssue); test/unit/said.test.ts holds it to that.
      Object.assign(issue, { said })
      return speak(said)
    },
  }
}

/**
 * A type check's message: `missing` when there is no value (undefined, or
 * null in a file), `other` when there is one of another kind: a name of 5 in
 * an export is not "required", it is not text.
 */
export function saysMissingOr(missing: SaidKey, other: SaidKey, values?: Said['values']) {
  const absent = says(missing, values)
  const wrong = says(other, values)
  return {
    error: (issue: object) => {
      const { input } = issue as { input?: unknown }
      return (input === undefined || input === null ? absent : wrong).error(issue)
    },
  }
}

/**
 * An issue for a check that composes its own: `ctx.addIssue(issueSaying(checked.said))`.
 * The Said rides in `params`, where zod keeps a custom issue's data.
 */
export const issueSaying = (said: Said) =>
  ({ code: 'custom', message: speak(said), params: { said } }) as const

/** The Said a refused check kept: worded by `says`, or a custom issue's `params.said`. */
export function saidOfIssue(issue: object): Said | undefined {
  const { said, params } = issue as { said?: unknown; params?: { said?: unknown } }
  return asSaid(said) ?? asSaid(params?.said)
}
