import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppEvent } from '../../src/shared/ipc/events'
import { coreIn } from '../helpers/core'
import { expectError, unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

/**
 * "Lock after idle" as the running app has it: core.start()'s background
 * tick (every 15 s) asks the OS's idle time and locks once it reaches the
 * chosen time (src/main/core/createCore.ts → SessionLock.checkIdle).
 */
describe('the idle lock, driven by the running core’s own timer', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('locks within one tick of the chosen idle time, and not before', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const idle = { seconds: 0 }
    const events: AppEvent[] = []
    const core = coreIn(newDir(), {
      idleSeconds: () => idle.seconds,
      events: { emit: (event) => events.push(event) },
    })
    await unwrap(core.api.updateSettings({ lockAfterIdleMs: 5 * 60_000 }))
    const stop = core.start()
    try {
      // The user steps away: the OS's idle time grows with the clock.
      const away = async (ms: number) => {
        for (let step = 0; step < ms; step += 15_000) {
          idle.seconds += 15
          await vi.advanceTimersByTimeAsync(15_000)
        }
      }
      await away(4 * 60_000 + 45_000)
      expect(await unwrap(core.api.lockState())).toEqual({ locked: false })
      await away(15_000)
      expect(await unwrap(core.api.lockState())).toMatchObject({ locked: true, reason: 'idle' })
      expect(events).toContainEqual(expect.objectContaining({ type: 'secured', reason: 'idle' }))
      expect((await expectError(core.api.listProfiles())).code).toBe('locked')

      // Unlocked and back at the keyboard: the next ticks leave it unlocked.
      await unwrap(core.api.unlock())
      idle.seconds = 0
      await away(60_000)
      expect(await unwrap(core.api.lockState())).toEqual({ locked: false })
    } finally {
      vi.useRealTimers()
      await stop()
    }
  })

  it('never locks with the setting off, however long the idle time', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const core = coreIn(newDir(), { idleSeconds: () => 24 * 3600 })
    const stop = core.start()
    try {
      await vi.advanceTimersByTimeAsync(60 * 60_000)
      expect(await unwrap(core.api.lockState())).toEqual({ locked: false })
    } finally {
      vi.useRealTimers()
      await stop()
    }
  })
})
