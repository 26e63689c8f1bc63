import { describe, expect, it } from 'vitest'
import { profileRow, type ProfileRow } from '../../src/shared/model/profile'
import type { TokenSnapshot } from '../../src/shared/model/token'
import {
  accountQualifier,
  meetsQualifiers,
  parseQualifiers,
} from '../../src/shared/search/qualifiers'
import { profileViewFixture } from '../fixtures/profile'

const NOW = Date.UTC(2026, 10, 23, 9)
const HOUR = 3_600_000
const issued = (expiresAt: number): TokenSnapshot => ({
  kind: 'issued',
  issuedAt: expiresAt - 24 * HOUR,
  expiresAt,
  rejectedAt: null,
  method: 'POST',
  envelope: 'A',
})
const row = (over: Parameters<typeof profileViewFixture>[0]): ProfileRow =>
  profileRow(profileViewFixture(over))

describe('search qualifiers', () => {
  it('takes is:, portal: and host: apart from the text, in any case and order', () => {
    expect(parseQualifiers('acme IS:Expired portal:alt  host:eu prod')).toEqual({
      text: 'acme prod',
      views: ['expired'],
      mixedLogin: false,
      portals: ['alt'],
      hosts: ['eu'],
      accounts: [],
      problems: [],
    })
  })

  it('folds values as the search does: accents, and the portal as the German window names it', () => {
    const muller = row({ id: 'm', account: { id: 'MÜLLER-77', name: '' }, portal: 'customer' })
    const meets = (query: string) => meetsQualifiers(muller, parseQualifiers(query), NOW, HOUR)
    expect(meets('account:muller-77')).toBe(true)
    expect(meets('account:"MÜLLER-77"')).toBe(true)
    expect(meets('portal:kunden')).toBe(true)
    expect(meets('portal:alternatives')).toBe(false)
  })

  it('account: is one whole account ID (quoted when it has spaces); several mean any of them', () => {
    const acme = row({ id: 'a', account: { id: 'ACME-001', name: 'Acme' } })
    const acme12 = row({ id: 'b', account: { id: 'ACME-0012', name: 'Acme' } })
    const spaced = row({ id: 'c', account: { id: 'Globex EU 7', name: 'Globex' } })
    const pick = (query: string) =>
      [acme, acme12, spaced]
        .filter((p) => meetsQualifiers(p, parseQualifiers(query), NOW, HOUR))
        .map((p) => p.id)
    expect(pick('account:acme-001')).toEqual(['a'])
    expect(pick('account:"Globex EU 7"')).toEqual(['c'])
    expect(pick('account:ACME-001 account:"globex eu 7"')).toEqual(['a', 'c'])
    expect(parseQualifiers('prod account:"Globex EU 7" eu')).toMatchObject({
      text: 'prod eu',
      accounts: ['globex eu 7'],
    })
    expect(accountQualifier('ACME-001')).toBe('account:ACME-001')
    expect(accountQualifier('Globex EU 7')).toBe('account:"Globex EU 7"')
    expect(pick(accountQualifier('Globex EU 7'))).toEqual(['c'])
  })

  it('leaves other colons as text, ignores a qualifier still being typed, names an unknown state', () => {
    expect(parseQualifiers('https://eu is:').text).toBe('https://eu')
    expect(parseQualifiers('is:')).toMatchObject({ views: [], problems: [] })
    expect(parseQualifiers('is:sleepy').problems).toEqual([
      { kind: 'not-a-state', value: 'sleepy' },
    ])
    // There is no "not": a negated qualifier is said, not searched as text (which matched none).
    expect(parseQualifiers('acme -is:shared')).toMatchObject({
      text: 'acme',
      mixedLogin: false,
      problems: [{ kind: 'negated', word: '-is:shared' }],
    })
  })

  it('filters by token state as the status views count it, by portal id or label, and by host', () => {
    const expired = row({
      id: 'a',
      portal: 'alternate',
      baseUrl: 'https://eu.example.com',
      token: issued(NOW - HOUR),
    })
    const fresh = row({
      id: 'b',
      portal: 'customer',
      baseUrl: 'https://us.example.com',
      token: issued(NOW + 9 * HOUR),
    })
    const none = row({
      id: 'c',
      portal: 'api-host',
      baseUrl: 'https://eu.example.com',
      favourite: true,
      token: { kind: 'none' },
    })
    const pick = (query: string) =>
      [expired, fresh, none]
        .filter((p) => meetsQualifiers(p, parseQualifiers(query), NOW, HOUR))
        .map((p) => p.id)
    expect(pick('is:expired')).toEqual(['a'])
    expect(pick('is:notoken')).toEqual(['c'])
    expect(pick('is:fav')).toEqual(['c'])
    expect(pick('portal:alt')).toEqual(['a'])
    expect(pick('portal:sms')).toEqual(['c'])
    expect(pick('host:eu')).toEqual(['a', 'c'])
    expect(pick('host:eu is:none')).toEqual(['c'])
    expect(pick('host:eu is:expiring')).toEqual([])
  })

  it('is:shared keeps the profiles whose login serves other accounts too, whatever their state', () => {
    const mixedValid = {
      ...row({ id: 'a', token: issued(NOW + 9 * HOUR) }),
      mixedLogin: true as const,
    }
    const mixedNone = { ...row({ id: 'b', token: { kind: 'none' } }), mixedLogin: true as const }
    const ownLogin = row({ id: 'c', token: issued(NOW + 9 * HOUR) })
    const pick = (query: string) =>
      [mixedValid, mixedNone, ownLogin]
        .filter((p) => meetsQualifiers(p, parseQualifiers(query), NOW, HOUR))
        .map((p) => p.id)
    expect(pick('is:shared')).toEqual(['a', 'b'])
    expect(pick('IS:Cross-Account')).toEqual(['a', 'b'])
    expect(pick('is:mixed is:none')).toEqual(['b'])
    expect(pick('is:shared acme')).toEqual(['a', 'b'])
    expect(parseQualifiers('is:shared acme')).toMatchObject({
      text: 'acme',
      mixedLogin: true,
      problems: [],
    })
    expect(pick('')).toEqual(['a', 'b', 'c'])
  })
})
