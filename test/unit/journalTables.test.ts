import { readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { replayJournal, writeJournalSync } from '../../src/main/core/storage/journal'
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

  describe('records of a kind this version does not know (a newer version wrote them)', () => {
    /** What a row of a table looks like to this version: anything else is a newer version's. */
    const isRow = (v: unknown) =>
      typeof v === 'object' &&
      v !== null &&
      typeof (v as { t?: unknown }).t === 'string' &&
      typeof (v as { k?: unknown }).k === 'string' &&
      'v' in v
    const newer = fc.jsonValue({ maxDepth: 3 }).filter((v) => !isRow(v))
    const row = fc.record({
      t: fc.constantFrom('token', 'used', 'secret'),
      k: fc.constantFrom('p1', 'p2', 'p3'),
      v: fc.oneof(fc.integer(), fc.constant(null)),
    })
    /** Every record in the file, in order (wrapped: a null record is one too). */
    const records = (path: string) =>
      replayJournal(path, (record) => ({ record })).records.map((r) => r.record)

    it('are no damage: counted as none, kept, and written back as they were by a compaction', async () => {
      const path = join(newDir(), 'state.journal')
      const later = [
        { op: 'merge', t: 'token', k: 'p1', patch: { boundTo: 'device-7' } },
        ['a', 'list'],
        'text',
        7,
      ]
      // Lines whose checksums pass: written as this version writes its own.
      writeJournalSync(path, [
        { t: 'token', k: 'p1', v: value(1) },
        ...later,
        { t: 'used', k: 'p1', v: 5 },
      ])
      const { tables, damaged } = openAt(path)
      expect(damaged).toBe(0)
      expect(tables.get('token', 'p1')).toEqual(value(1))
      expect(tables.get('used', 'p1')).toBe(5)
      tables.set('used', 'p1', 6)
      await tables.compact()
      await tables.close()
      // Each as written, in their order: a newer version reads them back as it wrote them.
      expect(readFileSync(path, 'utf8')).toContain(JSON.stringify(later).slice(1, -1))
      const reopened = openAt(path)
      expect(reopened.damaged).toBe(0)
      expect(reopened.tables.get('used', 'p1')).toBe(6)
      await reopened.tables.close()
    })

    it('whatever they hold and wherever they stand, among rows and across compactions', async () => {
      const dir = newDir()
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.oneof(row, newer), { maxLength: 40 }),
          fc.integer({ min: 1, max: 3 }),
          async (written, compactions) => {
            const path = join(dir, `j-${Math.random().toString(36).slice(2)}.journal`)
            writeJournalSync(path, written)
            const kept = written.filter((r) => !isRow(r))
            const rows = (tables: JournalTables) =>
              ['token', 'used', 'secret'].map((t) => tables.entries(t))
            const first = openAt(path, Number.MAX_SAFE_INTEGER)
            expect(first.damaged).toBe(0)
            const state = rows(first.tables)
            await first.tables.close()
            for (let n = 0; n < compactions; n++) {
              const { tables, damaged } = openAt(path, Number.MAX_SAFE_INTEGER)
              expect(damaged).toBe(0)
              expect(rows(tables)).toEqual(state)
              await tables.compact()
              await tables.close()
            }
            const after = records(path)
            expect(after.filter((r) => !isRow(r)).map((r) => JSON.stringify(r))).toEqual(
              kept.map((r) => JSON.stringify(r)),
            )
            const last = openAt(path, Number.MAX_SAFE_INTEGER)
            expect(rows(last.tables)).toEqual(state)
            await last.tables.close()
          },
        ),
        { numRuns: 60, seed: 20261124 },
      )
    })
  })

  describe.each([
    // Lines written before the split: the secrets in the first part, decoded at start and again later.
    { written: 'by a version that kept every row in a first part', writer: grow },
    {
      written: 'with its rows in second parts',
      writer: (path: string) =>
        JournalTables.open({
          path,
          commitDelayMs: 1,
          compactMinBytes: Number.MAX_SAFE_INTEGER,
          readLater: ['secret'],
        }).tables,
    },
  ])('a table read later (readLater), in a journal written $written', ({ writer }) => {
    /** A journal whose lines mix the table read later with others, across overwrites and removals. */
    async function mixed(path: string) {
      const first = writer(path)
      await first.atomically(async () => {
        first.set('token', 'p1', value(1))
        first.set('secret', 'a', 'one')
        first.set('secret', 'b', 'two')
      })
      first.set('used', 'p1', 5)
      await first.atomically(async () => {
        first.set('secret', 'a', 'three')
        first.set('secret', 'b', null)
        first.set('token', 'p1', value(2))
      })
      first.set('secret', 'c', 'four')
      await first.close()
    }
    const openLater = (path: string) =>
      JournalTables.open({ path, commitDelayMs: 1, readLater: ['secret'] })

    it('gives the rows a table read at start would', async () => {
      const path = join(newDir(), 'state.journal')
      await mixed(path)
      const later = openLater(path)
      const now = grow(path)
      expect(later.damaged).toBe(0)
      expect(later.tables.get('token', 'p1')).toEqual(value(2))
      expect(later.tables.get('used', 'p1')).toBe(5)
      expect(later.tables.entries('secret')).toEqual(now.entries('secret'))
      expect(later.tables.entries('secret')).toEqual([
        ['a', 'three'],
        ['c', 'four'],
      ])
      await later.tables.close()
      await now.close()
    })

    it('puts a change made before its first use after the rows the start read', async () => {
      const path = join(newDir(), 'state.journal')
      await mixed(path)
      const { tables } = openLater(path)
      tables.set('secret', 'c', null)
      tables.set('secret', 'd', 'five')
      expect(tables.entries('secret')).toEqual([
        ['a', 'three'],
        ['d', 'five'],
      ])
      await tables.close()
      expect(openLater(path).tables.entries('secret')).toEqual([
        ['a', 'three'],
        ['d', 'five'],
      ])
    })

    it('counts a damaged line at start and reads the rest later', async () => {
      const path = join(newDir(), 'state.journal')
      await mixed(path)
      const lines = readFileSync(path, 'utf8').split('\n')
      // The line that removed "b": a flipped byte, its checksum fails.
      lines[2] = lines[2]!.replace('"three"', '"thrEe"')
      writeFileSync(path, lines.join('\n'))
      const { tables, damaged } = openLater(path)
      expect(damaged).toBe(1)
      expect(tables.get('token', 'p1')).toEqual(value(1))
      expect(tables.entries('secret')).toEqual([
        ['a', 'one'],
        ['b', 'two'],
        ['c', 'four'],
      ])
      await tables.close()
    })

    it('keeps its rows through a compaction that comes before its first use', async () => {
      const path = join(newDir(), 'state.journal')
      await mixed(path)
      const { tables } = openLater(path)
      await tables.compact()
      await tables.close()
      expect(grow(path).entries('secret')).toEqual([
        ['a', 'three'],
        ['c', 'four'],
      ])
    })
  })

  it('writes the rows of a table read later in the second part of their line', async () => {
    const path = join(newDir(), 'state.journal')
    const { tables } = JournalTables.open({ path, commitDelayMs: 1, readLater: ['secret'] })
    await tables.atomically(async () => {
      tables.set('token', 'p1', 1)
      tables.set('secret', 'a', 'sealed')
    })
    await tables.close()
    expect(readFileSync(path, 'utf8').split('\t').slice(1)).toEqual([
      '[{"t":"token","k":"p1","v":1}]',
      '[{"t":"secret","k":"a","v":"sealed"}]\n',
    ])
  })

  it('sizes the rows a start left undecoded, so a journal of overwritten secrets is compacted', async () => {
    const path = join(newDir(), 'state.journal')
    const options = { path, commitDelayMs: 1, compactRatio: 4, readLater: ['secret'] }
    const first = JournalTables.open({
      ...options,
      compactMinBytes: Number.MAX_SAFE_INTEGER,
    }).tables
    // Live: 40 small token rows and one secret; the 39 overwritten secrets are most of the file.
    for (let n = 0; n < 40; n++) {
      first.set('token', `p${n}`, n)
      first.set('secret', 'a', `sealed ${n} ${'x'.repeat(400)}`)
    }
    await first.close()
    const before = statSync(path).size
    const { tables } = JournalTables.open({ ...options, compactMinBytes: 2_000 })
    tables.set('token', 'p1', 1)
    await tables.settle()
    expect(statSync(path).size).toBeLessThan(before / 4)
    expect(tables.get('secret', 'a')).toBe(`sealed 39 ${'x'.repeat(400)}`)
    await tables.close()
  })
})
