import { statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { JournalTables } from '../../src/main/core/storage/journalTables'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

/** Small thresholds so a few kilobytes behave as megabytes would; `grow` never compacts. */
const openAt = (path: string, compactMinBytes = 2_000) =>
  JournalTables.open({ path, commitDelayMs: 1, compactRatio: 4, compactMinBytes })
const grow = (path: string) => openAt(path, Number.MAX_SAFE_INTEGER).tables

const value = (n: number) => ({ n, text: 'x'.repeat(100) })

describe('journal tables (src/main/core/storage/journalTables.ts)', () => {
  it('sizes the rows it replays, so a journal of overwrites is compacted after a restart', async () => {
    const path = join(newDir(), 'state.journal')
    const first = grow(path)
    // Spread over many lines, as renewals are: each overwrites the same key.
    for (let n = 0; n < 60; n++) {
      first.set('token', 'p1', value(n))
      await first.commit()
    }
    await first.close()
    const grown = statSync(path).size

    const reopened = openAt(path)
    expect(reopened.tables.get('token', 'p1')).toEqual(value(59))
    reopened.tables.set('token', 'p2', value(0))
    await reopened.tables.settle()
    // Two live rows of ~130 bytes: the file shrinks to them.
    expect(statSync(path).size).toBeLessThan(grown / 10)
    await reopened.tables.close()
    const again = openAt(path)
    expect(again.tables.get('token', 'p1')).toEqual(value(59))
    expect(again.tables.get('token', 'p2')).toEqual(value(0))
    await again.tables.close()
  })

  it('leaves a journal of live rows alone after a restart', async () => {
    const path = join(newDir(), 'state.journal')
    const first = grow(path)
    for (let n = 0; n < 60; n++) {
      first.set('token', `p${n}`, value(n))
      await first.commit()
    }
    await first.close()
    const before = statSync(path).size

    const reopened = openAt(path).tables
    reopened.set('token', 'p60', value(60))
    await reopened.settle()
    // Nothing to reclaim: the file only grew by the new row.
    expect(statSync(path).size).toBeGreaterThan(before)
    await reopened.close()
  })

  it('builds each table from its replayed rows when first used: overwrites and removals across lines, in order', async () => {
    const path = join(newDir(), 'state.journal')
    const first = grow(path)
    first.set('secret', 'a', 'one')
    first.set('secret', 'b', 'two')
    first.set('token', 'p1', value(1))
    await first.commit()
    first.set('secret', 'a', 'three')
    first.set('secret', 'b', null)
    first.set('secret', 'c', 'four')
    await first.close()

    const { tables } = openAt(path, Number.MAX_SAFE_INTEGER)
    expect(tables.get('token', 'p1')).toEqual(value(1))
    expect(tables.entries('secret')).toEqual([
      ['a', 'three'],
      ['c', 'four'],
    ])
    expect(tables.has('secret', 'b')).toBe(false)
    expect(tables.entries('none')).toEqual([])
    await tables.close()
  })

  it('keeps the rows of a table nothing has used yet through a compaction', async () => {
    const path = join(newDir(), 'state.journal')
    const first = grow(path)
    for (let n = 0; n < 60; n++) first.set('token', 'p1', value(n))
    first.set('secret', 'a', 'kept')
    await first.close()

    const { tables } = openAt(path)
    // The token table is used, the secret table not: the compaction must still write it.
    expect(tables.get('token', 'p1')).toEqual(value(59))
    await tables.compact()
    await tables.close()
    const again = openAt(path).tables
    expect(again.entries('secret')).toEqual([['a', 'kept']])
    expect(again.get('token', 'p1')).toEqual(value(59))
    await again.close()
  })
})
