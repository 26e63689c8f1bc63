import type { KeyboardEvent } from 'react'
import type { AppError } from '../../../shared/ipc/errors'
import { sayOf } from '../i18n'

/**
 * What the settings sections that save on their own (Network, a profile's
 * Network) share: reading main's field issues and the Enter key.
 */

/** The issue main named for `field` (or one of its entries, `field.2`), if any, in the window's words. */
export function issueOf(error: AppError | null, field: string): string | undefined {
  if (error?.code !== 'invalid-input') return undefined
  const issue = error.issues.find((i) => i.path === field || i.path.startsWith(`${field}.`))
  return issue && sayOf(issue)
}

/** The error to show as a panel: one no field below claims as its own. */
export const unclaimedError = (
  error: AppError | null,
  fields: readonly string[],
): AppError | null =>
  error && fields.every((field) => issueOf(error, field) === undefined) ? error : null

/** A text area's lines, trimmed, empty ones dropped (one path per line). */
export const nonEmptyLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')

/** Enter in a text field saves this section, never the form around it. */
export const enterSaves =
  (save: () => void) =>
  (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault()
      save()
    }
  }
