import type { AxiosResponse } from 'axios'
import type { Readable } from 'node:stream'
import { AppFailure } from '../../../shared/ipc/errors'
import { saying } from '../../../shared/i18n/sayMessage'
import { MAX_RESPONSE_BYTES, type HttpMethod, type RunResult } from '../../../shared/model/request'
import { proxySecretsIn, type NetworkScope, type Transport } from '../protocol/network/transport'
import { afterStatus, classifyNetworkError } from '../protocol/networkError'
import { maskerFor, redactorFor } from '../protocol/redact'
import {
  failureOutcome,
  keptHeader,
  receivedHeaderPairs,
  responseOf,
} from '../protocol/exchangeRecord'
import { ExchangeProbe } from '../protocol/network/exchangeProbe'
import { decodeBody } from '../protocol/decodeBody'
import type { ExchangeRedirect, RecordedExchange } from '../../../shared/model/exchange'

const MAX_REDIRECTS = 5
/** What a test request accepts unless the user says otherwise: JSON first, anything. */
export const DEFAULT_ACCEPT = 'application/json, */*;q=0.5'
/**
 * The redirects (as fetch follows them). 300 Multiple Choices, 304 Not
 * Modified, 305 Use Proxy and other 3xx are answers, shown as they are, even
 * with a Location.
 */
const FOLLOWED = new Set([301, 302, 303, 307, 308])

export interface Outgoing {
  method: HttpMethod
  url: URL
  /** The user's headers: sent only while the request stays at the first URL's origin. */
  headers: { name: string; value: string }[]
  /** Likewise the body. */
  body: string
  /** The Authorization header's value: likewise, and never again once the request has left. */
  authorization: string
  timeoutMs: number
  /** Aborted when the user presses Cancel. */
  cancel: AbortSignal
  /** Given the run's redacted exchange (its last hop) once it ends (not for a cancel). */
  record?: (exchange: RecordedExchange) => void
  /**
   * Other secrets masked in what is kept (the login's password, the values of
   * the user's headers that name a secret), as the token is.
   */
  secrets?: readonly string[]
}

/** A user header whose value is a credential by its name: kept as ‹redacted›, masked where echoed. */
export const SECRET_HEADER_NAME =
  /secret|password|passwd|token|api[-_]?key|auth|signature|cookie|session/i

/** The values of `headers` that are secrets by their header's name. */
export const secretHeaderValues = (headers: readonly { name: string; value: string }[]): string[] =>
  headers.filter((h) => SECRET_HEADER_NAME.test(h.name)).map((h) => h.value)

/** The hop a trace shows: the last one sent, and what came back. */
interface LastHop {
  /** The redirects followed before this hop, in order. */
  redirects: ExchangeRedirect[]
  method: HttpMethod
  url: URL
  headers: Record<string, string>
  body: string
  probe: ExchangeProbe | null
  response: AxiosResponse | null
  text: string
}

export type Received = Omit<
  RunResult,
  'runId' | 'exchangeId' | 'renewedFirst' | 'tokenRejected' | 'sent' | 'retry'
>

/** Reads at most MAX_RESPONSE_BYTES, then stops the download. */
async function readCapped(
  stream: Readable,
): Promise<{ bytes: Buffer; total: number; truncated: boolean }> {
  const chunks: Buffer[] = []
  let total = 0
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string)
    total += buffer.length
    if (total > MAX_RESPONSE_BYTES) {
      chunks.push(buffer.subarray(0, buffer.length - (total - MAX_RESPONSE_BYTES)))
      stream.destroy()
      return { bytes: Buffer.concat(chunks), total, truncated: true }
    }
    chunks.push(buffer)
  }
  return { bytes: Buffer.concat(chunks), total, truncated: false }
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * A header value as its bytes meant it: Node reads each byte as a Latin-1
 * character, so UTF-8 ("für") arrives as "fÃ¼r"; read as UTF-8 when the
 * bytes are valid UTF-8, as they are sent today, else kept as Latin-1.
 */
