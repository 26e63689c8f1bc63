import type { NetworkCause } from '../../../shared/ipc/errors'
import { said, type Said, type SaidKey } from '../../../shared/i18n/said'
import { saying } from '../../../shared/i18n/sayMessage'
import { NetworkProblem } from './network/transport'

const tlsCodes = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|EPROTO/
/** The chain ends at a CA nobody here trusts: a company's TLS inspection, or a self-signed server. */
const untrustedCodes =
  /^(UNABLE_TO_GET_ISSUER_CERT_LOCALLY|UNABLE_TO_GET_ISSUER_CERT|UNABLE_TO_VERIFY_LEAF_SIGNATURE|SELF_SIGNED_CERT_IN_CHAIN|DEPTH_ZERO_SELF_SIGNED_CERT)$/
/** The server's alert after our certificate (or its absence): it wants another one. */
const clientCertCodes =
  /ALERT_CERTIFICATE_REQUIRED|ALERT_BAD_CERTIFICATE|ALERT_UNKNOWN_CA|ALERT_CERTIFICATE_UNKNOWN|ALERT_HANDSHAKE_FAILURE|ALERT_ACCESS_DENIED|ALERT_CERTIFICATE_REVOKED|ALERT_CERTIFICATE_EXPIRED/

/** Node's HTTP parser refused the answer (llhttp's codes): not HTTP, whatever sent it. */
const malformedHttpCodes = /^HPE_/
/** The body says it is compressed and does not decompress (zlib's and brotli's codes). */
const badEncodingCodes = /^(Z_DATA_ERROR|Z_BUF_ERROR|Z_NEED_DICT|ERR__ERROR_FORMAT_|ERR_BROTLI)/

/** The first NetworkProblem along the error's causes: the transport already named it. */
function problemOf(error: unknown): NetworkProblem | null {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if (current instanceof NetworkProblem) return current
    current = (current as { cause?: unknown }).cause
  }
  return null
}

function codesOf(error: unknown): string[] {
  const codes: string[] = []
  let current: unknown = error
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string') codes.push(code)
    current = (current as { cause?: unknown }).cause
  }
  return codes
}

/** The setting a message names, as data: the profile's base URL, or a test request's URL. */
const settings = {
  'the base URL': said('network.setting.baseUrl'),
  'the URL': said('network.setting.url'),
} as const

/**
 * Names what went wrong below HTTP, in words a user can act on: `message` in
 * English, `said` for the window to say in its own language.
 */
export function classifyNetworkError(
  error: unknown,
  target: string,
  timeoutMs: number,
  /** The setting the user would check: the profile's base URL, or a test request's URL. */
  setting: 'the base URL' | 'the URL' = 'the base URL',
): { cause: NetworkCause; message: string; said: Said } {
  const problem = problemOf(error)
  if (problem) return { cause: problem.problem, message: problem.message, said: problem.said }
  const codes = codesOf(error)
  const has = (...wanted: string[]) => codes.some((code) => wanted.includes(code))
  const message = error instanceof Error ? error.message : ''
  const host = (() => {
    try {
      return new URL(target).host
    } catch {
      return target
    }
  })()
  const named = (cause: NetworkCause, key: SaidKey, values: Said['values'] = {}) => ({
    cause,
    ...saying(key, { host, ...values }),
  })

  if (
    has('ECONNABORTED', 'ETIMEDOUT', 'ERR_CANCELED') ||
    (error instanceof Error && error.name === 'TimeoutError')
  ) {
    return named('timeout', 'network.failure.timeout', { seconds: Math.round(timeoutMs / 1000) })
  }
  if (/maxContentLength|maxBodyLength/.test(message) || has('ERR_FR_MAX_BODY_LENGTH_EXCEEDED')) {
    return named('too-large', 'network.failure.tooLarge')
  }
  if (has('ECONNREFUSED')) {
    return named('refused', 'network.failure.refused', { setting: settings[setting] })
  }
  if (has('ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME')) {
    return named('dns', 'network.failure.dns', { setting: settings[setting] })
  }
  const untrusted = codes.find((code) => untrustedCodes.test(code))
  if (untrusted) {
    return named('untrusted-ca', 'network.failure.untrustedCa', { code: untrusted })
  }
  const alert = codes.find((code) => clientCertCodes.test(code))
  if (alert) {
    return named('client-cert', 'network.failure.clientCertAlert', { code: alert })
  }
  // Node reads at most 16 KiB of headers: more is no malformed answer, only a large one.
  if (has('HPE_HEADER_OVERFLOW')) return named('too-large', 'network.failure.headersTooLarge')
  const malformed = codes.find((code) => malformedHttpCodes.test(code))
  if (malformed) return named('malformed', 'network.failure.malformedHttp', { code: malformed })
  const encoding = codes.find((code) => badEncodingCodes.test(code))
  if (encoding) return named('malformed', 'network.failure.badEncoding', { code: encoding })
  const tlsCode = codes.find((code) => tlsCodes.test(code))
  if (tlsCode !== undefined) {
    return named('tls', 'network.failure.tls', { code: tlsCode })
  }
  if (
    has('ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE') ||
    /socket hang up|aborted/i.test(message)
  ) {
    return named('reset', 'network.failure.reset')
  }
  return codes[0]
    ? named('other', 'network.failure.otherCode', { code: codes[0] })
    : named('other', 'network.failure.other')
}

/**
 * The status an answer had when its body then failed (a reset, a stall, too
 * large): Node had parsed the status line and headers, so the request's
 * response holds them, though axios made no response of it. Null when none
 * had arrived.
 */
export function statusThatArrived(error: unknown): { status: number; headers: unknown } | null {
  const res = (error as { request?: { res?: { statusCode?: unknown; headers?: unknown } } })
    ?.request?.res
  return typeof res?.statusCode === 'number'
    ? { status: res.statusCode, headers: res.headers }
    : null
}

/**
 * A failure of the body after the status `status` arrived, said as such:
 * "answered HTTP 503, but the rest of its answer could not be read: …", or,
 * for a stall, that the rest did not come in time. Its cause stays the body's.
 */
export function afterStatus(
  failure: { cause: NetworkCause; said: Said },
  target: string,
  status: number,
  timeoutMs: number,
): { cause: NetworkCause; message: string; said: Said } {
  const values = { host: new URL(target).host, status }
  return {
    cause: failure.cause,
    ...(failure.cause === 'timeout'
      ? saying('network.failure.afterStatusTimeout', {
          ...values,
          seconds: Math.round(timeoutMs / 1000),
        })
      : saying('network.failure.afterStatus', { ...values, failure: failure.said })),
  }
}
