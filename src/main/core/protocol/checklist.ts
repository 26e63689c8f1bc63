import type { PortalKind } from '../../../shared/model/portal'
import { usernameWarning } from '../../../shared/model/username'

/** Warnings about a username, from spec 2.2 (the shared rule): the Username, not the e-mail. */
export function usernameWarnings(username: string): string[] {
  const warning = usernameWarning(username)
  return warning === null ? [] : [`"${username.trim()}": ${warning}`]
}

/** Spec section 7: what to check when a token cannot be obtained. */
export function authChecklist(username: string, portal: PortalKind, method: string): string[] {
  const access =
    portal === 'customer'
      ? 'The user has Access set to API in the customer portal (user management).'
      : 'The user has Access set to API (or SMS) in the portal (user management).'
  return [
    access,
    'The username and password are exact: the Username as set up, and the password from the e-mail the service sent.',
    ...usernameWarnings(username),
    method === 'POST'
      ? 'The request used POST, as the service expects.'
      : `The request used ${method}; the service documents POST. Try POST in the profile.`,
    'The user belongs to the account this profile is for: each account needs its own API user.',
  ]
}
