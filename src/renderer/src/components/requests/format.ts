import type { NetworkCause } from '../../../../shared/ipc/errors'
import { currentLocale, t } from '../../i18n'

/**
 * Fixed-point numbers in the window's locale ("3.4", "3,4"), without
 * grouping (as toFixed writes them), made once per locale and digits.
 */
const decimals = new Map<string, Intl.NumberFormat>()
function fixed(n: number, digits: number): string {
  const locale = currentLocale()
  const key = `${locale}:${digits}`
  let format = decimals.get(key)
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    })
    decimals.set(key, format)
  }
  return format.format(n)
}

/** "512 B", "3.4 KB", "2.1 MB" (binary multiples, as the size cap). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return t('requests:units.bytes', { n: fixed(bytes, 0) })
  if (bytes < 1024 * 1024) return t('requests:units.kilobytes', { n: fixed(bytes / 1024, 1) })
  return t('requests:units.megabytes', { n: fixed(bytes / (1024 * 1024), 1) })
}

/** "2 MiB": a whole number of mebibytes (the size cap). */
export const formatMebibytes = (bytes: number): string =>
  t('requests:units.mebibytes', { n: fixed(bytes / (1024 * 1024), 0) })

/** "85 ms", "1.24 s". */
export const formatDuration = (ms: number): string =>
  ms < 1000
    ? t('requests:units.milliseconds', { n: fixed(Math.round(ms), 0) })
    : t('requests:units.seconds', { n: fixed(ms / 1000, 2) })

/** "85 ms", or "not measured": a phase of an exchange. */
export const formatPhase = (ms: number | null): string =>
  ms === null
    ? t('requests:exchange.notMeasured')
    : t('requests:units.milliseconds', { n: fixed(Math.round(ms), 0) })

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
export const toneLabel = (tone: StatusTone): string => t(`requests:tone.${tone}`)

/**
 * Made once per locale, on first use: toLocale…String with options builds a
 * formatter per call, about half a millisecond each, 40 of them for a
 * profile's runs when its detail opens.
 */
const runFormats = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>()

/** A run's time: the clock time, and the date when it is not `today` (a Date's toDateString()). */
export function runTime(at: number, today: string): { date: string | null; time: string } {
  const locale = currentLocale()
  let formats = runFormats.get(locale)
  if (formats === undefined) {
    formats = {
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'short' }),
      time: new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }),
    }
    runFormats.set(locale, formats)
  }
  const date = new Date(at)
  return {
    date: date.toDateString() === today ? null : formats.date.format(date),
    time: formats.time.format(date),
  }
}

const outcomes = ['cancelled', 'network', 'no-token', 'no-password', 'internal'] as const
const isOutcome = (code: string): code is (typeof outcomes)[number] =>
  (outcomes as readonly string[]).includes(code)

/** How a run ended without an answer, in words; an unknown code as it is. */
export const errorLabel = (code: string): string =>
  isOutcome(code) ? t(`requests:outcome.${code}`) : code

/** "Network problem: timed out": a failed send's title for its network cause. */
export const networkTitle = (cause: NetworkCause): string => t(`requests:runError.network.${cause}`)

/** Whether a content type is JSON: application/json, application/problem+json, … */
export const isJsonType = (contentType: string): boolean =>
  /^[^;]*[/+]json\s*(;|$)/i.test(contentType.trim())
