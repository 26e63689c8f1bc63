import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyCollator } from '../../src/shared/text/lazyCollator'

afterEach(() => vi.restoreAllMocks())

describe('lazyCollator', () => {
  it('makes its collator on the first comparison, once, and compares as it does', () => {
    const made = vi.spyOn(Intl, 'Collator')
    const options = { sensitivity: 'base', numeric: true } as const
    const lazy = lazyCollator(options)
    expect(made).not.toHaveBeenCalled()
    const collator = new Intl.Collator(undefined, options)
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(lazy.compare(a, b)).toBe(collator.compare(a, b))
      }),
    )
    // Its own and the one above.
    expect(made).toHaveBeenCalledTimes(2)
    expect(['Acme 10', 'acme 9', 'Äcme 1'].sort(lazy.compare)).toEqual([
      'Äcme 1',
      'acme 9',
      'Acme 10',
    ])
  })
})
