import { describe, expect, it } from 'vitest'
import { profileRow, type ProfileRow, type ProfileView } from '../../src/shared/model/profile'
import { profileViewFixture } from '../fixtures/profile'
import { portalNames } from '../../src/shared/model/portal'
import {
  filterProfiles,
  groupByAccount,
  listRows,
  typingQuery,
  queryRows,
  sortProfiles,
  type ListRow,
} from '../../src/shared/search/profileQuery'
import { foldText } from '../../src/shared/search/foldText'
import { rank, searchIndex } from '../../src/shared/search/searchIndex'

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

  it('puts a whole word before a word that only starts with the term', () => {
    const longer = profile({ name: 'Globex staging 1705' })
    const whole = profile({ name: 'Globex staging 17' })
    const middle = profile({ name: 'Globex 17 staging' })
    expect(names(filterProfiles([longer, whole, middle], '17'))).toEqual([
      'Globex staging 17',
      'Globex 17 staging',
      'Globex staging 1705',
    ])
  })

  it('puts terms that all start words of the name first, by their fits there, in the order typed first', () => {
    // Each of these fits a term better outside the name: an account or a host that starts with it.
    const account = profile({
      name: 'Globex staging 1705',
      account: { id: 'ACC-568', name: 'Stark Ltd 568' },
    })
    const elsewhere = profile({
      name: 'Stark staging 1741',
      account: { id: 'ACC-580', name: 'Globex Ltd 580' },
    })
    // As good a fit in the name as the one wanted, but out of order.
    const host = profile({ name: '17 Globex staging', baseUrl: 'https://sta.globex.example' })
    const wanted = profile({
      name: 'Globex staging 17',
      account: { id: 'ACC-5', name: 'Initech Ltd 5' },
    })
    expect(names(filterProfiles([account, elsewhere, host, wanted], 'globex sta 17'))).toEqual([
      'Globex staging 17',
      '17 Globex staging',
      'Globex staging 1705',
      'Stark staging 1741',
    ])
  })

  it('puts a match with a typo after every match as typed, of any tier', () => {
    // "acme" only inside a word of the account: the lowest tier of matches as typed, its worst fit.
    const account = profile({ name: 'Zeta', account: { id: 'A-1', name: 'Bigacme Ltd' } })
    // "acem" is one typo from "acme", in the name.
    const typo = profile({ name: 'Zeta acem', account: { id: 'B-1', name: 'Other' } })
    expect(names(filterProfiles([typo, account], 'acme zeta'))).toEqual(['Zeta', 'Zeta acem'])
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

  it('with a typo, ranks first where every term starts a word of the name', () => {
    // Both hosts start with "12" (127.0.0.1); only one name has the word.
    const host = 'http://127.0.0.1:5401'
    const two = profile({ name: 'Customer 02 prod', baseUrl: host })
    const twelve = profile({ name: 'Customer 12 prod', baseUrl: host })
    const account = profile({
      name: 'Customer 03 test',
      baseUrl: host,
      account: { id: 'C12', name: 'Customer 12' },
    })
    expect(names(filterProfiles([two, account, twelve], 'custmer 12'))).toEqual([
      'Customer 12 prod',
      'Customer 02 prod',
      'Customer 03 test',
    ])
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
    // Enough matches that no typo is looked for: the narrowing alone is measured.
    const acme = Array.from({ length: 20 }, (_, i) => profile({ name: `Acme eu ${i}` }))
    const beta = Array.from({ length: 20 }, (_, i) => profile({ name: `Beta us ${i}` }))
    const many = [...acme, ...beta]
    const index = searchIndex(many)
    rowsFor(many, 'beta')
    expect(index.searched).toBe(many.length)
    expect(rowsFor(many, 'beta us')).toEqual(queryRows(many, 'beta us'))
    expect(index.searched).toBe(beta.length)
    expect(rowsFor(many, 'beta us 1')).toEqual(queryRows(many, 'beta us 1'))
    expect(index.searched).toBe(beta.length)
    rowsFor(many, 'bet') // shorter: every profile again
    expect(index.searched).toBe(many.length)
    rowsFor(many, 'acme eu') // another query: every profile again
    expect(index.searched).toBe(many.length)
  })

  it('after a typo, typing on searches only what matched, unless a term too short for a typo grows into one', () => {
    const rowsFor = typingQuery()
    const wayne = Array.from({ length: 5 }, (_, i) => profile({ name: `Wayne zeta ${i}` }))
    const xeta = profile({ name: 'Wayne xeta' })
    const others = Array.from({ length: 30 }, (_, i) => profile({ name: `Globex ${i}` }))
    const list = [...wayne, xeta, ...others]
    const index = searchIndex(list)
    // Answered over a copy of the list: an index of its own, with no last query to narrow from.
    const fresh = (query: string) => queryRows([...list], query)
    // No "wanye" as typed: every profile is read, then read again for one with a typo.
    expect(rowsFor(list, 'wanye')).toEqual(fresh('wanye'))
    expect(index.searched).toBe(2 * list.length)
    expect(rowsFor(list, 'wanye ')).toEqual(fresh('wanye'))
    // Only what matched the query before is read: the six Waynes, then the five with a "z".
    for (const [query, read] of [
      ['wanye z', 6],
      ['wanye ze', 5],
      ['wanye zet', 5],
    ] as const) {
      expect(rowsFor(list, query), query).toEqual(fresh(query))
      expect(index.searched, query).toBe(read)
    }
    expect(filterProfiles([...list], 'wanye zet').map((p) => p.name)).not.toContain('Wayne xeta')
    // "zet" allowed no typo and "zeta" does: "xeta" is one now, so every profile is read again.
    expect(rowsFor(list, 'wanye zeta')).toEqual(fresh('wanye zeta'))
    expect(index.searched).toBe(list.length)
    expect(filterProfiles([...list], 'wanye zeta').map((p) => p.name)).toContain('Wayne xeta')
    // Growing a term that allowed a typo keeps to the last matches.
    expect(rowsFor(list, 'wanye zetax')).toEqual(fresh('wanye zetax'))
    expect(index.searched).toBe(6)
  })

  it('answers the same rows, not a copy, while the matches stay the same', () => {
    const rowsFor = typingQuery()
    const full = rowsFor(list, '')
    expect(rowsFor(list, '  ')).toBe(full)
    const acme = rowsFor(list, 'acme')
    expect(rowsFor(list, 'acme ')).toBe(acme)
    expect(rowsFor(list, 'ACME')).toBe(acme)
    expect(rowsFor(list, '')).toBe(full)
    // The flat layout is a layout of its own.
    expect(rowsFor(list, '', 'flat')).toEqual(
      list.map((p) => expect.objectContaining({ profile: p })),
    )
  })

  it('answers a first letter typed again with the same rows, not a new layout of them', () => {
    const rowsFor = typingQuery()
    const first = rowsFor(list, 'a')
    for (const query of ['ac', 'acme', '', 'g', 'b', '', 'A']) rowsFor(list, query)
    expect(rowsFor(list, 'a')).toBe(first)
    expect(first).toEqual(queryRows(list, 'a'))
    // Each layout its own rows.
    expect(rowsFor(list, 'a', 'flat')).toEqual(
      filterProfiles(list, 'a').map((p) => expect.objectContaining({ profile: p })),
    )
    expect(rowsFor(list, 'a')).toBe(first)
  })

  it('starts over for a new list: a changed row is searched as it is now', () => {
    const rowsFor = typingQuery()
    const before = list.map((p) => p)
    expect(rowsFor(before, 'gamma')).toHaveLength(2)
    expect(rowsFor(before, '')).toHaveLength(list.length + 1)
    // Rows are replaced, never mutated: "Gamma" renamed is a new row in a new list.
    const renamed = before.map((p) => (p.name === 'Gamma' ? { ...p, name: 'Delta' } : p))
    expect(rowsFor(renamed, 'gamma')).toEqual([])
    expect(rowsFor(renamed, 'delta')).toEqual(queryRows(renamed, 'delta'))
    expect(rowsFor(renamed, '')).toEqual(queryRows(renamed, ''))
    expect(rowsFor(before, 'gamma')).toHaveLength(2)
  })

  it('names each heading after its group’s first match and counts its matches, however often shown', () => {
    const rowsFor = typingQuery()
    const older = profile({ name: 'Alpha', account: { id: 'ACC-9', name: 'Old name' } })
    const newer = profile({ name: 'Beta', account: { id: 'acc-9', name: 'New name' } })
    const two = [older, newer]
    const heading = (rows: ListRow[]) => rows.find((r) => r.kind === 'account')
    for (let i = 0; i < 3; i++) {
      expect(heading(rowsFor(two, ''))).toMatchObject({
        accountId: 'ACC-9',
        accountName: 'Old name',
        count: 2,
        key: 'account:ACC-9',
      })
      expect(heading(rowsFor(two, 'beta'))).toMatchObject({
        accountId: 'acc-9',
        accountName: 'New name',
        count: 1,
        key: 'account:acc-9',
      })
      expect(heading(rowsFor(two, 'alpha'))).toMatchObject({ accountName: 'Old name', count: 1 })
    }
  })
})

