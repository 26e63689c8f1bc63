import { said, type Said, type SaidValue, type Worded } from '../../../shared/i18n/said'
import type { CatalogReadFailure } from '../../../shared/model/catalog'

/**
 * What fetching a catalog's (or its signature's) bytes gave, before any check:
 * the bytes with the server's validator, "unchanged" (304), nothing there
 * (no such file, 404: a missing signature is its own refusal), or a failure,
 * in English and as data (`said`; the network's own failures may not have it yet).
 */
export type Fetched =
  | { kind: 'bytes'; bytes: Buffer; etag: string | null }
  | { kind: 'unchanged' }
  | ({ kind: 'missing'; reason: CatalogReadFailure } & Worded)
  | ({ kind: 'failed'; reason: CatalogReadFailure } & Worded)

/** A size in MiB, one decimal: "16.0 MiB". */
export const mib = (bytes: number): Said => said('catalog.mib', { size: bytes / 1024 / 1024 })

/** What was said, to go inside another message: its Said, or its English where it has none. */
export const toldOf = (worded: Worded): SaidValue => worded.said ?? worded.message

/**
 * Items one after another (at least one), joined by `key`: "{{first}}; {{rest}}",
 * `rest` the next item or the rest joined again, so each language joins them its way.
 */
export const joined = (
  items: readonly SaidValue[],
  key: 'catalog.secrets.places' | 'catalog.list' = 'catalog.list',
): SaidValue => items.reduceRight((rest, first) => said(key, { first, rest }))
