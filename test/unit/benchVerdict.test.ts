import { describe, expect, it } from 'vitest'
import { verdictOverFrame } from '../../bench/report'

// Twenty frames of a floor: most at 17 ms, a tail of the browser's own.
const floor = [...Array(18).fill(17), 28, 30]

describe('verdictOverFrame', () => {
  it('compares the median with the floor’s median and the tail with its tail', () => {
    const app = [...Array(18).fill(19), 29, 31]
    expect(verdictOverFrame(app, floor, 4)).toEqual({
      target: '≤ floor + 4 ms',
      note: "met: the app adds 2.00 ms over its floor (2.00 ms at the median, 1.00 ms at the 95th percentile; the floor's 17 ms and 28 ms)",
    })
  })

  it('fails a tail the floor does not have', () => {
    const app = [...Array(18).fill(18), 40, 44]
    expect(verdictOverFrame(app, floor, 4).note).toMatch(/^NOT MET: the app adds 12 ms over/)
  })

  it('fails a steady cost that a noisy floor tail would hide', () => {
    const app = [...Array(18).fill(24), 29, 30]
    expect(verdictOverFrame(app, floor, 4).note).toMatch(
      /^NOT MET: the app adds 7\.00 ms .*1\.00 ms at the 95th/,
    )
  })
})
