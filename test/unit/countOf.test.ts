import { describe, expect, it } from 'vitest'
import { countOf, formatCount } from '../../src/shared/text/countOf'

describe('formatCount', () => {
  it('writes a count as toLocaleString does, in the default locale', () => {
    for (const n of [0, 1, 7, 999, 1000, 10_000, 1_234_567, -42])
      expect(formatCount(n)).toBe(n.toLocaleString())
  })

  it('keeps one formatter: a later call formats as the first', () => {
    const first = formatCount(50_000)
    formatCount(3)
    expect(formatCount(50_000)).toBe(first)
  })
})

describe('countOf', () => {
  it('names one in the singular and any other count in the plural', () => {
    expect(countOf(1, 'profile')).toBe('1 profile')
    expect(countOf(0, 'profile')).toBe('0 profiles')
    expect(countOf(10_000, 'profile')).toBe(`${(10_000).toLocaleString()} profiles`)
    expect(countOf(2, 'copy', 'copies')).toBe('2 copies')
  })
})
