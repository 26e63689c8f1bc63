import { said as saidOf, type Said, type SaidKey } from '../../../shared/i18n/said'
import type { Envelope } from '../../../shared/model/portal'

/** One HTTP answer to an authenticate request, as received. */
export interface RawResponse {
  status: number
  contentType: string
  body: string
}

export type AuthOutcome =
  | {
      kind: 'token'
      token: string
      envelope: Envelope
      /** The service's own word on the token's end, when its answer carries one. */
      serviceExpiry: ServiceExpiry | null
      /** An `error` the answer carries beside its token ("Password expires in 2 days"). */
      words: string | null
    }
  | { kind: 'rejected'; status: number; serverMessage: string; envelope: Envelope | 'unknown' }
  | {
      kind: 'unexpected'
      status: number
      contentType: string
      /** Ours: what came instead of a token ("an empty body"), as data (network.answer.*). */
      reason: Said
      /** The service's own words about it (an envelope's `error`), apart: they are redacted. */
      said: string | null
    }

/** `expires_in` / `expiresIn` (seconds from now) or `expires_at` / `expiresAt` (a time). */
export type ServiceExpiry = { kind: 'in'; ms: number } | { kind: 'at'; at: number }

/**
 * The spec's envelopes carry no expiry; a service that adds one (OAuth's
 * `expires_in`, or an `expiresAt` time) knows better than the 24 h assumption.
 * Epoch seconds and milliseconds and ISO dates are read; anything else is ignored.
 */
export function serviceExpiryIn(record: Record<string, unknown>): ServiceExpiry | null {
  const inValue = record['expires_in'] ?? record['expiresIn']
  if (typeof inValue === 'number' && Number.isFinite(inValue) && inValue > 0) {
    return { kind: 'in', ms: inValue * 1000 }
  }
  const at = record['expires_at'] ?? record['expiresAt']
  if (typeof at === 'number' && Number.isFinite(at) && at > 0) {
    return { kind: 'at', at: at < 1e12 ? at * 1000 : at }
  }
  // Only a time with its zone (Z or ±hh:mm): one without is read as this computer's local
  // time, hours off wherever the service's clock is not (ECMA-262 Date.parse).
  if (typeof at === 'string' && /^\d{4}-\d\d-\d\dT.*(Z|[+-]\d\d:?\d\d)$/i.test(at)) {
    const parsed = Date.parse(at)
    if (Number.isFinite(parsed)) return { kind: 'at', at: parsed }
  }
  return null
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A success's `error`, when it has words: a warning the spec's envelope has room for. */
const besideToken = (record: Record<string, unknown>): string | null =>
  typeof record.error === 'string' && record.error.trim() !== '' ? asWords(record.error) : null

/** A token must fit in a header: no whitespace or control characters. */
const isUsableToken = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && /^[\x21-\x7e]+$/.test(value)

/**
 * Why a token field's value is no token, said without the value (it may be a
 * real token with one stray character): empty, not text, a scheme in front,
 * or the first character a header cannot carry, by code point and position.
 */
function unusableReason(field: 'token' | 'data', value: unknown): Said {
  if (typeof value !== 'string') return saidOf('network.answer.tokenNotText', { field })
  if (value === '') return saidOf('network.answer.tokenEmpty', { field })
  const scheme = /^(bearer|basic|token)\s+/i.exec(value)?.[0]
  if (scheme !== undefined)
    return saidOf('network.answer.tokenWithScheme', { field, scheme: scheme.trim() })
  const at = value.search(/[^\x21-\x7e]/u)
  const code = value.codePointAt(at) ?? 0
  return saidOf('network.answer.tokenCharacter', {
    field,
    length: value.length,
    at: at + 1,
    character: `U+${code.toString(16).toUpperCase().padStart(4, '0')}`,
  })
}

function parseJson(body: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(body) }
  } catch {
    return { ok: false }
  }
}

function looksLikeHtml(contentType: string, body: string): boolean {
  return /html/i.test(contentType) || /^\s*<(!doctype|html|head|body)/i.test(body)
}

