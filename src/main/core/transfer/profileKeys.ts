import { loginOf } from '../../../shared/model/login'
import {
  duplicateKey,
  profileMatchKey,
  sameBaseUrlMatchKey,
  type Profile,
} from '../../../shared/model/profile'

/** The keys an import or a catalog sync matches a stored profile by. */
export interface ProfileKeys {
  /** sameBaseUrlMatchKey: the profile a row at its base URL updates. */
  sameBaseUrl: string
  /** profileMatchKey: the same login on any host (a host move). */
  anyHost: string
  /** duplicateKey: a second profile for this login would be refused. */
  duplicate: string
  /** loginOf: the profiles that share its password. */
  login: string
}

/**
 * Worked out once per profile object: the repository never changes a stored
 * profile in place (an edit saves a new object), so a kept key cannot go
 * stale, and a re-sync of a 10,000-row catalog does not build its 40,000
 * JSON keys (and their URL parses) again.
 */
const kept = new WeakMap<Profile, ProfileKeys>()

export function keysOf(profile: Profile): ProfileKeys {
  let keys = kept.get(profile)
  if (keys === undefined) {
    keys = {
      sameBaseUrl: sameBaseUrlMatchKey(profile),
      anyHost: profileMatchKey(profile),
      duplicate: duplicateKey(profile),
      login: loginOf(profile),
    }
    kept.set(profile, keys)
  }
  return keys
}
