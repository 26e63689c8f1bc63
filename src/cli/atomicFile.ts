import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

let serial = 0

/**
 * Replaces `path` with `text` so that a reader sees the old file or the new
 * one, whole, never a part: a temporary file in the same folder (0600, so the
 * rename cannot cross file systems), flushed to disk, renamed over it. The
 * file ends up 0600 whatever the one it replaces was.
 */
export function writeAtomically(path: string, text: string): void {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${++serial}.tmp`)
  const fd = openSync(temp, 'wx', 0o600)
  try {
    try {
      writeFileSync(fd, text)
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    renameSync(temp, path)
  } catch (error) {
    rmSync(temp, { force: true })
    throw error
  }
}
