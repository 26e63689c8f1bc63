import { TOKEN_LIFETIME_MS } from '../../../shared/model/token'
import { jwtExpiry } from './jwt'

/** Spec 2.3: 24 hours from issue, or a JWT's own `exp` when that comes first. */
export function expiryOf(token: string, issuedAt: number, lifetimeMs = TOKEN_LIFETIME_MS): number {
  const nominal = issuedAt + lifetimeMs
  const exp = jwtExpiry(token)
  return exp !== null && exp < nominal ? exp : nominal
}
