import { z } from 'zod'

/** The export file's own name and version, so a future format can still read old files. */
export const EXPORT_FORMAT = 'token-desk-profiles'
export const EXPORT_VERSION = 1
/** Large enough for tens of thousands of profiles, small enough to parse at once. */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024

export const importFormats = ['json', 'csv'] as const
export type ImportFormat = (typeof importFormats)[number]

export const importInput = z.object({
  format: z.enum(importFormats, { error: 'Choose JSON or CSV' }),
  text: z
    .string({ error: 'The file must be text' })
    .max(MAX_IMPORT_BYTES, `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MiB`),
})
export const applyImportInput = importInput.extend({
  /** Also import rows that duplicate an existing profile (same base URL, username, account). */
  includeDuplicates: z.boolean().default(false),
})

export interface ImportRow {
  /** 1-based: the CSV line, or the position in the JSON list. */
  row: number
  /** Name as read, for the preview even when the row is invalid. */
  name: string
  accountId: string
  baseUrl: string
  username: string
  errors: { field: string; message: string }[]
  duplicateOf: { profileId: string; name: string } | { row: number } | null
}

export interface ImportPreview {
  format: ImportFormat
  rows: ImportRow[]
  valid: number
  invalid: number
  duplicates: number
}

export interface ImportResult {
  imported: number
  skippedInvalid: number
  skippedDuplicates: number
}

export interface ExportFile {
  fileName: string
  text: string
  count: number
}
