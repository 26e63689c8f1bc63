import { describe, expect, it } from 'vitest'
import type { ProfileView } from '../../src/shared/model/profile'
import { profileViewFixture } from '../fixtures/profile'
import {
  filterProfiles,
  groupByAccount,
  queryRows,
  sortProfiles,
} from '../../src/shared/search/profileQuery'

let n = 0
function profile(overrides: Partial<ProfileView> & { expiresAt?: number } = {}): ProfileView {
  const { expiresAt, ...rest } = overrides
  n++
  return profileViewFixture({
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
  })
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

describe('sortProfiles', () => {
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
