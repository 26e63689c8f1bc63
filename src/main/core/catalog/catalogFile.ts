import { catalog as words } from '../../../shared/i18n/en/messages/catalog'
import { saying } from '../../../shared/i18n/sayMessage'
import { said } from '../../../shared/i18n/said'
import { readCappedFile, type CappedRead } from '../storage/cappedFile'
import { errnoOf } from '../storage/storeErrors'
import { mib, type Fetched } from './catalogFetched'

/** Reads a whole file of at most `limit` bytes (readCappedFile; tests may pass another). */
export type ReadFile = (path: string, limit: number) => Promise<CappedRead>

export const defaultReadFile: ReadFile = readCappedFile

/**
 * Why a file could not be read, in words, by its errno (catalog.file.errno);
 * a shared drive or Git checkout is where it goes wrong.
 */
type ErrnoCode = Exclude<keyof typeof words.file.errno, 'other'>
const isKnown = (code: string): code is ErrnoCode =>
  code !== 'other' && Object.hasOwn(words.file.errno, code)

/** A catalog file (or its .sig) as bytes, or why not. Files have no validator: etag is null. */
export async function fetchFile(readFile: ReadFile, path: string, limit: number): Promise<Fetched> {
  let read: CappedRead
  try {
    read = await readFile(path, limit)
  } catch (error) {
    const errno = errnoOf(error)
    const told = errno
      ? saying('catalog.file.cannotRead', {
          path,
          why: said(
            isKnown(errno.code) ? `catalog.file.errno.${errno.code}` : 'catalog.file.errno.other',
          ),
          code: errno.code,
        })
      : saying('catalog.file.cannotReadOther', {
          path,
          why: error instanceof Error ? error.message : String(error),
        })
    return errno?.code === 'ENOENT'
      ? { kind: 'missing', reason: 'unreachable', ...told }
      : { kind: 'failed', reason: 'unreachable', ...told }
  }
  switch (read.kind) {
    case 'read':
      return { kind: 'bytes', bytes: read.bytes, etag: null }
    case 'not-a-file':
      return {
        kind: 'failed',
        reason: 'unreachable',
        ...saying('catalog.file.notAFile', { path, found: read.foundSaid }),
      }
    case 'too-large':
      return {
        kind: 'failed',
        reason: 'too-large',
        ...(read.size === null
          ? saying('catalog.file.grew', { path, limit: mib(limit) })
          : saying('catalog.file.tooLarge', { path, size: mib(read.size), limit: mib(limit) })),
      }
  }
}