function headerValue(raw: unknown): string {
  const text = String(raw)
  if (!/[\u0080-\u00ff]/.test(text)) return text
  try {
    return utf8.decode(Buffer.from(text, 'latin1'))
  } catch {
    return text
  }
}

/**
 * Sends a test request. Redirects are followed by hand (at most 5). Once a
 * redirect takes the request to another origin, it carries only its method
 * and URL from then on: no Authorization, no user headers (they may hold keys
 * too) and no body, even if a later redirect points back at the first origin
 * (that host chose the path and method, not the user). 303, and 301/302 after
 * a POST, continue as GET without a body, as fetch does. Only 301, 302, 303,
 * 307 and 308 to an http(s) address are followed.
 */
export async function runRequest(
  transport: Transport,
  out: Outgoing,
  scope: NetworkScope,
): Promise<Received> {
  const last: LastHop = {
    redirects: [],
    method: out.method,
    url: out.url,
    headers: {},
    body: out.body,
    probe: null,
    response: null,
    text: '',
  }
  const token = out.authorization.replace(/^bearer\s+/i, '')
  // Worked out once: every hop masks them, and the record.
  const secrets = [...(out.secrets ?? []), ...secretHeaderValues(out.headers)]
  const record = (outcome: RecordedExchange['outcome']) => {
    if (!out.record || !last.probe) return
    const clean = redactorFor([
      token,
      ...secrets,
      ...(last.response ? proxySecretsIn(last.response) : []),
    ])
    const style = /^bearer\s/i.test(out.authorization) ? 'Bearer ' : ''
    out.record({
      kind: 'request',
      section: null,
      variant: 'Test request',
      ...(last.redirects.length > 0 && {
        redirects: last.redirects.map((hop) => ({
          ...hop,
          url: clean(hop.url),
          location: clean(hop.location),
        })),
      }),
      request: {
        method: last.method,
        url: clean(last.url.toString()),
        headers: Object.entries(last.headers).map(([name, value]) =>
          /^authorization$/i.test(name)
            ? [name, `${style}<token>`]
            : SECRET_HEADER_NAME.test(name)
              ? [name, '‹redacted›']
              : keptHeader(name, value, clean),
        ),
        body: clean(last.body),
      },
      ...last.probe.record(),
      response: last.response ? responseOf(last.response, last.text, clean) : null,
      outcome,
    })
  }
  try {
    const received = await runHops(transport, { ...out, secrets }, scope, last)
    record({ ok: true, summary: `HTTP ${received.status} ${received.statusText}`.trim() })
    return received
  } catch (error) {
    if (error instanceof AppFailure && error.error.code !== 'cancelled')
      record(failureOutcome(error.error, redactorFor([token, ...secrets])))
    throw error
  }
}

