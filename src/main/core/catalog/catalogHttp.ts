import type { AxiosResponse } from 'axios'
import { classifyNetworkError } from '../protocol/networkError'
import { appScope, type Transport } from '../protocol/network/transport'
import { mib, type Fetched } from './catalogFetched'

/** A catalog read waits this long for each answer. */
export const CATALOG_TIMEOUT_MS = 30_000
/** Redirects followed, each to https:// only; a catalog that moved for good gets its new URL. */
export const MAX_CATALOG_REDIRECTS = 3

const REDIRECTS = new Set([301, 302, 303, 307, 308])

/** Where a URL points, without its query or fragment (a signed link's query is a credential). */
const shown = (url: URL) => `${url.origin}${url.pathname}`

const statusHints: Record<number, string> = {
  401: 'The server wants a login; a catalog URL holds none, so publish it where every desk can read it.',
  403: 'The server refuses this computer; publish it where every desk can read it.',
  404: 'Check the URL.',
  410: 'Check the URL.',
}

/**
 * GETs a catalog (or its .sig) through the app's transport, with the app's
 * proxy, CAs and pins, as token requests go. With a validator from the last
 * read it sends If-None-Match, and a 304 is "unchanged". The exact bytes come
 * back (arraybuffer: a text response would be decoded and lose the bytes the
 * pin and the signature are over); axios stops reading past `limit`.
 */
export async function fetchUrl(
  transport: Transport,
  url: string,
  etag: string | null,
  limit: number,
  timeoutMs = CATALOG_TIMEOUT_MS,
): Promise<Fetched> {
  let at = new URL(url)
  for (let redirects = 0; ; redirects++) {
    let response: AxiosResponse<unknown>
    try {
      response = await transport.request<unknown>(
        {
          url: at.href,
          method: 'GET',
          headers: {
            Accept: 'application/json, text/csv;q=0.9, */*;q=0.5',
            ...(etag === null ? {} : { 'If-None-Match': etag }),
          },
          responseType: 'arraybuffer',
          transformResponse: [(data: unknown) => data],
          maxContentLength: limit,
          timeout: timeoutMs,
          signal: AbortSignal.timeout(timeoutMs),
          decompress: true,
        },
        appScope,
      )
    } catch (error) {
      // The network's own wording says 1 MiB, a token answer's limit: a catalog's is said here.
      if (/maxContentLength/.test(error instanceof Error ? error.message : ''))
        return {
          kind: 'failed',
          reason: 'too-large',
          message: `${shown(at)} is larger than ${mib(limit)}, more than a catalog holds, so it was not read.`,
        }
      const { message } = classifyNetworkError(error, at.href, timeoutMs, 'the URL')
      return { kind: 'failed', reason: 'unreachable', message }
    }
    const { status } = response
    if (status === 200) {
      const data = response.data
      const bytes = Buffer.isBuffer(data)
        ? data
        : data instanceof ArrayBuffer
          ? Buffer.from(data)
          : Buffer.from(String(data ?? ''))
      const validator = response.headers['etag']
      return { kind: 'bytes', bytes, etag: typeof validator === 'string' ? validator : null }
    }
    if (status === 304 && etag !== null) return { kind: 'unchanged' }
    const answered = `${at.host} answered ${status}${response.statusText ? ` ${response.statusText}` : ''} for ${shown(at)}`
    if (REDIRECTS.has(status)) {
      const location = response.headers['location']
      const next = typeof location === 'string' ? URL.parse(location, at) : null
      if (next === null)
        return {
          kind: 'failed',
          reason: 'http-status',
          message: `${answered}, a redirect to no address; it was not followed.`,
        }
      if (next.protocol !== 'https:' || next.username !== '' || next.password !== '')
        return {
          kind: 'failed',
          reason: 'http-status',
          message: `${answered}, a redirect to ${shown(next)}, which ${next.protocol !== 'https:' ? 'is not https://' : 'carries a user name or password'}; it was not followed (a catalog names the hosts passwords go to). Use an https:// URL that answers directly.`,
        }
      if (redirects === MAX_CATALOG_REDIRECTS)
        return {
          kind: 'failed',
          reason: 'http-status',
          message: `${answered}, one more redirect (to ${shown(next)}) after ${MAX_CATALOG_REDIRECTS}; it was not followed. Use the URL the catalog ends up at.`,
        }
      at = next
      continue
    }
    const hint = statusHints[status] ?? (status >= 500 ? 'The server failed; try again later.' : '')
    const message = `${answered}.${hint ? ` ${hint}` : ''}`
    return status === 404 || status === 410
      ? { kind: 'missing', reason: 'http-status', message }
      : { kind: 'failed', reason: 'http-status', message }
  }
}
