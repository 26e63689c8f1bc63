import { describe, expect, it } from 'vitest'
import { retryAfterMs } from '../../src/main/core/protocol/retryAfter'

const now = Date.UTC(2026, 11, 1, 9)

describe('retryAfterMs (RFC 9110 Retry-After)', () => {
  it('reads delay-seconds', () => {
    expect(retryAfterMs('120', '', now)).toBe(120_000)
    expect(retryAfterMs(' 0 ', '', now)).toBe(0)
  })

  it('measures an HTTP-date against the answer’s own Date, else against now', () => {
    const date = 'Tue, 01 Dec 2026 09:00:00 GMT'
    const later = 'Tue, 01 Dec 2026 09:10:00 GMT'
    // The service's clock 1 h behind this one: its own Date keeps the wait 10 minutes.
    expect(retryAfterMs(later, 'Tue, 01 Dec 2026 09:00:00 GMT', now + 3_600_000)).toBe(600_000)
    expect(retryAfterMs(later, '', now)).toBe(600_000)
    expect(retryAfterMs(date, '', now + 60_000)).toBe(0)
  })

  it('ignores what is neither', () => {
    for (const bad of ['', 'soon', '-5', '1.5', '12abc'])
      expect(retryAfterMs(bad, '', now)).toBeNull()
  })
})
