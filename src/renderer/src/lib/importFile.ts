import { portalLabels, type HeaderStyle, type PortalKind } from '../../../shared/model/portal'
import type { ProfileColour } from '../../../shared/model/profile'
import { cutShort } from '../../../shared/text/cutShort'
import { csvColumns, MAX_IMPORT_BYTES } from '../../../shared/model/transfer'
import type {
  HostMoveChoice,
  ImportField,
  ImportFormat,
  ImportMode,
  ImportPreview,
  ImportResult,
  ImportRow,
  ImportValue,
} from '../../../shared/model/transfer'
import type { OtherAccount } from '../../../shared/model/loginAccounts'
import { colourLabels, countOf, headerStyleLabels, formatCount, listed, nameList } from './labels'
import { describeMoves } from './profileForm'

export const IMPORT_ACCEPT = '.json,.csv,text/csv,application/json'

/** The CSV columns as the dialog names them: required first, then the optional ones. */
export const requiredColumns = csvColumns.filter((c) => c.required).map((c) => c.title)
export const optionalColumns = csvColumns.filter((c) => !c.required).map((c) => c.title)

const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MiB`

/** Refuses a file too large to import before reading a byte of it. */
export function sizeProblem(file: Pick<File, 'size'>): string | null {
  if (file.size <= MAX_IMPORT_BYTES) return null
  return `This file is ${mib(file.size)}; Token Desk imports files of up to ${MAX_IMPORT_BYTES / 1024 / 1024} MiB. Split it into smaller files.`
}

/** How a file's bytes were read: UTF-8 (with or without a BOM), UTF-16 by its BOM, else Windows-1252. */
export type FileEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252'

/**
 * A file's text. Excel saves "CSV" in the system's ANSI code page (Windows-1252
 * in Western Europe and the Americas), which read as UTF-8 turns "·" and curly
 * quotes into "�" and, imported, overwrites the names with them: bytes that are
 * not UTF-8 are read as Windows-1252, and the dialog says so.
 */
export function decodeFile(bytes: Uint8Array): { text: string; encoding: FileEncoding } {
  const decode = (encoding: FileEncoding, fatal = false) =>
    new TextDecoder(encoding, { fatal }).decode(bytes)
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: decode('utf-16le'), encoding: 'utf-16le' }
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: decode('utf-16be'), encoding: 'utf-16be' }
  try {
    return { text: decode('utf-8', true), encoding: 'utf-8' }
  } catch {
    return { text: decode('windows-1252'), encoding: 'windows-1252' }
  }
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

/** A field by its CSV column title ("Base URL"), in the preview as in the file. */
export const fieldLabel = (field: string): string =>
  csvColumns.find((c) => c.field === field)?.title ?? field

/** Long notes are cut to this many characters in the preview; the file has them whole. */
const MAX_VALUE_CHARS = 200

/** A field's value as the preview shows it: labels for fixed lists, Yes/No, tags joined. */
export function valueText(field: ImportField, value: ImportValue): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.join(', ')
  if (value === '') return '(empty)'
  let text: string = value
  if (field === 'colour') text = colourLabels[value as ProfileColour] ?? value
  if (field === 'portal') text = portalLabels[value as PortalKind] ?? value
  if (field === 'headerStyle') text = headerStyleLabels[value as HeaderStyle] ?? value
  return cutShort(text, MAX_VALUE_CHARS)
}

/** An invalid row's reasons, each naming its field (a reason about the whole row names none). */
export const rowProblems = (row: ImportRow & { kind: 'invalid' }): string[] =>
  row.errors.map((e) =>
    e.field === 'row' || e.field === ''
      ? e.message
      : `${fieldLabel(e.field.split('.')[0] ?? e.field)}: ${e.message}`,
  )

/** What an update removes, and why, before it is applied (the rule every edit follows). */
export function removalNote(row: ImportRow & { kind: 'changed' | 'moved' }): string | null {
  const { password, token } = row.removes
  if (row.moves.length > 0 && (password || token)) {
    // A login's password stays for the other profiles of that login; this one stops using it.
    const what = password
      ? `it stops using its login's stored password${token ? ' and its token is removed' : ''}`
      : 'its token will be removed'
    return `It points ${describeMoves(row.moves)}: ${what}, since secrets go only to the host they were entered or obtained for.`
  }
  return token
    ? 'Its token will be removed: it was obtained for the base URL and account this row changes.'
    : null
}

/** What applying writes in the chosen mode and host-move choice: profiles added and updated. */
function writes(counts: ImportPreview['counts'], mode: ImportMode, hostMoves: HostMoveChoice) {
  return {
    adding: counts.added + (hostMoves === 'add' ? counts.moved : 0),
    updating:
      (mode === 'add-and-update' ? counts.changed : 0) + (hostMoves === 'move' ? counts.moved : 0),
  }
}

/** The import button: what applying writes in the chosen mode ("Add 3 and update 2 profiles"). */
export function applyLabel(
  counts: ImportPreview['counts'],
  mode: ImportMode,
  hostMoves: HostMoveChoice = 'leave',
): string {
  const { adding, updating } = writes(counts, mode, hostMoves)
  if (updating === 0) return `Add ${countOf(adding, 'profile')}`
  if (adding === 0) return `Update ${countOf(updating, 'profile')}`
  return `Add ${formatCount(adding)} and update ${countOf(updating, 'profile')}`
}

/** How many profiles applying would write. */
export function applyCount(
  counts: ImportPreview['counts'],
  mode: ImportMode,
  hostMoves: HostMoveChoice = 'leave',
): number {
  const { adding, updating } = writes(counts, mode, hostMoves)
  return adding + updating
}

/** The status line after an import. */
export function resultMessage(result: ImportResult): string {
  const done =
    result.updated === 0
      ? `Added ${countOf(result.added, 'profile')}`
      : result.added === 0
        ? `Updated ${countOf(result.updated, 'profile')}`
        : `Added ${formatCount(result.added)} and updated ${countOf(result.updated, 'profile')}`
  const skipped = result.skippedChanged + result.skippedInvalid + result.skippedMoves
  const moved =
    result.moved > 0 ? `; ${countOf(result.moved, 'profile')} moved to another host` : ''
  const removed =
    result.passwordsRemoved > 0
      ? `; ${countOf(result.passwordsRemoved, 'profile')} no longer use${result.passwordsRemoved === 1 ? 's' : ''} a stored password (host changed)`
      : ''
  return `${done}${skipped > 0 ? ` (${formatCount(skipped)} skipped)` : ''}${moved}${removed}`
}

/** "ACME-001 (“Demo”, “Demo 2”) and HOOLI-004 (“Hooli”)": the other accounts a login serves. */
export const accountsServed = (others: readonly OtherAccount[]): string =>
  listed(others.map((o) => `${o.accountId} (${nameList(o.names, o.profiles)})`))
