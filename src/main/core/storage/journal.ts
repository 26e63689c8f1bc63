import { AsyncLocalStorage } from 'node:async_hooks'
import {
  closeSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  writeSync,
} from 'node:fs'
import { open, rename, type FileHandle } from 'node:fs/promises'
import { isAscii } from 'node:buffer'
import { dirname } from 'node:path'
import { crc32 } from 'node:zlib'
import { readRegularFile } from './regularFile'
import { linkTarget, refuseDanglingLink } from './storeLink'

/**
 * An append-only journal for small, frequent writes (token state, secrets).
 *
 * Each line is one transaction: `<crc32 hex>\t<JSON array of records>\n`,
 * or, when some of its records are ones a start can do without
 * (`JournalOptions.later`), `<crc32 hex>\t<JSON array>\t<JSON array of
 * those>\n`; the checksum covers everything after the first tab, so the
 * parts reach the disk, and fail, together. JSON never holds a raw tab.
 * Appends are acknowledged at once and written in batches: one write and one
 * fdatasync per batch, at most `commitDelayMs` after the first record of the
 * batch (group commit), so concurrent work never waits on each other's disk
 * I/O. `commit()` waits for durability (a typed password). Replay applies
 * every whole line; a torn last line (a crash mid-write) is dropped, a
 * damaged line elsewhere is counted and skipped. Compaction writes the live
 * state to a temporary file and renames it over the journal.
 */
export interface Journal<R> {
  /** Queues a record: in this transaction when inside `atomically`, else on its own. */
  append(record: R): void
  /** Records appended inside `work`, across its awaits, are written as one line. */
  atomically<T>(work: () => Promise<T>): Promise<T>
  /** Resolves once everything appended so far is on disk (rejects if the disk refused). */
  commit(): Promise<void>
  /**
   * Replaces the journal with `snapshot()`. It is called when the compaction
   * runs (after earlier batches) and must hold the effect of every record
   * appended until then; records appended while it writes follow it.
   */
  compact(snapshot: () => R[]): Promise<void>
  /** Bytes in the journal file now (replay cost grows with it). */
  readonly size: number
  close(): Promise<void>
}

export interface Replayed<R> {
  records: R[]
  /** Whole lines that failed their checksum or did not parse: skipped, reported. */
  damagedLines: number
  /** The last line was cut short by a crash and dropped. */
  tornTail: boolean
  /** The last line is whole but lost its line break: taken, and one is due. */
  unterminated: boolean
}

export interface JournalOptions<R> {
  path: string
  /** Longest wait between an append and its write (default 25 ms). */
  commitDelayMs?: number
  /** Checks each replayed record; null drops it (counted as damaged). */
  parse: (value: unknown) => R | null
  /** A write or sync failed (full disk, read-only folder…); records stay queued and are retried. */
  onWriteError?: (error: NodeJS.ErrnoException) => void
  /** A batch was written after a failure: what was queued meanwhile is on disk now. */
  onWriteRecovered?: () => void
  /** For tests: how files are opened for appending. */
  openForAppend?: (path: string) => Promise<FileHandle>
  /** Records written in their line's second part (see Later). */
  later?: Later
}

/**
 * The records a line carries in its second part, which a start can leave
 * undecoded (replayJournalInto's `later`) and decode when they are wanted.
 */
export type Later = (record: unknown) => boolean

function encodeLine(records: readonly unknown[], later?: Later): string {
  const first: unknown[] = []
  const second: unknown[] = []
  for (const record of records) (later?.(record) ? second : first).push(record)
  const json =
    second.length === 0
      ? JSON.stringify(first)
      : `${JSON.stringify(first)}\t${JSON.stringify(second)}`
  return `${crc32(json).toString(16).padStart(8, '0')}\t${json}\n`
}

/** Reads a journal's records (synchronously: only at start-up). A missing file is empty. */
export function replayJournal<R>(path: string, parse: (value: unknown) => R | null): Replayed<R> {
  const records: R[] = []
  const { damagedLines, tornTail, unterminated } = replayJournalInto(path, (value) => {
    const record = parse(value)
    if (record === null) return false
    records.push(record)
    return true
  })
  return { records, damagedLines, tornTail, unterminated }
}

