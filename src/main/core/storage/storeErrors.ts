import type { AppError } from '../../../shared/ipc/errors'
import type { StoreName } from './openRecovering'

/**
 * The file is there and was read, but what it holds is not a store this
 * version can use (empty, not JSON, wrong shape). Such a file is moved aside,
 * never rewritten. `reason` finishes the sentence "The file was set aside
 * because …". `newer`: it is no damage but a newer version's file, which
 * stops the start instead (NewerStoreError).
 */
export class DamagedStoreError extends Error {
  constructor(
    readonly reason: string,
    readonly newer = false,
  ) {
    super(`The store file cannot be used: ${reason}`)
    this.name = 'DamagedStoreError'
  }
}

/**
 * A store a newer version wrote: this one stops, touching nothing, so the
 * newer one still finds its data where it left it (moved aside, it would
 * find a fresh file instead).
 */
export class NewerStoreError extends Error {
  constructor(
    readonly store: StoreName,
    readonly path: string,
    reason: string,
  ) {
    super(
      `Token Desk cannot open ${path}: ${reason}. Nothing was changed. ` +
        'Start that newer version instead; to start this one afresh, first move the files of its data folder somewhere else.',
    )
    this.name = 'NewerStoreError'
  }
}

/** What an errno means, in words a user can act on. */
const errnoWords: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EISDIR: 'a folder is where the file should be',
  ENOTDIR: 'part of the path is a file, not a folder',
  EIO: 'input/output error; the disk may be failing',
  ELOOP: 'too many symbolic links',
  EMFILE: 'too many open files',
  ENFILE: 'too many open files',
  ENOSPC: 'no space left on the disk',
  EROFS: 'the disk is read-only',
  EBUSY: 'the file is in use',
}

export interface Errno {
  code: string
  syscall: string
}

/** The errno of a Node file-system error, or null for any other error. */
export function errnoOf(error: unknown): Errno | null {
  if (typeof error !== 'object' || error === null) return null
  const { code, syscall } = error as { code?: unknown; syscall?: unknown }
  if (typeof code !== 'string' || !/^E[A-Z0-9]+$/.test(code)) return null
  return { code, syscall: typeof syscall === 'string' ? syscall : 'access' }
}

export const describeErrno = ({ code }: Errno): string =>
  `${code}: ${errnoWords[code] ?? 'the system refused'}`

/**
 * A store file the app may not (or cannot) read: an I/O problem, not damage.
 * Nothing is moved or written; the app does not start until it is fixed,
 * and the shell shows this message (with the errno and the path).
 */
export class StoreAccessError extends Error {
  readonly errno: string
  constructor(
    readonly store: StoreName,
    readonly path: string,
    cause: Errno,
  ) {
    super(
      `Token Desk cannot read its ${store} file, ${path} (${describeErrno(cause)}). ` +
        'Nothing was changed. Make the file readable and writable by your user, ' +
        'or move it out of the folder, then start Token Desk again.',
    )
    this.name = 'StoreAccessError'
    this.errno = cause.code
  }
}

/**
 * A write the disk refused while the app runs (full disk, read-only
 * folder): nothing already stored is lost, and the change is kept in
 * memory and written once the disk takes it again.
 */
export function describeWriteError(error: unknown, file: string): string {
  const errno = errnoOf(error)
  const why = errno ? describeErrno(errno) : 'the system refused'
  return `Could not save to ${file} (${why}). Nothing stored before is lost; your latest changes are kept in memory and saved as soon as the disk allows it. Free some space or check the folder's permissions.`
}

/**
 * The answer to a call whose durable write the disk refused (a typed
 * password on a full disk), or null for any other error. The change is in
 * memory and the journal retries it, so the message says exactly that.
 */
export function refusedWriteError(error: unknown): AppError | null {
  const errno = errnoOf(error)
  if (errno === null || !Object.hasOwn(errnoWords, errno.code)) return null
  return {
    code: 'storage',
    message:
      `Could not save to disk (${describeErrno(errno)}). The change is in effect and kept in memory; ` +
      'it is saved as soon as the disk allows it, but would be lost if Token Desk quit before that. ' +
      "Free some space or check the data folder's permissions.",
  }
}
