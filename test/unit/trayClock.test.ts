import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  DesktopService,
  REFRESH_MS,
  TICK_MS,
  type DesktopHost,
} from '../../src/main/core/desktop/desktopService'
import type { TrayEntry } from '../../src/main/core/desktop/trayMenu'
import { profileRow } from '../../src/shared/model/profile'
import { profileViewFixture } from '../fixtures/profile'

const START = Date.UTC(2026, 10, 23, 9)
const MIN = 60_000
const HOUR = 60 * MIN

/**
 * The tray after sleep: the wall clock jumps while the monotonic clock (and
 * the timers) count only the time the machine was awake. Both clocks are
 * injected; the timers are vitest's.
 */
describe('the tray’s times after a clock jump (sleep, resume, a clock set)', () => {
  let wall = START
  let monotonic = 0
  let menu: TrayEntry[] = []
  let service: DesktopService
  let stop: () => void

  const favourite = profileRow(
    profileViewFixture({
      id: 'p1',
      name: 'Acme',
      favourite: true,
      token: {
        kind: 'issued',
        issuedAt: START - 17 * MIN,
        expiresAt: START + 24 * HOUR - 17 * MIN,
        rejectedAt: null,
        method: 'POST',
        envelope: 'A',
      },
    }),
  )
  const labelOf = () => menu.find((e) => e.kind === 'profile')?.label

  /** Real time passes: both clocks and the timers move together. */
  const awake = (ms: number) => {
    for (let left = ms; left > 0; left -= TICK_MS) {
      wall += TICK_MS
      monotonic += TICK_MS
      vi.advanceTimersByTime(TICK_MS)
    }
  }

  beforeEach(() => {
    vi.useFakeTimers()
    wall = START
    monotonic = 0
    const host: DesktopHost = {
      showTray: (entries) => (menu = entries),
      removeTray: () => undefined,
      notify: () => undefined,
      confirm: () => undefined,
      showWindow: () => undefined,
      quit: () => undefined,
      globalShortcut: () => ({ kind: 'registered' }),
    }
    service = new DesktopService({
      host,
      rows: () => [favourite],
      warningMs: () => HOUR,
      notificationsOn: () => false,
      locked: () => false,
      dispatch: (() => Promise.reject(new Error('not here'))) as never,
      listen: () => () => undefined,
      afterCall: () => () => undefined,
      command: () => undefined,
      clock: () => wall,
      monotonic: () => monotonic,
    })
    stop = service.start()
  })
  afterEach(() => {
    stop()
    vi.useRealTimers()
  })

  it('shows the new time left within a second of waking, not at the next half-minute', () => {
    expect(labelOf()).toBe('Acme — 23 h 43 min left')
    // Asleep for 8 hours: the wall clock moves, the monotonic clock and timers do not.
    wall += 8 * HOUR
    awake(TICK_MS)
    expect(labelOf()).toBe('Acme — 15 h 42 min left')
  })

  it('follows a clock set back as well', () => {
    wall -= 2 * HOUR
    awake(TICK_MS)
    expect(labelOf()).toBe('Acme — 25 h 42 min left')
  })

  it('without a jump, rebuilds only every half-minute (a tick compares two clocks, nothing more)', () => {
    const shown = vi.fn()
    const showTray = (entries: TrayEntry[]) => {
      shown()
      menu = entries
    }
    Object.assign((service as unknown as { deps: { host: DesktopHost } }).deps.host, { showTray })
    awake(REFRESH_MS - TICK_MS)
    expect(shown).not.toHaveBeenCalled()
    awake(TICK_MS)
    expect(shown).toHaveBeenCalledTimes(1)
    expect(labelOf()).toBe('Acme — 23 h 42 min left')
  })
})
