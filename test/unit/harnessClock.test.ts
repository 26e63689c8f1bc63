import { describe, expect, it } from 'vitest'
import { offsetFor, parseOffset } from '../../src/harness/clock'

describe('the harness clock', () => {
  it.each([
    ['1500', 1500],
    ['-90s', -90_000],
    ['+5m', 300_000],
    ['23h', 23 * 3_600_000],
    ['1.5d', 36 * 3_600_000],
    ['250ms', 250],
  ])('reads --clock-offset %s', (text, ms) => {
    expect(parseOffset(text)).toBe(ms)
  })

  it.each(['', 'soon', '5 minutes', '1e3', '--5m', '5y'])('refuses %j', (text) => {
    expect(parseOffset(text)).toBeNull()
  })

  it('moves by, to, or sets the offset; anything else is refused', () => {
    expect(offsetFor({ byMs: 60_000 }, 1000, 0)).toBe(61_000)
    expect(offsetFor({ offsetMs: -5 }, 1000, 0)).toBe(-5)
    expect(offsetFor({ to: 10_000 }, 0, 4_000)).toBe(6_000)
    for (const bad of [null, {}, { byMs: '5' }, { to: Number.NaN }, 'x']) {
      expect(offsetFor(bad, 0, 0)).toBeNull()
    }
  })
})
