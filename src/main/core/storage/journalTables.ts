import {
  openJournal,
  replayJournalInto,
  rereadLine,
  type Journal,
  type Later,
  type LineSpan,
} from './journal'

/** One change: in table `t`, key `k` now holds `v` (null: removed). */
interface Row {
  t: string
  k: string
  v: unknown
}

/**
 * The row that marks a journal as the app's own, in a table no one else
 * uses. Every journal the app writes holds it from its first line on, and
 * it is live, so a compaction keeps it: a journal the app wrote is never
 * empty. An empty or missing one beside profiles was lost, not never written.
 */
export const JOURNAL_MARK = { t: 'journal', k: 'written-by', v: 'token-desk' } as const

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Row).t === 'string' &&
  typeof (value as Row).k === 'string' &&
  'v' in value

/** The rows of these tables: what a journal writes in its lines' second parts for them (see Later). */
export const rowsOf =
  (tables: readonly string[]): Later =>
  (value) =>
    isRow(value) && tables.includes(value.t)

export interface JournalTablesOptions {
  path: string
  commitDelayMs?: number
  /** A write or sync failed; the rows stay queued and are retried. */
  onWriteError?: (error: NodeJS.ErrnoException) => void
  /** A write succeeded after a failure (see Journal). */
  onWriteRecovered?: () => void
  /** Compact once the file is this many times its live rows' size (and over `compactMinBytes`). */
  compactRatio?: number
  compactMinBytes?: number
  /**
   * Tables not wanted at start. Their rows are written in each line's second
   * part, which the start checks (the line's checksum) but does not decode;
   * it is decoded from the bytes read then when one of these tables is first
   * used. Decoding and keeping tens of thousands of rows no one reads yet
   * would cost every start. Lines written before this split hold them in
   * their first part: those are decoded at start, and again later.
   */
  readLater?: readonly string[]
}

/** The start's bytes, and the parts of lines in them that hold rows of the tables read later. */
interface ToRead {
  tables: ReadonlySet<string>
  bytes: Buffer
  lines: LineSpan[]
}

/** What replaying the journal at start found. */
export interface Opened {
  tables: JournalTables
  /**
   * Lines that failed their checksum or did not parse: skipped. A record of
   * a whole line that is no row of a table is not damage but a newer
   * version's (see JournalTables.newer).
   */
  damaged: number
  /** The last line was cut short by a crash and dropped. */
  tornTail: boolean
}

/**
 * Small keyed tables (token state, secrets…) over one journal: reads come
 * from memory, every change is one appended row, and a transaction's rows
 * share one line, so they reach the disk together or not at all. When the
 * file grows well past what the live rows need, it is compacted in the
 * background.
 */
export class JournalTables {
  /**
   * Approximate bytes the live rows take in the journal; null until the
   * first change needs it (counting live rows reads every table).
   */
  private liveBytes: number | null = null
  private compacting: Promise<void> | null = null
  private soon: NodeJS.Timeout | null = null

  private constructor(
    /** Rows of tables, and the records of a newer version kept for it (see newerRecords). */
    private readonly journal: Journal<unknown>,
    private readonly options: JournalTablesOptions,
    /** The tables: all but those read later from the start, and those once first used. */
    private readonly data: Map<string, Map<string, unknown>>,
    /** The file's bytes per row replayed at start (see live). */
    private readonly bytesPerRow: number,
    /** Tables whose rows the start did not keep (see readLater); null once read. */
    private later: ToRead | null,
    /**
     * Records of whole lines that are no row of a table: a newer version
     * wrote them (this one writes only rows, and the line's checksum says
     * it is as written). Not used, and not damage: kept, in their order,
     * and written back first by each compaction, so that version finds them.
     */
    private readonly newerRecords: readonly unknown[],
  ) {}

