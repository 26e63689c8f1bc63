import type { CliProfileRow } from '../../../shared/cli/protocol'
import { CliFailure } from './cliBackend'
import { howToPick, notFoundMessage, selectProfile } from './profileSelector'

/**
 * The profiles `token-desk verify` names, by the same strict rule as a
 * token (never a partial name), in the order given and each once; 'all':
 * every profile, by account then name as `list` shows them. One selector that
 * names no profile or several fails the whole command before any is sent.
 */
export function verifySelection(rows: CliProfileRow[], selectors: string[] | 'all'): string[] {
  if (selectors === 'all') {
    return [...rows]
      .sort((a, b) => a.accountId.localeCompare(b.accountId) || a.name.localeCompare(b.name))
      .map((row) => row.id)
  }
  const ids = selectors.map((selector) => {
    const selection = selectProfile(rows, selector)
    if (selection.kind === 'one') return selection.row.id
    if (selection.kind === 'none') {
      throw new CliFailure({
        code: 'unknown-profile',
        message: notFoundMessage(rows, selector, '; nothing was verified'),
        candidates: selection.candidates,
      })
    }
    throw new CliFailure({
      code: 'ambiguous-profile',
      message: `“${selector}” names ${selection.candidates.length} profiles: ${howToPick(rows, selection.candidates)}; nothing was verified.`,
      candidates: selection.candidates,
    })
  })
  return [...new Set(ids)]
}

/** What the approval prompt says the command asks for ("<client> asks for …"). */
export const verifyWhat = (selectors: string[] | 'all'): string =>
  selectors === 'all'
    ? 'a check of every profile’s token'
    : selectors.length === 1
      ? `a check of the token of “${String(selectors[0]).replace(/[\p{Cc}\p{Cf}]/gu, ' ')}”`
      : `a check of the tokens of ${selectors.length} profiles`
