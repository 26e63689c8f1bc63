import { describe, expect, it } from 'vitest'
import {
  stateClassOf,
  stateLabelOf,
  TOKEN_LIFETIME_MS,
  wrongAccountOf,
  type IssuedToken,
} from '../../src/shared/model/token'

const token = (account?: IssuedToken['account']): IssuedToken => ({
  kind: 'issued',
  issuedAt: 0,
  expiresAt: TOKEN_LIFETIME_MS,
  rejectedAt: null,
  method: 'POST',
  envelope: 'A',
  ...(account ? { account } : {}),
})

const foreign = { id: 'ACME-001', foreign: true, at: 1 }

describe('a token for another account, in the one state label', () => {
  it('says the account instead of Valid or Expiring soon, drawn as a failure', () => {
    expect(stateLabelOf('valid', token(foreign))).toBe('Wrong account: ACME-001')
    expect(stateLabelOf('expiring', token(foreign))).toBe('Wrong account: ACME-001')
    expect(stateClassOf('valid', token(foreign))).toBe('wrong-account')
  })

  it('leaves a known right account, an unknown one, and states that already say "unusable" as they are', () => {
    expect(stateLabelOf('valid', token({ id: 'ACME-001', foreign: false, at: 1 }))).toBe('Valid')
    expect(stateLabelOf('valid', token())).toBe('Valid')
    expect(stateLabelOf('expired', token(foreign))).toBe('Expired')
    expect(stateClassOf('expired', token(foreign))).toBe('expired')
  })

  it('keeps naming it while a renewal runs, through the standing token', () => {
    expect(wrongAccountOf({ kind: 'renewing', previous: token(foreign) })).toBe('ACME-001')
    expect(stateLabelOf('renewing', { kind: 'renewing', previous: token(foreign) })).toBe(
      'Renewing…',
    )
  })

  it('cuts a long account ID at the end', () => {
    const long = { id: `ACME-${'9'.repeat(60)}`, foreign: true, at: 1 }
    expect(stateLabelOf('valid', token(long))).toMatch(/^Wrong account: ACME-9{18}…$/)
  })
})
