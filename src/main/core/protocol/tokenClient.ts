import type { AxiosResponse } from 'axios'
import { AppFailure } from '../../../shared/ipc/errors'
import { isWorded, said, type Said } from '../../../shared/i18n/said'
import { english, saying } from '../../../shared/i18n/sayMessage'
import {
  authenticatePaths,
  portalLabels,
  type AuthMethod,
  type Envelope,
  type PortalKind,
} from '../../../shared/model/portal'
import type {
  ExchangeOutcome,
  ExchangeRedirect,
  RecordedExchange,
} from '../../../shared/model/exchange'
import { parseAuthResponse, type ServiceExpiry } from './authResponse'
import { authChecklistSaid } from './checklist'
import { failureOutcome, responseOf } from './exchangeRecord'
import { ExchangeProbe } from './network/exchangeProbe'
import { afterStatus, classifyNetworkError, statusThatArrived } from './networkError'
import { decodeBody } from './decodeBody'
import { proxySecretsIn, type NetworkScope, type Transport } from './network/transport'
import { retryAfterMs } from './retryAfter'
import { heardFrom, redactorFor, type Heard } from './redact'
import { deadline } from '../util/deadline'

export const MAX_BODY_BYTES = 1024 * 1024
export const DEFAULT_TIMEOUT_MS = 15_000
const MAX_SAME_ORIGIN_REDIRECTS = 3

export interface TokenRequest {
  baseUrl: string
  portal: PortalKind
  username: string
  password: string
  method: AuthMethod
  timeoutMs: number
  /** Aborted when the user presses Cancel: the request stops, nothing is kept. */
  cancel?: AbortSignal
  /** Given the attempt's redacted exchange once it ends (not for a cancel). */
  record?: (exchange: RecordedExchange) => void
  /** The app's clock, for a Retry-After date on an answer without its own Date. */
  clock?: () => number
}

/** Spec section of each token endpoint variant. */
export const specSections: Record<PortalKind, '4.1' | '4.2' | '4.3'> = {
  customer: '4.1',
  alternate: '4.2',
  'api-host': '4.3',
}

export const variantOf = (portal: PortalKind): string =>
  `${portalLabels[portal]} (spec ${specSections[portal]})`

/** Spec section 7's checklist for a 401: in English for the record, and as data for the window. */
function checklistOf(username: string, portal: PortalKind, method: string) {
  const checklistSaid = authChecklistSaid(username, portal, method)
  return { checklist: checklistSaid.map(english), checklistSaid }
}

/** The request body as a trace and a ticket show it: the password never, the username as sent. */
export const tracedTokenBody = (username: string): string =>
  JSON.stringify({ username, password: '<password>' })

const TOKEN_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' }

export interface ObtainedToken {
  token: string
  envelope: Envelope
  method: AuthMethod
  /** The expiry the service's answer states, if any (the spec shows none). */
  serviceExpiry: ServiceExpiry | null
  /** Words the answer carried beside the token (its `error`), redacted; null: none. */
  serviceWords: string | null
}

/** One wording for a 401 on the token path: the spec does not say which cause gives it. */
export const REFUSED_401_SAID = said('network.token.refused401')
export const REFUSED_401 = english(REFUSED_401_SAID)

const headerText = (response: AxiosResponse, name: string): string => {
  const value: unknown = response.headers[name]
  return typeof value === 'string' ? value : Array.isArray(value) ? String(value[0] ?? '') : ''
}

/** The success line of an exchange, per envelope: said once, not once a request. */
const obtainedSummaries = new Map<Envelope, { summary: string; said: Said }>()
const obtainedSummary = (envelope: Envelope): { summary: string; said: Said } => {
  let summary = obtainedSummaries.get(envelope)
  if (summary === undefined) {
    const { message, said } = saying('network.token.obtained', { envelope })
    obtainedSummaries.set(envelope, (summary = { summary: message, said }))
  }
  return summary
}

/** The hop a trace shows (a redirect followed is a new request), and the redirects before it. */
interface LastHop {
  url: string
  redirects: ExchangeRedirect[]
  probe: ExchangeProbe | null
  response: AxiosResponse<string> | null
}

/**
 * Spec 4.1–4.3: POSTs (or, for the SMS variant when chosen, GETs) exactly
 * `{username, password}` with JSON headers and reads the token from either
 * envelope. Throws AppFailure with a specific error otherwise, in which every
 * word of the service's (its `error` field, a 401's message, the body's
 * excerpt, a Location, the content type) went through `heard`: a service may
 * echo the password (`{"data":null,"error":"Login failed for password …"}`),
 * and the error goes on to the journal, the activity file, the window and
 * token-desk's output.
 */
