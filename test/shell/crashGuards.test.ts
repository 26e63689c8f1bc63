import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { records } from '../../src/harness/electron/state'
import { useTempDirs } from '../helpers/tempDir'
import { bootApp, quitApp } from './boot'

const newDir = useTempDirs()
const events = ['uncaughtException', 'unhandledRejection'] as const
type Listener = (reason: unknown, origin?: unknown) => void

/** The listeners the app's entry added to the real `process` while it booted. */
function addedBy(before: Record<string, ReturnType<typeof process.listeners>>) {
  return Object.fromEntries(
    events.map((event) => [
      event,
      process.listeners(event).filter((listener) => !before[event]!.includes(listener)),
    ]),
  ) as Record<(typeof events)[number], Listener[]>
}

describe('crash guards in the real entry (src/main/index.ts)', () => {
  let added: Listener[] = []
  afterEach(async () => {
    await quitApp()
    // Each boot is a new module instance: leave no guard behind for the next test.
    for (const event of events)
      for (const listener of added) process.removeListener(event, listener)
    added = []
  })

  it('logs an uncaught exception and an unhandled rejection, redacted, and keeps running', async () => {
    const before = Object.fromEntries(events.map((event) => [event, process.listeners(event)]))
    const userData = newDir()
    const { call, quit } = await bootApp(userData)
    const guards = addedBy(before)
    added = [...guards.uncaughtException, ...guards.unhandledRejection]
    // One guard each: with none, Node would end the process (or a rejection would vanish).
    expect(guards.uncaughtException).toHaveLength(1)
    expect(guards.unhandledRejection).toHaveLength(1)

    // Called directly, as Node would: emitting on the real process would reach vitest's own.
    guards.uncaughtException[0]!(new Error('boom Bearer abc'), 'uncaughtException')
    const reason = new TypeError('rejected token=xyz-secret')
    const rejected = Promise.reject(reason)
    rejected.catch(() => undefined)
    guards.unhandledRejection[0]!(reason, rejected)

    // Not fatal: nothing asked Electron to exit, and the app still answers.
    expect(records.exits).toEqual([])
    expect((await call('listProfiles')).ok).toBe(true)

    await quit()
    const log = readFileSync(join(userData, 'logs', 'main.log'), 'utf8')
    expect(log).toContain('ERROR Uncaught exception: Error: boom Bearer ‹redacted›')
    expect(log).toContain('ERROR Unhandled promise rejection: TypeError: rejected token=‹redacted›')
    expect(log).not.toContain('Bearer abc')
    expect(log).not.toContain('xyz-secret')
  })
})
