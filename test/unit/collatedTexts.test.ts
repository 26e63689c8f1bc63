import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { collatedRanks, placeTexts } from '../../src/shared/search/collatedTexts'
import { nameCollator } from '../../src/shared/search/nameCollator'

// Ties in the collator's eyes (case, accents, "01" and "1") and near misses.
const text = fc.constantFrom(
  '',
  'acme',
  'ACME',
  'Ácme',
  'acme 1',
  'acme 01',
  'acme 10',
  'acme 9',
  'acme-9',
  'b',
  'B 2',
  'zeta',
  '\uffff',
)

describe('collatedRanks: texts placed in the collator’s order, kept across calls', () => {
  it('ranks compare as the collator compares their texts, however the places grew', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(text, { maxLength: 12 }), { minLength: 1, maxLength: 5 }),
        (calls) => {
          for (const keys of calls) {
            const { ranks, count } = collatedRanks(keys)
            for (let i = 0; i < keys.length; i++) {
              expect(ranks[i]).toBeLessThan(count)
              for (let j = 0; j < keys.length; j++) {
                expect(Math.sign((ranks[i] as number) - (ranks[j] as number))).toBe(
                  Math.sign(nameCollator.compare(keys[i] as string, keys[j] as string)),
                )
              }
            }
          }
        },
      ),
      { numRuns: 300 },
    )
  })

  it('texts already placed are looked up, not collated again', () => {
    const keys = Array.from({ length: 500 }, (_, i) => `Account ${(i * 37) % 500} ACC-${i}`)
    placeTexts(keys)
    const compared = vi.spyOn(nameCollator, 'compare')
    try {
      collatedRanks([...keys].reverse())
      expect(compared).not.toHaveBeenCalled()
    } finally {
      compared.mockRestore()
    }
  })

  it('starts its places again past 200,000 texts, and still ranks every text asked', () => {
    placeTexts(Array.from({ length: 199_990 }, (_, i) => `old ${i}`))
    const keys = ['zeta', 'old 5', 'alpha', ...Array.from({ length: 20 }, (_, i) => `new ${i}`)]
    const { ranks } = collatedRanks(keys)
    for (let i = 0; i < keys.length; i++) {
      for (let j = 0; j < keys.length; j++) {
        expect(Math.sign((ranks[i] as number) - (ranks[j] as number))).toBe(
          Math.sign(nameCollator.compare(keys[i] as string, keys[j] as string)),
        )
      }
    }
  })
})
