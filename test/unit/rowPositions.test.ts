import { describe, expect, it } from 'vitest'
import { profileRow } from '../../src/shared/model/profile'
import { typingQuery, type ListRow } from '../../src/shared/search/profileQuery'
import { positionOf, rowPositions } from '../../src/shared/search/rowPositions'
import { profileViewFixture } from '../fixtures/profile'

const rows = ['Acme prod', 'Acme staging', 'Beta'].map((name, i) =>
  profileRow(
    profileViewFixture({ id: `p${i}`, name, account: { id: i < 2 ? 'A' : 'B', name: 'X' } }),
  ),
)

describe('rowPositions', () => {
  it('lists where the profiles and the headings are, once per rows array', () => {
    const list = typingQuery()(rows, '')
    expect(list.map((row) => row.kind)).toEqual([
      'account',
      'profile',
      'profile',
      'account',
      'profile',
    ])
    const positions = rowPositions(list)
    expect([...positions.profiles]).toEqual([1, 2, 4])
    expect([...positions.headings]).toEqual([0, 3])
    expect(rowPositions(list)).toBe(positions)
    expect(rowPositions([...list])).not.toBe(positions)
  })
})

describe('positionOf', () => {
  it('finds a profile in every list its query built, and -1 where it is not', () => {
    const rowsFor = typingQuery()
    const sorted = [...rows]
    expect(positionOf(rowsFor(sorted, ''), rows[2]!)).toBe(4)
    expect(positionOf(rowsFor(sorted, 'acme'), rows[1]!)).toBe(2)
    expect(positionOf(rowsFor(sorted, 'acme'), rows[2]!)).toBe(-1)
  })

  it('finds nothing in rows made elsewhere (main’s first screen): those are searched by id', () => {
    const elsewhere: ListRow[] = [{ kind: 'profile', key: 'p0', profile: rows[0]! }]
    expect(positionOf(elsewhere, rows[0]!)).toBe(-1)
  })
})
