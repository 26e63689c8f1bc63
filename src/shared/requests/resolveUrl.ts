import type { Said } from '../i18n/said'
import { saying } from '../i18n/sayMessage'
import type { Profile } from '../model/profile'
import { placeholders, type RequestFields, type UrlBase } from '../model/request'

type Placeholder = (typeof placeholders)[number]

/** `{name}` for each of the placeholders a request may use (one list: model/request.ts). */
const placeholderPattern = new RegExp(`\\{(${placeholders.join('|')})\\}`, 'g')
/** A placeholder that is a whole path segment (between slashes, or before a query). */
const dotSegmentPlaceholder = new RegExp(
  `(?:^|/)\\{(?:${placeholders.join('|')})\\}(?=[/?#]|$)`,
  'g',
)

/** The parts of a profile a request's URL is built from. */
export type RequestHosts = Pick<Profile, 'baseUrl' | 'apiHostUrl' | 'account' | 'username'>

const valueOf = (profile: RequestHosts, key: Placeholder): string =>
  key === 'account'
    ? profile.account.id
    : key === 'accountName'
      ? profile.account.name
      : profile.username

/** Fills `{account}`, `{accountName}`, `{username}`; encoded for a URL, as typed for a body. */
export function fillPlaceholders(text: string, profile: RequestHosts, encode: boolean): string {
  return text.replace(placeholderPattern, (_match, key: Placeholder) => {
    const value = valueOf(profile, key)
    return encode ? encodeURIComponent(value) : value
  })
}

/**
 * A body's placeholders: JSON-escaped when the body goes as JSON (no
 * Content-Type given, or one naming JSON), so an account name with a quote
 * or a backslash stays one string and adds no field; as typed otherwise.
 */
export function fillBodyPlaceholders(
  body: string,
  profile: RequestHosts,
  headers: readonly { name: string; value: string }[],
): string {
  const type = headers.find((h) => /^content-type$/i.test(h.name))?.value
  const json = type === undefined || /json/i.test(type)
  return body.replace(placeholderPattern, (_match, key: Placeholder) => {
    const value = valueOf(profile, key)
    return json ? JSON.stringify(value).slice(1, -1) : value
  })
}

/** The base a relative URL goes under: the API host falls back to the base URL when unset. */
export const baseOf = (profile: RequestHosts, relativeTo: UrlBase): string =>
  relativeTo === 'api' ? profile.apiHostUrl || profile.baseUrl : profile.baseUrl

export const isAbsolute = (url: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(url.trim())

/** A refusal in English (main's error, the command line) and as data (the window's hint). */
export type ResolvedUrl = { ok: true; url: URL } | { ok: false; message: string; said: Said }

/**
 * The absolute URL a request goes to: as given, or under the base URL or the
 * API host URL, placeholders filled. Only http(s), never with a user name or
 * password in it. Main sends by this rule; the window previews by it.
 */
export function resolveRequestUrl(
  request: Pick<RequestFields, 'url' | 'relativeTo'>,
  profile: RequestHosts,
): ResolvedUrl {
  // A value of "." or ".." filling a path segment would move the request up the path: a URL
  // reads "%2E%2E" as ".." too, so no encoding keeps it a name. Refused, naming it.
  const climbing = request.url.match(dotSegmentPlaceholder)
  for (const match of climbing ?? []) {
    const key = match.replace(/[^A-Za-z]/g, '') as Placeholder
    const value = valueOf(profile, key)
    if (value === '.' || value === '..')
      return { ok: false, ...saying('inputs.url.dotSegment', { placeholder: `{${key}}`, value }) }
  }
  const filled = fillPlaceholders(request.url.trim(), profile, true)
  const invalid: ResolvedUrl = { ok: false, ...saying('inputs.url.notValid') }
  let url: URL
  try {
    url = isAbsolute(filled)
      ? new URL(filled)
      : new URL(
          `${baseOf(profile, request.relativeTo)}${filled.startsWith('/') ? '' : '/'}${filled}`,
        )
  } catch {
    return invalid
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, ...saying('inputs.url.httpOnly') }
  if (url.username || url.password) return { ok: false, ...saying('inputs.url.noCredentials') }
  return { ok: true, url }
}

/** The origins the profile's token is meant for: its base URL and its API host. */
export function profileOrigins(profile: Pick<Profile, 'baseUrl' | 'apiHostUrl'>): string[] {
  return [profile.baseUrl, profile.apiHostUrl].flatMap((value) => {
    if (!value) return []
    try {
      return [new URL(value).origin]
    } catch {
      return []
    }
  })
}
