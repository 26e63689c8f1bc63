import type { NetworkCause } from '../../../shared/ipc/errors'
import { NetworkProblem } from './network/transport'

const tlsCodes = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|EPROTO/
/** The chain ends at a CA nobody here trusts: a company's TLS inspection, or a self-signed server. */
const untrustedCodes =
  /^(UNABLE_TO_GET_ISSUER_CERT_LOCALLY|UNABLE_TO_GET_ISSUER_CERT|UNABLE_TO_VERIFY_LEAF_SIGNATURE|SELF_SIGNED_CERT_IN_CHAIN|DEPTH_ZERO_SELF_SIGNED_CERT)$/
/** The server's alert after our certificate (or its absence): it wants another one. */
const clientCertCodes =
  /ALERT_CERTIFICATE_REQUIRED|ALERT_BAD_CERTIFICATE|ALERT_UNKNOWN_CA|ALERT_CERTIFICATE_UNKNOWN|ALERT_HANDSHAKE_FAILURE|ALERT_ACCESS_DENIED|ALERT_CERTIFICATE_REVOKED|ALERT_CERTIFICATE_EXPIRED/

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

/** Names what went wrong below HTTP, in words a user can act on. */
export function classifyNetworkError(
  error: unknown,
  target: string,
  timeoutMs: number,
  /** The setting the user would check: the profile's base URL, or a test request's URL. */
  setting: 'the base URL' | 'the URL' = 'the base URL',
): { cause: NetworkCause; message: string } {
  const problem = problemOf(error)
  if (problem) return { cause: problem.problem, message: problem.message }
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

  if (
    has('ECONNABORTED', 'ETIMEDOUT', 'ERR_CANCELED') ||
    (error instanceof Error && error.name === 'TimeoutError')
  ) {
    return {
      cause: 'timeout',
      message: `${host} did not answer within ${Math.round(timeoutMs / 1000)} s.`,
    }
  }
  if (/maxContentLength|maxBodyLength/.test(message) || has('ERR_FR_MAX_BODY_LENGTH_EXCEEDED')) {
    return {
      cause: 'too-large',
      message: `${host} sent a response larger than 1 MiB; a token answer is a few hundred bytes, so it was not read.`,
    }
  }
  if (has('ECONNREFUSED')) {
    return {
      cause: 'refused',
      message: `${host} refused the connection: nothing is listening there. Check ${setting} and port.`,
    }
  }
  if (has('ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME')) {
    return {
      cause: 'dns',
      message: `The host name ${host} could not be resolved. Check ${setting}, or your network and VPN.`,
    }
  }
  const untrusted = codes.find((code) => untrustedCodes.test(code))
  if (untrusted) {
    return {
      cause: 'untrusted-ca',
      message: `The certificate of ${host} was issued by a CA this computer does not trust (${untrusted}). If your company inspects TLS, add its CA certificate (a PEM file from your IT team) in Settings → Network, or in this profile's Network section. For a self-signed test server, pin its certificate in the profile. The app never skips verification.`,
    }
  }
  const alert = codes.find((code) => clientCertCodes.test(code))
  if (alert) {
    return {
      cause: 'client-cert',
      message: `${host} refused the TLS connection (${alert}): it requires a client certificate it accepts. Choose the certificate your IT team gave you in the profile's Network section.`,
    }
  }
  if (codes.some((code) => tlsCodes.test(code))) {
    return {
      cause: 'tls',
      message: `The TLS certificate of ${host} could not be verified (${codes.find((c) => tlsCodes.test(c))}). The app never skips verification.`,
    }
  }
  if (
    has('ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE') ||
    /socket hang up|aborted/i.test(message)
  ) {
    return {
      cause: 'reset',
      message: `${host} dropped the connection before answering completely.`,
    }
  }
  return {
    cause: 'other',
    message: `The request to ${host} failed${codes[0] ? ` (${codes[0]})` : ''}.`,
  }
}