describe('searchIndex', () => {
  it('is built once per list and kept for it; another list gets its own', () => {
    const one = [profile({ name: 'One' }), profile({ name: 'Two' })]
    const index = searchIndex(one)
    expect(searchIndex(one)).toBe(index)
    expect(index.texts).toHaveLength(2)
    const other = [...one, profile({ name: 'Three' })]
    expect(searchIndex(other)).not.toBe(index)
    expect(filterProfiles(other, 'three').map((p) => p.name)).toEqual(['Three'])
    expect(filterProfiles(one, 'three')).toEqual([])
  })

  it('reads each list once, however often it is searched', () => {
    const many = Array.from({ length: 30 }, (_, i) => profile({ name: `Acme ${i}` }))
    let reads = 0
    // Counts how often the list is read, row by row.
    const counted = new Proxy(many, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++
        return Reflect.get(target, key, receiver) as unknown
      },
    })
    filterProfiles(counted, 'acme')
    expect(reads).toBe(many.length * 2) // its texts, then the matches (all of them)
    for (const query of ['a', 'acme 1', 'zz', 'acme 2', '', 'acme 3']) {
      reads = 0
      const found = filterProfiles(counted, query)
      // Only the matches are read, to answer them: the texts are not built again.
      expect(reads, query).toBe(found.length)
    }
  })

  it('builds no search text for the empty query: the full list is shown before anyone types', () => {
    let reads = 0
    // Only the search text reads the username; the list's rows do not.
    const counted = [profile({ name: 'One' }), profile({ name: 'Two' })].map(
      (p) =>
        new Proxy(p, {
          get(target, key, receiver) {
            if (key === 'username') reads++
            return Reflect.get(target, key, receiver) as unknown
          },
        }),
    )
    const rowsFor = typingQuery()
    expect(rowsFor(counted, '')).toHaveLength(3)
    expect(rowsFor(counted, '', 'flat')).toHaveLength(2)
    expect(filterProfiles(counted, '  ', 50)).toEqual(counted)
    expect(reads).toBe(0)
    expect(rowsFor(counted, 'two')).toHaveLength(2)
    expect(reads).toBe(2)
  })

  it('answers a one-character query it ranked before without reading the list, as a fresh index would', () => {
    const words = ['Acme', 'Globex', 'api', 'Hooli', '#tier', 'eu 12']
    const many = Array.from({ length: 60 }, (_, i) =>
      profile({
        name: `${words[i % words.length]} ${i}`,
        account: { id: `ACC-${i % 7}`, name: `${words[(i >> 2) % words.length]} Ltd` },
        tags: i % 3 ? ['eu', `tier-${i % 4}`] : [],
      }),
    )
    const index = searchIndex(many)
    const ranked = (query: string) => Array.from(rank(index, query).ranked)
    // Each a second time after other queries (the index's last query is another one by then).
    const asked = new Set<string>()
    for (const letters of ['a', 'g', '#', '1', 'A', 'a', 'g', '#', '1']) {
      const first = !asked.has(letters.toLowerCase())
      asked.add(letters.toLowerCase())
      rank(index, 'acme eu')
      const answer = ranked(letters)
      expect(index.searched, letters).toBe(first ? many.length : 0)
      // What a list searched for the first time answers: the plain scan.
      expect(answer, letters).toEqual(Array.from(rank(searchIndex([...many]), letters).ranked))
      // Typing on from a kept answer narrows within it, as from a fresh one.
      expect(ranked(`${letters}c`)).toEqual(
        Array.from(rank(searchIndex([...many]), `${letters}c`).ranked),
      )
    }
    // A few letters kept, however many are typed.
    for (const letter of 'bcdefhijklmnopqrstuvwxyz') rank(index, letter)
    expect(index.letters.size).toBe(8)
    expect([...index.letters.keys()]).toEqual([...'stuvwxyz'])
  })

  it('gives the quick switcher the best few without listing every match', () => {
    const many = Array.from({ length: 30 }, (_, i) => profile({ name: `Acme ${i}` }))
    expect(filterProfiles(many, 'acme', 5)).toEqual(filterProfiles(many, 'acme').slice(0, 5))
    expect(filterProfiles(many, '', 3)).toEqual(many.slice(0, 3))
  })
})

