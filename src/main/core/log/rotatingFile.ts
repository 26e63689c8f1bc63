import { mkdir, rename, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { DATA_FOLDER_MODE, STORE_FILE_MODE } from '../storage/privateFolder'
import { appendRegularFile } from '../storage/regularFile'

export interface RotatingFileOptions {
  dir: string
  /** Default `main.log`; older files are `main.log.1`, `main.log.2`… */
  name?: string
  /** Rotate before the file would grow past this (default 1 MiB). */
  maxBytes?: number
  /** Files kept in all, the current one included (default 3). */
  files?: number
  /** Lines waiting for the disk beyond this are dropped, oldest first. */
  maxQueued?: number
}

export interface RotatingFile {
  readonly path: string
  /** Queues a line; returns at once. Never throws. */
  write(line: string): void
  /** Resolves when every queued line was written or given up on. */
  flush(): Promise<void>
  /** Lines that could not be written (a read-only or vanished folder, a full disk). */
  readonly dropped: number
}

/**
 * An append-only log file written asynchronously in batches, rotated by size.
 * A failing disk costs log lines, never the app: errors are counted, not thrown.
 */
export function createRotatingFile(options: RotatingFileOptions): RotatingFile {
  const name = options.name ?? 'main.log'
  const maxBytes = options.maxBytes ?? 1024 * 1024
  const files = Math.max(1, options.files ?? 3)
  const maxQueued = options.maxQueued ?? 5000
  const path = join(options.dir, name)
  let queue: string[] = []
  let dropped = 0
  /** Bytes in the current file; null until read (again after a failure). */
  let size: number | null = null
  let draining: Promise<void> | null = null

  async function currentSize(): Promise<number> {
    if (size !== null) return size
    await mkdir(options.dir, { recursive: true, mode: DATA_FOLDER_MODE })
    try {
      size = (await stat(path)).size
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOENT') throw error
      size = 0
    }
    return size
  }

  async function rotate(): Promise<void> {
    // main.log.1 → main.log.2 … the oldest is overwritten; then main.log → main.log.1.
    for (let i = files - 1; i >= 1; i--) {
      const from = i === 1 ? path : `${path}.${i - 1}`
      await rename(from, `${path}.${i}`).catch((error: { code?: string }) => {
        if (error.code !== 'ENOENT') throw error
      })
    }
  }

  async function writeBatch(batch: string[]): Promise<void> {
    const chunk = batch.map((line) => `${line}\n`).join('')
    const bytes = Buffer.byteLength(chunk)
    const before = await currentSize()
    const full = before > 0 && before + bytes > maxBytes
    if (full && files > 1) await rotate()
    // With one file kept, a full file starts over.
    // Owner only, whatever the umask: a log line may name accounts and hosts. Never to a FIFO
    // or device (a write there could wait forever, and a quit waits for the log).
    await appendRegularFile(path, chunk, {
      mode: STORE_FILE_MODE,
      links: 'refuse',
      truncate: full && files === 1,
    })
    size = (full ? 0 : before) + bytes
  }

  function kick(): void {
    if (draining) return
    // A line queued after the loop's last check is picked up by the next run.
    draining = drain().finally(() => {
      draining = null
      if (queue.length > 0) kick()
    })
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue
      queue = []
      try {
        await writeBatch(batch)
      } catch {
        dropped += batch.length
        size = null // re-create the folder and re-read the size next time
      }
    }
  }

  return {
    path,
    get dropped() {
      return dropped
    },
    write(line) {
      queue.push(line)
      if (queue.length > maxQueued) {
        dropped += queue.length - maxQueued
        queue.splice(0, queue.length - maxQueued)
      }
      kick()
    },
    flush: async () => {
      while (draining) await draining
    },
  }
}
