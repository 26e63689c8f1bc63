import { z } from 'zod'
import { normalBaseUrl } from './baseUrl'
import { idSchema } from './id'
import { says } from '../i18n/fieldSays'
import { said } from '../i18n/said'
import { passwordSchema, type Profile } from './profile'
import { lazyCollator } from '../text/lazyCollator'
import { lazySchema } from './lazySchema'

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

const byName = lazyCollator()

/**
 * The first SHARED_NAMES_SHOWN + 1 members by name (one more than shown, for
 * when the profile asking is among them), per member list: main keeps one
 * list per login until the profiles change, and a renewal announces its
 * profile's view twice, so at thousands of profiles a login sorts once.
 */
const firstNames = new WeakMap<readonly Member[], Member[]>()

interface Member {
  id: string
  name: string
}

function firstOf(members: readonly Member[]): Member[] {
  let first = firstNames.get(members)
  if (first) return first
  first = []
  // Insertion into a short list: no sort of every name.
  for (const member of members) {
    const last = first.at(-1)
    if (first.length > SHARED_NAMES_SHOWN && last && byName.compare(member.name, last.name) >= 0)
      continue
    let at = first.length
    while (at > 0 && byName.compare(member.name, first[at - 1]?.name ?? '') < 0) at--
    first.splice(at, 0, member)
    if (first.length > SHARED_NAMES_SHOWN + 1) first.pop()
  }
  firstNames.set(members, first)
  return first
}

/** Past this many members, whether one is a member is looked up in a set made once per list. */
const SCANNED_MEMBERS = 32
const memberIds = new WeakMap<readonly Member[], ReadonlySet<string>>()

/**
 * Whether `id` is one of `members`: a scan of a short list; for a long one a
 * set per list, as firstOf keeps its names (a scan of a login's 10,000
 * members was most of a renewal's view, which a Renew all makes twice).
 */
function isMember(members: readonly Member[], id: string | null): boolean {
  if (id === null) return false
  if (members.length <= SCANNED_MEMBERS) return members.some((member) => member.id === id)
  let ids = memberIds.get(members)
  if (ids === undefined) memberIds.set(members, (ids = new Set(members.map((m) => m.id))))
  return ids.has(id)
}

/**
 * What a profile's login is shared with: the members of the login other than
 * `self` (which may or may not be one), counted, and the first
 * SHARED_NAMES_SHOWN of their names in order.
 */
export function sharedWith(members: readonly Member[], self: string | null): SharedLogin {
  const others = isMember(members, self) ? members.length - 1 : members.length
  const names = firstOf(members)
    .filter((member) => member.id !== self)
    .slice(0, SHARED_NAMES_SHOWN)
    .map((member) => member.name)
  return { others, names }
}

/** A login some of the given profiles share, which needs a password typed (passwordLoginsInput). */
export interface LoginNeed {
  baseUrl: string
  username: string
  /** The profiles of that login among those asked about, in the order given. */
  profiles: { id: string; name: string }[]
}

const profileIds = lazySchema(() =>
  z
    .array(idSchema(said('fields.label.profileId')), says('fields.profileIds.notList'))
    .min(1, says('fields.profileIds.atLeastOne'))
    .max(100_000, says('fields.profileIds.tooMany')),
)

/**
 * Which logins among these profiles need a password: those with none to use
 * (the ones an import just added), or with `refused`, every login of them,
 * kept password or not (the service refused it: a new one replaces it).
 */
export const passwordLoginsInput = lazySchema(() =>
  z.object({
    profileIds,
    refused: z.boolean().optional(),
  }),
)

/**
 * One password typed for a login: it gets a token for the first profile
 * (so a wrong one is found at once, not 40 times), then for the others.
 */
export const enterLoginPasswordInput = lazySchema(() =>
  z.object({ profileIds, password: passwordSchema }),
)
