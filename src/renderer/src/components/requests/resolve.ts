import type { UrlBase } from '../../../../shared/model/request'
import {
  baseOf,
  isAbsolute,
  profileOrigins,
  resolveRequestUrl,
  type RequestHosts,
} from '../../../../shared/requests/resolveUrl'
import { sayOf } from '../../i18n'

export { isAbsolute }

export interface UrlPreview {
  /** What a relative URL is resolved against; null for an absolute URL. */
  base: string | null
  /** The URL as it will be sent, placeholders filled; null while it cannot be built. */
  url: string | null
  /** Why it cannot be built, in main's words (null while empty or when it can). */
  problem: string | null
  /** The origin when it is none of the profile's hosts (main asks before sending there). */
  foreignOrigin: string | null
}

/** The hints under the URL field, by the rule main sends by (shared/requests/resolveUrl). */
export function previewUrl(profile: RequestHosts, url: string, relativeTo: UrlBase): UrlPreview {
  const base = isAbsolute(url) ? null : baseOf(profile, relativeTo)
  if (url.trim() === '') return { base, url: null, problem: null, foreignOrigin: null }
  const resolved = resolveRequestUrl({ url, relativeTo }, profile)
  if (!resolved.ok) return { base, url: null, problem: sayOf(resolved), foreignOrigin: null }
  const origin = resolved.url.origin
  return {
    base,
    url: resolved.url.toString(),
    problem: null,
    foreignOrigin: profileOrigins(profile).includes(origin) ? null : origin,
  }
}
