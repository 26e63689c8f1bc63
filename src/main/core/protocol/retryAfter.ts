/**
 * Retry-After (RFC 9110, section 10.2.3): delay-seconds, or an HTTP-date. The
 * wait it asks for, in ms from when the answer came: a date is measured
 * against the answer's own Date header when it has one (the service's clock
 * against itself, whatever this computer's says), else against `now`. Null
 * when there is none or it cannot be read; 0 for a time already past.
 */
export function retryAfterMs(value: string, answerDate: string, now: number): number | null {
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  const at = Date.parse(text)
  if (!Number.isFinite(at) || !/[a-z]/i.test(text)) return null
  const served = Date.parse(answerDate)
  return Math.max(0, at - (Number.isFinite(served) ? served : now))
}