/** What replaying found, the records themselves having gone to the caller one by one. */
export interface ReplayCount {
  /** Records taken. */
  records: number
  /** Whole lines that failed their checksum or did not parse, and records refused: skipped. */
  damagedLines: number
  /** The last line was cut short by a crash and dropped. */
  tornTail: boolean
  /** The last line is whole (its checksum passes) but has no line break: taken, and one is due. */
  unterminated: boolean
  /** Bytes of the file as read (0: missing). */
  size: number
  /** The file as read, for lines read again later (rereadLine); null: there was none. */
  bytes: Buffer | null
}

/** Where a JSON array lies in the bytes replayJournalInto read (its line's checksum passed). */
export interface LineSpan {
  start: number
  end: number
}

/**
 * As replayJournal, handing each record to `take` as it is read (false:
 * damaged, counted) instead of collecting them: the start builds its tables
 * straight from the file, with no list of every row in between. Works on the
 * file's bytes: a line's checksum is taken over them as written, and only
 * its JSON is decoded. With `later`, a line's second part (see Later) is not
 * decoded: `later` gets where it lies, for rereadLine when it is wanted.
 * `take` gets where the line's first part lies.
 */
export function replayJournalInto(
  path: string,
  take: (value: unknown, line: LineSpan) => boolean,
  later?: (part: LineSpan) => void,
): ReplayCount {
  let bytes: Buffer
  try {
    // A Buffer, decoded line by line: readFileSync(…, 'utf8') takes about twice as long. A FIFO
    // or device in its place is refused (NotAFileError) rather than waited on.
    bytes = readRegularFile(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      refuseDanglingLink(path)
      return {
        records: 0,
        damagedLines: 0,
        tornTail: false,
        unterminated: false,
        size: 0,
        bytes: null,
      }
    }
    throw error
  }
  let records = 0
  let damagedLines = 0
  let start = 0
  // All ASCII (the usual journal): one string for the whole file, each line's JSON a slice of it
  // (no copy). A copy per line would be garbage enough to set off collections that copy what
  // the start keeps; a byte offset is a character offset only when every character is a byte.
  const text = isAscii(bytes) ? bytes.toString('latin1') : null
  /** Takes the line at bytes[from, end); false when it fails its checksum or shape. */
  const read = (from: number, end: number): boolean => {
    const line = decodeLine(bytes, text, from, end, later !== undefined)
    if (!line) return false
    const { records: batch, first, second } = line
    // Indexed: for…of in code not yet optimised (a start's) allocates per step.
    for (let i = 0; i < batch.length; i++) {
      if (take(batch[i], first)) records++
      else damagedLines++
    }
    if (second) later?.(second)
    return true
  }
  for (let end = bytes.indexOf(NEWLINE); end >= 0; end = bytes.indexOf(NEWLINE, start)) {
    if (end > start && !read(start, end)) damagedLines++
    start = end + 1
  }
  // Text after the last newline: a line a crash did not finish, or a whole line that lost only
  // its line break (an editor or a sync tool that strips the last one). Its checksum tells.
  const tail = start < bytes.length
  const unterminated = tail && read(start, bytes.length)
  return {
    records,
    damagedLines,
    tornTail: tail && !unterminated,
    unterminated,
    size: bytes.length,
    bytes,
  }
}

/**
 * The records of a part replayJournalInto already checked (its line's
 * checksum), decoded from its bytes: a second part it left undecoded, or a
 * line decoded again.
 */
export function rereadLine(bytes: Buffer, line: LineSpan): unknown[] {
  return JSON.parse(bytes.toString('utf8', line.start, line.end)) as unknown[]
}

const NEWLINE = 0x0a
const TAB = 0x09
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d

/** A line as read: its first part's records; where its second part lies, when it was left undecoded. */
interface DecodedLine {
  records: unknown[]
  first: LineSpan
  second: LineSpan | null
}

/**
 * The line at bytes[start, end), or null when it fails its checksum or
 * shape; `text` is the file decoded, when its offsets are the bytes'. With
 * `leaveSecond`, a second part is only checked to be an array's text (the
 * checksum vouches for the rest), not decoded.
 */