  /**
   * Replays the journal synchronously (start-up) and opens it for appends.
   * Each row is checked now (damage is reported at start); the rows of
   * tables read later (options.readLater) are not kept until one of them is
   * first used.
   */
  static open(options: JournalTablesOptions): Opened {
    const data = new Map<string, Map<string, unknown>>()
    // A list, not a set: one or two names, compared without hashing each row's.
    const readLater = options.readLater ?? []
    const laterLines: LineSpan[] = []
    const later = readLater.length > 0 ? rowsOf(readLater) : undefined
    let laterBytes = 0
    const newer: unknown[] = []
    const replayed = replayJournalInto(
      options.path,
      (value, line) => {
        if (!isRow(value)) {
          newer.push(value)
          return true
        }
        if (readLater.length > 0 && readLater.includes(value.t)) {
          if (laterLines[laterLines.length - 1] !== line) laterLines.push(line)
        } else replayRow(data, value)
        return true
      },
      later &&
        ((part) => {
          laterLines.push(part)
          laterBytes += part.end - part.start
        }),
    )
    const journal = openJournal<unknown>(
      {
        path: options.path,
        parse: (value) => value,
        ...(later ? { later } : {}),
        ...(options.commitDelayMs === undefined ? {} : { commitDelayMs: options.commitDelayMs }),
        ...(options.onWriteError ? { onWriteError: options.onWriteError } : {}),
        ...(options.onWriteRecovered ? { onWriteRecovered: options.onWriteRecovered } : {}),
      },
      replayed,
    )
    // Rows left undecoded are not counted: live() sizes them itself once they are read.
    const bytesPerRow =
      replayed.records === 0 ? 0 : Math.max(0, journal.size - laterBytes) / replayed.records
    const toRead =
      laterLines.length > 0 && replayed.bytes
        ? { tables: new Set(readLater), bytes: replayed.bytes, lines: laterLines }
        : null
    const tables = new JournalTables(journal, options, data, bytesPerRow, toRead, newer)
    return { tables, damaged: replayed.damagedLines, tornTail: replayed.tornTail }
  }

  /** How many records a newer version wrote that this one keeps but does not use. */
  get newer(): number {
    return this.newerRecords.length
  }

  /** Writes the mark (see JOURNAL_MARK) if the journal does not hold it yet. */
  mark(): void {
    if (!this.has(JOURNAL_MARK.t, JOURNAL_MARK.k))
      this.set(JOURNAL_MARK.t, JOURNAL_MARK.k, JOURNAL_MARK.v)
  }

  get(table: string, key: string): unknown {
    return this.rows(table)?.get(key)
  }

  has(table: string, key: string): boolean {
    return this.rows(table)?.has(key) ?? false
  }

  entries(table: string): [string, unknown][] {
    return [...(this.rows(table) ?? [])]
  }

  /**
   * A table's rows as they are now and from now on (the same map for the
   * life of these tables): for a reader that looks up thousands of keys.
   */
  table(table: string): ReadonlyMap<string, unknown> {
    let rows = this.rows(table)
    if (!rows) {
      rows = new Map()
      this.data.set(table, rows)
    }
    return rows
  }

  /** Each row of `table`, with no array or pair built for it (a start reads tens of thousands). */
  forEach(table: string, visit: (value: unknown, key: string) => void): void {
    this.rows(table)?.forEach(visit)
  }

  /** Changes memory now; the row reaches the disk with the next batch (within the commit delay). */
  set(table: string, key: string, value: unknown): void {
    if (value === undefined) value = null
    if (value === null && !this.has(table, key)) return
    const row: Row = { t: table, k: key, v: value }
    this.apply(row)
    this.journal.append(row)
    this.compactIfWorthIt()
  }

  /** Rows set inside `work`, across its awaits, are written as one line. */
  atomically<T>(work: () => Promise<T>): Promise<T> {
    return this.journal.atomically(work)
  }

  /** Commits, and runs a compaction that is due now rather than later (quit, tests). */
  async settle(): Promise<void> {
    await this.journal.commit()
    if (this.soon) {
      clearTimeout(this.soon)
      this.soon = null
      await this.compact()
    }
    await this.compacting
  }

  /** Resolves once every row set so far is on disk. */
  commit(): Promise<void> {
    return this.journal.commit()
  }

  get path(): string {
    return this.options.path
  }

  /** Bytes in the journal file now. */
  get size(): number {
    return this.journal.size
  }

