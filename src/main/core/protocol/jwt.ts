/**
 * The `exp` claim (as epoch ms) when the opaque token happens to be a JWT;
 * null otherwise. The signature is not checked: it only shortens the expiry.
 */
export function jwtExpiry(token: string): number | null {
  const parts = token.split('.')
  if (parts.length !== 3 || !parts[1]) return null
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'))
    if (typeof payload !== 'object' || payload === null) return null
    const exp = (payload as { exp?: unknown }).exp
    return typeof exp === 'number' && Number.isFinite(exp) && exp > 0 ? exp * 1000 : null
  } catch {
    return null
  }
}