export async function requestToken(
  transport: Transport,
  request: TokenRequest,
  scope: NetworkScope,
): Promise<ObtainedToken> {
  const last: LastHop = {
    url: `${request.baseUrl}${authenticatePaths[request.portal]}`,
    redirects: [],
    probe: null,
    response: null,
  }
  const record = (outcome: ExchangeOutcome, secrets: readonly string[]) => {
    if (!request.record || !last.probe) return
    const sent = [
      ...secrets,
      request.password,
      ...(last.response ? proxySecretsIn(last.response) : []),
    ]
    const clean = redactorFor(sent)
    request.record({
      kind: 'token',
      section: specSections[request.portal],
      variant: variantOf(request.portal),
      ...(last.redirects.length > 0 && {
        redirects: last.redirects.map((hop) => ({ ...hop, location: clean(hop.location) })),
      }),
      request: {
        method: request.method,
        url: last.url,
        headers: Object.entries(TOKEN_HEADERS),
        body: tracedTokenBody(request.username),
      },
      ...last.probe.record(),
      response: last.response
        ? responseOf(
            last.response,
            typeof last.response.data === 'string' ? last.response.data : '',
            clean,
          )
        : null,
      outcome,
    })
  }
  try {
    const obtained = await attempt(transport, request, scope, last)
    record({ ok: true, ...obtainedSummary(obtained.envelope) }, [obtained.token])
    return obtained
  } catch (error) {
    if (error instanceof AppFailure && error.error.code !== 'cancelled')
      record(failureOutcome(error.error, redactorFor([request.password])), [])
    throw error
  }
}

async function attempt(
  transport: Transport,
  request: TokenRequest,
  scope: NetworkScope,
  last: LastHop,
): Promise<ObtainedToken> {
  let heard: Heard
  let url = last.url
  const origin = new URL(url).origin

  for (let hop = 0; ; hop++) {
    let response: AxiosResponse<string>
    last.url = url
    last.probe = request.record ? new ExchangeProbe() : null
    last.response = null
    const time = deadline(request.timeoutMs, request.cancel)
    try {
      // Every status comes back for parsing (redirects are handled here), the
      // body is capped at 1 MiB, and TLS verification stays on (the transport).
      response = await transport.request<string>(
        {
          url,
          // Bytes, decoded below in the charset the answer names: a refusal in ISO-8859-1
          // ("für") must not reach the window, the trace and a ticket as "f�r".
          responseType: 'arraybuffer',
          transformResponse: [(data: unknown) => data],
          maxContentLength: MAX_BODY_BYTES,
          maxBodyLength: MAX_BODY_BYTES,
          method: request.method,
          headers: { ...TOKEN_HEADERS },
          data: JSON.stringify({ username: request.username, password: request.password }),
          // A token request only asks for a token: sent again after a connection the server
          // had closed unread, it asks no more than once.
          resendOnStaleConnection: true,
          timeout: request.timeoutMs,
          signal: time.signal,
        },
        scope,
        last.probe ?? undefined,
      )
      // Node's adapter gives a Buffer (a Uint8Array already): read in place, not copied.
      const bytes: unknown = response.data
      response.data = decodeBody(
        bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes as ArrayBufferLike),
        headerText(response, 'content-type'),
      )
      last.response = response
    } catch (error) {
      if (request.cancel?.aborted) {
        // Stopped by an edit of the login (its reason says so), or by the user's Cancel.
        const reason: unknown = request.cancel.reason
        throw new AppFailure({
          code: 'cancelled',
          ...(isWorded(reason) ? reason : saying('network.token.cancelled')),
        })
      }
      const failure = classifyNetworkError(error, url, request.timeoutMs)
      const arrived = statusThatArrived(error)
      if (arrived === null) throw new AppFailure({ code: 'network', ...failure })
      // The status line and headers came, then the body failed: the trace keeps them, and a
      // 401 is a refusal (resent on its own, the same password would lock the account).
      last.response = {
        status: arrived.status,
        headers: arrived.headers,
        data: '',
      } as AxiosResponse<string>
      if (arrived.status === 401) throw refused(request, '')
      throw new AppFailure({
        code: 'network',
        ...afterStatus(failure, url, arrived.status, request.timeoutMs),
      })
    } finally {
      time.done()
    }
    // A proxy's own page (a 502) may echo the proxy credentials it was sent.
    heard = heardFrom([request.password, ...proxySecretsIn(response)])

    if (response.status >= 300 && response.status < 400) {
      // A redirect is the service's answer, not a failure to reach it: an unexpected response.
      const location = headerText(response, 'location')
      // URL.parse: a Location that is no address is the service's odd answer, not our failure.
      const next = location ? URL.parse(location, url) : null
      if (!next) {
        const what = said(
          location ? 'network.answer.redirectNotAddress' : 'network.answer.redirectNoLocation',
        )
        throw unexpectedFailure(response, url, what, heard)
      }
      // Where it pointed, without a query or fragment (a login page's may carry anything).
      const where = heard(next.origin === origin ? next.pathname : `${next.origin}${next.pathname}`)
      const answered = said('network.redirect.answered', {
        host: new URL(url).host,
        status: response.status,
        where,
      })
      if (next.origin !== origin) {
        throw answerFailure(
          response,
          next.host === new URL(url).host && next.protocol === 'https:'
            ? said('network.redirect.otherOriginUse', { answered, origin: next.origin })
            : said('network.redirect.otherOrigin', { answered }),
          heard,
        )
      }
      // 301/302/303 would turn the POST into a GET (and drop the body): refuse.
      if (response.status !== 307 && response.status !== 308) {
        throw answerFailure(response, said('network.redirect.changesMethod', { answered }), heard)
      }
      if (hop >= MAX_SAME_ORIGIN_REDIRECTS) {
        throw answerFailure(
          response,
          said('network.redirect.tooMany', { answered, max: MAX_SAME_ORIGIN_REDIRECTS }),
          heard,
        )
      }
      last.redirects.push({
        method: request.method,
        url,
        status: response.status,
        location: next.toString(),
      })
      url = next.toString()
      continue
    }

    const outcome = parseAuthResponse({
      status: response.status,
      contentType: headerText(response, 'content-type'),
      body: typeof response.data === 'string' ? response.data : '',
    })
    // The answer came from where a 307/308 sent the request: say so, or a 404 reads as the path's.
    const after = hop > 0 ? new URL(url).pathname : null
    switch (outcome.kind) {
      case 'token':
        return {
          token: outcome.token,
          envelope: outcome.envelope,
          method: request.method,
          serviceExpiry: outcome.serviceExpiry,
          serviceWords:
            outcome.words === null
              ? null
              : heardFrom([request.password, outcome.token, ...proxySecretsIn(response)])(
                  outcome.words,
                ),
        }
      case 'rejected':
        throw refused(request, heard(outcome.serverMessage))
      case 'unexpected': {
        const reason =
          outcome.said === null
            ? outcome.reason
            : said('network.answer.withWords', {
                reason: outcome.reason,
                words: heard(outcome.said),
              })
        throw unexpectedFailure(response, url, reason, heard, after, request.clock)
      }
    }
  }
}

