import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createFileLogger } from '../../src/main/core/log/fileLogger'
import { createRotatingFile } from '../../src/main/core/log/rotatingFile'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
const lines = (path: string) => readFileSync(path, 'utf8').split('\n').filter(Boolean)

describe('createRotatingFile', () => {
  it('appends lines in order, creating the folder', async () => {
    const dir = join(newDir(), 'logs')
    const file = createRotatingFile({ dir })
    file.write('one')
    file.write('two')
    file.write('three')
    await file.flush()
    expect(lines(file.path)).toEqual(['one', 'two', 'three'])
    expect(file.dropped).toBe(0)
  })

  it('rotates by size and keeps the newest files only', async () => {
    const dir = newDir()
    const file = createRotatingFile({ dir, maxBytes: 100, files: 3 })
    // 10 bytes a line, 10 lines per file; 45 lines need 5 files, 3 are kept.
    for (let i = 0; i < 45; i++) {
      file.write(`line-${String(i).padStart(3, '0')}`)
      if (i % 7 === 0) await file.flush() // batches of several sizes
    }
    await file.flush()
    expect(readdirSync(dir).sort()).toEqual(['main.log', 'main.log.1', 'main.log.2'])
    for (const name of readdirSync(dir))
      expect(statSync(join(dir, name)).size).toBeLessThanOrEqual(100)
    const all = [...lines(`${file.path}.2`), ...lines(`${file.path}.1`), ...lines(file.path)]
    expect(all.at(-1)).toBe('line-044')
    // In order, with no gaps, ending at the newest.
    const numbers = all.map((l) => Number(l.slice(5)))
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i))
    expect(numbers[0]).toBeGreaterThan(0) // the oldest lines are gone
  })

  it('continues an existing file after a restart, counting its size', async () => {
    const dir = newDir()
    writeFileSync(join(dir, 'main.log'), 'x'.repeat(95) + '\n')
    const file = createRotatingFile({ dir, maxBytes: 100 })
    file.write('next line')
    await file.flush()
    expect(lines(`${file.path}.1`)).toEqual(['x'.repeat(95)])
    expect(lines(file.path)).toEqual(['next line'])
  })

  it('with one file kept, starts the file over when full', async () => {
    const dir = newDir()
    const file = createRotatingFile({ dir, maxBytes: 20, files: 1 })
    file.write('aaaaaaaaaaaaaaa')
    await file.flush()
    file.write('bbbbbbbbbbbbbbb')
    await file.flush()
    expect(readdirSync(dir)).toEqual(['main.log'])
    expect(lines(file.path)).toEqual(['bbbbbbbbbbbbbbb'])
  })

  it('never throws when the folder cannot be written, and recovers when it can', async () => {
    const root = newDir()
    const blocker = join(root, 'logs')
    // A file where the folder should be: mkdir fails (ENOTDIR/EEXIST) even for root.
    writeFileSync(blocker, 'not a folder')
    const file = createRotatingFile({ dir: join(blocker, 'inner') })
    expect(() => file.write('lost 1')).not.toThrow()
    file.write('lost 2')
    await expect(file.flush()).resolves.toBeUndefined()
    expect(file.dropped).toBe(2)

    rmSync(blocker)
    file.write('kept')
    await file.flush()
    expect(lines(file.path)).toEqual(['kept'])
    expect(file.dropped).toBe(2)
  })

  it('drops the oldest queued lines beyond its limit instead of growing without end', async () => {
    const dir = newDir()
    const file = createRotatingFile({ dir, maxQueued: 3 })
    for (let i = 1; i <= 6; i++) file.write(`l${i}`)
    await file.flush()
    // The first line started a write at once; of the five queued behind it, the two oldest went.
    expect(lines(file.path)).toEqual(['l1', 'l4', 'l5', 'l6'])
    expect(file.dropped).toBe(2)
  })
})

describe('createFileLogger', () => {
  it('writes redacted, timestamped lines to <dir>/main.log', async () => {
    const dir = newDir()
    const logger = createFileLogger(dir, { clock: () => Date.parse('2026-01-02T03:04:05.006Z') })
    logger.info('started')
    logger.error('refused {"password":"pa55word-here"} Authorization: Bearer zzz-token')
    await logger.flush()
    expect(logger.path).toBe(join(dir, 'main.log'))
    const text = readFileSync(logger.path, 'utf8')
    expect(text).not.toContain('pa55word-here')
    expect(text).not.toContain('zzz-token')
    expect(lines(logger.path)).toEqual([
      '2026-01-02T03:04:05.006Z INFO  started',
      '2026-01-02T03:04:05.006Z ERROR refused {"password":"‹redacted›"} Authorization: ‹redacted›',
    ])
  })
})
