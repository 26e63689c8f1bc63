import { TOKEN_LIFETIME_MS, type ExpirySource } from '../../../shared/model/token'
import type { ServiceExpiry } from './authResponse'
import { jwtExpiry } from './jwt'

/**
 * When a token ends, and how the app knows. Spec 2.3: 24 hours from issue
 * ("assumed": nothing else said so). A JWT's own `exp` or the service's answer
 * (`expires_in`, `expiresAt`) is used when it comes first; the earlier of the two
 * when both are there.
 */
export function expiryOf(
  token: string,
  issuedAt: number,
  service: ServiceExpiry | null = null,
  lifetimeMs = TOKEN_LIFETIME_MS,
): { expiresAt: number; source: ExpirySource } {
  const nominal = issuedAt + lifetimeMs
  const known: { at: number; source: ExpirySource }[] = []
  const exp = jwtExpiry(token)
  if (exp !== null) known.push({ at: exp, source: 'token' })
  // A stated end at or before the issue is a misreading (`expires_at: 86400`, meant as a
  // duration, read as 1970), not a token born dead: the service's word is then ignored.
  const stated =
    service === null ? null : service.kind === 'in' ? issuedAt + service.ms : service.at
  if (stated !== null && stated > issuedAt) known.push({ at: stated, source: 'service' })
  const first = known.sort((a, b) => a.at - b.at)[0]
  return first !== undefined && first.at < nominal
    ? { expiresAt: first.at, source: first.source }
    : { expiresAt: nominal, source: 'assumed' }
}
