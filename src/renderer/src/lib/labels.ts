import type { AuthMethod, HeaderStyle } from '../../../shared/model/portal'
import type { ProfileView } from '../../../shared/model/profile'
import { formatDuration } from '../../../shared/time/countdown'

export const headerStyleLabels: Record<HeaderStyle, string> = {
  bearer: 'Bearer <token>',
  bare: 'Bare token',
}

/** "Acme Corp (10023)", or just the ID when the account has no name. */
export const accountLabel = (profile: Pick<ProfileView, 'account'>): string =>
  profile.account.name === ''
    ? profile.account.id
    : `${profile.account.name} (${profile.account.id})`

/** The method a token request uses: the profile's choice on the SMS host, POST on the portals. */
export const methodOf = (profile: Pick<ProfileView, 'portal' | 'smsMethod'>): AuthMethod =>
  profile.portal === 'api-host' ? profile.smsMethod : 'POST'

/** Whether auto-renew is on and, if it cannot run, why (main pauses it after a 401). */
export function autoRenewLabel(
  profile: Pick<ProfileView, 'autoRenew' | 'hasPassword' | 'lastError'>,
  leadMs: number,
): { text: string; warn: boolean } {
  if (!profile.autoRenew) return { text: 'Off', warn: false }
  if (!profile.hasPassword) return { text: 'On, but no password is stored', warn: true }
  if (profile.lastError?.code === 'auth-rejected') {
    return { text: 'Paused after a 401 until you get a token or change the password', warn: true }
  }
  return { text: `On, ${formatDuration(leadMs)} before expiry`, warn: false }
}

/** "Obtained with POST · response envelope B"; the envelope only when it was recorded. */
export const obtainedWith = (token: { method: string; envelope: string }): string =>
  token.envelope === 'A' || token.envelope === 'B'
    ? `Obtained with ${token.method} · response envelope ${token.envelope}`
    : `Obtained with ${token.method}`
