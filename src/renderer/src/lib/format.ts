/** A local date and time, as the user's system formats it. */
export const localTime = (ms: number): string => new Date(ms).toLocaleString()

/**
 * Spec 2.2: the token request wants the Username exactly as set up in the
 * portal, not the e-mail address or its +tag sub-address. A warning, not an error.
 */
export function usernameWarning(username: string): string | null {
  const value = username.trim()
  if (/^[^\s@]+\+[^\s@]+@[^\s@]+$/.test(value)) {
    return 'This looks like an e-mail sub-address (name+tag@…). The portal login needs the Username, not the e-mail address.'
  }
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
    return 'This looks like an e-mail address. The portal login needs the Username set up in user management, not the e-mail address.'
  }
  if (/^[^\s@]+\+[^\s@]+$/.test(value)) {
    return 'This looks like a +tag sub-address. Enter the Username exactly as set up in the portal.'
  }
  return null
}

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
