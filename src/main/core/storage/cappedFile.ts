import { constants } from 'node:fs'
import { open } from 'node:fs/promises'
import type { Said } from '../../../shared/i18n/said'
import { english } from '../../../shared/i18n/sayMessage'
import { entryKind } from './regularFile'

/** A file read whole, or why it was not: not a regular file, or over the limit. */
export type CappedRead =
  | { kind: 'read'; bytes: Buffer }
  /**
   * What is there instead, in English words ("a folder", "a FIFO (named
   * pipe)"), and as data (`foundSaid`) for a message the window says.
   */
  | { kind: 'not-a-file'; found: string; foundSaid: Said }
  /** `size`: what fstat said; null when the file grew past the limit while it was read. */
  | { kind: 'too-large'; size: number | null }

/**
 * Reads a regular file of at most `limit` bytes that someone else wrote (a
 * certificate, a team catalog on a shared drive). The type is checked on the
 * opened descriptor (no stat-then-open race), and the read stops one byte
 * past the limit whatever the file claims, so `/dev/zero`, a FIFO or a file
 * still growing cannot fill memory. O_NONBLOCK keeps opening a FIFO with no
 * writer from waiting forever; O_NOCTTY keeps a terminal from becoming
 * main's. File-system errors (ENOENT, EACCES…) are thrown as they are.
 */
export async function readCappedFile(file: string, limit: number): Promise<CappedRead> {
  // Windows has neither flag (nor FIFOs that open this way): 0 there.
  const flags = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0)
  const handle = await open(file, flags)
  try {
    const stats = await handle.stat()
    if (!stats.isFile()) {
      const foundSaid = entryKind(stats)
      return { kind: 'not-a-file', found: english(foundSaid), foundSaid }
    }
    if (stats.size > limit) return { kind: 'too-large', size: stats.size }
    // Sized by what fstat says, grown (never past limit + 1) if the file grows meanwhile.
    let buffer = Buffer.alloc(stats.size + 1)
    let length = 0
    for (;;) {
      if (length === buffer.length) {
        if (length > limit) return { kind: 'too-large', size: null }
        buffer = Buffer.concat([buffer, Buffer.alloc(Math.min(length, limit + 1 - length))])
      }
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, null)
      if (bytesRead === 0) break
      length += bytesRead
    }
    return { kind: 'read', bytes: buffer.subarray(0, length) }
  } finally {
    await handle.close()
  }
}
