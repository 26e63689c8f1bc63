import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { HostKind } from './hosts'
import { hostKinds } from './hosts'

/** What a token stands for; the server's record of it (`IssuedToken`) adds the token itself. */
export interface TokenClaims {
  username: string
  accountId: string
  issuedAt: number
  expiresAt: number
  host: HostKind
}

/** Short enough to be a typo, long enough that nobody picks it as a real key by accident. */
const MIN_KEY_LENGTH = 16

export function checkTokenKey(key: unknown): string {
  if (typeof key !== 'string' || key.length < MIN_KEY_LENGTH) {
    throw new TypeError(`tokenKey must be a string of at least ${MIN_KEY_LENGTH} characters`)
  }
  return key
}

const mac = (key: string, payload: string): Buffer =>
  createHmac('sha256', key).update(payload).digest()

const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url')
const JWT_HEADER = b64({ alg: 'HS256', typ: 'JWT' })

/**
 * How a token carries its expiry: `opaque` (the spec's 24 h; nothing to read), or `jwt`, a JWT
 * whose `exp` claim a client can read — what the sandbox issues when its lifetime is not 24 h,
 * so an app can show the real expiry.
 */
export type TokenForm = 'opaque' | 'jwt'

/**
 * A token that carries its own claims, signed with `key`. Opaque: `<claims>.<hmac>`, two parts,
 * so no client mistakes it for a JWT and reads an expiry out of it. JWT: `<header>.<claims>.<hmac>`
 * with `exp` (seconds) among the claims. The nonce makes two logins in the same millisecond get
 * different tokens.
 */
export function signToken(key: string, claims: TokenClaims, form: TokenForm = 'opaque'): string {
  const { username: u, accountId: a, issuedAt: i, expiresAt: e, host: h } = claims
  const n = randomBytes(9).toString('base64url')
  if (form === 'jwt') {
    const signed = `${JWT_HEADER}.${b64({ u, a, i, e, h, n, exp: Math.floor(e / 1000) })}`
    return `${signed}.${mac(key, signed).toString('base64url')}`
  }
  const payload = b64({ u, a, i, e, h, n })
  return `${payload}.${mac(key, payload).toString('base64url')}`
}

/** A JWT with an `exp` claim for a token known only to this run (no key): the server looks it up. */
export function unsignedJwt(claims: TokenClaims): string {
  const payload = b64({
    sub: claims.username,
    iat: Math.floor(claims.issuedAt / 1000),
    exp: Math.floor(claims.expiresAt / 1000),
    jti: randomBytes(12).toString('base64url'),
  })
  return `${JWT_HEADER}.${payload}.${randomBytes(24).toString('base64url')}`
}

/** The claims of a token `signToken` made with the same key; undefined for anything else. */
export function verifyToken(key: string, token: string): TokenClaims | undefined {
  const parts = token.split('.')
  if (parts.length === 3 && parts[0] !== JWT_HEADER) return undefined
  if (parts.length !== 2 && parts.length !== 3) return undefined
  const signature = parts.at(-1)
  const signed = parts.slice(0, -1).join('.')
  const payload = parts.at(-2)
  if (!payload || !signature) return undefined
  const given = Buffer.from(signature, 'base64url')
  const expected = mac(key, signed)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  // Signed by us, so well formed; checked anyway so a changed format fails closed.
  const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  const { u, a, i, e, h } = (claims ?? {}) as Record<string, unknown>
  if (typeof u !== 'string' || typeof a !== 'string') return undefined
  if (typeof i !== 'number' || typeof e !== 'number') return undefined
  if (!hostKinds.includes(h as HostKind)) return undefined
  return { username: u, accountId: a, issuedAt: i, expiresAt: e, host: h as HostKind }
}
