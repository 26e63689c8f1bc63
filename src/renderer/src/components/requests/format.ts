import type { NetworkCause } from '../../../../shared/ipc/errors'

/** "512 B", "3.4 KB", "2.1 MB" (binary multiples, as the size cap). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** "85 ms", "1.24 s". */
export const formatDuration = (ms: number): string =>
  ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`

const reasons: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  301: 'Moved Permanently',
  302: 'Found',
  303: 'See Other',
  304: 'Not Modified',
  307: 'Temporary Redirect',
  308: 'Permanent Redirect',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

/** The server's reason phrase, or the standard one when it sent none (HTTP/2 sends none). */
export const reasonOf = (status: number, statusText: string): string =>
  statusText.trim() !== '' ? statusText : (reasons[status] ?? '')

export type StatusTone = 'ok' | 'redirect' | 'client' | 'server' | 'other'

export function toneOf(status: number): StatusTone {
  if (status >= 200 && status < 300) return 'ok'
  if (status >= 300 && status < 400) return 'redirect'
  if (status >= 400 && status < 500) return 'client'
  if (status >= 500 && status < 600) return 'server'
  return 'other'
}

/** Said beside the colour, so the status never rests on colour alone. */
export const toneLabels: Record<StatusTone, string> = {
  ok: 'Success',
  redirect: 'Redirect',
  client: 'Client error',
  server: 'Server error',
  other: 'Informational',
}

/**
 * Made once, on first use: toLocale…String with options builds a formatter
 * per call, about half a millisecond each, 40 of them for a profile's runs
 * when its detail opens.
 */
let runFormats: { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat } | null = null

/** A run's time: the clock time, and the date when it is not `today` (a Date's toDateString()). */
export function runTime(at: number, today: string): { date: string | null; time: string } {
  runFormats ??= {
    date: new Intl.DateTimeFormat(undefined, { dateStyle: 'short' }),
    time: new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' }),
  }
  const date = new Date(at)
  return {
    date: date.toDateString() === today ? null : runFormats.date.format(date),
    time: runFormats.time.format(date),
  }
}

const errorLabels: Record<string, string> = {
  cancelled: 'Cancelled',
  network: 'Network error',
  'no-token': 'No token',
  'no-password': 'Password needed',
  internal: 'Failed',
}

export const errorLabel = (code: string): string => errorLabels[code] ?? code

export const causeLabels: Record<NetworkCause, string> = {
  timeout: 'Timed out',
  refused: 'Connection refused',
  dns: 'Host not found',
  tls: 'TLS problem',
  reset: 'Connection reset',
  'too-large': 'Answer too large',
  redirect: 'Redirect problem',
  'proxy-auth': 'Proxy needs a login',
  'proxy-refused': 'Proxy problem',
  pac: 'System proxy settings problem',
  'untrusted-ca': 'Unknown certificate authority',
  'client-cert': 'Client certificate problem',
  'pin-mismatch': 'Pinned certificate mismatch',
  'ca-file': 'CA file problem',
  other: 'Network problem',
}

/** Whether a content type is JSON: application/json, application/problem+json, … */
export const isJsonType = (contentType: string): boolean =>
  /^[^;]*[/+]json\s*(;|$)/i.test(contentType.trim())
