import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { firstScreen, warmFirstScreen } from '../../src/main/core/profiles/firstScreen'
import { profileRow, type ProfileRow } from '../../src/shared/model/profile'
import {
  groupByAccount,
  listRows,
  sortKeys,
  sortProfiles,
} from '../../src/shared/search/profileQuery'
import { profileViewFixture } from '../fixtures/profile'

const profiles = fc
  .array(
    fc.record({
      name: fc.constantFrom('Acme', 'acme', 'Beta 2', 'Beta 10', 'Ünter', 'Zed', ''),
      account: fc.constantFrom('A', 'B', 'C'),
      favourite: fc.boolean(),
      lastUsedAt: fc.option(fc.nat(1_000), { nil: null }),
      expiresAt: fc.option(fc.nat(1_000), { nil: null }),
    }),
    { maxLength: 40 },
  )
  .map((specs) =>
    specs.map((p, i): ProfileRow =>
      profileRow(
        profileViewFixture({
          id: `p${i}`,
          name: p.name,
          account: { id: p.account, name: `Account ${p.account}` },
          favourite: p.favourite,
          lastUsedAt: p.lastUsedAt,
          token:
            p.expiresAt === null
              ? { kind: 'none' }
              : {
                  kind: 'issued',
                  issuedAt: 0,
                  expiresAt: p.expiresAt,
                  rejectedAt: null,
                  method: 'POST',
                  envelope: 'A',
                },
        }),
      ),
    ),
  )

/** The sidebar's rows with no search, written out: favourites first, grouped unless by expiry. */
const sidebarRows = (rows: readonly ProfileRow[], key: (typeof sortKeys)[number]) => {
  const sorted = sortProfiles([...rows], key)
  return key === 'expiry'
    ? sorted.map((profile) => ({ kind: 'profile', key: profile.id, profile }))
    : listRows(groupByAccount(sorted))
}

describe('the first screen main sends ahead of the list', () => {
  it('is the start of the rows the sidebar lays out from the whole list, with their count', () => {
    fc.assert(
      fc.property(
        profiles,
        fc.constantFrom(...sortKeys),
        fc.integer({ min: 1, max: 50 }),
        (rows, key, count) => {
          const expected = sidebarRows(rows, key)
          expect(firstScreen(rows, key, count)).toEqual({
            rows: expected.slice(0, count),
            setSize: expected.length,
            whole: expected.length <= count ? rows : null,
          })
        },
      ),
    )
  })

  it('answers the same after main warmed it (sorted and grouped by name ahead of the window)', () => {
    fc.assert(
      fc.property(profiles, fc.integer({ min: 1, max: 50 }), (rows, count) => {
        const cold = firstScreen([...rows], 'name', count)
        warmFirstScreen(rows)
        expect(firstScreen(rows, 'name', count)).toEqual({ ...cold, whole: cold.whole && rows })
        // Another order is answered as well: the warm-up only saved work for the default.
        expect(firstScreen(rows, 'expiry', count).rows).toEqual(
          sidebarRows(rows, 'expiry').slice(0, count),
        )
      }),
    )
  })
})
