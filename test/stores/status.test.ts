import { afterEach, describe, expect, it, vi } from 'vitest'
import { startClock, useClock } from '../../src/renderer/src/store/clock'
import { useStatus } from '../../src/renderer/src/store/status'
import { NOW, resetAll, useAppFakeTimers } from '../components/fixtures'

afterEach(resetAll)

describe('the status line', () => {
  it('a message goes at its time unless a newer one replaced it; each has a new id', () => {
    useAppFakeTimers()
    const { show } = useStatus.getState()
    show('Exported 3 profiles.')
    vi.advanceTimersByTime(7000)
    show('Exported 3 profiles.', { until: NOW + 20_000 })
    const second = useStatus.getState().message
    expect(second?.id).toBe(2)
    // The first message's 8 s are up: the second stays until its own time.
    vi.advanceTimersByTime(1000)
    expect(useStatus.getState().message).toBe(second)
    vi.advanceTimersByTime(12_000)
    expect(useStatus.getState().message).toBeNull()
  })

  it('a reset store starts clean: ids from 1, no message', () => {
    useStatus.getState().show('One.')
    resetAll()
    expect(useStatus.getState()).toMatchObject({ message: null, shown: 0 })
    useStatus.getState().show('Two.')
    expect(useStatus.getState().message?.id).toBe(1)
  })
})

describe('the clock', () => {
  it('runs one interval however often it is started, kept in its state', () => {
    useAppFakeTimers()
    const stop = startClock()
    const again = startClock()
    const { ticking } = useClock.getState()
    expect(ticking).not.toBeNull()
    vi.advanceTimersByTime(3000)
    expect(useClock.getState().now).toBe(NOW + 3000)
    expect(vi.getTimerCount()).toBe(1)
    again()
    expect(useClock.getState().ticking).toBeNull()
    stop()
    vi.advanceTimersByTime(3000)
    expect(useClock.getState().now).toBe(NOW + 3000)
  })
})
