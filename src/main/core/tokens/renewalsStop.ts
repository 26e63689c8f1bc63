import { saying } from '../../../shared/i18n/sayMessage'
import type { ProfileData } from '../profiles/profileData'
import type { SingleFlight } from '../util/singleFlight'

/**
 * The token requests in flight, as data a profile holds: deleting the
 * profile, or an edit that takes its token away (another user, account or
 * host), cancels its request, whose answer would be for a profile or a login
 * that is gone. Nothing comes back with Undo: the request is over.
 */
export const renewalsStop = (renewals: SingleFlight): ProfileData<null> => ({
  take: async (profileId) => {
    renewals.cancel(profileId)
    return null
  },
  give: async () => undefined,
  tokenRemoved: (profileId) => {
    renewals.cancel(profileId, saying('network.tokens.loginChanged'))
    return () => undefined
  },
})
