/** A local date and time, as the user's system formats it. */
export const localTime = (ms: number): string => new Date(ms).toLocaleString()
/** A clock time only ("14:32:05"), for when a panel was produced and until when a token works. */
export const clockTime = (ms: number): string => new Date(ms).toLocaleTimeString()
/** A clock time when `ms` falls on `today` (a Date's toDateString()), else date and time. */
export const timeOn =
  (today: string) =>
  (ms: number): string =>
    new Date(ms).toDateString() === today ? clockTime(ms) : localTime(ms)

/**
 * What happens to a secret just copied: "The clipboard will be cleared in 30 s."
 * `clearsAt` is main's answer (epoch ms; null when clearing is off).
 */
export function clipboardNote(clearsAt: number | null, now: number): string {
  if (clearsAt === null) return 'The clipboard is not cleared automatically.'
  const seconds = Math.max(0, Math.round((clearsAt - now) / 1000))
  const wait = seconds >= 60 && seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`
  return `The clipboard will be cleared in ${wait}.`
}

/** Hours and minutes ("14:32"), with the date when `ms` is not today: until when a token works. */
export const hourMinute = (ms: number, now = Date.now()): string => {
  const date = new Date(ms)
  const time = hoursMinutes.format(date)
  return date.toDateString() === new Date(now).toDateString()
    ? time
    : `${monthDay.format(date)} ${time}`
}
// Made once: toLocaleTimeString with options builds an ICU formatter per call, some 0.5 ms each,
// and the Board shows two times a row (60 formatters a frame when it sorts or scrolls).
const hoursMinutes = new Intl.DateTimeFormat([], { hour: '2-digit', minute: '2-digit' })
const monthDay = new Intl.DateTimeFormat([], { month: 'short', day: 'numeric' })
