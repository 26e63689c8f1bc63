import { z } from 'zod'
import { normalBaseUrl } from './baseUrl'
import { idSchema } from './id'
import { passwordSchema, type Profile } from './profile'

/**
 * The login a profile signs in with: its base URL (normalised) and its
 * username, exactly as stored. Profiles with the same login share one stored
 * password: typed or changed once, used by all of them. The account is not
 * part of it (one user may serve several accounts' profiles), nor the API
 * host (the password only ever goes to the base URL).
 *
 * The one definition, for main (where the password is kept under a key
 * derived from it) and for the page (which says who shares it).
 */
export const loginOf = (profile: Pick<Profile, 'baseUrl' | 'username'>): string =>
  JSON.stringify([normalBaseUrl(profile.baseUrl), profile.username])

/** The other profiles of a profile's login, as the page may see them: names, never a secret. */
export interface SharedLogin {
  /** How many other profiles have the same login. */
  others: number
  /** Some of their names (at most SHARED_NAMES_SHOWN), sorted. */
  names: string[]
}

export const SHARED_NAMES_SHOWN = 5

/** A login some of the given profiles share and none of them has a usable password for. */
export interface LoginNeed {
  baseUrl: string
  username: string
  /** The profiles of that login among those asked about, in the order given. */
  profiles: { id: string; name: string }[]
}

const profileIds = z
  .array(idSchema('Profile id'), { error: 'Profile ids must be a list' })
  .min(1, 'Name at least one profile')
  .max(100_000, 'At most 100,000 profiles at once')

/** Which logins among these profiles need a password (e.g. the ones an import just added). */
export const passwordLoginsInput = z.object({ profileIds })

/**
 * One password typed for a login: it gets a token for the first profile
 * (so a wrong one is found at once, not 40 times), then for the others.
 */
export const enterLoginPasswordInput = z.object({ profileIds, password: passwordSchema })
