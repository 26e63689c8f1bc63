import { describe, expect, it } from 'vitest'
import { runTime } from '../../src/renderer/src/components/requests/format'

describe('runTime (a run in Recent runs)', () => {
  const at = new Date(2026, 10, 24, 9, 5, 7).getTime()

  it('is the clock time alone on the day of the run', () => {
    expect(runTime(at, new Date(at).toDateString())).toEqual({
      date: null,
      time: new Date(at).toLocaleTimeString(undefined, { timeStyle: 'medium' }),
    })
  })

  it('adds the date on any other day, and each run keeps its own time', () => {
    const later = at + 26 * 3600_000
    const today = new Date(later + 3600_000).toDateString()
    expect([runTime(at, today), runTime(later, today)]).toEqual([
      {
        date: new Date(at).toLocaleDateString(undefined, { dateStyle: 'short' }),
        time: new Date(at).toLocaleTimeString(undefined, { timeStyle: 'medium' }),
      },
      { date: null, time: new Date(later).toLocaleTimeString(undefined, { timeStyle: 'medium' }) },
    ])
  })
})
