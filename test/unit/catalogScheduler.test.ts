import { describe, expect, it } from 'vitest'
import {
  CATALOG_CHECK_MS,
  CATALOG_START_DELAY_MS,
  CatalogScheduler,
  isDue,
} from '../../src/main/core/catalog/catalogScheduler'
import type { SourceRecord } from '../../src/main/core/catalog/catalogStore'

const minute = 60_000
const start = Date.UTC(2026, 10, 29, 9)

const record = (id: string, kind: 'file' | 'url', lastAttemptAt: number | null): SourceRecord => ({
  source: {
    id,
    name: id,
    location:
      kind === 'file' ? { kind, path: `/srv/${id}.json` } : { kind, url: `https://x.test/${id}` },
    trust: { kind: 'none' },
    refreshMinutes: 30,
  },
  etag: null,
  lastAttemptAt,
  lastSyncedAt: lastAttemptAt,
  error: null,
  appliedOnce: true,
})

/** Timers the test fires by hand, and a clock it moves: nothing waits for real time. */
function rig(records: SourceRecord[]) {
  let now = start
  const fired: { ms: number; run: () => void; repeat: boolean }[] = []
  const synced: string[] = []
  const scheduler = new CatalogScheduler({
    clock: () => now,
    records: () => records,
    sync: async (id) => {
      synced.push(id)
      const found = records.find((r) => r.source.id === id)
      if (found) found.lastAttemptAt = now
    },
    timers: {
      after: (ms, run) => (fired.push({ ms, run, repeat: false }), () => undefined),
      every: (ms, run) => (fired.push({ ms, run, repeat: true }), () => undefined),
    },
  })
  return { scheduler, fired, synced, move: (ms: number) => (now += ms) }
}

describe('the catalog scheduler', () => {
  it('reads every source once after the start, then URL sources as they fall due by the clock', async () => {
    const records = [record('file', 'file', null), record('url', 'url', null)]
    const { scheduler, fired, synced, move } = rig(records)
    scheduler.start()
    expect(synced).toEqual([])
    expect(fired.map((f) => [f.ms, f.repeat])).toEqual([
      [CATALOG_START_DELAY_MS, false],
      [CATALOG_CHECK_MS, true],
    ])
    fired.find((f) => !f.repeat)?.run()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(synced).toEqual(['file', 'url'])
    move(29 * minute)
    await scheduler.tick()
    expect(synced).toEqual(['file', 'url'])
    move(minute)
    await scheduler.tick()
    // The file is read at start and on Sync now only.
    expect(synced).toEqual(['file', 'url', 'url'])
  })

  it('the start’s read leaves alone a source added, or read with Sync now, since the start', async () => {
    const records = [record('kept', 'file', null), record('synced', 'file', null)]
    const { scheduler, fired, synced, move } = rig(records)
    scheduler.start()
    // Within the delay: the user syncs one source and adds another.
    move(1_000)
    records[1]!.lastAttemptAt = start + 1_000
    records.push(record('added', 'file', start + 1_000))
    fired.find((f) => !f.repeat)?.run()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(synced).toEqual(['kept'])
  })

  it('a clock set back does not hold the next read off', () => {
    expect(isDue(record('u', 'url', start), start - 5 * minute)).toBe(true)
    expect(isDue(record('u', 'url', start), start + 5 * minute)).toBe(false)
    expect(isDue(record('f', 'file', null), start)).toBe(false)
  })

  it('one pass at a time: a tick during a slow read does not read again', async () => {
    const records = [record('url', 'url', null)]
    let release: () => void = () => undefined
    const synced: string[] = []
    const scheduler = new CatalogScheduler({
      clock: () => start,
      records: () => records,
      sync: (id) => {
        synced.push(id)
        return new Promise<void>((done) => (release = done))
      },
      timers: { after: () => () => undefined, every: () => () => undefined },
    })
    const first = scheduler.tick()
    await scheduler.tick()
    release()
    await first
    expect(synced).toEqual(['url'])
  })
})
