import { readFileSync } from 'node:fs'
import type { JsonStore } from './jsonStore'

/** What conf and electron-store offer: the whole document, written at once, atomically. */
export interface DocumentFile {
  store: Record<string, unknown>
}

/**
 * The store document, parsed once and kept in memory; every set is one
 * atomic write through conf/electron-store. Why not conf alone: it re-reads
 * and re-parses the file on every get, and its constructor parses, copies
 * and compares it again (together ~200 ms for 10,000 profiles). This process
 * is the file's only writer (single-instance lock), so the cache stays true.
 * The writer is made on first write. Throws SyntaxError on a damaged file.
 */
export function cachedStore(path: string, openWriter: () => DocumentFile): JsonStore {
  let doc = readDocument(path)
  let writer: DocumentFile | null = null
  const write = (next: Record<string, unknown>) => {
    writer ??= openWriter()
    writer.store = next // throws before `doc` changes if the disk refuses
    doc = next
  }
  return {
    path,
    get: (key) => doc[key],
    set: (key, value) => write({ ...doc, [key]: value }),
    setMany: (values) => write({ ...doc, ...values }),
    delete: (key) => {
      const { [key]: _removed, ...rest } = doc
      write(rest)
    },
  }
}

function readDocument(path: string): Record<string, unknown> {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return {}
    throw error
  }
  if (text.trim() === '') return {}
  const value: unknown = JSON.parse(text)
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SyntaxError('The store file does not hold a JSON object')
  }
  return value as Record<string, unknown>
}
