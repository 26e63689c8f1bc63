import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { portalLabels } from '../../src/shared/model/portal'
import { profileRow, type ProfileRow } from '../../src/shared/model/profile'
import { settledKindAt, standingToken, type TokenSnapshot } from '../../src/shared/model/token'
import {
  boardColumns,
  positionIn,
  sortBoard,
  type BoardColumn,
  type BoardSort,
} from '../../src/shared/search/boardRows'
import { nameCollator } from '../../src/shared/search/nameCollator'
import { sortProfiles } from '../../src/shared/search/profileQuery'
import { hostOf } from '../../src/shared/search/qualifiers'
import { profileViewFixture } from '../fixtures/profile'

const NOW = 1_800_000_000_000
const WARNING = 10 * 60_000

/**
 * The Board's sort as it was written first, plainly: each column's key per
 * row, compared by the collator (text) or numerically, ties by name, then
 * the list's order (a stable sort). The fast sort must agree with it.
 */
function plainSort(rows: readonly ProfileRow[], sort: BoardSort): ProfileRow[] {
  const stateOrder = { rejected: 0, expired: 1, expiring: 2, none: 3, valid: 4 }
  const keyOf: Record<BoardColumn, (p: ProfileRow) => string | number> = {
    name: (p) => p.name,
    account: (p) => `${p.account.name} ${p.account.id}`,
    portal: (p) => portalLabels[p.portal],
    host: (p) => hostOf(p.baseUrl),
    state: (p) =>
      stateOrder[
        settledKindAt(p.token.kind === 'renewing' ? p.token.previous : p.token, NOW, WARNING)
      ] - (p.failing ? 0.5 : 0),
    expires: (p) => standingToken(p.token)?.expiresAt ?? Infinity,
    lastUsed: (p) => p.lastUsedAt ?? Infinity,
    tags: (p) => (p.tags.length === 0 ? '\uffff' : p.tags.join(' ')),
  }
  const key = keyOf[sort.column]
  const sign = sort.direction === 'ascending' ? 1 : -1
  return [...rows].sort((a, b) => {
    const ka = key(a)
    const kb = key(b)
    const byKey =
      typeof ka === 'number' && typeof kb === 'number'
        ? ka === kb
          ? 0
          : ka < kb
            ? -1
            : 1
        : nameCollator.compare(String(ka), String(kb))
    return sign * byKey || nameCollator.compare(a.name, b.name)
  })
}

// Few distinct values, so that ties (in the collator's eyes too: case, accents, "01" and "1") are common.
const text = fc.constantFrom(
  'acme',
  'Acme',
  'ACME',
  'Ácme',
  'acme 2',
  'acme 10',
  'acme 010',
  'b',
  'B',
  'é',
  'e',
  'z',
  ' ',
  '',
)
const times = fc.constantFrom(
  NOW - 3_600_000,
  NOW - 60_000,
  NOW + 60_000,
  NOW + 3_600_000,
  NOW + 7_200_000,
)
const issued = (expiresAt: number, rejected: boolean) =>
  ({
    kind: 'issued',
    issuedAt: NOW - 7_200_000,
    expiresAt,
    rejectedAt: rejected ? NOW - 1000 : null,
    method: 'POST',
    envelope: 'unknown',
  }) as const
const token: fc.Arbitrary<TokenSnapshot> = fc.oneof(
  fc.constant({ kind: 'none' } as const),
  fc.tuple(times, fc.boolean()).map(([at, rejected]) => issued(at, rejected)),
  fc
    .tuple(times, fc.boolean())
    .map(([at, rejected]) => ({ kind: 'renewing', previous: issued(at, rejected) }) as const),
)
const row = fc.record({
  name: text,
  accountName: text,
  accountId: fc.constantFrom('A-1', 'a-1', 'B-2'),
  portal: fc.constantFrom('customer', 'alternate', 'api-host'),
  baseUrl: fc.constantFrom(
    'https://Portal.example.com',
    'https://portal.example.com/x',
    'https://b.example.com',
    'not a url',
  ),
  tags: fc.array(fc.constantFrom('eu', 'EU', 'tier-1', 'tier-10'), { maxLength: 2 }),
  favourite: fc.boolean(),
  lastUsedAt: fc.option(times),
  failing: fc.boolean(),
  token,
})
const rows = fc.array(row, { maxLength: 40 }).map((given) =>
  given.map((r, i) => {
    const view = profileViewFixture({
      id: `id-${i}`,
      name: r.name,
      account: { id: r.accountId, name: r.accountName },
      portal: r.portal,
      baseUrl: r.baseUrl,
      tags: r.tags,
      favourite: r.favourite,
      lastUsedAt: r.lastUsedAt,
      token: r.token,
      lastError: r.failing ? { code: 'network', message: 'down' } : null,
    } as never)
    return profileRow(view)
  }),
)
const sorts = fc.record({
  column: fc.constantFrom(...boardColumns),
  direction: fc.constantFrom('ascending', 'descending'),
})

