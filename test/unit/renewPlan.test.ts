import { describe, expect, it } from 'vitest'
import type { IssuedToken, TokenSnapshot } from '../../src/shared/model/token'
import { planRenewal } from '../../src/shared/renew/renewPlan'

const HOUR = 3_600_000
const NOW = Date.UTC(2026, 10, 23, 9)
const token = (expiresAt: number, rejectedAt: number | null = null): IssuedToken => ({
  kind: 'issued',
  issuedAt: expiresAt - 24 * HOUR,
  expiresAt,
  rejectedAt,
  method: 'POST',
  envelope: 'A',
})
const rows: [string, TokenSnapshot][] = [
  ['valid', token(NOW + 10 * HOUR)],
  ['expiring', token(NOW + 10 * 60_000)],
  ['expired', token(NOW - HOUR)],
  ['rejected', token(NOW + 10 * HOUR, NOW - 60_000)],
  ['none', { kind: 'none' }],
  ['renewing', { kind: 'renewing', previous: token(NOW - HOUR) }],
  ['first', { kind: 'renewing', previous: { kind: 'none' } }],
]
const plan = (scope: 'due' | 'without-token') =>
  planRenewal(rows, ([, snapshot]) => snapshot, scope, NOW, HOUR)

describe('which profiles a Renew all run takes', () => {
  it('takes due tokens with the state that put them in, and counts what it leaves', () => {
    const { due, leftAlone } = plan('due')
    expect(due.map(({ row, reason }) => [row[0], reason])).toEqual([
      ['expiring', 'expiring'],
      ['expired', 'expired'],
      ['rejected', 'rejected'],
    ])
    expect(leftAlone).toEqual({ valid: 1, withoutToken: 1, renewing: 2 })
  })

  it('takes only the profiles without a token when asked for first tokens', () => {
    const { due } = plan('without-token')
    expect(due.map(({ row, reason }) => [row[0], reason])).toEqual([['none', 'none']])
  })
})
