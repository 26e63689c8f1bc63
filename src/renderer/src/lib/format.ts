import { currentLocale, t } from '../i18n'

/**
 * Intl formatters for the locale the window speaks, made once per locale
 * and kept: building one costs some 0.5 ms (toLocaleString with options
 * builds one per call), and the Board shows two times a row.
 */
interface Formatters {
  dateTime: Intl.DateTimeFormat
  time: Intl.DateTimeFormat
  hoursMinutes: Intl.DateTimeFormat
  monthDay: Intl.DateTimeFormat
  number: Intl.NumberFormat
}
const made = new Map<string, Formatters>()
function formatters(): Formatters {
  const locale = currentLocale()
  let kept = made.get(locale)
  if (kept === undefined) {
    kept = {
      // As toLocaleString() and toLocaleTimeString() write them, in this locale.
      dateTime: new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
      time: new Intl.DateTimeFormat(locale, {
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
      hoursMinutes: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }),
      monthDay: new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' }),
      number: new Intl.NumberFormat(locale),
    }
    made.set(locale, kept)
  }
  return kept
}

/** A local date and time, in the window's language. */
export const localTime = (ms: number): string => formatters().dateTime.format(ms)
/** A clock time only ("14:32:05"), for when a panel was produced and until when a token works. */
export const clockTime = (ms: number): string => formatters().time.format(ms)
/** A clock time when `ms` falls on `today` (a Date's toDateString()), else date and time. */
export const timeOn =
  (today: string) =>
  (ms: number): string =>
    new Date(ms).toDateString() === today ? clockTime(ms) : localTime(ms)

/** "1,234" (English), "1.234" (German): a count in the window's locale. */
export const formatNumber = (n: number): string => formatters().number.format(n)

/** "2 h 5 min": a duration as countdowns and settings show it, whole seconds. */
export function formatDuration(ms: number): string {
  const s = Math.round(Math.abs(ms) / 1000)
  if (s < 60) return t('duration.seconds', { s })
  const m = Math.floor(s / 60)
  if (m < 60) return t('duration.minutes', { m })
  const h = Math.floor(m / 60)
  const rest = m % 60
  return rest === 0 ? t('duration.hours', { h }) : t('duration.hoursMinutes', { h, m: rest })
}

/**
 * What happens to a secret just copied: "The clipboard will be cleared in 30 s."
 * `clearsAt` is main's answer (epoch ms; null when clearing is off).
 */
export function clipboardNote(clearsAt: number | null, now: number): string {
  if (clearsAt === null) return t('clipboard.notCleared')
  const s = Math.max(0, Math.round((clearsAt - now) / 1000))
  // Whole minutes as minutes; 90 s stays 90 s.
  const wait =
    s >= 60 && s % 60 === 0 ? t('duration.minutes', { m: s / 60 }) : t('duration.seconds', { s })
  return t('clipboard.clearedIn', { wait })
}

/** Hours and minutes ("14:32"), with the date when `ms` is not today: until when a token works. */
export const hourMinute = (ms: number, now = Date.now()): string => {
  const date = new Date(ms)
  const { hoursMinutes, monthDay } = formatters()
  const time = hoursMinutes.format(date)
  return date.toDateString() === new Date(now).toDateString()
    ? time
    : `${monthDay.format(date)} ${time}`
}
