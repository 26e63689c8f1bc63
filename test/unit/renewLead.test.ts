import { describe, expect, it } from 'vitest'
import { leadClamped, renewDueAt, renewLeadOf } from '../../src/shared/time/renewLead'

const MINUTE = 60_000
const LEAD = 15 * MINUTE
const token = (lifetimeMs: number) => ({ issuedAt: 1_000_000, expiresAt: 1_000_000 + lifetimeMs })

describe('the auto-renew lead, clamped to a third of the token’s own life', () => {
  it('24-hour tokens keep the lead time as set', () => {
    expect(renewLeadOf(token(24 * 60 * MINUTE), LEAD)).toBe(LEAD)
    expect(leadClamped(token(24 * 60 * MINUTE), LEAD)).toBe(false)
  })

  it('shorter tokens are renewed when a third of their life is left, never at birth', () => {
    expect(renewLeadOf(token(5 * MINUTE), LEAD)).toBe(100_000)
    expect(renewLeadOf(token(30 * MINUTE), LEAD)).toBe(10 * MINUTE)
    expect(leadClamped(token(30 * MINUTE), LEAD)).toBe(true)
    for (const life of [1_000, 5 * MINUTE, 45 * MINUTE]) {
      expect(renewDueAt(token(life), LEAD) - token(life).issuedAt).toBeCloseTo((life * 2) / 3)
    }
  })

  it('a token born expired has no lead: due at its (past) expiry', () => {
    expect(renewLeadOf(token(-5 * MINUTE), LEAD)).toBe(0)
    expect(renewDueAt(token(-5 * MINUTE), LEAD)).toBe(token(-5 * MINUTE).expiresAt)
  })
})
