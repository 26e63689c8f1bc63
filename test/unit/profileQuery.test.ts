import { describe, expect, it } from 'vitest'
import { profileRow, type ProfileRow, type ProfileView } from '../../src/shared/model/profile'
import { profileViewFixture } from '../fixtures/profile'
import {
  filterProfiles,
  groupByAccount,
  typingQuery,
  queryRows,
  sortProfiles,
} from '../../src/shared/search/profileQuery'

let n = 0
function profile(overrides: Partial<ProfileView> & { expiresAt?: number } = {}): ProfileRow {
  const { expiresAt, ...rest } = overrides
  n++
  return profileRow(
    profileViewFixture({
      id: `p${n}`,
      name: `Profile ${n}`,
      username: `user${n}`,
      token:
        expiresAt === undefined
          ? { kind: 'none' }
          : {
              kind: 'issued',
              issuedAt: 0,
              expiresAt,
              rejectedAt: null,
              method: 'POST',
              envelope: 'A',
            },
      ...rest,
    }),
  )
}

describe('filterProfiles', () => {
  const acme = profile({ name: 'Acme prod', tags: ['eu', 'gold'] })
  const globex = profile({
    name: 'Globex',
    account: { id: 'GLX-2', name: 'Globex Inc' },
    username: 'ops',
  })
  const all = [acme, globex]

  it('matches name, account id and name, username and tags, case-insensitively, all terms', () => {
    expect(filterProfiles(all, 'ACME')).toEqual([acme])
    expect(filterProfiles(all, 'glx')).toEqual([globex])
    expect(filterProfiles(all, 'globex inc')).toEqual([globex])
    expect(filterProfiles(all, 'ops')).toEqual([globex])
    expect(filterProfiles(all, '#gold')).toEqual([acme])
    expect(filterProfiles(all, 'gold prod')).toEqual([acme])
    expect(filterProfiles(all, 'gold globex')).toEqual([])
    expect(filterProfiles(all, '   ')).toEqual(all)
  })
})

describe('ranking', () => {
  const names = (rows: readonly ProfileRow[]) => rows.map((p) => p.name)

  it('puts the whole query as the name first, then its start, then each term’s fit', () => {
    const alt = profile({ name: 'Wayne alt portal' })
    const exact = profile({ name: 'Wayne portal' })
    const longer = profile({ name: 'Wayne portal EU' })
    const words = profile({ name: 'Portal of Wayne' })
    const inside = profile({ name: 'Bruceswayne portals' })
    const all = [inside, words, alt, longer, exact]
    expect(names(filterProfiles(all, 'wayne portal'))).toEqual([
      'Wayne portal',
      'Wayne portal EU',
      'Wayne alt portal',
      'Portal of Wayne',
      'Bruceswayne portals',
    ])
  })

  it('for one letter, puts names that start with it first', () => {
    const inside = profile({ name: 'Globex', username: 'w-ops' })
    const starts = profile({ name: 'Wayne' })
    expect(filterProfiles([inside, starts], 'w')).toEqual([starts, inside])
  })

  it('ranks a match in the name above the same match elsewhere; equal ranks keep the order', () => {
    const byUser = profile({ name: 'Zeta', username: 'acme-api' })
    const byName = profile({ name: 'Acme api' })
    const second = profile({ name: 'Acme api' })
    expect(filterProfiles([byUser, byName, second], 'acme')).toEqual([byName, second, byUser])
  })

  it('finds the host, the portal and tags', () => {
    const eu = profile({
      name: 'One',
      baseUrl: 'https://eu.portal.example.test',
      portal: 'alternate',
    })
    const us = profile({ name: 'Two', baseUrl: 'https://us.portal.example.test', tags: ['gold'] })
    expect(filterProfiles([eu, us], 'eu.portal')).toEqual([eu])
    expect(filterProfiles([eu, us], 'alternate')).toEqual([eu])
    expect(filterProfiles([eu, us], '#gold')).toEqual([us])
  })

  it('tolerates one typo when little matches as typed, after every exact match', () => {
    const wayne = profile({ name: 'Wayne Enterprises', account: { id: 'WE-1', name: 'Wayne' } })
    const acme = profile({ name: 'Acme prod' })
    expect(filterProfiles([wayne, acme], 'wanye')).toEqual([wayne]) // swapped letters
    expect(filterProfiles([wayne, acme], 'acem prod')).toEqual([acme])
    expect(filterProfiles([wayne, acme], 'acmw')).toEqual([acme]) // one changed
    expect(filterProfiles([wayne, acme], 'waynee')).toEqual([wayne]) // one extra
    expect(filterProfiles([wayne, acme], 'wyne')).toEqual([wayne]) // one missing
    expect(filterProfiles([wayne, acme], 'wbnye')).toEqual([]) // two
    expect(filterProfiles([wayne, acme], 'acx')).toEqual([]) // too short for a typo
  })
})