/** The most of a body's text taken as the service's words: a sentence, not a page. */
const MAX_WORDS = 300

/** On one line, white space collapsed, cut at MAX_WORDS. */
function asWords(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > MAX_WORDS ? `${line.slice(0, MAX_WORDS - 1)}…` : line
}

/**
 * What the service said about a failure, in whatever shape it came: the
 * spec's `error`, else the `message`, `error.message`, `error_description`
 * (OAuth), `detail` or `title` (RFC 9457) a gateway or framework sends; a
 * short text body as it is; an HTML page's title. Empty when it said nothing
 * readable. The whole body stays in the answer's excerpt either way.
 */
function serviceWords(
  json: { ok: true; value: unknown } | { ok: false },
  contentType: string,
  body: string,
): string {
  if (json.ok) {
    if (!isRecord(json.value)) return ''
    const r = json.value
    const nested = isRecord(r.error) ? r.error.message : undefined
    for (const value of [r.error, r.message, nested, r.error_description, r.detail, r.title])
      if (typeof value === 'string' && value.trim() !== '') return asWords(value)
    return ''
  }
  if (looksLikeHtml(contentType, body))
    return asWords(/<title[^>]*>([^<]*)<\/title>/i.exec(body)?.[1] ?? '')
  return asWords(body)
}

/**
 * Reads an authenticate answer by its shape, never by configuration (spec 2.4):
 * Envelope A `{data, error}` or Envelope B `{token}` / `{code, error}`.
 */
export function parseAuthResponse({ status, contentType, body }: RawResponse): AuthOutcome {
  const unexpected = (reason: SaidKey | Said, said: string | null = null): AuthOutcome => ({
    kind: 'unexpected',
    status,
    contentType,
    reason: typeof reason === 'string' ? saidOf(reason) : reason,
    said,
  })
  const json = body.trim() === '' ? { ok: false as const } : parseJson(body)

  if (status === 401) {
    const serverMessage = serviceWords(json, contentType, body)
    if (!json.ok || !isRecord(json.value)) {
      return { kind: 'rejected', status, serverMessage, envelope: 'unknown' }
    }
    const record = json.value
    const envelope = 'data' in record ? 'A' : 'code' in record ? 'B' : 'unknown'
    return { kind: 'rejected', status, serverMessage, envelope }
  }

  if (status < 200 || status > 299) {
    // The status itself is said once, by the message around the reason.
    const words = serviceWords(json, contentType, body) || null
    if (status === 429) return unexpected('network.answer.rateLimited', words)
    if (looksLikeHtml(contentType, body)) return unexpected('network.answer.htmlErrorPage', words)
    return unexpected('network.answer.errorAnswer', words)
  }
  if (body.trim() === '') return unexpected('network.answer.emptyBody')
  if (!json.ok) {
    return unexpected(
      looksLikeHtml(contentType, body) ? 'network.answer.htmlPage' : 'network.answer.notJson',
    )
  }
  if (!isRecord(json.value)) return unexpected('network.answer.notAnObject')

  const record = json.value
  if ('token' in record) {
    return isUsableToken(record.token)
      ? {
          kind: 'token',
          token: record.token,
          envelope: 'B',
          serviceExpiry: serviceExpiryIn(record),
          words: besideToken(record),
        }
      : unexpected(unusableReason('token', record.token))
  }
  if ('data' in record) {
    if (record.data === null && typeof record.error === 'string' && record.error !== '') {
      return unexpected('network.answer.noTokenButError', record.error)
    }
    return isUsableToken(record.data)
      ? {
          kind: 'token',
          token: record.data,
          envelope: 'A',
          serviceExpiry: serviceExpiryIn(record),
          words: besideToken(record),
        }
      : unexpected(unusableReason('data', record.data))
  }
  // Envelope B's failure body ({code, error}) with a 200: its words, as for an error status.
  return unexpected('network.answer.noTokenField', serviceWords(json, contentType, body) || null)
}
