import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { profileRow, type ProfileRow } from '../../src/shared/model/profile'
import { typingQuery } from '../../src/shared/search/profileQuery'
import { searchIndex } from '../../src/shared/search/searchIndex'
import { profileViewFixture } from '../fixtures/profile'

/*
 * What the sidebar's search keeps per list, in bytes of the JavaScript heap:
 * everything a list keeps is copied by the first collections after it is
 * built, and those fall in whatever runs then, often a keystroke. Counted
 * after full collections, so the figures are exact, not timed.
 */
setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

/** The heap bytes that what `make` answers keeps alive. */
function retained(make: () => unknown): { bytes: number; kept: unknown } {
  gc()
  gc()
  const before = process.memoryUsage().heapUsed
  const kept = make()
  gc()
  gc()
  return { bytes: process.memoryUsage().heapUsed - before, kept }
}

const rows = (count: number, account: (i: number) => string): ProfileRow[] =>
  Array.from({ length: count }, (_, i) =>
    profileRow(
      profileViewFixture({
        id: `p${i}`,
        name: `${i % 2 ? 'Beta' : 'Alpha'} staging ${i}`,
        username: `api-user-${i}`,
        account: { id: `ACC-${account(i)}`, name: `Account ${account(i)}` },
        tags: ['eu', `tier-${i % 3}`],
      }),
    ),
  )

describe('what the search keeps per list', () => {
  it('keeps each search text once: the joined texts, each row’s text a slice of them', () => {
    const list = rows(10_000, (i) => String(i))
    const { bytes, kept } = retained(() => searchIndex(list))
    const index = kept as ReturnType<typeof searchIndex>
    // Beyond the joined texts (a byte a character), a few words a row (its slice, its entry in
    // the per-row cache): some 70 bytes. A copy of every text as well was some 160.
    const perRow = (bytes - index.joined.length) / list.length
    expect(perRow).toBeLessThan(100)
  })

  it('keeps an account heading in no more room than it needs, however often the counts change', () => {
    // Two profiles per account: "alpha" and "beta" each leave one of every account's two.
    const list = rows(8_000, (i) => String(i >> 1))
    const groups = list.length / 2
    searchIndex(list) // kept apart: its texts are the test above
    const { bytes } = retained(() => {
      const rowsFor = typingQuery()
      // The full list's rows (a row per profile, a heading per group), then a count of 1 each.
      rowsFor(list, '')
      rowsFor(list, 'alpha')
      return [rowsFor, rowsFor(list, 'beta')]
    })
    // Per group: its two profiles' list rows, two headings and the array keeping them, its
    // rows in each answer: some 480 bytes. With a spread (`[...kept, heading]`) each group's
    // array reserved room for 17 headings: some 610.
    expect(bytes / groups).toBeLessThan(550)
  })
})
