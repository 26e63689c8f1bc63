import { describe, expect, it } from 'vitest'
import {
  AFTER_LIST_MS,
  AfterFirstList,
  WITHOUT_WINDOW_MS,
  type StartTimers,
} from '../../src/main/core/util/afterFirstList'

/** Timers a test moves by hand. */
function handTimers() {
  let now = 0
  const pending: { at: number; run: () => void; live: boolean }[] = []
  const timers: StartTimers = {
    after: (ms, run) => {
      const timer = { at: now + ms, run, live: true }
      pending.push(timer)
      return () => (timer.live = false)
    },
  }
  const advance = (ms: number) => {
    now += ms
    for (const timer of pending.filter((t) => t.live && t.at <= now)) {
      timer.live = false
      timer.run()
    }
  }
  return { timers, advance }
}

describe('AfterFirstList', () => {
  it('runs the work a moment after the window’s whole list, not at a fixed time after the start', () => {
    const { timers, advance } = handTimers()
    const ran: string[] = []
    const after = new AfterFirstList(timers)
    after.then(() => ran.push('axios'))
    after.then(() => ran.push('files'))
    advance(WITHOUT_WINDOW_MS - 1)
    after.listed()
    advance(AFTER_LIST_MS - 1)
    expect(ran).toEqual([])
    // A second list (a reload) does not push it further.
    after.listed()
    advance(1)
    expect(ran).toEqual(['axios', 'files'])
    advance(WITHOUT_WINDOW_MS)
    expect(ran).toEqual(['axios', 'files'])
  })

  it('runs it anyway when no window asks (started to the tray), and at once for work added later', () => {
    const { timers, advance } = handTimers()
    const ran: string[] = []
    const after = new AfterFirstList(timers)
    after.then(() => ran.push('axios'))
    advance(WITHOUT_WINDOW_MS)
    expect(ran).toEqual(['axios'])
    after.listed()
    after.then(() => ran.push('late'))
    expect(ran).toEqual(['axios', 'late'])
  })

  it('runs nothing once stopped (a quit)', () => {
    const { timers, advance } = handTimers()
    const ran: string[] = []
    const after = new AfterFirstList(timers)
    after.then(() => ran.push('axios'))
    after.listed()
    after.stop()
    advance(WITHOUT_WINDOW_MS + AFTER_LIST_MS)
    expect(ran).toEqual([])
  })
})