function decodeLine(
  bytes: Buffer,
  text: string | null,
  start: number,
  end: number,
  leaveSecond: boolean,
): DecodedLine | null {
  if (end - start < 9 || bytes[start + 8] !== TAB) return null
  const sum = crc32(bytes.subarray(start + 9, end))
    .toString(16)
    .padStart(8, '0')
  if (bytes.toString('latin1', start, start + 8) !== sum) return null
  // From the end: the search stops at the line's own first tab, however long the file.
  const tab = bytes.lastIndexOf(TAB, end - 1)
  const first: LineSpan = { start: start + 9, end: tab > start + 8 ? tab : end }
  const second: LineSpan | null = tab > start + 8 ? { start: tab + 1, end } : null
  try {
    const records = parseArray(bytes, text, first)
    if (!records) return null
    if (!second) return { records, first, second }
    if (leaveSecond) {
      return bytes[second.start] === OPEN_ARRAY && bytes[end - 1] === CLOSE_ARRAY
        ? { records, first, second }
        : null
    }
    const rest = parseArray(bytes, text, second)
    return rest ? { records: records.concat(rest), first, second: null } : null
  } catch {
    return null
  }
}

function parseArray(bytes: Buffer, text: string | null, span: LineSpan): unknown[] | null {
  const value: unknown = JSON.parse(
    text === null ? bytes.toString('utf8', span.start, span.end) : text.slice(span.start, span.end),
  )
  return Array.isArray(value) ? value : null
}

/**
 * Opens a journal for appending, after `replayJournal` read it. A torn tail
 * is cut off first so the next line starts clean.
 */
export function openJournal<R>(
  options: JournalOptions<R>,
  replayed: Pick<Replayed<R>, 'tornTail'> & { size?: number; unterminated?: boolean },
): Journal<R> {
  const { path } = options
  const delay = options.commitDelayMs ?? 25
  const openForAppend = options.openForAppend ?? ((file: string) => open(file, 'a', 0o600))
  const scope = new AsyncLocalStorage<unknown[]>()
  let size = replayed.tornTail
    ? dropTornTail(path)
    : replayed.unterminated
      ? endLastLine(path)
      : (replayed.size ?? fileSize(path))
  let handle: FileHandle | null = null
  /** Lines waiting for the next batch. */
  let pending: string[] = []
  /** Waiting for the batch that will hold what is pending now. */
  let waiters: { resolve: () => void; reject: (error: Error) => void }[] = []
  let timer: NodeJS.Timeout | null = null
  /** The write chain: batches and compactions run one after another. */
  let chain: Promise<void> = Promise.resolve()
  /** A failed write may have left half a line: start the next batch on a new line. */
  let dirtyEnd = false
  let closed = false

  const schedule = () => {
    if (timer || closed) return
    timer = setTimeout(() => {
      timer = null
      void flush()
    }, delay)
  }

  const enqueue = (records: unknown[]) => {
    if (closed) throw new Error(`The journal ${path} is closed`)
    pending.push(encodeLine(records, options.later))
    schedule()
  }

  const flush = (): Promise<void> => {
    if (timer) {
      clearTimeout(timer)
      timer = null
    }
    chain = chain.then(writeBatch)
    return chain
  }

  async function writeBatch(): Promise<void> {
    if (pending.length === 0) {
      settle(waiters.splice(0))
      return
    }
    const lines = pending
    const batchWaiters = waiters
    pending = []
    waiters = []
    const text = (dirtyEnd ? '\n' : '') + lines.join('')
    try {
      handle ??= await openForAppend(path)
      await handle.write(text)
      await handle.datasync()
      const recovered = dirtyEnd
      dirtyEnd = false
      size += Buffer.byteLength(text)
      settle(batchWaiters)
      if (recovered) options.onWriteRecovered?.()
    } catch (error) {
      // Nothing is lost: the lines go back in front and are tried again later;
      // whoever waited for this batch learns that it is not on disk yet.
      dirtyEnd = true
      pending = [...lines, ...pending]
      await handle?.close().catch(() => undefined)
      handle = null
      options.onWriteError?.(error as NodeJS.ErrnoException)
      for (const waiter of batchWaiters) waiter.reject(error as Error)
      retryLater()
    }
  }

  let retryTimer: NodeJS.Timeout | null = null
  const retryLater = () => {
    if (retryTimer || closed) return
    retryTimer = setTimeout(() => {
      retryTimer = null
      if (pending.length) void flush()
    }, 5_000)
    retryTimer.unref()
  }

  const settle = (list: { resolve: () => void }[]) => {
    for (const waiter of list) waiter.resolve()
  }

  return {
    append(record) {
      const collecting = scope.getStore()
      if (collecting) collecting.push(record)
      else enqueue([record])
    },

    async atomically(work) {
      if (scope.getStore()) return work()
      const batch: unknown[] = []
      try {
        return await scope.run(batch, work)
      } finally {
        // What the work appended already changed memory: it goes to disk whether or not it threw.
        if (batch.length) enqueue(batch)
      }
    },

    commit() {
      if (pending.length === 0 && !timer) return chain
      const done = new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }))
      void flush()
      return done
    },

    compact(snapshot) {
      chain = chain.then(async () => {
        // Snapshot and pending lines at one instant: the snapshot already holds their effects.
        const lines = pending
        const batchWaiters = waiters
        pending = []
        waiters = []
        // Through a link, the file it points at is replaced (beside it, one file system); the link stays.
        const target = linkTarget(path)
        const temp = `${target}.compacting`
        const records = snapshot()
        try {
          const out = await open(temp, 'w', 0o600)
          try {
            // A line per chunk of records keeps lines short enough to replay quickly.
            for (let i = 0; i < records.length; i += 500) {
              await out.write(encodeLine(records.slice(i, i + 500), options.later))
            }
            await out.sync()
          } finally {
            await out.close()
          }
          await handle?.close()
          handle = null
          await rename(temp, target)
          syncFolder(dirname(target))
          dirtyEnd = false
          size = fileSize(path)
          settle(batchWaiters)
        } catch (error) {
          // The old journal is untouched; its pending lines still need writing.
          pending = [...lines, ...pending]
          waiters = [...batchWaiters, ...waiters]
          options.onWriteError?.(error as NodeJS.ErrnoException)
          schedule()
          throw error
        }
      })
      const result = chain
      chain = chain.catch(() => undefined)
      return result
    },

    get size() {
      return size
    },

    async close() {
      await flush().catch(() => undefined)
      closed = true
      if (retryTimer) clearTimeout(retryTimer)
      await handle?.close()
      handle = null
    },
  }
}

