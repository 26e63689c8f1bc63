import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { CatalogReader } from '../../src/main/core/catalog/readCatalog'
import { catalogFormatOf, type CatalogRead } from '../../src/shared/model/catalog'

/**
 * A TEST reader of team catalogs, standing in for catalog/readCatalog.ts
 * (built on its own branch): it really reads the file at a file source's
 * path, answers "unchanged" when the ETag it gave (the file's SHA-256) is
 * sent back, and fails as a read fails. A URL source is read from
 * `urls[url]`, a path on disk, so a test can play a server's file. No pin,
 * no signature, no secret check: those are the real reader's.
 */
export function testCatalogReader(urls: Record<string, string> = {}): CatalogReader & {
  reads: string[]
} {
  const reads: string[] = []
  return {
    reads,
    async read(source, etag): Promise<CatalogRead> {
      const where = source.location.kind === 'file' ? source.location.path : source.location.url
      reads.push(where)
      const path = source.location.kind === 'file' ? source.location.path : urls[where]
      if (path === undefined)
        return { kind: 'failed', reason: 'unreachable', message: `Nothing answers at ${where}.` }
      let text: string
      try {
        text = await readFile(path, 'utf8')
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? 'error'
        return {
          kind: 'failed',
          reason: 'unreachable',
          message: `The catalog file ${path} could not be read (${code}).`,
        }
      }
      const sha256 = createHash('sha256').update(text).digest('hex')
      if (etag === sha256) return { kind: 'unchanged' }
      return { kind: 'read', text, format: catalogFormatOf(where), etag: sha256, sha256 }
    },
  }
}
