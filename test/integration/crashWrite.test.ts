import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
const writer = resolve(import.meta.dirname, '../fixtures/storeWriter.mjs')

/** Starts the writer, lets it write for `ms`, then kills it without warning. */
function writeThenKill(dir: string, ms: number): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [writer, dir], { stdio: ['ignore', 'pipe', 'inherit'] })
    child.stdout.once('data', () => setTimeout(() => child.kill('SIGKILL'), ms))
    child.once('exit', () => done())
    child.once('error', fail)
  })
}

describe('a crash in the middle of a write', () => {
  it('leaves the file old or new, never partial', async () => {
    const dir = newDir()
    for (const ms of [3, 17, 41, 90]) {
      await writeThenKill(dir, ms)
      const text = readFileSync(join(dir, 'profiles.json'), 'utf8')
      const doc = JSON.parse(text) as {
        generation: number
        profiles: Record<string, { generation: number }>
      }
      const rows = Object.values(doc.profiles)
      expect(rows).toHaveLength(2000)
      // One whole generation: no mix of an old and a new write.
      expect(new Set(rows.map((r) => r.generation))).toEqual(new Set([doc.generation]))
    }
  }, 20_000)
})
