import { describe, expect, it } from 'vitest'
import { ScreenLockWatcher } from '../../src/main/core/lock/screenLockWatcher'

describe('the screen lock watcher', () => {
  it('an adapter that fails to start costs the lock, not the app: one line, and the reason kept', async () => {
    const lines: string[] = []
    const watcher = new ScreenLockWatcher(
      { watch: () => Promise.reject(new Error('Cannot find module dbusScreenLock')) },
      () => undefined,
      { info: (line) => lines.push(line), warn: (line) => lines.push(line) },
    )
    watcher.start()
    await expect.poll(() => watcher.status().kind).toBe('unobservable')
    expect(watcher.status()).toEqual({
      kind: 'unobservable',
      reason: 'Error: Cannot find module dbusScreenLock',
    })
    await expect
      .poll(() => lines)
      .toEqual(['screen lock cannot be observed: Error: Cannot find module dbusScreenLock'])
  })

  it('stopped before the adapter answered, it stops the adapter once it does', async () => {
    let stops = 0
    let answer: (value: Awaited<ReturnType<ScreenLockWatcherSignals['watch']>>) => void = () =>
      undefined
    const watcher = new ScreenLockWatcher(
      { watch: () => new Promise((resolve) => (answer = resolve)) },
      () => undefined,
      { info: () => undefined, warn: () => undefined },
    )
    const stop = watcher.start()
    stop()
    answer({ status: { kind: 'watching', via: ['test'] }, stop: () => void stops++ })
    await expect.poll(() => stops).toBe(1)
  })
})

type ScreenLockWatcherSignals = ConstructorParameters<typeof ScreenLockWatcher>[0]
