import type { AppError } from '../../../shared/ipc/errors'
import { said, type Said, type SaidKey, type Worded } from '../../../shared/i18n/said'
import { english, saying } from '../../../shared/i18n/sayMessage'
import type { StoreName } from './openRecovering'

/**
 * The file is there and was read, but what it holds is not a store this
 * version can use (empty, not JSON, wrong shape). Such a file is moved aside,
 * never rewritten. `reason` finishes the sentence "The file was set aside
 * because …" (in English; `said`, the same as data, when it was given as a
 * Said). `newer`: it is no damage but a newer version's file, which stops
 * the start instead (NewerStoreError).
 */
export class DamagedStoreError extends Error {
  readonly reason: string
  readonly said: Said | undefined
  constructor(
    reason: string | Said,
    readonly newer = false,
  ) {
    const text = typeof reason === 'string' ? reason : english(reason)
    super(`The store file cannot be used: ${text}`)
    this.name = 'DamagedStoreError'
    this.reason = text
    this.said = typeof reason === 'string' ? undefined : reason
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

/** What an errno means, in words a user can act on (the app area's catalog). */
const errnoWords: Record<string, SaidKey> = {
  EACCES: 'app.errno.EACCES',
  EPERM: 'app.errno.EPERM',
  EISDIR: 'app.errno.EISDIR',
  ENOTDIR: 'app.errno.ENOTDIR',
  EIO: 'app.errno.EIO',
  ELOOP: 'app.errno.ELOOP',
  EMFILE: 'app.errno.EMFILE',
  ENFILE: 'app.errno.ENFILE',
  ENOSPC: 'app.errno.ENOSPC',
  EROFS: 'app.errno.EROFS',
  EBUSY: 'app.errno.EBUSY',
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

/** "EACCES: permission denied", as data. */
export const errnoSaid = ({ code }: Errno): Said =>
  said('app.errno.described', {
    code,
    words: said(errnoWords[code] ?? 'app.errno.systemRefused'),
  })

/** "EACCES: permission denied", in English (the logs, the start's errors). */
export const describeErrno = (errno: Errno): string => english(errnoSaid(errno))

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
export function describeWriteError(error: unknown, file: string): Worded {
  const errno = errnoOf(error)
  const why = errno ? errnoSaid(errno) : said('app.errno.systemRefused')
  return saying('app.storage.writeRefused', { file, why })
}

/**
 * The answer to a call whose durable write the disk refused (a typed
 * password on a full disk), or null for any other error. The change is in
 * memory and the journal retries it, so the message says exactly that.
 */
export function refusedWriteError(error: unknown): AppError | null {
  const errno = errnoOf(error)
  if (errno === null || !Object.hasOwn(errnoWords, errno.code)) return null
  return { code: 'storage', ...saying('app.storage.keptInMemory', { errno: errnoSaid(errno) }) }
}
