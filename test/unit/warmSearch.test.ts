import { describe, expect, it } from 'vitest'
import { profileRow, type ProfileRow } from '../../src/shared/model/profile'
import { searchText } from '../../src/shared/search/rank'
import { rank, searchIndex, warmSearch } from '../../src/shared/search/searchIndex'
import { profileViewFixture } from '../fixtures/profile'

const list = (count: number): ProfileRow[] =>
  Array.from({ length: count }, (_, i) =>
    profileRow(profileViewFixture({ id: `p${i}`, name: `Profile ${i}`, username: `user${i}` })),
  )

describe('warmSearch: the search index built ahead, in slices', () => {
  it('stops when told, keeps what it made, and finishes on a later call', () => {
    const rows = list(1_000)
    let asked = 0
    // No more time after the first check: one slice of 256 rows per call.
    const oneSlice = () => {
      asked++
      return false
    }
    const calls: boolean[] = []
    for (let done = false; !done;) {
      done = warmSearch(rows, oneSlice)
      calls.push(done)
    }
    expect(calls).toEqual([false, false, false, true])
    expect(asked).toBe(3)
  })

  it('leaves the index as one built in a single go: the same texts, the same answers', () => {
    const sliced = list(700)
    while (!warmSearch(sliced, () => false));
    const index = searchIndex(sliced)
    expect(index.texts).toEqual(sliced.map((p) => searchText(p)))
    const direct = list(700)
    expect(Array.from(rank(index, 'profile 12').ranked)).toEqual(
      Array.from(rank(searchIndex(direct), 'profile 12').ranked),
    )
  })

  it('with no limit, builds the whole index at once; called again, has nothing left to do', () => {
    const rows = list(300)
    expect(warmSearch(rows)).toBe(true)
    expect(warmSearch(rows, () => false)).toBe(true)
  })
})
