import { isAxiosError } from 'axios'
import type { NetworkCause } from '../../../shared/ipc/errors'

const tlsCodes = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|EPROTO/

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
): { cause: NetworkCause; message: string } {
  const codes = codesOf(error)
  const has = (...wanted: string[]) => codes.some((code) => wanted.includes(code))
  const message = isAxiosError(error) ? error.message : error instanceof Error ? error.message : ''
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
      message: `${host} refused the connection: nothing is listening there. Check the base URL and port.`,
    }
  }
  if (has('ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME')) {
    return {
      cause: 'dns',
      message: `The host name ${host} could not be resolved. Check the base URL, or your network and VPN.`,
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
