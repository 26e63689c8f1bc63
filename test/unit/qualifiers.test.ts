import { describe, expect, it } from 'vitest'
import { profileRow, type ProfileRow } from '../../src/shared/model/profile'
import type { TokenSnapshot } from '../../src/shared/model/token'
import { meetsQualifiers, parseQualifiers } from '../../src/shared/search/qualifiers'
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
      portals: ['alt'],
      hosts: ['eu'],
      problems: [],
    })
  })

  it('leaves other colons as text, ignores a qualifier still being typed, names an unknown state', () => {
    expect(parseQualifiers('https://eu is:').text).toBe('https://eu')
    expect(parseQualifiers('is:')).toMatchObject({ views: [], problems: [] })
    expect(parseQualifiers('is:sleepy').problems).toEqual([
      '“is:sleepy” is not a state: use is:expiring, is:expired, is:failed, is:none or is:favourite; portal:alt; host:eu',
    ])
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
})
