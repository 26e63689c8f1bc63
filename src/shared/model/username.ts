import { english } from '../i18n/sayMessage'
import { said, type Said } from '../i18n/said'

/**
 * Spec 2.2: the token request wants the Username exactly as set up in the
 * portal, not the e-mail address or its +tag sub-address. One rule for the
 * form's warning and for the checklist after a 401.
 */
export type UsernameShape = 'sub-address' | 'e-mail' | 'plus-tag' | 'username'

export function usernameShape(username: string): UsernameShape {
  const value = username.trim()
  if (/^[^\s@]+\+[^\s@]+@[^\s@]+$/.test(value)) return 'sub-address'
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return 'e-mail'
  if (/^[^\s@]+\+[^\s@]+$/.test(value)) return 'plus-tag'
  return 'username'
}

/** The warning for a username that is not one, as data (the window says it), or null. */
export function usernameWarningSaid(username: string): Said | null {
  const shape = usernameShape(username)
  return shape === 'username' ? null : said(`inputs.username.${shape}`)
}

/** The warning for a username that is not one, in English, or null. */
export function usernameWarning(username: string): string | null {
  const warning = usernameWarningSaid(username)
  return warning === null ? null : english(warning)
}
