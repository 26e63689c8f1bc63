import { readCappedFile, type CappedRead } from '../storage/cappedFile'
import { describeErrno, errnoOf } from '../storage/storeErrors'
import { mib, type Fetched } from './catalogFetched'

/** Reads a whole file of at most `limit` bytes (readCappedFile; tests may pass another). */
export type ReadFile = (path: string, limit: number) => Promise<CappedRead>

export const defaultReadFile: ReadFile = readCappedFile

/** Why a file could not be read, in words; a shared drive or Git checkout is where it goes wrong. */
const errnoWords: Record<string, string> = {
  ENOENT:
    'there is no such file. Check the path, and that the shared drive or Git checkout is there',
  ENOTDIR: 'part of the path is a file, not a folder. Check the path',
  EACCES: 'permission denied: your user may not read it. Ask whoever shares it for read access',
  EPERM: 'permission denied: your user may not read it. Ask whoever shares it for read access',
  ELOOP: 'too many symbolic links on the way. Check the path',
  EIO: 'input/output error: the disk or network share failed. Try again, or check the share',
  ETIMEDOUT: 'the network share did not answer. Check that it is connected',
  EHOSTDOWN: 'the network share’s server is down. Check that it is connected',
  ESTALE: 'the network share was remounted under it. Open the folder again, or reconnect the share',
  ENAMETOOLONG: 'the path is too long',
}

/** A catalog file (or its .sig) as bytes, or why not. Files have no validator: etag is null. */
export async function fetchFile(readFile: ReadFile, path: string, limit: number): Promise<Fetched> {
  let read: CappedRead
  try {
    read = await readFile(path, limit)
  } catch (error) {
    const errno = errnoOf(error)
    const why = errno
      ? `${errnoWords[errno.code] ?? describeErrno(errno).replace(/^\w+: /, '')} (${errno.code})`
      : error instanceof Error
        ? error.message
        : String(error)
    const message = `Cannot read ${path}: ${why}.`
    return errno?.code === 'ENOENT'
      ? { kind: 'missing', reason: 'unreachable', message }
      : { kind: 'failed', reason: 'unreachable', message }
  }
  switch (read.kind) {
    case 'read':
      return { kind: 'bytes', bytes: read.bytes, etag: null }
    case 'not-a-file':
      return {
        kind: 'failed',
        reason: 'unreachable',
        message: `Cannot read ${path}: it is ${read.found}, not a file. Check the path.`,
      }
    case 'too-large':
      return {
        kind: 'failed',
        reason: 'too-large',
        message:
          read.size === null
            ? `${path} grew past ${mib(limit)} while it was read, so it was not used.`
            : `${path} is ${mib(read.size)}, more than a catalog holds (at most ${mib(limit)}), so it was not read.`,
      }
  }
}
