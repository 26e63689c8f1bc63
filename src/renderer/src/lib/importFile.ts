import { headerStyles, portalKinds } from '../../../shared/model/portal'
import { profileColours } from '../../../shared/model/profile'
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
import { sayOf, t } from '../i18n'
import { listed, nameList } from './labels'
import { describeMoves } from './profileForm'

/** Excel's "Unicode text" and tab-separated files are CSV to the reader (tabs separate cells). */
export const IMPORT_ACCEPT =
  '.json,.csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain,application/json'

/** The CSV columns as the dialog names them: required first, then the optional ones. */
export const requiredColumns = csvColumns.filter((c) => c.required).map((c) => c.title)
export const optionalColumns = csvColumns.filter((c) => !c.required).map((c) => c.title)

const MIB = 1024 * 1024

/** Refuses a file too large to import before reading a byte of it. */
export function sizeProblem(file: Pick<File, 'size'>): string | null {
  if (file.size <= MAX_IMPORT_BYTES) return null
  return t('importing:dialog.tooLarge', { size: file.size / MIB, max: MAX_IMPORT_BYTES / MIB })
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

const startsWith = (bytes: Uint8Array, magic: readonly number[]): boolean =>
  magic.every((byte, i) => bytes[i] === byte)

/**
 * Why bytes are no file import reads, before they are read as text (which
 * would end in "the header lacks Name, Account ID…" about a workbook): a
 * spreadsheet's own format (xlsx and ods are zip files; xls is OLE2), a PDF
 * or an image, or any file with NUL bytes that is not UTF-16. Null: text.
 */
export function notTextProblem(fileName: string, bytes: Uint8Array): string | null {
  const workbook =
    startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) ||
    startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
  if (workbook) return t('importing:dialog.workbook', { name: fileName })
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)
  if (!utf16 && bytes.subarray(0, 8192).includes(0))
    return t('importing:dialog.notText', { name: fileName })
  return null
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

const oneOf = <T extends string>(list: readonly T[], value: string): T | undefined =>
  list.find((item) => item === value)

/** A value of a fixed list by its label, or as it came when it is not one of them. */
function labelOf(field: ImportField, value: string): string {
  if (field === 'colour') {
    const colour = oneOf(profileColours, value)
    return colour === undefined ? value : t(`labels:colour.${colour}`)
  }
  if (field === 'portal') {
    const portal = oneOf(portalKinds, value)
    return portal === undefined ? value : t(`labels:portal.${portal}`)
  }
  if (field === 'headerStyle') {
    const style = oneOf(headerStyles, value)
    return style === undefined ? value : t(`labels:headerStyle.${style}`)
  }
  return value
}

/** A field's value as the preview shows it: labels for fixed lists, Yes/No, tags joined. */
export function valueText(field: ImportField, value: ImportValue): string {
  if (typeof value === 'boolean') return value ? t('importing:value.yes') : t('importing:value.no')
  if (Array.isArray(value)) return value.length === 0 ? t('importing:value.none') : value.join(', ')
  if (value === '') return t('importing:value.empty')
  return cutShort(labelOf(field, value), MAX_VALUE_CHARS)
}

/** An invalid row's reasons, each naming its field (a reason about the whole row names none). */
export const rowProblems = (row: ImportRow & { kind: 'invalid' }): string[] =>
  row.errors.map((e) =>
    e.field === 'row' || e.field === ''
      ? sayOf(e)
      : `${fieldLabel(e.field.split('.')[0] ?? e.field)}: ${sayOf(e)}`,
  )

/** What an update removes, and why, before it is applied (the rule every edit follows). */
export function removalNote(row: ImportRow & { kind: 'changed' | 'moved' }): string | null {
  const { password, token } = row.removes
  if (row.moves.length > 0 && (password || token)) {
    // A login's password stays for the other profiles of that login; this one stops using it.
    const moves = describeMoves(row.moves)
    return password
      ? t(token ? 'importing:removal.passwordAndToken' : 'importing:removal.password', { moves })
      : t('importing:removal.token', { moves })
  }
  return token ? t('importing:removal.tokenOnly') : null
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
  if (updating === 0) return t('importing:apply.add', { count: adding })
  if (adding === 0) return t('importing:apply.update', { count: updating })
  return t('importing:apply.addAndUpdate', { adding, count: updating })
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
      ? t('importing:result.added', { count: result.added })
      : result.added === 0
        ? t('importing:result.updated', { count: result.updated })
        : t('importing:result.addedAndUpdated', { added: result.added, count: result.updated })
  const skipped = result.skippedChanged + result.skippedInvalid + result.skippedMoves
  const moved = result.moved > 0 ? `; ${t('importing:result.moved', { count: result.moved })}` : ''
  const removed =
    result.passwordsRemoved > 0
      ? `; ${t('importing:result.passwordsRemoved', { count: result.passwordsRemoved })}`
      : ''
  const skippedNote = skipped > 0 ? ` ${t('importing:result.skipped', { count: skipped })}` : ''
  return `${done}${skippedNote}${moved}${removed}`
}

/** "ACME-001 (“Demo”, “Demo 2”) and HOOLI-004 (“Hooli”)": the other accounts a login serves. */
export const accountsServed = (others: readonly OtherAccount[]): string =>
  listed(
    others.map((o) =>
      t('profileForm:loginAccounts.account', {
        account: o.accountId,
        names: nameList(o.names, o.profiles),
      }),
    ),
  )