/**
 * Writes a whole journal at once (a one-time conversion): a temporary file,
 * synced, renamed over `path`. Start-up only, so synchronous.
 */
export function writeJournalSync(path: string, records: readonly unknown[], later?: Later): void {
  const temp = `${path}.writing`
  const fd = openSync(temp, 'w', 0o600)
  try {
    for (let i = 0; i < records.length; i += 500) {
      writeSync(fd, encodeLine(records.slice(i, i + 500), later))
    }
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  renameSync(temp, path)
  syncFolder(dirname(path))
}

function fileSize(path: string): number {
  try {
    return statSync(path).size
  } catch {
    return 0
  }
}

/** Cuts the journal back to its last whole line; returns the new size. */
function dropTornTail(path: string): number {
  const bytes = readFileSync(path)
  const end = bytes.lastIndexOf(0x0a) + 1
  const fd = openSync(path, 'r+')
  try {
    // Durable before new lines follow, or a crash could glue them to the torn one.
    ftruncateSync(fd, end)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  return end
}

/** Gives a whole last line the line break it lost, so the next line starts on its own; returns the new size. */
function endLastLine(path: string): number {
  const fd = openSync(path, 'a')
  try {
    writeSync(fd, '\n')
    fsyncSync(fd)
    return fstatSync(fd).size
  } finally {
    closeSync(fd)
  }
}

/** A rename is durable once its folder is synced (POSIX; Windows has no folder handles). */
function syncFolder(folder: string): void {
  if (process.platform === 'win32') return
  try {
    const fd = openSync(folder, 'r')
    try {
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
  } catch {
    // Some file systems refuse to sync a folder; the rename itself has happened.
  }
}
