import type { Clock } from '../clock'
import type { SourceRecord } from './catalogStore'

/** How often the scheduler looks whether a URL source is due. */
export const CATALOG_CHECK_MS = 60_000
/** After the window's first screen (about 0.4 s) and the transport's load (1 s). */
export const CATALOG_START_DELAY_MS = 2_000

export interface CatalogSchedulerDeps {
  clock: Clock
  records: () => SourceRecord[]
  sync: (sourceId: string) => Promise<unknown>
  /** Timers, injected so a test drives them; the app's are setTimeout and setInterval. */
  timers?: {
    after(ms: number, run: () => void): () => void
    every(ms: number, run: () => void): () => void
  }
}

const realTimers = {
  after: (ms: number, run: () => void) => {
    const timer = setTimeout(run, ms)
    timer.unref?.()
    return () => clearTimeout(timer)
  },
  every: (ms: number, run: () => void) => {
    const timer = setInterval(run, ms)
    timer.unref?.()
    return () => clearInterval(timer)
  },
}

/** A URL source whose refresh interval has passed since its last read (by the app's clock). */
export function isDue(record: SourceRecord, now: number): boolean {
  if (record.source.location.kind !== 'url') return false
  if (record.lastAttemptAt === null) return true
  // A clock set back (by hand, or NTP) must not hold the next read off for ever.
  if (now < record.lastAttemptAt) return true
  return now - record.lastAttemptAt >= record.source.refreshMinutes * 60_000
}

/**
 * Reads every source once after the start (never in its way), and each URL
 * source again every `refreshMinutes` by the app's clock: `tick` compares
 * each source's last read with the clock, so a clock moved forward (sleep, a
 * test) makes it due at the next look. The start's read leaves alone a source
 * added or read since the start: the user is working with it, and a read of
 * theirs a moment later would find the change already applied ("not changed").
 */
export class CatalogScheduler {
  private readonly timers: NonNullable<CatalogSchedulerDeps['timers']>
  private running = false

  constructor(private readonly deps: CatalogSchedulerDeps) {
    this.timers = deps.timers ?? realTimers
  }

  start(): () => void {
    const atStart = new Map(this.deps.records().map((r) => [r.source.id, r.lastAttemptAt]))
    const stopFirst = this.timers.after(
      CATALOG_START_DELAY_MS,
      () =>
        void this.each(
          (r) => atStart.has(r.source.id) && atStart.get(r.source.id) === r.lastAttemptAt,
        ),
    )
    const stopEvery = this.timers.every(CATALOG_CHECK_MS, () => void this.tick())
    return () => {
      stopFirst()
      stopEvery()
    }
  }

  /** The URL sources that are due. */
  async tick(): Promise<void> {
    const now = this.deps.clock()
    await this.each((record) => isDue(record, now))
  }

  private async each(pick: (record: SourceRecord) => boolean): Promise<void> {
    // One pass at a time: a slow server does not pile reads up.
    if (this.running) return
    this.running = true
    try {
      for (const record of this.deps.records().filter(pick)) {
        await this.deps.sync(record.source.id).catch(() => undefined)
      }
    } finally {
      this.running = false
    }
  }
}
