import { currentLocale, t } from '../i18n'

/** The Intl formats the window uses, each made on first use in a locale and kept. */
const options = {
  // As toLocaleString() and toLocaleTimeString() write them.
  dateTime: {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  },
  time: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
  hoursMinutes: { hour: '2-digit', minute: '2-digit' },
  monthDay: { month: 'short', day: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>
type DateFormat = keyof typeof options

/**
 * Per locale: building a format costs some 0.5 ms (toLocaleString with
 * options builds one per call), and the Board shows two times a row. Each
 * is made when first asked for, not all at once: the sidebar's first screen
 * shows counts and no dates, and the date formats' data cost its first row
 * some 3 ms more.
 */
const dateFormats = new Map<string, Partial<Record<DateFormat, Intl.DateTimeFormat>>>()
const numberFormats = new Map<string, Intl.NumberFormat>()

function dateFormat(kind: DateFormat): Intl.DateTimeFormat {
  const locale = currentLocale()
  let kept = dateFormats.get(locale)
  if (kept === undefined) dateFormats.set(locale, (kept = {}))
  return (kept[kind] ??= new Intl.DateTimeFormat(locale, options[kind]))
}

function numberFormat(): Intl.NumberFormat {
  const locale = currentLocale()
  let kept = numberFormats.get(locale)
  if (kept === undefined) numberFormats.set(locale, (kept = new Intl.NumberFormat(locale)))
  return kept
}

/**
 * Makes the number format the first screen's headings count with, while the
 * list is on its way. The first number format in a window loads its locale's
 * number data (6 to 20 ms in Chromium here), which the first row would
 * otherwise wait for once the list is in.
 */
export const readyFirstScreenFormats = (): void => void numberFormat()

/** A local date and time, in the window's language. */
export const localTime = (ms: number): string => dateFormat('dateTime').format(ms)
/** A clock time only ("14:32:05"), for when a panel was produced and until when a token works. */
export const clockTime = (ms: number): string => dateFormat('time').format(ms)
/** A clock time when `ms` falls on `today` (a Date's toDateString()), else date and time. */
export const timeOn =
  (today: string) =>
  (ms: number): string =>
    new Date(ms).toDateString() === today ? clockTime(ms) : localTime(ms)

/** "1,234" (English), "1.234" (German): a count in the window's locale. */
export const formatNumber = (n: number): string => numberFormat().format(n)

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
  const time = dateFormat('hoursMinutes').format(date)
  return date.toDateString() === new Date(now).toDateString()
    ? time
    : `${dateFormat('monthDay').format(date)} ${time}`
}
