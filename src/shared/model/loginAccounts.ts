import { countOf } from '../text/countOf'
import { lazyCollator } from '../text/lazyCollator'

/**
 * Spec 1.4 and 5.1 step 6: a token belongs to the one account its user was
 * created under, and each account needs its own user. Profiles of several
 * accounts on one login (loginOf: base URL and username) therefore cannot
 * all get a working token: almost always a login copied by mistake. Several
 * profiles of one account sharing it is fine (a copy, a second probe).
 */

/** Account IDs compare without case, as `duplicateKey` and the import match them. */
export const sameAccount = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase()

/** Another account a login serves: its ID, how many profiles, the first few names. */
export interface OtherAccount {
  accountId: string
  profiles: number
  names: string[]
}

export interface AccountMember {
  id: string
  name: string
  account: { id: string }
}

/** How many names a warning gives per account before "and N more". */
export const ACCOUNT_NAMES_SHOWN = 3
/** How many accounts a warning names. */
export const ACCOUNTS_SHOWN = 5

const byName = lazyCollator()

/**
 * The accounts other than `accountId` among the members of one login,
 * leaving out `self` (the profile being edited, or none): each with its
 * profiles counted and the first names in order. Empty when the login
 * serves only this account.
 */
export function otherAccountsOfLogin(
  members: readonly AccountMember[],
  accountId: string,
  self: string | null,
): OtherAccount[] {
  const byAccount = new Map<string, OtherAccount>()
  for (const member of members) {
    if (member.id === self || sameAccount(member.account.id, accountId)) continue
    const key = member.account.id.toLowerCase()
    const entry = byAccount.get(key)
    if (entry) {
      entry.profiles++
      keepFirst(entry.names, member.name)
    } else byAccount.set(key, { accountId: member.account.id, profiles: 1, names: [member.name] })
  }
  return [...byAccount.values()].sort((a, b) => byName.compare(a.accountId, b.accountId))
}

/**
 * Puts `name` in `first` (in order, at most ACCOUNT_NAMES_SHOWN) if it is
 * among the first: an insertion into a short list, not a sort of every name
 * (a login of 10,000 profiles is grouped for the views once per change).
 */
function keepFirst(first: string[], name: string): void {
  const last = first.at(-1)
  if (first.length >= ACCOUNT_NAMES_SHOWN && last !== undefined && byName.compare(name, last) >= 0)
    return
  let at = first.length
  while (at > 0 && byName.compare(name, first[at - 1] ?? '') < 0) at--
  first.splice(at, 0, name)
  if (first.length > ACCOUNT_NAMES_SHOWN) first.pop()
}

/** Every account among a login's members, worked out once per list (see accountsBeside). */
const accountsOfMembers = new WeakMap<readonly AccountMember[], OtherAccount[]>()

/**
 * The accounts other than `accountId` that a login's members (the whole list
 * membersOf keeps, never mutated) belong to: otherAccountsOfLogin for a
 * profile of that login. The grouping is made once per list, so the views of
 * a login's 10,000 profiles do not each group all 10,000.
 */
export function accountsBeside(
  members: readonly AccountMember[],
  accountId: string,
): OtherAccount[] {
  let all = accountsOfMembers.get(members)
  if (all === undefined) {
    // No account ID is empty (profileSchema): "" leaves every account in.
    all = otherAccountsOfLogin(members, '', null)
    accountsOfMembers.set(members, all)
  }
  return all.filter((other) => !sameAccount(other.accountId, accountId))
}

const quoted = (name: string) => `“${name}”`

/** "INITECH-003 (“Initech prod”)", "HOOLI-004 (“Hooli a”, “Hooli b” and 3 more)". */
function accountText({ accountId, profiles, names }: OtherAccount): string {
  const more = profiles - names.length
  const shown = names.map(quoted).join(', ')
  return `${accountId} (${more > 0 ? `${shown} and ${countOf(more, 'more', 'more')}` : shown})`
}

/**
 * What the form and the import preview say when a login would serve another
 * account too; null when it would not. `accountId`: the account of the
 * profile being saved or imported.
 */
export function loginAccountsWarning(
  others: readonly OtherAccount[],
  accountId: string,
): string | null {
  if (others.length === 0) return null
  const shown = others.slice(0, ACCOUNTS_SHOWN).map(accountText)
  const rest = others.length - shown.length
  const list =
    rest > 0 ? `${shown.join(', ')} and ${countOf(rest, 'other account')}` : listed(shown)
  const both =
    others.length === 1 && others[0]
      ? `both ${others[0].accountId} and ${accountId}`
      : `${accountId} as well`
  return `This address and username already serve ${list}. A token is for the one account its API user was created under, so one login cannot work for ${both}: each account needs its own API user.`
}

const listed = (items: readonly string[]): string =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`
