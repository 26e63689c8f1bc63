import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach } from 'vitest'

/**
 * A fresh directory per call, removed after the test. The cores a test left
 * open are closed after this runs (closeCores.ts, a setup file's hook runs
 * last), so one may still be writing a file as the folder goes: rm tries
 * again (ENOTEMPTY) instead of failing the test that passed.
 */
export function useTempDirs(): () => string {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0))
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 20 })
  })
  return () => {
    const dir = mkdtempSync(join(tmpdir(), 'token-desk-test-'))
    dirs.push(dir)
    return dir
  }
}
