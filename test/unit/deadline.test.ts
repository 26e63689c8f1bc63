import { afterEach, describe, expect, it, vi } from 'vitest'
import { deadline } from '../../src/main/core/util/deadline'

describe('a request deadline', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('aborts with a TimeoutError when its time is up', async () => {
    const { signal } = deadline(5)
    await new Promise((resolve) => signal.addEventListener('abort', resolve))
    expect((signal.reason as DOMException).name).toBe('TimeoutError')
  })

  it("aborts with the caller's reason when the caller cancels, before or during", () => {
    const cancel = new AbortController()
    const during = deadline(60_000, cancel.signal)
    cancel.abort(new Error('closed by the user'))
    expect(during.signal.aborted).toBe(true)
    expect((during.signal.reason as Error).message).toBe('closed by the user')
    const before = deadline(60_000, cancel.signal)
    expect(before.signal.aborted).toBe(true)
    expect((before.signal.reason as Error).message).toBe('closed by the user')
    during.done()
    before.done()
  })

  it('leaves no timer and no listener once done, and is not aborted by either afterwards', () => {
    vi.useFakeTimers()
    const cancel = new AbortController()
    const listeners = vi.spyOn(cancel.signal, 'removeEventListener')
    const time = deadline(30_000, cancel.signal)
    expect(vi.getTimerCount()).toBe(1)
    time.done()
    expect(vi.getTimerCount()).toBe(0)
    expect(listeners).toHaveBeenCalledWith('abort', expect.any(Function))
    cancel.abort()
    vi.advanceTimersByTime(60_000)
    expect(time.signal.aborted).toBe(false)
  })
})
