import { AppFailure } from '../../../shared/ipc/errors'
import type { Profile } from '../../../shared/model/profile'
import type { RequestFields } from '../../../shared/model/request'

const fail = (message: string, path = 'url') =>
  new AppFailure({ code: 'invalid-input', message, issues: [{ path, message }] })

/** `{account}`, `{accountName}`, `{username}` from the profile; in URLs, encoded. */
export function fillPlaceholders(text: string, profile: Profile, encode: boolean): string {
  const values: Record<string, string> = {
    account: profile.account.id,
    accountName: profile.account.name,
    username: profile.username,
  }
  return text.replace(/\{(account|accountName|username)\}/g, (_m, key: string) => {
    const value = values[key] ?? ''
    return encode ? encodeURIComponent(value) : value
  })
}

/** The absolute URL a request goes to: as given, or under the base URL or the API host URL. */
export function resolveUrl(
  request: Pick<RequestFields, 'url' | 'relativeTo'>,
  profile: Profile,
): URL {
  const filled = fillPlaceholders(request.url, profile, true)
  if (/^[a-z][a-z0-9+.-]*:/i.test(filled)) {
    let url: URL
    try {
      url = new URL(filled)
    } catch {
      throw fail('The URL is not valid.')
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw fail('Use an http:// or https:// URL.')
    if (url.username || url.password) throw fail('Remove the user name and password from the URL.')
    return url
  }
  const base =
    request.relativeTo === 'api' ? profile.apiHostUrl || profile.baseUrl : profile.baseUrl
  const path = filled.startsWith('/') ? filled : `/${filled}`
  try {
    return new URL(`${base}${path}`)
  } catch {
    throw fail('The URL is not valid.')
  }
}

/** The origins the profile's token is meant for: its base URL and its API host. */
export const profileOrigins = (profile: Profile): string[] =>
  [profile.baseUrl, profile.apiHostUrl].filter(Boolean).map((u) => new URL(u).origin)
