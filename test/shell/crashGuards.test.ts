import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { records } from '../../src/harness/electron/state'
import { unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'
import { bootApp, quitApp } from './boot'

const newDir = useTempDirs()
type Listener = (reason: unknown, origin?: unknown) => void
/** The crash-guard events' listeners on the real `process` now. */
const listening = () => ({
  uncaughtException: process.listeners('uncaughtException') as Listener[],
  unhandledRejection: process.listeners('unhandledRejection') as Listener[],
})

/** The listeners the app's entry added to the real `process` while it booted. */
function addedBy(before: ReturnType<typeof listening>) {
  const now = listening()
  return {
    uncaughtException: now.uncaughtException.filter((l) => !before.uncaughtException.includes(l)),
    unhandledRejection: now.unhandledRejection.filter(
      (l) => !before.unhandledRejection.includes(l),
    ),
  }
}

describe('crash guards in the real entry (src/main/index.ts)', () => {
  let added: ReturnType<typeof addedBy> | null = null
  afterEach(async () => {
    await quitApp()
    // Each boot is a new module instance: leave no guard behind for the next test.
    for (const listener of added?.uncaughtException ?? [])
      process.removeListener('uncaughtException', listener)
    for (const listener of added?.unhandledRejection ?? [])
      process.removeListener('unhandledRejection', listener)
    added = null
  })

  it('logs an uncaught exception and an unhandled rejection, redacted, and keeps running', async () => {
    const before = listening()
    const userData = newDir()
    const { api, quit } = await bootApp(userData)
    const guards = addedBy(before)
    added = guards
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
    await unwrap(api.listProfiles())

    await quit()
    const log = readFileSync(join(userData, 'logs', 'main.log'), 'utf8')
    expect(log).toContain('ERROR Uncaught exception: Error: boom Bearer ‹redacted›')
    expect(log).toContain('ERROR Unhandled promise rejection: TypeError: rejected token=‹redacted›')
    expect(log).not.toContain('Bearer abc')
    expect(log).not.toContain('xyz-secret')
  })
})
