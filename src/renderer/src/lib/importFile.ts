import {
  MAX_IMPORT_BYTES,
  type ImportFormat,
  type ImportPreview,
  type ImportRow,
} from '../../../shared/model/transfer'

export const IMPORT_ACCEPT = '.json,.csv,text/csv,application/json'

/** Said in the dialog, in the order main reads them (matched without case or spaces). */
export const csvColumns = [
  'name',
  'account id',
  'account name',
  'portal',
  'base URL',
  'username',
] as const
/** May be left out; tags are separated by ";". */
export const csvOptionalColumns = ['API host URL', 'tags'] as const

const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MiB`

/** Refuses a file too large to import before reading a byte of it. */
export function sizeProblem(file: Pick<File, 'size'>): string | null {
  if (file.size <= MAX_IMPORT_BYTES) return null
  return `This file is ${mib(file.size)}; Token Desk imports files of up to ${MAX_IMPORT_BYTES / 1024 / 1024} MiB. Split it into smaller files.`
}

/** By the extension; otherwise by the content: an object is an export, anything else CSV. */
export function formatOf(fileName: string, text: string): ImportFormat {
  const name = fileName.toLowerCase()
  if (name.endsWith('.json')) return 'json'
  if (name.endsWith('.csv')) return 'csv'
  return text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('{')
    ? 'json'
    : 'csv'
}

/** How many profiles an import writes: the valid rows, duplicates only if asked. */
export const importCount = (preview: ImportPreview, includeDuplicates: boolean): number =>
  includeDuplicates ? preview.valid : preview.valid - preview.duplicates

export type RowStatus =
  { kind: 'ready' } | { kind: 'invalid'; messages: string[] } | { kind: 'duplicate'; text: string }

/** What the preview's Status column says about one row. */
export function rowStatus(row: ImportRow): RowStatus {
  if (row.errors.length > 0) {
    return {
      kind: 'invalid',
      messages: row.errors.map((e) => (e.field === '' ? e.message : `${e.field}: ${e.message}`)),
    }
  }
  if (row.duplicateOf === null) return { kind: 'ready' }
  return {
    kind: 'duplicate',
    text:
      'row' in row.duplicateOf
        ? `Duplicate of row ${row.duplicateOf.row}`
        : `Duplicate of “${row.duplicateOf.name}”`,
  }
}
