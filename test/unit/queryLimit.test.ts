import { describe, expect, it } from 'vitest'
import { profileRow } from '../../src/shared/model/profile'
import { parseQualifiers } from '../../src/shared/search/qualifiers'
import { boundQuery, MAX_QUERY_LENGTH, MAX_QUERY_TERMS } from '../../src/shared/search/queryLimit'
import { rank, searchIndex } from '../../src/shared/search/searchIndex'
import { profileViewFixture } from '../fixtures/profile'

// The audit's query: 2,000 terms pasted into the search took 4 s at each keystroke.
const pasted = Array.from({ length: 2000 }, (_, i) => `t${i}`).join(' ')

describe('a pasted query', () => {
  it('is searched by its first words only, and the search says so', () => {
    const parsed = parseQualifiers(`acme ${pasted}`)
    expect(parsed.text.split(' ')).toHaveLength(MAX_QUERY_TERMS)
    expect(parsed.text.startsWith('acme t0 t1')).toBe(true)
    expect(parsed.problems).toEqual([{ kind: 'cut' }])
  })

  it('is bounded where the ranking reads it, whoever calls it (sidebar or quick switcher)', () => {
    const index = searchIndex([profileRow(profileViewFixture({ name: 'Acme t0' }))])
    const ranking = rank(index, `acme ${pasted}`)
    expect(ranking.query.split(' ').length).toBeLessThanOrEqual(MAX_QUERY_TERMS)
    expect(rank(index, 'x'.repeat(5000)).query).toHaveLength(MAX_QUERY_LENGTH)
  })

  it('leaves an ordinary query as it is', () => {
    expect(boundQuery('acme prod #eu')).toEqual({ text: 'acme prod #eu', cut: false })
    expect(parseQualifiers('acme is:expired').problems).toEqual([])
  })
})
