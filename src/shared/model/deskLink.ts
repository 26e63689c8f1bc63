import { z } from 'zod'
import { saidOfIssue, says } from '../i18n/fieldSays'
import { said, type Said } from '../i18n/said'
import { english } from '../i18n/sayMessage'
import { hasNoControlCharacters } from '../text/controlCharacters'
import { MAX_QUERY_LENGTH } from '../search/queryLimit'
import { idSchema } from './id'
import { lazySchema } from './lazySchema'

/**
 * `tokendesk://` links: a ticket, a chat or a wiki points at a profile. A
 * link is untrusted input from anywhere (any page can open one), so it is
 * read strictly: one of four shapes, every part checked with the contract's
 * own schemas, anything else refused with the reason. Nothing in a link is
 * a secret or asks for one.
 */
export const LINK_SCHEME = 'tokendesk'
/** Longer is no link this app made (a search is at most MAX_QUERY_LENGTH characters). */
export const MAX_LINK_LENGTH = 1024

export type DeskLink =
  /**
   * Opens the profile. Ids are each desk's own, so a link made for a ticket
   * also names the account: on a desk without that profile, its account's
   * profiles are shown instead.
   */
  | { kind: 'profile'; profileId: string; accountId: string | null }
  /** Opens the account's profile, or lists them when it has several. */
  | { kind: 'account'; accountId: string }
  /** Opens the list with this search. */
  | { kind: 'search'; query: string }
  /** Copies the profile's header, after a yes in main's own dialog. */
  | { kind: 'copy-header'; profileId: string }

/** Refused: the reason in English (the log, the command line) and as data (the window). */
export type LinkReading = { ok: true; link: DeskLink } | { ok: false; reason: string; said: Said }

const profileId = lazySchema(() => idSchema(said('inputs.label.linkProfileId')))
/** As a profile's Account ID field takes it. */
const accountId = lazySchema(() =>
  z
    .string()
    .refine(hasNoControlCharacters, says('inputs.link.accountIdControl'))
    .trim()
    .min(1, says('inputs.link.accountIdEmpty'))
    .max(120, says('inputs.link.accountIdTooLong')),
)
const query = lazySchema(() =>
  z
    .string()
    .refine(hasNoControlCharacters, says('inputs.link.searchControl'))
    .trim()
    .min(1, says('inputs.link.searchEmpty'))
    .max(MAX_QUERY_LENGTH, says('inputs.link.searchTooLong', { max: MAX_QUERY_LENGTH })),
)

const refused = (reason: Said): LinkReading => ({
  ok: false,
  reason: english(reason),
  said: reason,
})

/**
 * A part's check refused it: the check's own words. One that kept no Said
 * (an id's check) keeps its English, said as "a part of it is not valid".
 */
function refusedBy(error: z.ZodError, fallback: Said): LinkReading {
  const issue = error.issues[0]
  if (issue === undefined) return refused(fallback)
  return { ok: false, reason: issue.message, said: saidOfIssue(issue) ?? fallback }
}

const checked = <T>(schema: z.ZodType<T>, value: string, make: (v: T) => DeskLink): LinkReading => {
  const result = schema.safeParse(value)
  return result.success
    ? { ok: true, link: make(result.data) }
    : refusedBy(result.error, said('inputs.link.partNotValid'))
}

/** What a link's path names, one segment; a trailing slash (Windows adds one) is no segment. */
function oneSegment(pathname: string): string | null {
  const segments = pathname.replace(/^\//, '').replace(/\/$/, '').split('/')
  if (segments.length !== 1 || segments[0] === '') return null
  try {
    return decodeURIComponent(segments[0] ?? '')
  } catch {
    return null
  }
}

/** The one parameter a link of this kind takes, or why it cannot be read. */
function onlyParam(url: URL, name: string): string | { reason: Said } {
  const names = [...url.searchParams.keys()]
  if (names.length !== 1 || names[0] !== name) {
    return { reason: said('inputs.link.takesOnly', { name }) }
  }
  return url.searchParams.get(name) ?? ''
}

/** Reads a link as the OS handed it over: one of the four shapes, or the reason it is none. */
export function readDeskLink(input: unknown): LinkReading {
  if (typeof input !== 'string') return refused(said('inputs.link.notText'))
  if (input.length > MAX_LINK_LENGTH) {
    return refused(said('inputs.link.tooLong', { max: MAX_LINK_LENGTH }))
  }
  if (!hasNoControlCharacters(input) || /\s/.test(input)) {
    return refused(said('inputs.link.spaces'))
  }
  let url: URL
  try {
    url = new URL(input)
  } catch {
    return refused(said('inputs.link.notALink'))
  }
  if (url.protocol !== `${LINK_SCHEME}:`) {
    return refused(said('inputs.link.wrongScheme', { scheme: LINK_SCHEME }))
  }
  if (url.username !== '' || url.password !== '' || url.port !== '' || url.hash !== '') {
    return refused(said('inputs.link.extraParts'))
  }
  const action = url.hostname.toLowerCase()
  const path = url.pathname
  switch (action) {
    case 'profile': {
      const segment = oneSegment(path)
      if (segment === null) return refused(said('inputs.link.noProfile'))
      if (url.search === '') {
        return checked(profileId, segment, (id) => ({
          kind: 'profile',
          profileId: id,
          accountId: null,
        }))
      }
      const account = onlyParam(url, 'account')
      if (typeof account !== 'string') return refused(account.reason)
      const id = profileId.safeParse(segment)
      if (!id.success) return refusedBy(id.error, said('inputs.link.profileIdNotValid'))
      return checked(accountId, account, (a) => ({
        kind: 'profile',
        profileId: id.data,
        accountId: a,
      }))
    }
    case 'account': {
      if (url.search !== '') return refused(said('inputs.link.accountTakesNoParameters'))
      const segment = oneSegment(path)
      if (segment === null) return refused(said('inputs.link.noAccount'))
      return checked(accountId, segment, (id) => ({ kind: 'account', accountId: id }))
    }
    case 'search':
    case 'copy-header': {
      if (path !== '' && path !== '/') return refused(said('inputs.link.noPath', { action }))
      const value = onlyParam(url, action === 'search' ? 'q' : 'profile')
      if (typeof value !== 'string') return refused(value.reason)
      return action === 'search'
        ? checked(query, value, (q) => ({ kind: 'search', query: q }))
        : checked(profileId, value, (id) => ({ kind: 'copy-header', profileId: id }))
    }
    default:
      return refused(said('inputs.link.unknownAction', { action: action.slice(0, 40) }))
  }
}

/** The link to a place, as "Copy link" writes it and readDeskLink reads it back. */
export function deskLinkOf(link: DeskLink): string {
  const base = `${LINK_SCHEME}://`
  switch (link.kind) {
    case 'profile':
      return `${base}profile/${encodeURIComponent(link.profileId)}${
        link.accountId === null ? '' : `?${new URLSearchParams({ account: link.accountId })}`
      }`
    case 'account':
      return `${base}account/${encodeURIComponent(link.accountId)}`
    case 'search':
      return `${base}search?${new URLSearchParams({ q: link.query }).toString()}`
    case 'copy-header':
      return `${base}copy-header?${new URLSearchParams({ profile: link.profileId }).toString()}`
  }
}