describe("the Board's sort", () => {
  it('orders every column as the plain collator sort does, ties by name, then the list order', () => {
    fc.assert(
      fc.property(rows, fc.array(sorts, { minLength: 1, maxLength: 4 }), (list, orders) => {
        for (const sort of orders) {
          const got = sortBoard(list, sort, NOW, WARNING).map((p) => p.id)
          expect(got).toEqual(plainSort(list, sort).map((p) => p.id))
        }
      }),
      { numRuns: 300 },
    )
  })

  /** Counts the collator's comparisons while `run` sorts. */
  const comparisons = (run: () => void): number => {
    const spy = vi.spyOn(nameCollator, 'compare')
    try {
      run()
      return spy.mock.calls.length
    } finally {
      spy.mockRestore()
    }
  }

  it('compares names about once a row, and a column of few values barely at all', () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      profileRow(
        profileViewFixture({
          id: `id-${i}`,
          name: `Acme ${(i * 7919) % 5000}`,
          favourite: i % 50 === 0,
          portal: i % 2 ? 'customer' : 'alternate',
        }),
      ),
    )
    // The sidebar's order by name, made as the window shows the list.
    sortProfiles(many, 'name')
    const byName = comparisons(() =>
      sortBoard(many, { column: 'name', direction: 'descending' }, NOW, WARNING),
    )
    // Its two parts merged, then neighbours compared: under 2 a row, where a sort takes some 12.
    expect(byName).toBeLessThan(2 * many.length)
    const byPortal = comparisons(() =>
      sortBoard(many, { column: 'portal', direction: 'ascending' }, NOW, WARNING),
    )
    // Two portals: a comparison or two, not one per pair of rows compared.
    expect(byPortal).toBeLessThan(5)
  })

  it('sorts by Account from places kept across lists: only accounts not seen are collated', () => {
    const words = ['Acme', 'Globex', 'Initech', 'Umbrella']
    const account = (i: number) =>
      i >= 2900
        ? { id: 'BIG', name: 'Big Ltd' }
        : {
            id: `ACC-${Math.floor(i / 3)}`,
            name: `${words[(i >> 3) % 4] as string} Ltd ${Math.floor(i / 3)}`,
          }
    const rowOf = (i: number, accountOf = account) =>
      profileRow(
        profileViewFixture({
          id: `id-${i}`,
          name: `${words[i % 4] as string} ${['prod', 'eu'][i % 2] as string} ${(i * 7) % 3000}`,
          account: accountOf(i),
        }),
      )
    const many = Array.from({ length: 3000 }, (_, i) => rowOf(i))
    const byAccount = (list: readonly ProfileRow[], direction: BoardSort['direction']) => {
      const sort = { column: 'account', direction } as const
      let got: readonly ProfileRow[] = []
      const count = comparisons(() => {
        got = sortBoard(list, sort, NOW, WARNING)
      })
      expect(got.map((p) => p.id)).toEqual(plainSort(list, sort).map((p) => p.id))
      return count
    }
    // The Board opens by name (the sidebar's order, kept per list).
    sortBoard(many, { column: 'name', direction: 'ascending' }, NOW, WARNING)
    // The 1,001 accounts placed once (their sort, then each beside the one before): some 14,000.
    expect(byAccount(many, 'ascending')).toBeLessThan(16_000)
    expect(byAccount(many, 'descending')).toBe(0)
    // A token renewed: a new list of the same accounts is looked up, not collated.
    const renewed = many.map((p, i) => (i === 7 ? rowOf(7) : p))
    sortBoard(renewed, { column: 'name', direction: 'ascending' }, NOW, WARNING)
    expect(byAccount(renewed, 'ascending')).toBe(0)
    // One new account: placed among the others, some comparisons, not a sort of them all.
    const moved = many.map((p, i) =>
      i === 11 ? rowOf(11, () => ({ id: 'NEW-1', name: 'Hooli Ltd 5000' })) : p,
    )
    sortBoard(moved, { column: 'name', direction: 'ascending' }, NOW, WARNING)
    expect(byAccount(moved, 'descending')).toBeLessThan(1_200)
  })

  it("joins each distinct tag list once to sort by tags, not each row's", () => {
    const tagLists = [[], ['eu'], ['eu', 'tier-1'], ['EU', 'tier-1'], ['tier-10']]
    const many = Array.from({ length: 5000 }, (_, i) =>
      profileRow(
        profileViewFixture({
          id: `id-${i}`,
          name: `Acme ${i}`,
          tags: [...(tagLists[i % 5] ?? [])],
        }),
      ),
    )
    sortProfiles(many, 'name')
    const join = Array.prototype.join
    let joins = 0
    Array.prototype.join = function (this: unknown[], separator?: string) {
      joins++
      return join.call(this as string[], separator)
    }
    try {
      sortBoard(many, { column: 'tags', direction: 'ascending' }, NOW, WARNING)
    } finally {
      Array.prototype.join = join
    }
    // Four lists with tags (one with none): 8,000 joins when each row's tags were joined twice.
    expect(joins).toBeLessThanOrEqual(4)
  })

  it("finds a row's place as a plain search does, whatever is asked in what order", () => {
    fc.assert(
      fc.property(
        rows,
        fc.array(
          fc.oneof(
            fc.nat(45).map((i) => `id-${i}`),
            fc.constant(null),
          ),
        ),
        (list, asked) => {
          for (const id of asked) {
            expect(positionIn(list, id)).toBe(id === null ? -1 : list.findIndex((p) => p.id === id))
          }
        },
      ),
    )
  })
})
