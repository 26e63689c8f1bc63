import type { AppError } from '../ipc/errors'
import type { PortalKind } from './portal'

/**
 * How a host fails when the service is down, rather than a login being
 * wrong: no answer in time, no connection, a server error, an HTML page
 * where JSON belongs, a refusal for too many requests (429), or a broken
 * TLS handshake. A 401 is never one: a
 * refused password is the user's to fix, not an outage.
 */
export type OutageWay = 'timeout' | 'unreachable' | 'server-error' | 'rate-limited' | 'html' | 'tls'

export function outageWayOf(error: AppError): OutageWay | null {
  if (error.code === 'network') {
    switch (error.cause) {
      case 'timeout':
        return 'timeout'
      case 'refused':
      case 'reset':
      case 'dns':
        return 'unreachable'
      case 'tls':
        return 'tls'
      case 'malformed':
        // A broken answer is the service's (or its gateway's) failing.
        return 'server-error'
      default:
        // The user's own side (proxy, PAC, client certificate, pin, CA file): not the service.
        return null
    }
  }
  if (error.code === 'unexpected-response') {
    if (error.status >= 500) return 'server-error'
    if (error.status === 429) return 'rate-limited'
    if (/html/i.test(error.contentType)) return 'html'
  }
  return null
}

export const outageWayWords: Record<OutageWay, string> = {
  timeout: 'no answer in time',
  unreachable: 'no connection',
  'server-error': 'server errors',
  'rate-limited': 'too many requests',
  html: 'an HTML page instead of a token',
  tls: 'a failing secure connection (TLS)',
}

/**
 * Many profiles of one host failing the same way within a few minutes:
 * said once, with auto-renew for the host held and retried with back-off.
 */
export interface Outage {
  /** The host's origin (scheme, name and port), as the profiles' base URL has it. */
  origin: string
  /** The portal most of them use, for the sentence ("the customer portal at …"). */
  portal: PortalKind
  way: OutageWay
  /** The failing profiles (their last attempt failed this way), at most MAX_OUTAGE_IDS. */
  profileIds: string[]
  /** How many profiles fail this way (profileIds may list fewer). */
  count: number
  /** The first of these failures. */
  since: number
  /** When auto-renew tries one profile of the host again; null: nothing to renew automatically. */
  retryAt: number | null
}

/** A "Retry all on this host" takes at most this many: the Board's own limit. */
export const MAX_OUTAGE_IDS = 100_000
