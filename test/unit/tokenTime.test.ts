import { describe, expect, it } from 'vitest'
import { expiryOf } from '../../src/main/core/protocol/expiry'
import { serviceExpiryIn } from '../../src/main/core/protocol/authResponse'
import { jwtExpiry } from '../../src/main/core/protocol/jwt'
import {
  settledKindAt,
  TOKEN_LIFETIME_MS,
  tokenStateAt,
  type TokenSnapshot,
} from '../../src/shared/model/token'
import { formatCountdown, fractionLeft } from '../../src/shared/time/countdown'

const HOUR = 3_600_000
const issued = (issuedAt: number, rejectedAt: number | null = null): TokenSnapshot => ({
  kind: 'issued',
  issuedAt,
  expiresAt: issuedAt + TOKEN_LIFETIME_MS,
  rejectedAt,
  method: 'POST',
  envelope: 'A',
})

const jwt = (payload: object) =>
  ['e30', Buffer.from(JSON.stringify(payload)).toString('base64url'), 'sig'].join('.')

describe('tokenStateAt', () => {
  const t0 = Date.UTC(2026, 10, 21, 8, 0, 0)

  it('walks none → valid → expiring → expired with the clock', () => {
    expect(tokenStateAt({ kind: 'none' }, t0)).toEqual({ kind: 'none' })
    expect(tokenStateAt(issued(t0), t0)).toMatchObject({ kind: 'valid', remainingMs: 24 * HOUR })
    expect(tokenStateAt(issued(t0), t0 + 23 * HOUR - 1)).toMatchObject({ kind: 'valid' })
    expect(tokenStateAt(issued(t0), t0 + 23 * HOUR)).toMatchObject({
      kind: 'expiring',
      remainingMs: HOUR,
    })
    expect(tokenStateAt(issued(t0), t0 + 24 * HOUR)).toMatchObject({ kind: 'expired' })
  })

  it('names the kind without building the state (settledKindAt), at every edge', () => {
    const token = issued(t0) as Extract<TokenSnapshot, { kind: 'issued' }>
    const rejected = issued(t0, t0 + 1) as Extract<TokenSnapshot, { kind: 'issued' }>
    const kinds = [t0, t0 + 23 * HOUR - 1, t0 + 23 * HOUR, t0 + 24 * HOUR - 1, t0 + 24 * HOUR].map(
      (at) => settledKindAt(token, at, HOUR),
    )
    expect(kinds).toEqual(['valid', 'valid', 'expiring', 'expiring', 'expired'])
    expect(settledKindAt(rejected, t0 + 2, HOUR)).toBe('rejected')
    expect(settledKindAt({ kind: 'none' }, t0, HOUR)).toBe('none')
  })

  it('honours a custom warning window', () => {
    expect(tokenStateAt(issued(t0), t0 + 20 * HOUR, 5 * HOUR).kind).toBe('expiring')
  })

  it('reports rejected over any time-based state', () => {
    expect(tokenStateAt(issued(t0, t0 + 1), t0 + 2).kind).toBe('rejected')
  })

  it('recomputes from the wall clock, including a clock set backwards', () => {
    expect(tokenStateAt(issued(t0), t0 - HOUR)).toMatchObject({
      kind: 'valid',
      remainingMs: 25 * HOUR,
    })
  })
})

describe('expiry', () => {
  const t0 = 1_800_000_000_000

  it('is 24 h after issue for an opaque token, labelled assumed', () => {
    expect(expiryOf('opaque-token', t0)).toEqual({
      expiresAt: t0 + TOKEN_LIFETIME_MS,
      source: 'assumed',
    })
  })

  it("uses a JWT's exp when it comes first, and ignores a later one", () => {
    expect(expiryOf(jwt({ exp: t0 / 1000 + 60 }), t0)).toEqual({
      expiresAt: t0 + 60_000,
      source: 'token',
    })
    expect(expiryOf(jwt({ exp: t0 / 1000 + 48 * 3600 }), t0)).toEqual({
      expiresAt: t0 + TOKEN_LIFETIME_MS,
      source: 'assumed',
    })
  })

  it("uses the service's stated expiry (expires_in or a time), the earlier of it and a JWT's", () => {
    expect(expiryOf('opaque', t0, { kind: 'in', ms: 90_000 })).toEqual({
      expiresAt: t0 + 90_000,
      source: 'service',
    })
    expect(expiryOf(jwt({ exp: t0 / 1000 + 60 }), t0, { kind: 'at', at: t0 + 120_000 })).toEqual({
      expiresAt: t0 + 60_000,
      source: 'token',
    })
  })

  it('reads expires_in, expiresAt in seconds, milliseconds or ISO, and ignores anything else', () => {
    expect(serviceExpiryIn({ expires_in: 90 })).toEqual({ kind: 'in', ms: 90_000 })
    expect(serviceExpiryIn({ expiresAt: 1_800_000_000 })).toEqual({ kind: 'at', at: t0 })
    expect(serviceExpiryIn({ expires_at: t0 })).toEqual({ kind: 'at', at: t0 })
    expect(serviceExpiryIn({ expiresAt: '2027-01-15T08:00:00Z' })).toEqual({
      kind: 'at',
      at: Date.UTC(2027, 0, 15, 8),
    })
    expect(serviceExpiryIn({ expiresAt: '2027-01-15T09:00:00+01:00' })).toEqual({
      kind: 'at',
      at: Date.UTC(2027, 0, 15, 8),
    })
    for (const bad of [
      {},
      { expires_in: -1 },
      { expires_in: '90' },
      { expiresAt: 'soon' },
      // No zone: read as this computer's local time, hours off (the audit's 12 h became 3 h).
      { expires_at: '2027-01-15T08:00:00' },
      { expires_at: '2027-01-15T08:00:00.000' },
    ]) {
      expect(serviceExpiryIn(bad)).toBeNull()
    }
  })

  it('ignores a stated end at or before the issue (a misread duration), not the token', () => {
    // `expires_at: 86400` meant "in a day", read as epoch seconds: 2 January 1970.
    expect(expiryOf('opaque', t0, serviceExpiryIn({ expires_at: 86400 }))).toEqual({
      expiresAt: t0 + TOKEN_LIFETIME_MS,
      source: 'assumed',
    })
    expect(expiryOf('opaque', t0, { kind: 'at', at: t0 })).toMatchObject({ source: 'assumed' })
    // A JWT's own exp is the token's word on itself, kept even when past.
    expect(expiryOf(jwt({ exp: t0 / 1000 - 60 }), t0)).toEqual({
      expiresAt: t0 - 60_000,
      source: 'token',
    })
  })

  it('ignores malformed JWT-looking tokens', () => {
    expect(jwtExpiry('a.b.c')).toBeNull()
    expect(jwtExpiry(jwt({ exp: 'soon' }))).toBeNull()
    expect(jwtExpiry(jwt({}))).toBeNull()
    expect(jwtExpiry('no-dots')).toBeNull()
  })
})

describe('countdown formatting', () => {
  it.each([
    [24 * HOUR, '24:00:00'],
    [HOUR + 61_000, '01:01:01'],
    [999, '00:00:01'],
    [0, '00:00:00'],
    [-5000, '00:00:00'],
  ])('%i ms → %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text)
  })

  it('gives the share of the lifetime left, clamped', () => {
    expect(fractionLeft(0, 100, 25)).toBe(0.75)
    expect(fractionLeft(0, 100, 200)).toBe(0)
    expect(fractionLeft(0, 100, -50)).toBe(1)
    expect(fractionLeft(5, 5, 5)).toBe(0)
  })
})
