import { readFileSync, truncateSync, writeFileSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { crc32 } from 'node:zlib'
import {
  openJournal,
  replayJournal,
  replayJournalInto,
  rereadLine,
  type Journal,
  type LineSpan,
} from '../../src/main/core/storage/journal'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

type Rec = { n: number; text: string }
const parse = (value: unknown): Rec | null =>
  typeof value === 'object' && value !== null && typeof (value as Rec).n === 'number'
    ? (value as Rec)
    : null

function journalAt(path: string, options: Partial<Parameters<typeof openJournal<Rec>>[0]> = {}) {
  const replayed = replayJournal(path, parse)
  return { replayed, journal: openJournal<Rec>({ path, parse, ...options }, replayed) }
}

const lines = (path: string) => readFileSync(path, 'utf8').split('\n').filter(Boolean)

describe('journal (src/main/core/storage/journal.ts)', () => {
  it('replays what was committed, in order, across a reopen', async () => {
    const path = join(newDir(), 'state.journal')
    const { journal } = journalAt(path)
    for (let n = 0; n < 5; n++) journal.append({ n, text: `record ${n}` })
    await journal.commit()
    await journal.close()
    const { replayed, journal: again } = journalAt(path)
    expect(replayed.records.map((r) => r.n)).toEqual([0, 1, 2, 3, 4])
    expect(replayed).toMatchObject({ damagedLines: 0, tornTail: false })
    again.append({ n: 5, text: 'after reopen' })
    await again.close()
    expect(replayJournal(path, parse).records.map((r) => r.n)).toEqual([0, 1, 2, 3, 4, 5])
  })

  it('writes a batch with one write and one fdatasync, however many records arrive meanwhile', async () => {
    const path = join(newDir(), 'state.journal')
    const calls = { write: 0, datasync: 0 }
    const { journal } = journalAt(path, {
      commitDelayMs: 20,
      openForAppend: async (file) => {
        const handle = await open(file, 'a')
        return new Proxy(handle, {
          get(target, key) {
            if (key === 'write' || key === 'datasync') calls[key]++
            const value = Reflect.get(target, key) as unknown
            return typeof value === 'function' ? value.bind(target) : value
          },
        })
      },
    })
    for (let n = 0; n < 200; n++) journal.append({ n, text: 'x' })
    await journal.commit()
    expect(calls).toEqual({ write: 1, datasync: 1 })
    expect(lines(path)).toHaveLength(200)
    await journal.close()
  })

  it('keeps the records of one transaction on one line, across awaits, apart from concurrent work', async () => {
    const path = join(newDir(), 'state.journal')
    const { journal } = journalAt(path)
    const tick = () => new Promise((resolve) => setTimeout(resolve, 1))
    await Promise.all([
      journal.atomically(async () => {
        journal.append({ n: 1, text: 'secret' })
        await tick()
        journal.append({ n: 2, text: 'metadata' })
      }),
      journal.atomically(async () => {
        journal.append({ n: 10, text: 'other secret' })
        await tick()
        journal.append({ n: 20, text: 'other metadata' })
      }),
    ])
    await journal.commit()
    const written = lines(path).map((line) => JSON.parse(line.slice(9)) as Rec[])
    expect(written.map((batch) => batch.map((r) => r.n)).sort()).toEqual([
      [1, 2],
      [10, 20],
    ])
    await journal.close()
  })

  it.each([
    { lines: 'of one part', later: undefined },
    // In the same order as written: a transaction's later records come after its others.
    { lines: 'with a second part (later records)', later: (r: unknown) => (r as Rec).n >= 2 },
  ])(
    'replays exactly the whole transactions before a cut at any byte, and appends cleanly after it: lines $lines',
    async ({ later }) => {
      const dir = newDir()
      const source = join(dir, 'source.journal')
      const { journal } = journalAt(source, later ? { later } : {})
      const batches = [
        [{ n: 0, text: 'a' }],
        [
          { n: 1, text: 'b ü' },
          { n: 2, text: 'c' },
        ],
        [{ n: 3, text: 'd\n"quoted"' }],
        [{ n: 4, text: 'e' }],
      ]
      for (const batch of batches) {
        await journal.atomically(async () => batch.forEach((r) => journal.append(r)))
      }
      await journal.close()
      const full = readFileSync(source)
      const ends: number[] = []
      for (let i = 0; i < full.length; i++) if (full[i] === 0x0a) ends.push(i + 1)

      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: full.length }), async (cut) => {
          const path = join(dir, `cut-${cut}.journal`)
          writeFileSync(path, full)
          truncateSync(path, cut)
          // A cut just before a line break leaves that line whole: only its break is missing.
          const lostBreak = ends.includes(cut + 1)
          const whole = ends.filter((end) => end <= cut).length + (lostBreak ? 1 : 0)
          const { replayed, journal: reopened } = journalAt(path, later ? { later } : {})
          expect(replayed.records.map((r) => r.n)).toEqual(
            batches
              .slice(0, whole)
              .flat()
              .map((r) => r.n),
          )
          expect(replayed.damagedLines).toBe(0)
          expect(replayed.tornTail).toBe(!ends.includes(cut) && !lostBreak && cut !== 0)
          expect(replayed.unterminated).toBe(lostBreak)
          reopened.append({ n: 99, text: 'after the crash' })
          await reopened.close()
          const after = replayJournal(path, parse)
          expect(after.records.at(-1)?.n).toBe(99)
          expect(after.damagedLines).toBe(0)
        }),
        { numRuns: 60, seed: 20261123 },
      )
    },
  )

  describe('a second part, for records a start can do without (later)', () => {
    const later = (r: unknown) => (r as Rec).text === 'secret'
    async function written(path: string) {
      const { journal } = journalAt(path, { later })
      await journal.atomically(async () => {
        journal.append({ n: 0, text: 'secret' })
        journal.append({ n: 1, text: 'plain' })
      })
      journal.append({ n: 2, text: 'plain' })
      journal.append({ n: 3, text: 'secret' })
      await journal.close()
    }

    /** Replays as a start does: first parts decoded and taken, second parts only located. */
    function replayLeavingSecond(path: string) {
      const taken: unknown[] = []
      const parts: LineSpan[] = []
      const count = replayJournalInto(
        path,
        (value) => taken.push(value) > 0,
        (part) => parts.push(part),
      )
      return { taken, parts, count }
    }

    it('goes after a tab on the same line, under the one checksum', async () => {
      const path = join(newDir(), 'state.journal')
      await written(path)
      expect(lines(path).map((line) => line.split('\t').slice(1))).toEqual([
        ['[{"n":1,"text":"plain"}]', '[{"n":0,"text":"secret"}]'],
        ['[{"n":2,"text":"plain"}]'],
        ['[]', '[{"n":3,"text":"secret"}]'],
      ])
      // Read by a reader that wants everything: both parts.
      expect(replayJournal(path, parse).records.map((r) => r.n)).toEqual([1, 0, 2, 3])
    })

    it('is left undecoded by a start that asks so, and decoded from the bytes when wanted', async () => {
      const path = join(newDir(), 'state.journal')
      await written(path)
      const { taken, parts, count } = replayLeavingSecond(path)
      expect(taken).toEqual([
        { n: 1, text: 'plain' },
        { n: 2, text: 'plain' },
      ])
      expect(count).toMatchObject({ records: 2, damagedLines: 0 })
      expect(parts.map((part) => rereadLine(count.bytes!, part))).toEqual([
        [{ n: 0, text: 'secret' }],
        [{ n: 3, text: 'secret' }],
      ])
    })

    it('fails its whole line when one of its bytes is damaged, though the start does not decode it', async () => {
      const path = join(newDir(), 'state.journal')
      await written(path)
      writeFileSync(path, readFileSync(path, 'utf8').replace('"n":0', '"n":8'))
      const { taken, parts, count } = replayLeavingSecond(path)
      expect(count.damagedLines).toBe(1)
      expect(taken).toEqual([{ n: 2, text: 'plain' }])
      expect(parts).toHaveLength(1)
    })

    it('counts a line as damaged when its second part is not an array, even with a matching checksum', () => {
      const path = join(newDir(), 'state.journal')
      const json = '[{"n":1,"text":"plain"}]\t{"n":0}'
      writeFileSync(path, `${crc32(json).toString(16).padStart(8, '0')}\t${json}\n`)
      const count = replayJournalInto(
        path,
        () => true,
        () => undefined,
      )
      expect(count).toMatchObject({ records: 0, damagedLines: 1 })
      expect(replayJournal(path, parse)).toMatchObject({ records: [], damagedLines: 1 })
    })
  })

  it('keeps a whole last line that lost only its line break, and starts the next on a line of its own', async () => {
    // An editor or a sync tool that strips the final newline: the journal's one line after a
    // compaction held every stored password, and the start cut it off as torn.
    const path = join(newDir(), 'state.journal')
    const { journal } = journalAt(path)
    journal.append({ n: 0, text: 'a' })
    journal.append({ n: 1, text: 'b' })
    await journal.close()
    const bytes = readFileSync(path)
    writeFileSync(path, bytes.subarray(0, bytes.length - 1))
    const { replayed, journal: reopened } = journalAt(path)
    expect(replayed).toMatchObject({ damagedLines: 0, tornTail: false, unterminated: true })
    expect(replayed.records.map((r) => r.n)).toEqual([0, 1])
    expect(readFileSync(path)).toEqual(bytes)
    reopened.append({ n: 2, text: 'c' })
    await reopened.close()
    expect(replayJournal(path, parse)).toMatchObject({
      damagedLines: 0,
      tornTail: false,
      unterminated: false,
    })
    expect(replayJournal(path, parse).records.map((r) => r.n)).toEqual([0, 1, 2])
  })

  it('skips and counts a damaged line in the middle, keeping every other record', async () => {
    const path = join(newDir(), 'state.journal')
    const { journal } = journalAt(path)
    for (let n = 0; n < 3; n++) journal.append({ n, text: 'abc' })
    await journal.close()
    const text = readFileSync(path, 'utf8').split('\n')
    text[1] = text[1]!.replace('abc', 'abd') // a flipped bit: the checksum no longer matches
    writeFileSync(path, text.join('\n'))
    const replayed = replayJournal(path, parse)
    expect(replayed.records.map((r) => r.n)).toEqual([0, 2])
    expect(replayed.damagedLines).toBe(1)
  })

  it('checks each line over its bytes as written: text beyond ASCII replays, a damaged byte in it is caught', async () => {
    const path = join(newDir(), 'state.journal')
    const { journal } = journalAt(path)
    const texts = ['Zürich – Ørsted', '東京の顧客', 'emoji 🎉 and \u0000 and \n inside']
    texts.forEach((text, n) => journal.append({ n, text }))
    await journal.close()
    expect(replayJournal(path, parse)).toEqual({
      records: texts.map((text, n) => ({ n, text })),
      damagedLines: 0,
      tornTail: false,
      unterminated: false,
    })
    // One byte of "東" changed (still a three-byte character): the checksum no longer matches.
    const bytes = readFileSync(path)
    const at = bytes.indexOf(Buffer.from('東'))
    bytes[at + 2] = bytes[at + 2]! ^ 1
    writeFileSync(path, bytes)
    const replayed = replayJournal(path, parse)
    expect(replayed.records.map((r) => r.n)).toEqual([0, 2])
    expect(replayed.damagedLines).toBe(1)
  })

  it('counts a record that does not fit the schema as damaged', () => {
    const path = join(newDir(), 'state.journal')
    writeFileSync(path, '')
    const { journal } = journalAt(path)
    journal.append({ n: 1, text: 'ok' })
    journal.append({ wrong: true } as unknown as Rec)
    return journal.close().then(() => {
      const replayed = replayJournal(path, parse)
      expect(replayed.records).toEqual([{ n: 1, text: 'ok' }])
      expect(replayed.damagedLines).toBe(1)
    })
  })

  it('on a refused write (full disk) reports it, keeps the records and writes them once the disk takes them', async () => {
    const path = join(newDir(), 'state.journal')
    let full = true
    const errors: string[] = []
    const { journal } = journalAt(path, {
      commitDelayMs: 5,
      onWriteError: (error) => errors.push(error.code ?? ''),
      openForAppend: async (file) => {
        const handle = await open(file, 'a')
        return new Proxy(handle, {
          get(target, key) {
            if (key === 'write' && full) {
              return async (text: string) => {
                // Half the batch reaches the disk, then it is full.
                await target.write(text.slice(0, Math.floor(text.length / 2)))
                throw Object.assign(new Error('ENOSPC: no space left on device'), {
                  code: 'ENOSPC',
                })
              }
            }
            const value = Reflect.get(target, key) as unknown
            return typeof value === 'function' ? value.bind(target) : value
          },
        })
      },
    })
    journal.append({ n: 1, text: 'first' })
    await expect(journal.commit()).rejects.toThrow('ENOSPC')
    expect(errors).toEqual(['ENOSPC'])
    full = false
    journal.append({ n: 2, text: 'second' })
    await journal.commit()
    await journal.close()
    const replayed = replayJournal(path, parse)
    expect(replayed.records.map((r) => r.n)).toEqual([1, 2])
    // The half line is a damaged line, reported and skipped; nothing after it is lost.
    expect(replayed.damagedLines).toBe(1)
  })

  it('compacts to a snapshot; records appended during compaction follow it', async () => {
    const path = join(newDir(), 'state.journal')
    const { journal } = journalAt(path)
    for (let n = 0; n < 1000; n++) journal.append({ n: n % 10, text: `version ${n}` })
    await journal.commit()
    const before = journal.size
    const live = new Map<number, Rec>()
    for (let n = 0; n < 1000; n++) live.set(n % 10, { n: n % 10, text: `version ${n}` })
    const compacted = journal.compact(() => {
      // The live state as it is when the compaction runs; an append lands while it writes.
      setImmediate(() => journal.append({ n: 42, text: 'during compaction' }))
      return [...live.values()]
    })
    await compacted
    await journal.commit()
    expect(journal.size).toBeLessThan(before / 10)
    await journal.close()
    const replayed = replayJournal(path, parse)
    expect(replayed.records).toEqual([...live.values(), { n: 42, text: 'during compaction' }])
  })

  it('resolves commit at once when nothing is pending', async () => {
    const path = join(newDir(), 'state.journal')
    const { journal }: { journal: Journal<Rec> } = journalAt(path)
    await journal.commit()
    await journal.close()
  })
})
