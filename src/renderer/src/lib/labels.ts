import type { SecretProtection } from '../../../shared/ipc/contract'
import { copyFormatLabels, type CopyFormat } from '../../../shared/model/copyFormats'
import type { AuthMethod, HeaderStyle } from '../../../shared/model/portal'
import type { PasswordKeeping, ProfileColour, ProfileView } from '../../../shared/model/profile'
import { standingToken, type ExpirySource } from '../../../shared/model/token'
import { countOf, formatCount } from '../../../shared/text/countOf'
import { formatDuration } from '../../../shared/time/countdown'
import { leadClamped } from '../../../shared/time/renewLead'

export const headerStyleLabels: Record<HeaderStyle, string> = {
  bearer: 'Bearer <token>',
  bare: 'Bare token',
}

/** Where the password is, as the detail pane says it. */
export const passwordLabels: Record<PasswordKeeping, string> = {
  stored: 'Password stored (encrypted)',
  session: 'Password kept until you quit',
  command: 'Password from a command',
  none: "No password kept: you'll be asked",
}

export const colourLabels: Record<ProfileColour, string> = {
  none: 'None',
  red: 'Red',
  orange: 'Orange',
  yellow: 'Yellow',
  green: 'Green',
  teal: 'Teal',
  blue: 'Blue',
  purple: 'Purple',
  pink: 'Pink',
  grey: 'Grey',
}

/** "Acme Corp (10023)", or just the ID when the account has no name. */
export const accountLabel = (profile: Pick<ProfileView, 'account'>): string =>
  profile.account.name === ''
    ? profile.account.id
    : `${profile.account.name} (${profile.account.id})`

/** The method a token request uses: the profile's choice on the SMS host, POST on the portals. */
export const methodOf = (profile: Pick<ProfileView, 'portal' | 'smsMethod'>): AuthMethod =>
  profile.portal === 'api-host' ? profile.smsMethod : 'POST'

/**
 * Whether auto-renew is on and, if it cannot run, why (main pauses it after a
 * 401); and when the service's tokens are too short for the lead time (main
 * then renews when a third of their life is left, renewLeadOf).
 */
export function autoRenewLabel(
  profile: Pick<ProfileView, 'autoRenew' | 'password' | 'lastError' | 'token'>,
  leadMs: number,
): { text: string; warn: boolean } {
  if (!profile.autoRenew) return { text: 'Off', warn: false }
  if (profile.password === 'none') return { text: 'On, but no password is kept', warn: true }
  if (profile.lastError?.code === 'auth-rejected') {
    return { text: 'Paused after a 401 until you get a token or change the password', warn: true }
  }
  const until = profile.password === 'session' ? ', until you quit' : ''
  const token = standingToken(profile.token)
  if (token !== null && token.expiresAt <= token.issuedAt) {
    return {
      text: "On, but this service's tokens arrive already expired (is this computer's clock ahead of the service's?): renewals back off, up to one every 30 min",
      warn: true,
    }
  }
  if (token !== null && leadClamped(token, leadMs)) {
    // JWT `exp` is in whole seconds and the issue time is taken before sending: 299.4 s is 5 min.
    const life = Math.round((token.expiresAt - token.issuedAt) / 10_000) * 10_000
    return {
      text: `On${until}: this service's tokens last only ${formatDuration(life)}, too short for the ${formatDuration(leadMs)} lead time, so each is renewed when a third of its life is left`,
      warn: true,
    }
  }
  return { text: `On, ${formatDuration(leadMs)} before expiry${until}`, warn: false }
}

/** "Obtained with POST · response envelope B"; the envelope only when it was recorded. */
export const obtainedWith = (token: { method: string; envelope: string }): string =>
  token.envelope === 'A' || token.envelope === 'B'
    ? `Obtained with ${token.method} · response envelope ${token.envelope}`
    : `Obtained with ${token.method}`

/** How the app knows the expiry, next to it on the token card. */
export const expirySourceLabels: Record<ExpirySource, string> = {
  token: '(from the token itself)',
  service: '(stated by the service)',
  assumed: '(assumed: 24 h from issue, as the spec says; the service did not say)',
}

/** Where a password typed now goes after a 401: the same rule as the profile form's. */
export const KEPT_AFTER_401 =
  'A password you type is kept even when the service refuses it, as one typed in the profile form is: a 401 does not say whether the password was wrong. Type another one to replace it.'

export { countOf, formatCount }

/** "Acme EU, Acme UK and Acme US"; "A, B, C, D, E and 3 more" when only some names came. */
export function nameList(names: readonly string[], total: number): string {
  const quoted = names.map((name) => `“${name}”`)
  const more = total - names.length
  if (more > 0) return `${quoted.join(', ')} and ${formatCount(more)} more`
  return listed(quoted)
}

/** "a", "a and b", "a, b and c": items in a sentence. */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`
}

/**
 * How the detail says the password is shared: by the profiles with the same
 * base URL and username (loginOf). Null when no other profile has its login.
 */
export function sharedLoginLabel(
  profile: Pick<ProfileView, 'password' | 'sharedLogin'>,
): string | null {
  const { others } = profile.sharedLogin
  if (others === 0) return null
  const them = countOf(others, 'other profile')
  return profile.password === 'none'
    ? `once for this and ${them} (same address and username)`
    : `shared with ${them} (same address and username)`
}

/**
 * What typing a password for this login does to the others, for the form
 * and the prompt. Null when no other profile has the login.
 */
export function sharedPasswordNote(
  shared: { others: number; names: readonly string[] },
  editing: boolean,
): string | null {
  const { others, names } = shared
  if (others === 0) return null
  const list = nameList(names, others)
  return editing
    ? `The password is shared with ${countOf(others, 'other profile')} (${list}): they have the same address and username, so changing it here changes it for them too.`
    : `${countOf(others, 'profile')} (${list}) already ${others === 1 ? 'has' : 'have'} this address and username: they share one password, so a password typed here is theirs too.`
}

/** What a password typed in the prompt does for the other profiles of its login; '' for none. */
export const sharedPromptNote = (shared: Pick<ProfileView['sharedLogin'], 'others'>): string =>
  shared.others === 0
    ? ''
    : ` It serves the ${countOf(shared.others, 'other profile')} with this address and username too.`

/** Where a password typed now will be kept, by the storage's protection and the user's choice. */
export function keptAs(
  protection: SecretProtection['kind'] | undefined,
  keepInWeakStorage: boolean,
): string {
  switch (protection) {
    case 'os-keyring':
    case 'test-only':
      return 'Token Desk then keeps it, encrypted.'
    case 'weak':
      return keepInWeakStorage
        ? 'Token Desk then keeps it on disk under weak encryption, as you allowed.'
        : 'Token Desk then keeps it in memory until you quit.'
    case 'unavailable':
      return 'Token Desk then keeps it in memory until you quit.'
    case undefined:
      return 'Token Desk then keeps it as its secret storage allows.'
  }
}

/** What a copy put on the clipboard, to start the sentence saying so. */
export const copiedLabel = (format: CopyFormat): string =>
  format === 'token' ? 'Token' : copyFormatLabels[format]
