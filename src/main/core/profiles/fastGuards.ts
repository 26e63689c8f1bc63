import { isId } from '../../../shared/model/id'
import { profileColours, type Profile } from '../../../shared/model/profile'
import { authMethods, headerStyles, portalKinds } from '../../../shared/model/portal'
import { expirySources, type IssuedToken } from '../../../shared/model/token'
import { hasDirectionControls } from '../../../shared/text/controlCharacters'

/**
 * Cheap checks run before zod when loading 10,000 records (zod: ~6 µs a
 * profile, these: well under 1). They may only accept what the zod schemas
 * in profileDocument.ts accept (a property test holds them to it); anything
 * they reject is judged by zod.
 */
const str = (v: unknown): v is string => typeof v === 'string'
const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)
const oneOf = (list: readonly string[], v: unknown) => str(v) && list.includes(v)
const plain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.getPrototypeOf(v) === Object.prototype

/** An array of strings (a loop: no callback per element in code not yet optimised). */
function allText(v: unknown): v is string[] {
  if (!Array.isArray(v)) return false
  for (let i = 0; i < v.length; i++) if (typeof v[i] !== 'string') return false
  return true
}

/**
 * Text shown as stored: no direction control, which zod's schema makes
 * visible (storedProfile).
 */
function shownAsStored(v: Record<string, unknown>, a: Record<string, unknown>): boolean {
  if (
    hasDirectionControls(v.name as string) ||
    hasDirectionControls(a.id as string) ||
    hasDirectionControls(a.name as string) ||
    hasDirectionControls(v.notes as string)
  )
    return false
  const tags = v.tags as string[]
  for (let i = 0; i < tags.length; i++) if (hasDirectionControls(tags[i] as string)) return false
  return true
}

export function isStoredProfile(v: unknown): v is Profile {
  return isStoredProfileExceptIdShape(v) && isId(v.id)
}

/**
 * isStoredProfile except for the id's shape (only text): for a caller that
 * checks it on the table's key instead, which must equal the id. A key is
 * an interned string, and isId on it costs a fraction of isId on the
 * value, fresh from JSON.parse (a tenth of a 50,000-profile start).
 */
export function isStoredProfileExceptIdShape(v: unknown): v is Profile {
  if (!plain(v)) return false
  const a = v.account
  return (
    str(v.id) &&
    str(v.name) &&
    plain(a) &&
    str(a.id) &&
    str(a.name) &&
    oneOf(portalKinds, v.portal) &&
    str(v.baseUrl) &&
    str(v.apiHostUrl) &&
    str(v.username) &&
    oneOf(headerStyles, v.headerStyle) &&
    oneOf(authMethods, v.smsMethod) &&
    typeof v.autoRenew === 'boolean' &&
    allText(v.tags) &&
    oneOf(profileColours, v.colour) &&
    str(v.notes) &&
    typeof v.favourite === 'boolean' &&
    (v.lastUsedAt === null || num(v.lastUsedAt)) &&
    num(v.createdAt) &&
    num(v.updatedAt) &&
    shownAsStored(v, a)
  )
}

const envelopes = ['A', 'B', 'unknown'] as const

export function isStoredToken(v: unknown): v is IssuedToken {
  return (
    plain(v) &&
    v.kind === 'issued' &&
    num(v.issuedAt) &&
    num(v.expiresAt) &&
    (v.rejectedAt === null || num(v.rejectedAt)) &&
    oneOf(authMethods, v.method) &&
    oneOf(envelopes, v.envelope) &&
    (v.expirySource === undefined || oneOf(expirySources, v.expirySource)) &&
    (v.verifiedAt === undefined || num(v.verifiedAt)) &&
    (v.account === undefined || isTokenAccount(v.account))
  )
}

const isTokenAccount = (v: unknown): boolean =>
  plain(v) && str(v.id) && typeof v.foreign === 'boolean' && num(v.at)
