import type { AxiosResponse } from 'axios'
import type { AppError } from '../../../shared/ipc/errors'
import type { Said, SaidValue } from '../../../shared/i18n/said'
import {
  EXCHANGE_BODY_BYTES,
  type ExchangeOutcome,
  type ExchangeResponse,
} from '../../../shared/model/exchange'
import type { Redact } from './redact'

/**
 * Headers whose whole value is a credential or a session: never kept. Not a
 * challenge (WWW-Authenticate, Proxy-Authenticate): the server's words on
 * why it refused (`error="invalid_token"`), which a vendor asks for; they
 * are redacted as any header is.
 */
const secretHeaders =
  /^(authorization|proxy-authorization|set-cookie|cookie|x-api-key|x-auth-token)$/i

/** A header as it may be kept: a credential header's value replaced, every other redacted. */
export const keptHeader = (name: string, value: string, clean: Redact): [string, string] => [
  name,
  secretHeaders.test(name) ? '‹redacted›' : clean(value),
]

export const headerPairs = (headers: unknown): [string, string][] =>
  Object.entries((headers ?? {}) as Record<string, unknown>).flatMap(([name, value]) =>
    value === undefined || value === null
      ? []
      : Array.isArray(value)
        ? value.map((v): [string, string] => [name, String(v)])
        : [[name, String(value)]],
  )

/**
 * A response's headers as they came, in order, one pair per header line
 * (names lower-cased, as axios gives them). Node's parsed object joins
 * repeats or drops them (a second Content-Type or Location vanished), and
 * axios deletes Content-Encoding once it has decompressed: a tester comparing
 * with curl -i must see both. Its raw lines are the last request's; an
 * answer made up from an error (no request) falls back to the object.
 */
export function receivedHeaderPairs(response: AxiosResponse): [string, string][] {
  const raw: unknown = (response.request as { res?: { rawHeaders?: unknown } } | undefined)?.res
    ?.rawHeaders
  if (!Array.isArray(raw) || raw.length % 2 !== 0) return headerPairs(response.headers)
  const pairs: [string, string][] = []
  for (let i = 0; i < raw.length; i += 2)
    pairs.push([String(raw[i]).toLowerCase(), String(raw[i + 1])])
  return pairs
}

/**
 * The first EXCHANGE_BODY_BYTES of a body, redacted (redacted first, then
 * cut: a cut cannot leave part of a secret for the masking to miss).
 */
export function bodyExcerpt(body: string, clean: Redact): { body: string; truncated: boolean } {
  const cleaned = clean(body)
  const bytes = Buffer.from(cleaned, 'utf8')
  if (bytes.length <= EXCHANGE_BODY_BYTES) return { body: cleaned, truncated: false }
  // Cut on a character boundary: a partial UTF-8 sequence decodes to U+FFFD, dropped.
  return {
    body: bytes
      .subarray(0, EXCHANGE_BODY_BYTES)
      .toString('utf8')
      .replace(/\uFFFD$/, ''),
    truncated: true,
  }
}

/** The answer as a trace keeps it. */
export const responseOf = (
  response: AxiosResponse,
  body: string,
  clean: Redact,
): ExchangeResponse => ({
  status: response.status,
  headers: receivedHeaderPairs(response).map(([name, value]) => keptHeader(name, value, clean)),
  ...bodyExcerpt(body, clean),
})

/**
 * A message as data with every text in its placeholders redacted as its
 * English is (`redact`): a value may be the service's words, or a host
 * or path that carries a secret.
 */
export function redactSaid(said: Said, clean: Redact): Said {
  if (said.values === undefined) return said
  const values: Record<string, SaidValue> = {}
  for (const [name, value] of Object.entries(said.values)) {
    values[name] =
      typeof value === 'string'
        ? clean(value)
        : typeof value === 'number'
          ? value
          : redactSaid(value, clean)
  }
  return { key: said.key, values }
}

/** The app's reading of a failure: its code and message (and as data), and what to check next. */
export const failureOutcome = (error: AppError, clean: Redact): ExchangeOutcome => ({
  ok: false,
  code: error.code,
  message: clean(error.message),
  ...(error.said && { said: redactSaid(error.said, clean) }),
  next: error.code === 'auth-rejected' ? error.checklist.map(clean) : [],
})