describe('ranking against a plain reading of its rules', () => {
  // A small vocabulary, so that terms match many profiles in many ways and ranks tie.
  const vocabulary = [
    'acme',
    'acne',
    'eu',
    'euro',
    'prod',
    'pro',
    'wayne',
    'way',
    'a-b',
    '12',
    '1',
    'zoë',
    'café',
  ]
  // A seeded generator (mulberry32): the same profiles every run.
  let seed = 7
  const random = (below: number): number => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) % below
  }
  const pick = (): string => vocabulary[random(vocabulary.length)] ?? ''
  const phrase = (words: number): string =>
    // A no-break space too: a letter to the index (as in "Acme\u00a0prod"), not a word's edge.
    Array.from({ length: 1 + random(words) }, pick).join([' ', '-', '.', '\u00a0'][random(4)])

  const list = sortProfiles(
    Array.from({ length: 300 }, (_, i) =>
      profile({
        name: random(4) === 0 ? pick() : phrase(3),
        account: { id: `${pick()}-${random(20)}`, name: random(2) ? phrase(2) : '' },
        username: phrase(2),
        baseUrl: `https://${pick().replace('ë', 'e').replace('é', 'e')}.example.test/x`,
        portal: (['customer', 'alternate', 'api-host'] as const)[random(3)],
        tags: random(3) ? [] : [pick(), pick()],
        favourite: random(10) === 0,
        lastUsedAt: i,
      }),
    ),
    'name',
  )

  // Everything a query is typed as: whole words, their starts, a typo, several terms, a tag.
  const queries = [
    'a',
    'e',
    '1',
    '#',
    '-',
    'ac',
    'acm',
    'acme',
    'ACME EU',
    'acne pro',
    'eu 12',
    'way',
    'wayne',
    'wanye',
    'acem',
    'euor',
    'prodd',
    // A typo in the first letter, before it, or across the first two; a separator in the term.
    'xcme',
    'cacme',
    'caem',
    'a-me',
    '-acm',
    // Typing on after a typo: the terms before it stay, the typo grows, a short term grows into one.
    'acem eu',
    'wanye ent',
    'wanyee',
    'prodd x',
    'acm prodd',
    'eu acemx',
    '#acme',
    '#eu',
    'a-b',
    'b',
    'example',
    'alternate',
    'api host',
    'customer portal',
    'zzzz',
    'wayn prod',
    '12 1',
    'e u',
    'ac me',
    'ë',
    '(',
    'zoë',
    'Z',
  ]

  it('ranks every query as the rules read plainly', () => {
    for (const query of queries)
      expect(labels(filterProfiles(list, query)), query).toEqual(labels(plainRank(list, query)))
    // The typos are found, not merely agreed to be absent.
    for (const typo of ['wanye', 'acem', 'euor', 'prodd', 'xcme', 'cacme', 'a-me', '-acm'])
      expect(plainRank(list, typo), typo).not.toEqual([])
  })

  it('answers every query typed in turn, then erased, as the rules read plainly', () => {
    const rowsFor = typingQuery()
    for (const query of queries) {
      const typed = [...query].map((_, i) => query.slice(0, i + 1))
      for (const prefix of [...typed, ...typed.reverse(), '']) {
        const plain = listRows(groupByAccount(plainRank(list, prefix)))
        expect(rowsFor(list, prefix), prefix).toEqual(plain)
      }
    }
  })
})