  /**
   * Compacts within a second (once, however many calls come meanwhile): a
   * removed secret's old row must not linger in the file until the size
   * alone calls for a compaction.
   */
  compactSoon(): void {
    if (this.soon) return
    this.soon = setTimeout(() => {
      this.soon = null
      void this.compact().catch(() => undefined)
    }, 1000)
    this.soon.unref()
  }

  /** Rewrites the journal as just the live rows. */
  compact(): Promise<void> {
    this.compacting ??= this.journal
      .compact(() => {
        this.readLaterRows()
        return [
          ...this.newerRecords,
          ...[...this.data].flatMap(([t, rows]) => [...rows].map(([k, v]) => ({ t, k, v }))),
        ]
      })
      .finally(() => {
        this.compacting = null
      })
    return this.compacting
  }

  async close(): Promise<void> {
    await this.settle().catch(() => undefined)
    await this.journal.close()
  }

  private compactIfWorthIt(): void {
    const ratio = this.options.compactRatio ?? 4
    const minBytes = this.options.compactMinBytes ?? 4 * 1024 * 1024
    if (
      this.compacting === null &&
      this.journal.size > minBytes &&
      this.journal.size > ratio * this.live()
    ) {
      // A failure is reported by the journal's onWriteError; the old file stays.
      void this.compact().catch(() => undefined)
    }
  }

  private apply(row: Row): void {
    let live = this.live()
    const rows = this.table(row.t) as Map<string, unknown>
    const previous = rows.get(row.k)
    if (previous !== undefined) live = Math.max(0, live - sizeOf(row.t, row.k, previous))
    if (row.v === null) rows.delete(row.k)
    else {
      rows.set(row.k, row.v)
      live += sizeOf(row.t, row.k, row.v)
    }
    this.liveBytes = live
  }

  /** A table's rows (a table read later is read now); undefined: it has none. */
  private rows(table: string): Map<string, unknown> | undefined {
    const rows = this.data.get(table)
    if (rows || !this.later?.tables.has(table)) return rows
    this.readLaterRows()
    return this.data.get(table)
  }

  /** Decodes again the lines that hold rows of the tables read later, and keeps those rows now. */
  private readLaterRows(): void {
    const later = this.later
    if (!later) return
    this.later = null
    for (let l = 0; l < later.lines.length; l++) {
      const values = rereadLine(later.bytes, later.lines[l] as LineSpan)
      for (let i = 0; i < values.length; i++) {
        const value = values[i]
        // The start checked every row it decoded, and the checksum of every line: only the
        // shape that tells the table is looked at.
        if (isRow(value) && later.tables.has(value.t)) replayRow(this.data, value)
      }
    }
  }

  /**
   * Approximate bytes of the live rows, worked out on first need: serialising
   * every live row again to size it would cost as much as parsing them did,
   * so the file's bytes at start, shared out by row decoded then, stand in.
   * The rows of tables read later (short strings: secrets) are sized one by one.
   */
  private live(): number {
    if (this.liveBytes === null) {
      const readLater = this.options.readLater ?? []
      this.readLaterRows()
      // A newer version's records: about a decoded row's bytes each.
      let live = this.bytesPerRow * this.newerRecords.length
      for (const [table, rows] of this.data) {
        if (!readLater.includes(table)) live += this.bytesPerRow * rows.size
        else rows.forEach((value, key) => (live += sizeOf(table, key, value)))
      }
      this.liveBytes = Math.round(live)
    }
    return this.liveBytes
  }
}

/** A replayed row into its table's map (start-up; sized later, see live). */
function replayRow(data: Map<string, Map<string, unknown>>, row: Row): void {
  let rows = data.get(row.t)
  if (!rows) {
    rows = new Map()
    data.set(row.t, rows)
  }
  if (row.v === null) rows.delete(row.k)
  else rows.set(row.k, row.v)
}

/** About what a row takes on a line: cheap for the small rows these tables hold. */
const sizeOf = (table: string, key: string, value: unknown): number =>
  table.length +
  key.length +
  20 +
  (typeof value === 'string' ? value.length : JSON.stringify(value).length)
