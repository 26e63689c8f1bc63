import type { AxiosResponse } from 'axios'
import { saying } from '../../../shared/i18n/sayMessage'
import { said, type Said, type SaidKey, type Worded } from '../../../shared/i18n/said'
import { classifyNetworkError } from '../protocol/networkError'
import { appScope, type Transport } from '../protocol/network/transport'
import { deadline } from '../util/deadline'
import { mib, type Fetched } from './catalogFetched'

/** A catalog read waits this long for each answer. */
export const CATALOG_TIMEOUT_MS = 30_000
/** Redirects followed, each to https:// only; a catalog that moved for good gets its new URL. */
export const MAX_CATALOG_REDIRECTS = 3

const REDIRECTS = new Set([301, 302, 303, 307, 308])

/** Where a URL points, without its query or fragment (a signed link's query is a credential). */
const shown = (url: URL) => `${url.origin}${url.pathname}`

const statusHints: Record<number, SaidKey> = {
  401: 'catalog.http.hint.login',
  403: 'catalog.http.hint.refused',
  404: 'catalog.http.hint.checkUrl',
  410: 'catalog.http.hint.checkUrl',
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
    const time = deadline(timeoutMs)
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
          signal: time.signal,
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
          ...saying('catalog.http.tooLarge', { url: shown(at), limit: mib(limit) }),
        }
      // The network's failures say themselves (with their Said, once they have one).
      const { message, said: told }: Worded = classifyNetworkError(
        error,
        at.href,
        timeoutMs,
        'the URL',
      )
      return { kind: 'failed', reason: 'unreachable', message, ...(told && { said: told }) }
    } finally {
      time.done()
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
    const answered: Said = response.statusText
      ? said('catalog.http.answeredText', {
          host: at.host,
          status,
          statusText: response.statusText,
          url: shown(at),
        })
      : said('catalog.http.answered', { host: at.host, status, url: shown(at) })
    if (REDIRECTS.has(status)) {
      const location = response.headers['location']
      const next = typeof location === 'string' ? URL.parse(location, at) : null
      if (next === null)
        return {
          kind: 'failed',
          reason: 'http-status',
          ...saying('catalog.http.redirectNowhere', { answered }),
        }
      if (next.protocol !== 'https:' || next.username !== '' || next.password !== '')
        return {
          kind: 'failed',
          reason: 'http-status',
          ...saying(
            next.protocol !== 'https:'
              ? 'catalog.http.redirectNotHttps'
              : 'catalog.http.redirectWithLogin',
            { answered, url: shown(next) },
          ),
        }
      if (redirects === MAX_CATALOG_REDIRECTS)
        return {
          kind: 'failed',
          reason: 'http-status',
          ...saying('catalog.http.tooManyRedirects', {
            answered,
            url: shown(next),
            max: MAX_CATALOG_REDIRECTS,
          }),
        }
      at = next
      continue
    }
    const hint = statusHints[status] ?? (status >= 500 ? 'catalog.http.hint.failed' : undefined)
    const told = hint
      ? saying('catalog.http.statusHint', { answered, hint: said(hint) })
      : saying('catalog.http.status', { answered })
    return status === 404 || status === 410
      ? { kind: 'missing', reason: 'http-status', ...told }
      : { kind: 'failed', reason: 'http-status', ...told }
  }
}