const labels = (rows: readonly ProfileRow[]) => rows.map((p) => `${p.id} ${p.name}`)

/**
 * The ranking rules read plainly, field by field, with no index, no narrowing
 * and a textbook edit distance: what the fast search must agree with.
 */
function plainRank(profiles: readonly ProfileRow[], query: string): ProfileRow[] {
  const whole = foldText(query).trim()
  const terms = whole.split(/\s+/).filter(Boolean)
  if (terms.length === 0) return [...profiles]
  // What the index reads as a word's edge: ASCII space, tab, return and punctuation but '#'.
  const separator = /[ \t\r!"$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/
  const fieldsOf = (p: ProfileRow): string[] =>
    [
      p.name,
      p.account.id,
      p.account.name,
      p.username,
      new URL(p.baseUrl).host,
      ...portalNames[p.portal].split('\n'),
      ...p.tags.map((t) => `#${t}`),
    ].map(foldText)
  // Each occurrence in each field: 0 the whole field, 1 its start, 2 a whole word, 3 a word's
  // start, 4 anywhere; elsewhere than the name one more.
  const fit = (fields: string[], term: string): number | null => {
    let best: number | null = null
    fields.forEach((field, f) => {
      for (let at = field.indexOf(term); at >= 0; at = field.indexOf(term, at + 1)) {
        const end = at + term.length
        const kind =
          at === 0
            ? end === field.length
              ? 0
              : 1
            : separator.test(field[at - 1] ?? '')
              ? end === field.length || separator.test(field[end] ?? '')
                ? 2
                : 3
              : 4
        const score = kind * 2 + (f === 0 ? 0 : 1)
        if (best === null || score < best) best = score
      }
    })
    return best
  }
  const distance = (a: string, b: string): number => {
    // Optimal string alignment: changes, missing or extra letters, neighbours swapped.
    const d = Array.from({ length: a.length + 1 }, (_, i) =>
      Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
    )
    for (let i = 1; i <= a.length; i++)
      for (let j = 1; j <= b.length; j++) {
        const row = d[i] as number[]
        const up = d[i - 1] as number[]
        row[j] = Math.min(
          (up[j] as number) + 1,
          (row[j - 1] as number) + 1,
          (up[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
        )
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
          row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1)
      }
    return (d[a.length] as number[])[b.length] as number
  }
  const typoFit = (fields: string[], term: string): number | null => {
    if (term.length < 4) return null
    let best: number | null = null
    fields.forEach((field, f) => {
      for (const word of field.split(separator)) {
        if (word === '') continue
        const close = [term.length - 1, term.length, term.length + 1].some(
          (length) =>
            length >= 1 && length <= word.length && distance(word.slice(0, length), term) <= 1,
        )
        const score = 5 * 2 + (f === 0 ? 0 : 1)
        if (close && (best === null || score < best)) best = score
      }
    })
    return best
  }
  // A rank is read left to right: the tier (0 the name, 1 its start, 2 the terms as the name's
  // words, 3 anywhere, 4 with a typo: as the name's words first), then what orders matches
  // within it.
  const scored: { p: ProfileRow; rank: number[] }[] = []
  for (const p of profiles) {
    const fields = fieldsOf(p)
    const name = fields[0] as string
    if (whole.length === 1) {
      if (name.startsWith(whole)) scored.push({ p, rank: [1] })
      else if (fields.some((f) => f.includes(whole))) scored.push({ p, rank: [2] })
      continue
    }
    const fits = terms.map((term) => fit(fields, term))
    if (fits.some((f) => f === null)) continue
    const total = fits.reduce<number>((sum, f) => sum + (f ?? 0), 0)
    // Every term at a word's start (or better) in the name: the query reads as the name's words.
    const nameFits = terms.map((term) => fit([name], term))
    const nameWords = nameFits.every((f) => f !== null && f <= 3 * 2)
    const nameTotal = nameFits.reduce<number>((sum, f) => sum + (f ?? 0), 0)
    // In the order typed: each term starts a word after the one before it ends.
    let from = 0
    const ordered = terms.every((term) => {
      for (let at = name.indexOf(term, from); at >= 0; at = name.indexOf(term, at + 1)) {
        if (at === 0 || separator.test(name[at - 1] ?? '')) {
          from = at + term.length
          return true
        }
      }
      return false
    })
    scored.push({
      p,
      rank:
        name === whole
          ? [0]
          : name.startsWith(whole)
            ? [1]
            : nameWords
              ? [2, nameTotal, ordered ? 0 : 1]
              : [3, total],
    })
  }
  if (whole.length > 1 && scored.length < 10) {
    const found = new Set(scored.map((s) => s.p))
    for (const p of profiles) {
      if (found.has(p)) continue
      const fields = fieldsOf(p)
      const name = fields[0] as string
      const fits = terms.map((term) => fit(fields, term) ?? typoFit(fields, term))
      if (fits.some((f) => f === null)) continue
      // Every term at a word's start in the name, as typed or with its typo in a word of the name.
      const nameFits = terms.map((term) =>
        fit(fields, term) === null ? typoFit([name], term) : fit([name], term),
      )
      const nameWords = nameFits.every((f) => f !== null && (f <= 3 * 2 || f === 5 * 2))
      const sum = (values: (number | null)[]) => values.reduce<number>((s, f) => s + (f ?? 0), 0)
      scored.push({ p, rank: nameWords ? [4, 0, sum(nameFits)] : [4, 1, sum(fits)] })
    }
  }
  // A stable sort: equal ranks keep the list's order.
  const byRank = (a: number[], b: number[]): number => {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const d = (a[i] ?? 0) - (b[i] ?? 0)
      if (d !== 0) return d
    }
    return 0
  }
  return scored.sort((a, b) => byRank(a.rank, b.rank)).map((s) => s.p)
}

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

describe('search folds accents', () => {
  const sud = profile({ name: 'Süd-West production', account: { id: 'SW-1', name: 'Zürich AG' } })
  const strasse = profile({ name: 'Straße 12', tags: ['łódź'] })
  const plain = profile({ name: 'Strasse 14' })
  const seoul = profile({ name: '서울 staging' })
  const all = [sud, strasse, plain, seoul]

  it('finds a name with accents typed without them, and with them', () => {
    expect(filterProfiles(all, 'sud-west')).toEqual([sud])
    expect(filterProfiles(all, 'SÜD')).toEqual([sud])
    expect(filterProfiles(all, 'zurich')).toEqual([sud])
    expect(filterProfiles(all, '#lodz')).toEqual([strasse])
  })

  it('finds the portal by the name the German window shows', () => {
    expect(filterProfiles(all, 'kundenportal')).toEqual(all)
    expect(filterProfiles(all, 'customer portal')).toEqual(all)
  })

  it('takes ß as ss both ways, and leaves other scripts whole', () => {
    expect(filterProfiles(all, 'strasse')).toEqual([strasse, plain])
    expect(filterProfiles(all, 'straße 14')).toEqual([plain])
    expect(filterProfiles(all, '서울')).toEqual([seoul])
    expect(filterProfiles(all, '서')).toEqual([seoul])
  })
})
