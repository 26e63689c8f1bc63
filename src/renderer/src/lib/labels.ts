import type { HeaderStyle } from '../../../shared/model/portal'
import type { ProfileView } from '../../../shared/model/profile'

export const headerStyleLabels: Record<HeaderStyle, string> = {
  bearer: 'Bearer <token>',
  bare: 'Bare token',
}

/** "Acme Corp (10023)", or just the ID when the account has no name. */
export const accountLabel = (profile: Pick<ProfileView, 'account'>): string =>
  profile.account.name === ''
    ? profile.account.id
    : `${profile.account.name} (${profile.account.id})`
