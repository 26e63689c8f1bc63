import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach } from 'vitest'

/** What must stop writing before a test's folders go (the cores a test left open, core.ts). */
const closers = new Set<() => Promise<void>>()

/** Runs `close` after each test, before its temporary folders are removed. */
export function closeBeforeRemoval(close: () => Promise<void>): void {
  closers.add(close)
}

/**
 * A fresh directory per call, removed after the test, once whatever still
 * writes into it has been closed: a core left open wrote its journal or
 * history into a folder being removed, and under load rm gave up
 * (ENOTEMPTY) on a test that had passed.
 */
export function useTempDirs(): () => string {
  const dirs: string[] = []
  afterEach(async () => {
    await Promise.all([...closers].map((close) => close()))
    for (const dir of dirs.splice(0))
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 20 })
  })
  return () => {
    const dir = mkdtempSync(join(tmpdir(), 'token-desk-test-'))
    dirs.push(dir)
    return dir
  }
}
