import type { Envelope } from '../../../shared/model/portal'

/** One HTTP answer to an authenticate request, as received. */
export interface RawResponse {
  status: number
  contentType: string
  body: string
}

export type AuthOutcome =
  | { kind: 'token'; token: string; envelope: Envelope }
  | { kind: 'rejected'; status: number; serverMessage: string; envelope: Envelope | 'unknown' }
  | { kind: 'unexpected'; status: number; contentType: string; reason: string }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A token must fit in a header: no whitespace or control characters. */
const isUsableToken = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && /^[\x21-\x7e]+$/.test(value)

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

/**
 * Reads an authenticate answer by its shape, never by configuration (spec 2.4):
 * Envelope A `{data, error}` or Envelope B `{token}` / `{code, error}`.
 */
export function parseAuthResponse({ status, contentType, body }: RawResponse): AuthOutcome {
  const unexpected = (reason: string): AuthOutcome => ({
    kind: 'unexpected',
    status,
    contentType,
    reason,
  })
  const json = body.trim() === '' ? { ok: false as const } : parseJson(body)

  if (status === 401) {
    if (!json.ok || !isRecord(json.value)) {
      return { kind: 'rejected', status, serverMessage: '', envelope: 'unknown' }
    }
    const record = json.value
    const message = typeof record.error === 'string' ? record.error : ''
    const envelope = 'data' in record ? 'A' : 'code' in record ? 'B' : 'unknown'
    return { kind: 'rejected', status, serverMessage: message, envelope }
  }

  if (status < 200 || status > 299) {
    if (looksLikeHtml(contentType, body)) return unexpected(`an HTML page with status ${status}`)
    return unexpected(`status ${status}`)
  }
  if (body.trim() === '') return unexpected('an empty body')
  if (!json.ok) {
    return unexpected(looksLikeHtml(contentType, body) ? 'an HTML page' : 'a body that is not JSON')
  }
  if (!isRecord(json.value)) return unexpected('JSON that is not an object')

  const record = json.value
  if ('token' in record) {
    return isUsableToken(record.token)
      ? { kind: 'token', token: record.token, envelope: 'B' }
      : unexpected('a "token" field that is not a usable token string')
  }
  if ('data' in record) {
    if (record.data === null && typeof record.error === 'string' && record.error !== '') {
      return unexpected(`no token and the error "${record.error}"`)
    }
    return isUsableToken(record.data)
      ? { kind: 'token', token: record.data, envelope: 'A' }
      : unexpected('a "data" field that is not a usable token string')
  }
  return unexpected('JSON without a "token" or "data" field')
}