async function runHops(
  transport: Transport,
  out: Outgoing,
  scope: NetworkScope,
  last: LastHop,
): Promise<Received> {
  const started = performance.now()
  const deadline = AbortSignal.timeout(out.timeoutMs)
  const signal = AbortSignal.any([out.cancel, deadline])
  const origin = out.url.origin
  const redirects: Received['redirects'] = []
  let url = out.url
  let method = out.method
  let body = out.body
  /** Stays true until the first hop to another origin, then false for good. */
  let atOrigin = true
  // The token sent, masked wherever the answer echoes it (a debug endpoint, a header mirror):
  // the page sees a token only on Reveal.
  const sent = [out.authorization.replace(/^bearer\s+/i, ''), ...(out.secrets ?? [])]
  let heard = maskerFor(sent)

  for (;;) {
    const headers: Record<string, string> = {}
    if (atOrigin) for (const h of out.headers) headers[h.name] = h.value
    if (!Object.keys(headers).some((name) => /^accept$/i.test(name)))
      headers['Accept'] = DEFAULT_ACCEPT
    // The user's own Content-Type, in whatever case they wrote it, stands.
    if (body !== '' && !Object.keys(headers).some((name) => /^content-type$/i.test(name)))
      headers['Content-Type'] = 'application/json'
    if (atOrigin) headers['Authorization'] = out.authorization

    let response: AxiosResponse<Readable>
    Object.assign(last, {
      method,
      url,
      headers,
      body,
      probe: out.record ? new ExchangeProbe() : null,
      response: null,
      text: '',
    })
    try {
      response = await transport.request<Readable>(
        {
          url: url.toString(),
          method,
          headers,
          data: body === '' ? undefined : body,
          // The body as typed: axios would send a JSON-typed body that does not parse (a test of
          // the API's validation) as a JSON string literal, other than the one shown.
          transformRequest: [(data: unknown) => data],
          responseType: 'stream',
          // Capped while reading (readCapped), so the token path's 1 MiB limit does not apply.
          maxContentLength: -1,
          timeout: out.timeoutMs,
          signal,
          decompress: true,
        },
        scope,
        last.probe ?? undefined,
      )
      last.response = response
    } catch (error) {
      if (out.cancel.aborted)
        throw new AppFailure({ code: 'cancelled', ...saying('requests.run.cancelled') })
      throw new AppFailure({
        code: 'network',
        ...classifyNetworkError(error, url.toString(), out.timeoutMs, 'the URL'),
      })
    }
    // A proxy's own page (a 502) may echo the proxy credentials it was sent.
    const proxySecrets = proxySecretsIn(response)
    if (proxySecrets.length) heard = maskerFor([...sent, ...proxySecrets])

    const location = response.headers['location']
    // A Location that is no address is not followed: the 3xx itself is the answer shown.
    // Only to http(s): axios would "fetch" a data: URL itself, an answer no server gave.
    const parsed = typeof location === 'string' ? URL.parse(location, url) : null
    const next = parsed && /^https?:$/.test(parsed.protocol) ? parsed : null
    if (FOLLOWED.has(response.status) && next && redirects.length < MAX_REDIRECTS) {
      response.data.destroy()
      last.redirects.push({
        method,
        url: url.toString(),
        status: response.status,
        location: next.toString(),
      })
      atOrigin &&= next.origin === origin
      // As fetch does: 303 makes any method but HEAD a GET; 301 and 302 change only a POST
      // (a DELETE redirected must not arrive as a GET and show the item as if it were gone).
      const becomesGet =
        (response.status === 303 && method !== 'GET') ||
        ((response.status === 301 || response.status === 302) && method === 'POST')
      if (becomesGet) method = 'GET'
      if (becomesGet || !atOrigin) body = ''
      redirects.push({
        status: response.status,
        location: heard(next.toString()),
        authorizationSent: atOrigin,
        headersSent: atOrigin && out.headers.length > 0,
        bodySent: body !== '',
      })
      url = next
      continue
    }

    let read: { bytes: Buffer; total: number; truncated: boolean }
    try {
      read = await readCapped(response.data)
    } catch (error) {
      if (out.cancel.aborted)
        throw new AppFailure({ code: 'cancelled', ...saying('requests.run.cancelled') })
      // The status and headers came (the exchange keeps them): the message says so too.
      const failure = classifyNetworkError(error, url.toString(), out.timeoutMs, 'the URL')
      throw new AppFailure({
        code: 'network',
        ...afterStatus(failure, url.toString(), response.status, out.timeoutMs),
      })
    }
    const came = receivedHeaderPairs(response)
    // Content-Length counts the bytes sent: compressed ones, when they were (the size shown is
    // the body's, as decoded); else a body cut at the cap still says its whole size.
    const encoded = came.some(
      ([name, value]) => name === 'content-encoding' && !/^\s*identity\s*$/i.test(value),
    )
    const length = encoded ? NaN : Number(response.headers['content-length'])
    const contentType = String(response.headers['content-type'] ?? '')
    last.text = decodeBody(read.bytes, contentType)
    return {
      status: response.status,
      statusText: heard(response.statusText ?? ''),
      durationMs: Math.round(performance.now() - started),
      sizeBytes: Number.isFinite(length) && length >= read.total ? length : read.total,
      headers: came.map(([name, value]) => [name, heard(headerValue(value))]),
      contentType,
      body: heard(decodeBody(read.bytes, contentType)),
      truncated: read.truncated,
      redirects,
    }
  }
}
