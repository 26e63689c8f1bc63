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

const what: Record<Exclude<UsernameShape, 'username'>, string> = {
  'sub-address': 'an e-mail sub-address (name+tag@…)',
  'e-mail': 'an e-mail address',
  'plus-tag': 'a +tag sub-address',
}

/** The warning for a username that is not one, or null. */
export function usernameWarning(username: string): string | null {
  const shape = usernameShape(username)
  if (shape === 'username') return null
  return `This looks like ${what[shape]}. The service wants the Username set up in the portal's user management, not the e-mail address.`
}
