import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { HistoryFiles } from '../../src/main/core/storage/historyFiles'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
const KEY = 'p_0123456789abcdef'
const CAP = 10

interface Entry {
  n: number
  note: string
}

const parse = (value: unknown): Entry | null =>
  typeof value === 'object' && value !== null && typeof (value as Entry).n === 'number'
    ? (value as Entry)
    : null

/** An entry of about the size the app's are (the file's lines are counted from its size). */
const entry = (n: number): Entry => ({ n, note: 'token obtained from the service'.padEnd(60, '.') })

const linesIn = (dir: string) =>
  readFileSync(join(dir, `${KEY}.jsonl`), 'utf8')
    .split('\n')
    .filter(Boolean).length

describe('HistoryFiles', () => {
  it('keeps a file at most about twice its cap, and its newest entries', async () => {
    const dir = newDir()
    const history = new HistoryFiles<Entry>({ dir, cap: CAP, parse })
    for (let n = 0; n < 5 * CAP; n++) {
      history.append(KEY, entry(n))
      await history.flush()
      expect(linesIn(dir)).toBeLessThanOrEqual(2 * CAP + 1)
    }
    const read = new HistoryFiles<Entry>({ dir, cap: CAP, parse })
    expect((await read.list(KEY)).map((e) => e.n)).toEqual(
      Array.from({ length: CAP }, (_, i) => 5 * CAP - 1 - i),
    )
  })

  it('counts the lines of a file written before this start by its size, and rewrites it when long', async () => {
    const dir = newDir()
    // Left by an earlier start: three times the cap.
    writeFileSync(
      join(dir, `${KEY}.jsonl`),
      Array.from({ length: 3 * CAP }, (_, n) => `${JSON.stringify({ add: entry(n) })}\n`).join(''),
    )
    const history = new HistoryFiles<Entry>({ dir, cap: CAP, parse })
    history.append(KEY, entry(3 * CAP))
    await history.flush()
    expect(linesIn(dir)).toBe(CAP)
    expect((await history.list(KEY)).map((e) => e.n)[0]).toBe(3 * CAP)
  })

  it('creates a key’s file on its first append and counts from there', async () => {
    const dir = newDir()
    const history = new HistoryFiles<Entry>({ dir, cap: CAP, parse })
    history.append(KEY, entry(0))
    await history.flush()
    expect(linesIn(dir)).toBe(1)
  })
})
