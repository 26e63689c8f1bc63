import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hourMinute } from '../../src/renderer/src/lib/format'

afterEach(() => vi.restoreAllMocks())

describe('hourMinute', () => {
  it("reads as the system's own short time, with the short date when not today", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }),
        (ms, away) => {
          const date = new Date(ms)
          const time = date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
          const day = date.toLocaleDateString([], { month: 'short', day: 'numeric' })
          const now = ms + away
          const today = date.toDateString() === new Date(now).toDateString()
          expect(hourMinute(ms, now)).toBe(today ? time : `${day} ${time}`)
        },
      ),
    )
  })

  it('builds no formatter per call (the Board formats two times a row, every frame it changes)', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat')
    const time = vi.spyOn(Date.prototype, 'toLocaleTimeString')
    const date = vi.spyOn(Date.prototype, 'toLocaleDateString')
    for (let i = 0; i < 50; i++) hourMinute(i * 86_400_000, 0)
    expect(built).not.toHaveBeenCalled()
    expect(time).not.toHaveBeenCalled()
    expect(date).not.toHaveBeenCalled()
  })
})
