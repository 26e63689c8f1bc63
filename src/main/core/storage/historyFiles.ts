import { mkdirSync } from 'node:fs'
import { rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { AppFailure } from '../../../shared/ipc/errors'
import { isId } from '../../../shared/model/id'
import { appendRegularFile, NotAFileError, readRegularFileAsync } from './regularFile'

export interface HistoryFilesOptions<T> {
  /** One file per key in this folder (created 0700). */
  dir: string
  /** How many entries a key keeps (newest win). */
  cap: number
  /** Checks an entry read back; null drops it. */
  parse: (value: unknown) => T | null
  /** Longest wait between an append and its write (default 50 ms). */
  flushDelayMs?: number
  onWriteError?: (error: NodeJS.ErrnoException) => void
}

/** About the size of a history line, to count a file's lines from its size without reading it. */
const LINE_BYTES = 80

/** A line: a new entry, or one that replaces the newest (a repeated event counted on it). */
type Line<T> = { add: T } | { replaceLatest: T }

/**
 * Capped, per-key histories (token activity, request runs) in a small
 * append-only file per key, read only when someone looks: a start-up never
 * pays for them, and an append never rewrites anything. A file is rewritten
 * to its newest `cap` entries once it holds about twice that. Not synced:
 * a crash may lose the last moments of history, never anything else.
 */
export class HistoryFiles<T> {
  private readonly loaded = new Map<string, T[]>()
  private readonly pending = new Map<string, Line<T>[]>()
  /** Lines appended per key since its file was last read or rewritten. */
  private readonly appended = new Map<string, number>()
  private timer: NodeJS.Timeout | null = null
  private writing: Promise<void> = Promise.resolve()

  constructor(private readonly options: HistoryFilesOptions<T>) {
    mkdirSync(options.dir, { recursive: true, mode: 0o700 })
  }

  /**
   * Newest first. `keep: false` reads without keeping the entries in memory
   * (an export of every profile's history would otherwise hold all of it).
   */
  async list(key: string, { keep = true }: { keep?: boolean } = {}): Promise<T[]> {
    const cached = this.loaded.get(key)
    if (cached) return cached
    // In the write chain, so no batch moves from memory to the file while this reads.
    const read = this.writing.then(async () => {
      const lines = [...(await this.readLines(key)), ...(this.pending.get(key) ?? [])]
      const entries = lines.reduce<T[]>((list, line) => applyLine(list, line, this.options.cap), [])
      if (keep) this.loaded.set(key, entries)
      return entries
    })
    this.writing = read.then(
      () => undefined,
      () => undefined,
    )
    return read
  }

  append(key: string, entry: T): void {
    this.queue(key, { add: entry })
  }

  replaceLatest(key: string, entry: T): void {
    this.queue(key, { replaceLatest: entry })
  }

  /** Removes a key's history and returns it (to give back on undo). */
  async take(key: string): Promise<T[]> {
    const entries = await this.list(key)
    this.pending.delete(key)
    this.loaded.delete(key)
    this.appended.delete(key)
    await this.writing
    await rm(this.fileOf(key), { force: true })
    return entries
  }

  async give(key: string, entries: readonly T[]): Promise<void> {
    this.loaded.set(key, [...entries])
    this.pending.delete(key)
    await this.writing
    await this.rewrite(key, entries)
  }

  /** Writes everything appended so far. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer)
      this.timer = null
    }
    this.writing = this.writing.then(() => this.writePending())
    return this.writing
  }

  private queue(key: string, line: Line<T>): void {
    if (!isId(key)) throw new Error('A history key must be an id')
    const cached = this.loaded.get(key)
    if (cached) this.loaded.set(key, applyLine(cached, line, this.options.cap))
    const list = this.pending.get(key) ?? []
    list.push(line)
    this.pending.set(key, list)
    this.timer ??= setTimeout(() => {
      this.timer = null
      void this.flush()
    }, this.options.flushDelayMs ?? 50)
  }

  private async writePending(): Promise<void> {
    const batch = [...this.pending]
    this.pending.clear()
    for (const [key, lines] of batch) {
      try {
        // Only to a regular file: a FIFO here would hold a libuv thread forever.
        const sizeBefore = await appendRegularFile(
          this.fileOf(key),
          lines.map((line) => `${JSON.stringify(line)}\n`).join(''),
          { mode: 0o600, links: 'refuse' },
        )
        // Unknown until now: about as many lines as its size holds (the file is not read for it).
        const count = (this.appended.get(key) ?? Math.ceil(sizeBefore / LINE_BYTES)) + lines.length
        this.appended.set(key, count)
        if (count > 2 * this.options.cap) {
          this.appended.set(key, this.options.cap)
          await this.rewrite(key, await this.readEntries(key))
        }
      } catch (error) {
        // Kept for the next flush: a full disk should not cost the history.
        this.pending.set(key, [...lines, ...(this.pending.get(key) ?? [])])
        this.options.onWriteError?.(error as NodeJS.ErrnoException)
      }
    }
  }

  private async readEntries(key: string): Promise<T[]> {
    const lines = await this.readLines(key)
    return lines.reduce<T[]>((list, line) => applyLine(list, line, this.options.cap), [])
  }

  private async readLines(key: string): Promise<Line<T>[]> {
    let text: string
    try {
      // A FIFO or device here is refused (NotAFileError, naming it) rather than waited on.
      text = (await readRegularFileAsync(this.fileOf(key), 'refuse')).toString('utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      // Said to the window as it is (what is there, and where), not as "something went wrong".
      if (error instanceof NotAFileError)
        throw new AppFailure({ code: 'storage', message: error.message, said: error.said })
      throw error
    }
    const lines: Line<T>[] = []
    for (const raw of text.split('\n')) {
      if (raw === '') continue
      try {
        const value = JSON.parse(raw) as Record<string, unknown>
        const kind = 'add' in value ? 'add' : 'replaceLatest' in value ? 'replaceLatest' : null
        const entry = kind ? this.options.parse(value[kind]) : null
        if (kind && entry !== null) lines.push({ [kind]: entry } as Line<T>)
      } catch {
        // A torn last line (a crash) or damage: that entry is skipped, the rest kept.
      }
    }
    return lines
  }

  /** Replaces a key's file with `entries` (newest first) through a temporary file. */
  private async rewrite(key: string, entries: readonly T[]): Promise<void> {
    const file = this.fileOf(key)
    const text = [...entries]
      .reverse()
      .map((entry) => `${JSON.stringify({ add: entry })}\n`)
      .join('')
    await writeFile(`${file}.tmp`, text, { mode: 0o600 })
    await rename(`${file}.tmp`, file)
  }

  private fileOf(key: string): string {
    return join(this.options.dir, `${key}.jsonl`)
  }
}

/** `list` (newest first) after one more line, capped. */
function applyLine<T>(list: readonly T[], line: Line<T>, cap: number): T[] {
  if ('add' in line) return [line.add, ...list].slice(0, cap)
  return [line.replaceLatest, ...list.slice(1)]
}
