import { closeSync, constants, fstatSync, openSync, readFileSync, type Stats } from 'node:fs'
import { open, type FileHandle } from 'node:fs/promises'

/**
 * A FIFO, socket or device where the app expects one of its files. Opening a
 * FIFO for reading waits for a writer, forever: the start would hang with no
 * window and no word. Nothing is moved or written; the message names the
 * path and what is there.
 */
export class NotAFileError extends Error {
  constructor(
    readonly path: string,
    /** What is there instead: "a FIFO (named pipe)", "a socket"… */
    readonly found: string,
  ) {
    super(
      `Token Desk cannot open ${path}: it is ${found}, not a regular file. Nothing was changed. ` +
        'Move it out of the folder, then try again.',
    )
    this.name = 'NotAFileError'
  }
}

/** In words, what a file-system entry that is not a regular file is. */
export function describeEntry(stats: Stats): string {
  if (stats.isFIFO()) return 'a FIFO (named pipe)'
  if (stats.isSocket()) return 'a socket'
  if (stats.isCharacterDevice()) return 'a character device'
  if (stats.isBlockDevice()) return 'a block device'
  if (stats.isDirectory()) return 'a folder'
  if (stats.isSymbolicLink()) return 'a symbolic link'
  return 'not a file'
}

/**
 * O_NONBLOCK: opening a FIFO returns at once (for reading; for writing with
 * no reader it fails with ENXIO) instead of waiting for the other end, and
 * the descriptor is then checked (fstat), so nothing can be swapped in
 * between. Regular files ignore the flag. Windows has neither flag (Node
 * gives undefined there) nor FIFOs in a folder: its named pipes live in
 * `\\.\pipe\`, so the check on the descriptor is all it needs.
 */
const NONBLOCK = constants.O_NONBLOCK ?? 0
/**
 * For files only the app makes, in its own folders (history, logs): a link
 * there is refused (ELOOP) rather than followed out of the data folder. The
 * stores themselves (profiles.json, state.journal) may be links to a regular
 * file, as a dotfile setup makes them; what the link points at is checked.
 */
const NOFOLLOW = constants.O_NOFOLLOW ?? 0

export type Links = 'follow' | 'refuse'

const readFlags = (links: Links) =>
  constants.O_RDONLY | NONBLOCK | (links === 'refuse' ? NOFOLLOW : 0)

/**
 * The whole file, read only once its descriptor is known to be a regular
 * file. Errors from the file system (ENOENT, EACCES…) are thrown as they are.
 */
export function readRegularFile(path: string, links: Links = 'follow'): Buffer {
  const fd = openChecked(path, () => openSync(path, readFlags(links)), links)
  try {
    const stats = fstatSync(fd)
    refuseUnlessFile(stats, path)
    return readFileSync(fd)
  } finally {
    closeSync(fd)
  }
}

/** As readRegularFile, without blocking: a FIFO here would hold one of libuv's few threads forever. */
export async function readRegularFileAsync(path: string, links: Links = 'follow'): Promise<Buffer> {
  const handle = await openCheckedAsync(path, () => open(path, readFlags(links)), links)
  try {
    const stats = await handle.stat()
    refuseUnlessFile(stats, path)
    return await handle.readFile()
  } finally {
    await handle.close()
  }
}

/**
 * Throws NotAFileError when something other than a regular file is at
 * `path` (judged on an opened descriptor); nothing there, or an error
 * opening it, is left to whoever writes it.
 */
export function refuseIrregular(path: string, links: Links = 'follow'): void {
  let fd: number
  try {
    fd = openSync(path, readFlags(links))
  } catch (error) {
    const link = refusedLink(error, path, links)
    if (link) throw link
    return
  }
  try {
    refuseUnlessFile(fstatSync(fd), path)
  } finally {
    closeSync(fd)
  }
}

/**
 * Appends `text` (creating the file with `mode`, or emptying it first with
 * `truncate`) to a regular file only: a FIFO with no reader fails at once
 * (ENXIO), one with a reader or any other kind is refused before a byte goes.
 */
export async function appendRegularFile(
  path: string,
  text: string,
  options: { mode: number; links?: Links; truncate?: boolean },
): Promise<void> {
  const links = options.links ?? 'follow'
  const flags =
    constants.O_WRONLY |
    constants.O_CREAT |
    (options.truncate ? constants.O_TRUNC : constants.O_APPEND) |
    NONBLOCK |
    (links === 'refuse' ? NOFOLLOW : 0)
  const handle = await openCheckedAsync(path, () => open(path, flags, options.mode), links)
  try {
    const stats = await handle.stat()
    refuseUnlessFile(stats, path)
    await handle.writeFile(text)
  } finally {
    await handle.close()
  }
}

/**
 * A folder is refused as reading it always was, with EISDIR (the stores'
 * StoreAccessError names the errno); anything else not a file, as what it is.
 */
function refuseUnlessFile(stats: Stats, path: string): void {
  if (stats.isFile()) return
  if (stats.isDirectory()) {
    throw Object.assign(new Error(`EISDIR: illegal operation on a directory, read '${path}'`), {
      code: 'EISDIR',
      errno: -21,
      syscall: 'read',
      path,
    })
  }
  throw new NotAFileError(path, describeEntry(stats))
}

/** O_NOFOLLOW answers a link with ELOOP (Linux, macOS): said as what it is. */
function openChecked(path: string, openIt: () => number, links: Links): number {
  try {
    return openIt()
  } catch (error) {
    throw refusedLink(error, path, links) ?? error
  }
}

async function openCheckedAsync(
  path: string,
  openIt: () => Promise<FileHandle>,
  links: Links,
): Promise<FileHandle> {
  try {
    return await openIt()
  } catch (error) {
    throw refusedLink(error, path, links) ?? error
  }
}

function refusedLink(error: unknown, path: string, links: Links): NotAFileError | null {
  return links === 'refuse' && NOFOLLOW !== 0 && (error as { code?: string }).code === 'ELOOP'
    ? new NotAFileError(path, 'a symbolic link')
    : null
}
