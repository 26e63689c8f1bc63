import { chmodSync, mkdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { makeFilesPrivate } from '../../src/main/core/storage/privateFolder'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

describe.skipIf(process.platform === 'win32')('makeFilesPrivate, paced', () => {
  it('awaits its pacing between slices of 64 files, and makes every file private', async () => {
    const dir = newDir()
    const activity = join(dir, 'activity')
    mkdirSync(activity)
    for (let i = 0; i < 130; i++) {
      const file = join(activity, `p${i}.jsonl`)
      writeFileSync(file, '')
      chmodSync(file, 0o644)
    }
    let pauses = 0
    const left = await makeFilesPrivate(dir, process.platform, async () => {
      pauses++
    })
    expect(left).toEqual([])
    // 130 files: slices at 0, 64 and 128, so two pauses between them.
    expect(pauses).toBe(2)
    expect((statSync(join(activity, 'p129.jsonl')).mode & 0o777).toString(8)).toBe('600')
  })
})