describe('typingQuery', () => {
  const names = ['Acme prod', 'Acme eu', 'Acme eu 12', 'Beta 12', 'acme-ops', 'Gamma']
  const list = names.map((name, i) => profile({ name, tags: i % 2 ? ['eu'] : [] }))

  it('answers every query like filterProfiles, however it was typed, edited or replaced', () => {
    const rowsFor = typingQuery()
    // Typing, a space and a second term, backspace, a term that only widens, a new list.
    const typed = ['a', 'ac', 'acme', 'acme ', 'acme e', 'acme eu', 'acme e', 'acme', '12', '1']
    typed.push('#e', '#eu', '#eu acme', 'ACME EU 1', 'acme eu 12', 'gamma', '', 'a', '')
    for (const query of typed) expect(rowsFor(list, query)).toEqual(queryRows(list, query))
    const fewer = list.slice(0, 3)
    expect(rowsFor(fewer, 'acme eu')).toEqual(queryRows(fewer, 'acme eu'))
    expect(rowsFor(fewer, '')).toEqual(queryRows(fewer, ''))
    expect(rowsFor(list, 'acme eu 1')).toEqual(queryRows(list, 'acme eu 1'))
  })

  it('searches only the last matches when the query only adds to the last one', () => {
    const rowsFor = typingQuery()
    let reads = 0
    // Enough matches that no typo is looked for: the narrowing alone is measured.
    const many = Array.from({ length: 40 }, (_, i) => profile({ name: `Acme eu ${i}` }))
    // Counts how often the whole list is read, row by row.
    const counted = new Proxy(many, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++
        return Reflect.get(target, key, receiver) as unknown
      },
    })
    rowsFor(counted, 'acme')
    expect(reads).toBe(many.length)
    reads = 0
    expect(rowsFor(counted, 'acme eu')).toEqual(queryRows(many, 'acme eu'))
    expect(reads).toBe(0)
    rowsFor(counted, 'acm') // shorter: every profile again
    expect(reads).toBe(many.length)
  })
})

describe('sortProfiles', () => {
  it('sorts a list once per order: the sidebar and the quick switcher share the result', () => {
    const list = [profile({ name: 'B' }), profile({ name: 'A' })]
    const first = sortProfiles(list, 'name')
    expect(sortProfiles(list, 'name')).toBe(first)
    expect(list.map((p) => p.name)).toEqual(['B', 'A'])
    // A changed list is a new array: sorted anew.
    const changed = [...list, profile({ name: 'C' })]
    expect(sortProfiles(changed, 'name').map((p) => p.name)).toEqual(['A', 'B', 'C'])
  })

  it('puts favourites first, then sorts by name (numbers read as numbers)', () => {
    const a = profile({ name: 'Account 10' })
    const b = profile({ name: 'account 9' })
    const fav = profile({ name: 'Zeta', favourite: true })
    expect(sortProfiles([a, b, fav], 'name').map((p) => p.name)).toEqual([
      'Zeta',
      'account 9',
      'Account 10',
    ])
  })

  it('sorts by last use (never used last) and by soonest expiry (no token last)', () => {
    const old = profile({ name: 'Old', lastUsedAt: 1, expiresAt: 300 })
    const recent = profile({ name: 'Recent', lastUsedAt: 5, expiresAt: 100 })
    const never = profile({ name: 'Never' })
    expect(sortProfiles([never, old, recent], 'lastUsed').map((p) => p.name)).toEqual([
      'Recent',
      'Old',
      'Never',
    ])
    expect(sortProfiles([never, old, recent], 'expiry').map((p) => p.name)).toEqual([
      'Recent',
      'Old',
      'Never',
    ])
  })
})

describe('grouping into rows', () => {
  it('groups by account id and keeps the sort order within and across groups', () => {
    const a1 = profile({ name: 'A1' })
    const g1 = profile({ name: 'B1', account: { id: 'GLX', name: 'Globex' } })
    const a2 = profile({ name: 'C1', account: { id: 'acme-001', name: 'Acme Corp' } })
    expect(
      groupByAccount([a1, g1, a2]).map((g) => [g.accountId, g.profiles.map((p) => p.name)]),
    ).toEqual([
      ['ACME-001', ['A1', 'C1']],
      ['GLX', ['B1']],
    ])
    expect(
      queryRows(sortProfiles([a1, g1, a2], 'name'), '').map((r) =>
        r.kind === 'account' ? `# ${r.accountName} (${r.count})` : r.profile.name,
      ),
    ).toEqual(['# Acme Corp (2)', 'A1', 'C1', '# Globex (1)', 'B1'])
  })
})
