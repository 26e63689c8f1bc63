import { portalNames } from '../model/portal'
import { foldText } from './foldText'
import { boundQuery } from './queryLimit'
import type { ProfileRow } from '../model/profile'
import { inView, type StatusFilter } from './statusFilter'

type View = Exclude<StatusFilter, 'all'>

/** The words `is:` takes, and the status view each means. */
const stateWords: Record<string, View> = {
  expiring: 'expiring',
  expired: 'expired',
  failed: 'failing',
  failing: 'failing',
  rejected: 'failing',
  none: 'none',
  notoken: 'none',
  'no-token': 'none',
  favourite: 'favourites',
  favourites: 'favourites',
  fav: 'favourites',
}

/**
 * The words `is:` takes for a login that serves profiles of other accounts
 * too (the rows marked "Shared across accounts"): what a desk looks for before
 * a test request's 403 shows it.
 */
const mixedLoginWords = new Set(['shared', 'cross-account', 'mixed'])

/**
 * What the search field could not use, for the window to say in its language:
 * an `is:` word that names no state, a qualifier negated with "-" (there is
 * no "not"), or a query longer than is searched
 * (MAX_QUERY_TERMS words, MAX_QUERY_LENGTH characters).
 */
export type QueryProblem =
  | { kind: 'not-a-state'; value: string }
  | { kind: 'cut' }
  /** A qualifier with "-" before it: not searched (nothing would match it as text), said instead. */
  | { kind: 'negated'; word: string }

/** What the search field says beyond plain text: `is:expiring`, `portal:alt`, `host:eu`. */
export interface QualifiedQuery {
  /** The rest, ranked as text. */
  text: string
  views: View[]
  /** Only profiles whose login serves other accounts too (`is:shared`). */
  mixedLogin: boolean
  /** Lower-case pieces the portal (its id or label) must contain. */
  portals: string[]
  /** Lower-case pieces the base URL's host must contain. */
  hosts: string[]
  /** Lower-case account IDs, one of which the profile's must be, whole (a link to an account). */
  accounts: string[]
  /** What the query asked that was not searched, for the field to show. */
  problems: QueryProblem[]
}

/** What filters the list (the text is ranked apart). */
export type Qualifiers = Pick<
  QualifiedQuery,
  'views' | 'mixedLogin' | 'portals' | 'hosts' | 'accounts'
>

export const QUALIFIER_HELP =
  'is:expiring, is:expired, is:failed, is:none, is:favourite, is:shared; portal:alt; host:eu; account:ACME-001'

/** `account:` with its ID in double quotes, for an ID with spaces: `account:"ACME 001"`. */
const QUOTED_ACCOUNT = /(?:^|\s)account:"([^"]*)"(?=\s|$)/gi

/** The qualifier naming this account ID, as the search field reads it back. */
export const accountQualifier = (accountId: string): string =>
  /[\s"]/.test(accountId) || accountId === '' ? `account:"${accountId}"` : `account:${accountId}`

/**
 * Splits the search into qualifiers and text. Only `is:`, `portal:` and
 * `host:` are qualifiers (other colons are text: "https:" searches hosts as
 * before); one still being typed (`is:` alone) filters nothing yet.
 */
export function parseQualifiers(query: string): QualifiedQuery {
  const parsed: QualifiedQuery = {
    text: '',
    views: [],
    mixedLogin: false,
    portals: [],
    hosts: [],
    accounts: [],
    problems: [],
  }
  const text: string[] = []
  const bounded = boundQuery(query)
  if (bounded.cut) parsed.problems.push({ kind: 'cut' })
  const unquoted = bounded.text.replace(QUOTED_ACCOUNT, (_, id: string) => {
    if (id.trim() !== '') parsed.accounts.push(foldText(id.trim()))
    return ' '
  })
  for (const word of unquoted.trim().split(/\s+/)) {
    if (/^-(is|portal|host|account):/i.test(word)) {
      parsed.problems.push({ kind: 'negated', word })
      continue
    }
    const match = /^(is|portal|host|account):(.*)$/i.exec(word)
    if (!match) {
      if (word !== '') text.push(word)
      continue
    }
    const key = (match[1] ?? '').toLowerCase()
    // Folded as search folds: `account:muller-77` is MÜLLER-77, `portal:kunden` the Kundenportal.
    const value = foldText(match[2] ?? '')
    if (value === '') continue
    if (key === 'portal') parsed.portals.push(value)
    else if (key === 'host') parsed.hosts.push(value)
    else if (key === 'account') parsed.accounts.push(value)
    else {
      const view = stateWords[value]
      if (view) parsed.views.push(view)
      else if (mixedLoginWords.has(value)) parsed.mixedLogin = true
      else parsed.problems.push({ kind: 'not-a-state', value })
    }
  }
  parsed.text = text.join(' ')
  return parsed
}

export const hasQualifiers = (q: Qualifiers): boolean =>
  q.mixedLogin || q.views.length + q.portals.length + q.hosts.length + q.accounts.length > 0

/** The host a base URL names (lower case), as `host:` and the Board read it. */
export const hostOf = (url: string): string => {
  try {
    return new URL(url).host.toLowerCase()
  } catch {
    return url.toLowerCase()
  }
}

/** Whether a profile meets every qualifier at `now` (the states as the status views count them). */
export function meetsQualifiers(
  p: ProfileRow,
  q: Qualifiers,
  now: number,
  warningMs: number,
): boolean {
  if (!q.views.every((view) => inView(p, view, now, warningMs))) return false
  if (q.mixedLogin && p.mixedLogin !== true) return false
  if (q.portals.length > 0) {
    const portal = foldText(`${p.portal} ${portalNames[p.portal]}`)
    if (!q.portals.every((piece) => portal.includes(piece))) return false
  }
  if (q.hosts.length > 0) {
    const host = hostOf(p.baseUrl)
    if (!q.hosts.every((piece) => host.includes(piece))) return false
  }
  // Any of them: a profile has one account, and `account:A account:B` means both accounts' profiles.
  if (q.accounts.length > 0 && !q.accounts.includes(foldText(p.account.id))) return false
  return true
}
