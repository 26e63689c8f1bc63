import { said, type Said } from '../../../shared/i18n/said'
import { english } from '../../../shared/i18n/sayMessage'
import type { PortalKind } from '../../../shared/model/portal'
import { usernameWarningSaid } from '../../../shared/model/username'
import { firstHiddenCharacter } from '../../../shared/text/hiddenCharacters'

/** Warnings about a username, from spec 2.2 (the shared rule): the Username, not the e-mail. */
export function usernameWarnings(username: string): string[] {
  return usernameWarningsSaid(username).map(english)
}

/** usernameWarnings as data, the shared rule's warning nested. */
function usernameWarningsSaid(username: string): Said[] {
  const warning = usernameWarningSaid(username)
  // Refused in the form now; a profile stored before still sends it as it is.
  const hidden = firstHiddenCharacter(username)
  return [
    ...(warning === null
      ? []
      : [said('network.checklist.username', { username: username.trim(), warning })]),
    ...(hidden === null
      ? []
      : hidden.before === ''
        ? [said('network.checklist.hiddenAtStart', { code: hidden.code })]
        : [said('network.checklist.hidden', { code: hidden.code, before: hidden.before })]),
  ]
}

/**
 * Spec section 7: what to check when a token cannot be obtained, as data;
 * authChecklist says it in English (the error's `checklist`).
 */
export function authChecklistSaid(username: string, portal: PortalKind, method: string): Said[] {
  return [
    said(
      portal === 'customer' ? 'network.checklist.accessCustomer' : 'network.checklist.accessPortal',
    ),
    said('network.checklist.exact'),
    ...usernameWarningsSaid(username),
    method === 'POST'
      ? said('network.checklist.post')
      : said('network.checklist.otherMethod', { method }),
    said('network.checklist.account'),
  ]
}

/** Spec section 7: what to check when a token cannot be obtained. */
export function authChecklist(username: string, portal: PortalKind, method: string): string[] {
  return authChecklistSaid(username, portal, method).map(english)
}
