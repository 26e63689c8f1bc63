import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { closeBeforeRemoval, useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

/** What the writer below saw when it was closed: its folder still there, its last file written. */
let made: string | null = null
let closedWhileThere: boolean | null = null
let writer: (() => void) | null = null

closeBeforeRemoval(async () => {
  writer?.()
  writer = null
})

describe('temporary folders', () => {
  it('are left to the test while it runs', () => {
    made = newDir()
    // A writer still busy as the test ends, as a core left open is with its journal.
    writer = () => {
      closedWhileThere = existsSync(made as string)
      writeFileSync(join(made as string, 'last-line'), 'written on close')
    }
    expect(existsSync(made)).toBe(true)
  })

  it('go only after what still writes into them was closed', async () => {
    expect(closedWhileThere).toBe(true)
    expect(made).not.toBeNull()
    expect(existsSync(made as string)).toBe(false)
  })
})
