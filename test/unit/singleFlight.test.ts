import { describe, expect, it } from 'vitest'
import { SingleFlight } from '../../src/main/core/util/singleFlight'

describe('one call in flight per key', () => {
  it('shares a running call, is no longer in flight when settled runs, and cancels through the signal', async () => {
    const flights = new SingleFlight()
    let calls = 0
    const seenWhenSettled: boolean[] = []
    const work = (signal: AbortSignal) =>
      new Promise<void>((resolve, reject) => {
        calls++
        signal.addEventListener('abort', () => reject(new Error('cancelled')))
        setTimeout(resolve, 20)
      })
    const settled = () => seenWhenSettled.push(flights.has('a'))

    const first = flights.run('a', work, settled)
    const second = flights.run('a', work, settled)
    expect(second).toBe(first)
    expect(flights.has('a')).toBe(true)
    await first
    expect(calls).toBe(1)
    expect(seenWhenSettled).toEqual([false])

    const cancelled = flights.run('a', work, settled)
    expect(flights.cancel('a')).toBe(true)
    await expect(cancelled).rejects.toThrow('cancelled')
    expect(flights.has('a')).toBe(false)
    expect(flights.cancel('a')).toBe(false)
  })
})
