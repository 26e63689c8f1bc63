import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normalBaseUrl } from '../../src/shared/model/baseUrl'
import { loginOf, SHARED_NAMES_SHOWN, sharedWith } from '../../src/shared/model/login'

const members = (names: string[]) => names.map((name, i) => ({ id: `p${i}`, name }))

/** What sharedWith stands for: every other member's name sorted, the first few kept. */
function reference(list: { id: string; name: string }[], self: string | null) {
  const others = list.filter((m) => m.id !== self)
  const names = others.map((m) => m.name).sort((a, b) => a.localeCompare(b))
  return { others: others.length, names: names.slice(0, SHARED_NAMES_SHOWN) }
}

describe('sharedWith: who else a login serves', () => {
  it('counts the others and names the first few in order, without the profile asking', () => {
    const list = members(['Zeta', 'alpha', 'Beta', 'gamma', 'Delta', 'epsilon', 'Eta'])
    expect(sharedWith(list, 'p1')).toEqual({
      others: 6,
      names: ['Beta', 'Delta', 'epsilon', 'Eta', 'gamma'],
    })
  })

  it('counts every member when the profile asking is not one (a form still being filled in)', () => {
    expect(sharedWith(members(['b', 'a']), 'elsewhere')).toEqual({ others: 2, names: ['a', 'b'] })
    expect(sharedWith(members(['b', 'a']), null)).toEqual({ others: 2, names: ['a', 'b'] })
  })

  it('asked again of the same list for another member, answers for that member', () => {
    const list = members(['a', 'b', 'c', 'd', 'e', 'f', 'g'])
    expect(sharedWith(list, 'p0').names).toEqual(['b', 'c', 'd', 'e', 'f'])
    expect(sharedWith(list, 'p6').names).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(sharedWith(list, 'p2').names).toEqual(['a', 'b', 'd', 'e', 'f'])
  })

  it('counts the same in a long list (looked up, not scanned) as in a short one', () => {
    const names = Array.from({ length: 200 }, (_, i) => `Account ${String(i).padStart(3, '0')}`)
    const list = members(names)
    for (const asking of ['p0', 'p57', 'p199', 'p200', 'elsewhere', null]) {
      expect(sharedWith(list, asking)).toEqual(reference(list, asking))
    }
  })

  it('agrees with sorting every name, for any list and any member asking', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 6 }), { maxLength: 80 }),
        fc.nat(85),
        (names, asking) => {
          const list = members(names)
          expect(sharedWith(list, `p${asking}`)).toEqual(reference(list, `p${asking}`))
        },
      ),
    )
  })
})

describe('normalBaseUrl, worked out once per address', () => {
  it('gives the same answer from its memory as the first time, also for one that does not pass', () => {
    for (let round = 0; round < 2; round++) {
      expect(normalBaseUrl('HTTPS://Portal.Example.com:443/')).toBe('https://portal.example.com')
      expect(normalBaseUrl('  not a url ')).toBe('not a url')
    }
    expect(loginOf({ baseUrl: 'https://portal.example.com/', username: 'u' })).toBe(
      loginOf({ baseUrl: 'HTTPS://PORTAL.example.com', username: 'u' }),
    )
  })
})
