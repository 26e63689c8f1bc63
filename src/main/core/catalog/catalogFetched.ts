import type { CatalogReadFailure } from '../../../shared/model/catalog'

/**
 * What fetching a catalog's (or its signature's) bytes gave, before any check:
 * the bytes with the server's validator, "unchanged" (304), nothing there
 * (no such file, 404: a missing signature is its own refusal), or a failure.
 */
export type Fetched =
  | { kind: 'bytes'; bytes: Buffer; etag: string | null }
  | { kind: 'unchanged' }
  | { kind: 'missing'; reason: CatalogReadFailure; message: string }
  | { kind: 'failed'; reason: CatalogReadFailure; message: string }

export const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MiB`
