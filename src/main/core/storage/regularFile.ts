import { closeSync, constants, fstatSync, openSync, readFileSync, type Stats } from 'node:fs'
import { open, type FileHandle } from 'node:fs/promises'
import { said, type Said } from '../../../shared/i18n/said'
import { english, saying } from '../../../shared/i18n/sayMessage'

/**
 * A FIFO, socket or device where the app expects one of its files. Opening a
 * FIFO for reading waits for a writer, forever: the start would hang with no
 * window and no word. Nothing is moved or written; the message names the
 * path and what is there (`said`: the message as data, for the window).
 */
export class NotAFileError extends Error {
  /** What is there instead, in English: "a FIFO (named pipe)", "a socket"… */
  readonly found: string
  readonly said: Said
  constructor(
    readonly path: string,
    /** What is there instead, as entryKind says it. */
    found: Said,
  ) {
    const { message, said } = saying('app.storage.notAFile', { path, found })
    super(message)
    this.name = 'NotAFileError'
    this.found = english(found)
    this.said = said
  }
}

/** What a file-system entry that is not a regular file is: "a FIFO (named pipe)", as data. */
export function entryKind(stats: Stats): Said {
  if (stats.isFIFO()) return said('app.entry.fifo')
  if (stats.isSocket()) return said('app.entry.socket')
  if (stats.isCharacterDevice()) return said('app.entry.characterDevice')
  if (stats.isBlockDevice()) return said('app.entry.blockDevice')
  if (stats.isDirectory()) return said('app.entry.folder')
  if (stats.isSymbolicLink()) return said('app.entry.symbolicLink')
  return said('app.entry.other')
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
 * file (and `check`, given, has seen its stats: a size limit). Errors from
 * the file system (ENOENT, EACCES…) are thrown as they are.
 */
export function readRegularFile(
  path: string,
  links: Links = 'follow',
  check?: (stats: Stats) => void,
): Buffer {
  const fd = openChecked(path, () => openSync(path, readFlags(links)), links)
  try {
    const stats = fstatSync(fd)
    refuseUnlessFile(stats, path)
    check?.(stats)
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
 * Returns the file's size before the append (read by the same check).
 */
export async function appendRegularFile(
  path: string,
  text: string,
  options: { mode: number; links?: Links; truncate?: boolean },
): Promise<number> {
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
    return stats.size
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
  throw new NotAFileError(path, entryKind(stats))
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
    ? new NotAFileError(path, said('app.entry.symbolicLink'))
    : null
}
