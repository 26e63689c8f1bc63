import type { SecretProtection } from '../../../shared/ipc/contract'
import type { CopyFormat } from '../../../shared/model/copyFormats'
import { ACCOUNTS_SHOWN, type OtherAccount } from '../../../shared/model/loginAccounts'
import type { AuthMethod } from '../../../shared/model/portal'
import type { ProfileRow, ProfileView } from '../../../shared/model/profile'
import { standingToken, wrongAccountOf, type ExpirySource } from '../../../shared/model/token'
import { leadClamped } from '../../../shared/time/renewLead'
import { t } from '../i18n'
import { formatDuration } from './format'

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
  if (!profile.autoRenew) return { text: t('detail:autoRenew.off'), warn: false }
  if (profile.password === 'none') return { text: t('detail:autoRenew.noPassword'), warn: true }
  if (profile.lastError?.code === 'auth-rejected') {
    return { text: t('detail:autoRenew.paused'), warn: true }
  }
  const untilQuit = profile.password === 'session'
  const lead = formatDuration(leadMs)
  const token = standingToken(profile.token)
  if (token !== null && token.expiresAt <= token.issuedAt) {
    return { text: t('detail:autoRenew.arriveExpired'), warn: true }
  }
  if (token !== null && leadClamped(token, leadMs)) {
    // JWT `exp` is in whole seconds and the issue time is taken before sending: 299.4 s is 5 min.
    const life = formatDuration(Math.round((token.expiresAt - token.issuedAt) / 10_000) * 10_000)
    return {
      text: untilQuit
        ? t('detail:autoRenew.tooShortUntilQuit', { life, lead })
        : t('detail:autoRenew.tooShort', { life, lead }),
      warn: true,
    }
  }
  return {
    text: untilQuit
      ? t('detail:autoRenew.onUntilQuit', { lead })
      : t('detail:autoRenew.on', { lead }),
    warn: false,
  }
}

/** "Obtained with POST · response envelope B"; the envelope only when it was recorded. */
export const obtainedWith = (token: { method: string; envelope: string }): string =>
  token.envelope === 'A' || token.envelope === 'B'
    ? t('detail:obtainedWithEnvelope', { method: token.method, envelope: token.envelope })
    : t('detail:obtainedWith', { method: token.method })

/** How the app knows the expiry, next to it on the token card. */
export const expirySourceLabel = (source: ExpirySource): string =>
  t(`detail:expirySource.${source}`)

/** Where a password typed now goes after a 401: the same rule as the profile form's. */
export const keptAfter401 = (): string => t('detail:keptAfter401')

/* English only, for the command line's sake: the window counts with lib/format's formatNumber. */

/** "Acme EU, Acme UK and Acme US"; "A, B, C, D, E and 3 more" when only some names came. */
export function nameList(names: readonly string[], total: number): string {
  const quoted = names.map((name) => t('detail:quoted', { name }))
  const more = total - names.length
  if (more > 0) return t('detail:nameListMore', { names: quoted.join(', '), count: more })
  return listed(quoted)
}

/** "a", "a and b", "a, b and c": items in a sentence. */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return t('detail:listAnd', { head: items.slice(0, -1).join(', '), last: items.at(-1) ?? '' })
}

/**
 * A login's other accounts in a sentence, each as `text` gives it: the first
 * few, then "and 3 other accounts" (the form's warning, the token card's note).
 */
export function accountList(
  others: readonly OtherAccount[],
  text: (other: OtherAccount) => string = (other) => other.accountId,
): string {
  const shown = others.slice(0, ACCOUNTS_SHOWN).map(text)
  const rest = others.length - shown.length
  return rest > 0
    ? t('profileForm:loginAccounts.andOthers', { accounts: shown.join(', '), count: rest })
    : listed(shown)
}

/** Whether a row says its login serves other accounts: once the service named the token's, its state says more. */
export const showsMixedLogin = (row: Pick<ProfileRow, 'mixedLogin' | 'token'>): boolean =>
  row.mixedLogin === true && wrongAccountOf(row.token) === null

/**
 * How the detail says the password is shared: by the profiles with the same
 * base URL and username (loginOf). Null when no other profile has its login.
 */
export function sharedLoginLabel(
  profile: Pick<ProfileView, 'password' | 'sharedLogin'>,
): string | null {
  const { others } = profile.sharedLogin
  if (others === 0) return null
  return profile.password === 'none'
    ? t('detail:sharedOnce', { count: others })
    : t('detail:sharedWith', { count: others })
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
    ? t('detail:sharedPasswordEditing', { count: others, list })
    : t('detail:sharedPasswordNew', { count: others, list })
}

/** What a password typed in the prompt does for the other profiles of its login; '' for none. */
export const sharedPromptNote = (shared: Pick<ProfileView['sharedLogin'], 'others'>): string =>
  shared.others === 0 ? '' : ` ${t('detail:sharedPrompt', { count: shared.others })}`

/** Where a password typed now will be kept, by the storage's protection and the user's choice. */
export function keptAs(
  protection: SecretProtection['kind'] | undefined,
  keepInWeakStorage: boolean,
): string {
  switch (protection) {
    case 'os-keyring':
    case 'test-only':
      return t('detail:keptAs.encrypted')
    case 'weak':
      return keepInWeakStorage ? t('detail:keptAs.weak') : t('detail:keptAs.memory')
    case 'unavailable':
      return t('detail:keptAs.memory')
    case undefined:
      return t('detail:keptAs.unknown')
  }
}

/** What a copy put on the clipboard, to start the sentence saying so. */
export const copiedLabel = (format: CopyFormat): string =>
  format === 'token' ? t('detail:copiedToken') : t(`labels:copyFormat.${format}`)
