import { said, type Said } from '../../../shared/i18n/said'
import { english, saying } from '../../../shared/i18n/sayMessage'
import { AppFailure } from '../../../shared/ipc/errors'
import type { JsonStore } from './jsonStore'
import { readRegularFile } from './regularFile'
import { DamagedStoreError, errnoOf, errnoSaid } from './storeErrors'
import { refuseDanglingLink } from './storeLink'

/** The whole document, written at once, atomically: documentFile, or conf/electron-store. */
export interface DocumentFile {
  store: Record<string, unknown>
}

/**
 * The store document, parsed once and kept in memory; every set is one
 * atomic write of the whole document (documentFile for profiles.json,
 * electron-store for the window state). Why not conf alone: it re-reads and
 * re-parses the file on every get, and its constructor parses, copies and
 * compares it again (together ~200 ms for 10,000 profiles). This process
 * is the file's only writer (single-instance lock), so the cache stays true.
 * The writer is made on first write.
 *
 * Throws DamagedStoreError for a file that is not a usable JSON object,
 * NotAFileError for a FIFO, socket or device in its place, and the file
 * system's own error (with its errno) for one that cannot be read.
 */
export interface CachedStoreOptions {
  /**
   * Top-level keys whose values the depth check leaves to their owner, who
   * checks them as it reads them anyway (MAX_STORE_DEPTH, counting the
   * document as level 1): the profile table, 10,000 rows and more.
   */
  depthCheckedByOwner?: readonly string[]
  /**
   * Top-level keys read as absent: tables of the wrong type set aside
   * (openRecovering copied the file first). A write leaves them out.
   */
  setAside?: readonly string[]
}

export function cachedStore(
  path: string,
  openWriter: () => DocumentFile,
  options: CachedStoreOptions = {},
): JsonStore {
  let doc = readDocument(path, options.depthCheckedByOwner ?? [])
  if (options.setAside?.length) {
    const aside = options.setAside
    doc = Object.fromEntries(Object.entries(doc).filter(([key]) => !aside.includes(key)))
  }
  let writer: DocumentFile | null = null
  const write = (next: Record<string, unknown>) => {
    try {
      writer ??= openWriter()
      writer.store = next // throws before `doc` changes if the disk refuses
    } catch (error) {
      const errno = errnoOf(error)
      if (errno === null) throw error
      throw new AppFailure({
        code: 'storage',
        ...saying('app.storage.notSaved', { path, errno: errnoSaid(errno) }),
      })
    }
    doc = next
  }
  return {
    path,
    get: (key) => doc[key],
    keys: () => Object.keys(doc),
    set: (key, value) => write({ ...doc, [key]: value }),
    setMany: (values) => write({ ...doc, ...values }),
    replaceAll: (values) => write({ ...values }),
    delete: (key) => {
      const { [key]: _removed, ...rest } = doc
      write(rest)
    },
  }
}

/** The most a store may hold: what one string can (V8's limit, 2^29 − 24 characters), in bytes. */
const MAX_STORE_BYTES = 512 * 1024 * 1024

/** Deeper than anything the app writes (about 8 levels); JSON.stringify overflows near 10,000. */
export const MAX_STORE_DEPTH = 100

function readDocument(path: string, ownersCheck: readonly string[]): Record<string, unknown> {
  let text: string
  try {
    // Read as bytes and decoded at once: readFileSync(…, 'utf8') takes about twice as long.
    // A FIFO or device in its place is refused (NotAFileError) rather than waited on. Over
    // 512 MiB is more than a string holds (and some 25 times a store of 50,000 profiles):
    // refused unread, not as "Cannot create a string longer than 0x1fffffe8 characters".
    text = readRegularFile(path, 'follow', (stats) => {
      if (stats.size > MAX_STORE_BYTES) throw new DamagedStoreError(said('app.damaged.tooLarge'))
    }).toString('utf8')
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') throw error
    refuseDanglingLink(path)
    return {}
  }
  // An editor may save a byte order mark; conf skips it too.
  const body = text.replace(/^\uFEFF/, '')
  if (body.trim() === '') {
    throw new DamagedStoreError(said(body === '' ? 'app.damaged.empty' : 'app.damaged.whiteSpace'))
  }
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    throw new DamagedStoreError(said('app.damaged.notJson'))
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new DamagedStoreError(said('app.damaged.notObject', { kind: jsonKind(value) }))
  }
  if (deeperThan(value, MAX_STORE_DEPTH, ownersCheck)) throw new TooDeepError()
  return value as Record<string, unknown>
}

/** A document nested deeper than MAX_STORE_DEPTH: damaged (JSON.stringify would overflow writing it). */
export class TooDeepError extends DamagedStoreError {
  constructor() {
    super(said('app.damaged.tooDeep', { levels: MAX_STORE_DEPTH }))
  }
}

/** "a list", "text", "a number"…: what a JSON value is, for a message (as data). */
export function jsonKind(value: unknown): Said {
  if (value === null) return said('app.json.null')
  if (Array.isArray(value)) return said('app.json.list')
  switch (typeof value) {
    case 'string':
      return said('app.json.text')
    case 'number':
      return said('app.json.number')
    case 'boolean':
      return said('app.json.boolean')
    default:
      return said('app.json.object')
  }
}

/** What a JSON value is, in English: jsonKind for a message that is English only. */
export const describeJson = (value: unknown): string => english(jsonKind(value))

/**
 * Iterative, so a file nested a million levels deep cannot overflow the stack
 * here (JSON.parse copes; JSON.stringify on the next write would not). Plain
 * loops: about a tenth of the parse at 10,000 profiles.
 */
export function deeperThan(
  root: object,
  limit: number,
  /** Keys of the root whose values are not looked at (their owners check them). */
  skip: readonly string[] = [],
): boolean {
  const nodes: object[] = [root]
  const depths: number[] = [1]
  for (let node = nodes.pop(); node !== undefined; node = nodes.pop()) {
    const depth = depths.pop() as number
    if (depth > limit) return true
    // for…in rather than Object.values: no array per object (JSON objects inherit nothing enumerable).
    for (const key in node) {
      if (node === root && skip.includes(key)) continue
      const child: unknown = (node as Record<string, unknown>)[key]
      if (typeof child === 'object' && child !== null) {
        nodes.push(child)
        depths.push(depth + 1)
      }
    }
  }
  return false
}
