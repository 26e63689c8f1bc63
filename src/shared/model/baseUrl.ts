import { saying } from '../i18n/sayMessage'
import type { Said } from '../i18n/said'
import { remembered } from '../text/remembered'

/**
 * A base URL checked: its normal form and notes (in English: the window
 * words them itself, profileForm's baseUrlWarnings), or why not, in English
 * and as data (`said`) for the window and the field checks (issueSaying).
 */
export type BaseUrlCheck =
  | { ok: true; url: string; warnings: readonly string[] }
  | { ok: false; message: string; said: Said }

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

export const isLoopbackHost = (hostname: string): boolean =>
  loopbackHosts.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname)

/** A URL on this computer's loopback interface (false for '' or a malformed one). */
export const isLoopbackUrl = (url: string): boolean =>
  URL.canParse(url) && isLoopbackHost(new URL(url).hostname)

/** The origin of a stored base URL (scheme, host, port); '' for none or a malformed one. */
export const originOf = remembered((url) => {
  if (url === '') return ''
  try {
    return new URL(url).origin
  } catch {
    return ''
  }
})

/**
 * Normalizes the base address of a portal or API host (spec placeholders
 * {portal_url}, {alt_portal_url}, {api_url}): scheme and host, optionally a
 * path prefix, never credentials, a query or a fragment, no trailing slash.
 */
export const checkBaseUrl = remembered((raw): BaseUrlCheck => {
  const text = raw.trim()
  if (text === '') return { ok: false, ...saying('fields.baseUrl.empty') }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    // "http://host:99999": a scheme and a host, with a port no URL can have: say that.
    const port = /^https?:\/\/[^/?#@]+:(\d+)(?:[/?#]|$)/i.exec(text)?.[1]
    if (port !== undefined && Number(port) > 65_535) {
      return { ok: false, ...saying('fields.baseUrl.port', { port }) }
    }
    return { ok: false, ...saying('fields.baseUrl.notUrl') }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, ...saying('fields.baseUrl.scheme', { scheme: url.protocol }) }
  }
  if (url.username || url.password) return { ok: false, ...saying('fields.baseUrl.credentials') }
  if (url.search || text.includes('?')) return { ok: false, ...saying('fields.baseUrl.query') }
  if (url.hash || text.includes('#')) return { ok: false, ...saying('fields.baseUrl.fragment') }
  const warnings: string[] = []
  const path = url.pathname.replace(/\/+$/, '')
  if (/\/_rest(\/|$)/.test(path)) return { ok: false, ...saying('fields.baseUrl.restPath') }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    warnings.push('Plain http sends the password unencrypted; use https unless this is a test host')
  }
  if (path !== '') warnings.push(`Requests will go under the path prefix ${path}`)
  return { ok: true, url: `${url.origin}${path}`, warnings }
})

/**
 * A stored base URL in its normal form (checkBaseUrl's: lower-case scheme and
 * host, default port dropped, no trailing slash); one that does not pass is
 * kept as it is, trimmed, so it still compares equal only to itself.
 */
export const normalBaseUrl = remembered((url) => {
  const checked = checkBaseUrl(url)
  return checked.ok ? checked.url : url.trim()
})
