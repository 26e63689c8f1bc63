import type { ProfileView } from '../../../../shared/model/profile'
import type { UrlBase } from '../../../../shared/model/request'

type ProfileHosts = Pick<ProfileView, 'baseUrl' | 'apiHostUrl' | 'account' | 'username'>

/** The base a relative URL goes under: the API host falls back to the base URL when unset. */
export const baseOf = (profile: ProfileHosts, relativeTo: UrlBase): string =>
  relativeTo === 'api' ? profile.apiHostUrl || profile.baseUrl : profile.baseUrl

export const isAbsolute = (url: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(url.trim())

/** Fills `{account}`, `{accountName}`, `{username}` as main will (encoded, in a URL). */
function fill(text: string, profile: ProfileHosts): string {
  const values: Record<string, string> = {
    account: profile.account.id,
    accountName: profile.account.name,
    username: profile.username,
  }
  return text.replace(/\{(account|accountName|username)\}/g, (_m, key: string) =>
    encodeURIComponent(values[key] ?? ''),
  )
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

export interface UrlPreview {
  /** What a relative URL is resolved against; null for an absolute URL. */
  base: string | null
  /** The URL as it will be sent, placeholders filled; null while it cannot be built. */
  url: string | null
  /** The origin when it is none of the profile's hosts (main asks before sending there). */
  foreignOrigin: string | null
}

/** A preview of main's resolveUrl, for the hints under the URL field. */
export function previewUrl(profile: ProfileHosts, url: string, relativeTo: UrlBase): UrlPreview {
  const text = url.trim()
  const absolute = isAbsolute(text)
  const base = absolute ? null : baseOf(profile, relativeTo)
  if (text === '') return { base, url: null, foreignOrigin: null }
  let resolved: URL
  try {
    const filled = fill(text, profile)
    resolved = absolute
      ? new URL(filled)
      : new URL(`${base ?? ''}${filled.startsWith('/') ? '' : '/'}${filled}`)
  } catch {
    return { base, url: null, foreignOrigin: null }
  }
  if (resolved.protocol !== 'https:' && resolved.protocol !== 'http:') {
    return { base, url: null, foreignOrigin: null }
  }
  const own = [profile.baseUrl, profile.apiHostUrl].filter(Boolean).map(originOf)
  return {
    base,
    url: resolved.toString(),
    foreignOrigin: own.includes(resolved.origin) ? null : resolved.origin,
  }
}