/** A 401: the spec's one wording, the service's words (redacted) and the checklist. */
const refused = (request: TokenRequest, serverMessage: string): AppFailure =>
  new AppFailure({
    code: 'auth-rejected',
    status: 401,
    serverMessage,
    message: REFUSED_401,
    said: REFUSED_401_SAID,
    ...checklistOf(request.username, request.portal, request.method),
  })

/** `after`: the path a 307/308 sent the request to, where the answer came from (null: none). */
function unexpectedFailure(
  response: AxiosResponse,
  url: string,
  reason: Said,
  heard: Heard,
  after: string | null = null,
  now?: () => number,
): AppFailure {
  const contentType = heard(headerText(response, 'content-type'))
  const values = {
    host: new URL(url).host,
    reason,
    status: response.status,
    contentType: contentType || said('network.token.noContentType'),
  }
  return answerFailure(
    response,
    after === null
      ? said('network.token.unexpected', values)
      : said('network.token.unexpectedAfterRedirect', { ...values, path: after }),
    heard,
    now,
  )
}

/**
 * An answer the service gave that holds no token: its status, content type
 * and a redacted excerpt; the wait its Retry-After asks for, said too.
 */
function answerFailure(
  response: AxiosResponse,
  message: Said,
  heard: Heard,
  now: () => number = Date.now,
): AppFailure {
  const body = typeof response.data === 'string' ? response.data : ''
  const asked = headerText(response, 'retry-after')
  const wait = asked ? retryAfterMs(asked, headerText(response, 'date'), now()) : null
  const told =
    wait === null
      ? message
      : said('network.token.retryAfter', { message, seconds: Math.ceil(wait / 1000) })
  return new AppFailure({
    code: 'unexpected-response',
    status: response.status,
    contentType: heard(headerText(response, 'content-type')),
    excerpt: heard(body),
    message: english(told),
    said: told,
    ...(wait !== null && { retryAfterMs: wait }),
  })
}
