import { says } from '../i18n/fieldSays'
import type { Said } from '../i18n/said'
import { bulkIds } from './bulk'
import { z } from 'zod'
import type { OtherAccount } from './loginAccounts'
import type { HostMove, ProfileFields } from './profile'
import { lazySchema } from './lazySchema'

/** The export file's own name and version, so a future format can still read old files. */
export const EXPORT_FORMAT = 'token-desk-profiles'
export const EXPORT_VERSION = 1
/** Large enough for tens of thousands of profiles, small enough to parse at once. */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024

export const importFormats = ['json', 'csv'] as const
export type ImportFormat = (typeof importFormats)[number]

/** Export writes the same two formats import reads. */
export const exportInput = lazySchema(() =>
  z.object({
    format: z.enum(importFormats, says('inputs.transfer.chooseFormat')),
    /** Only these (the Board's selection); absent: every profile. */
    profileIds: bulkIds.optional(),
  }),
)

export const importInput = lazySchema(() =>
  z.object({
    format: z.enum(importFormats, says('inputs.transfer.chooseFormat')),
    text: z
      .string(says('inputs.transfer.fileNotText'))
      .max(
        MAX_IMPORT_BYTES,
        says('inputs.transfer.fileTooLarge', { mib: MAX_IMPORT_BYTES / 1024 / 1024 }),
      ),
  }),
)

/**
 * What applying writes: new profiles and updates of the profiles rows match
 * (the default), or new profiles only, leaving every existing one as it is.
 */
export const importModes = ['add-and-update', 'add-only'] as const
export type ImportMode = (typeof importModes)[number]

/**
 * What applying does with rows that would move a profile to another host
 * (`moved`): nothing unless the user opts in, since a host move is never a
 * plain change (a password never follows it, and a row on another host may
 * well be another profile). `move` updates the profiles; `add` adds the rows
 * as new profiles beside them.
 */
export const hostMoveChoices = ['leave', 'move', 'add'] as const
export type HostMoveChoice = (typeof hostMoveChoices)[number]

export const applyImportInput = lazySchema(() =>
  importInput.extend({
    mode: z.enum(importModes, says('inputs.transfer.chooseMode')).default('add-and-update'),
    hostMoves: z.enum(hostMoveChoices, says('inputs.transfer.chooseHostMoves')).default('leave'),
  }),
)

export type ImportField = keyof ProfileFields

/** One CSV column: the profile field it holds and the title export writes. */
export interface CsvColumn {
  field: ImportField
  title: string
  /** A CSV without it cannot be imported. */
  required: boolean
  /** Other titles import accepts (matched, like the title, without case, spaces or punctuation). */
  aliases: readonly string[]
}

/**
 * The CSV columns, in the order export writes them; import reads any order
 * and any subset that has the required ones. Every editable field is here,
 * so a CSV export is complete (secrets are no field). Their titles also
 * name the fields in the import preview.
 */
export const csvColumns = [
  { field: 'name', title: 'Name', required: true, aliases: [] },
  { field: 'accountId', title: 'Account ID', required: true, aliases: [] },
  { field: 'accountName', title: 'Account name', required: false, aliases: [] },
  { field: 'portal', title: 'Portal', required: true, aliases: [] },
  { field: 'baseUrl', title: 'Base URL', required: true, aliases: [] },
  { field: 'apiHostUrl', title: 'API host URL', required: false, aliases: ['API host'] },
  { field: 'username', title: 'Username', required: true, aliases: [] },
  { field: 'tags', title: 'Tags', required: false, aliases: [] },
  { field: 'colour', title: 'Colour', required: false, aliases: ['Color'] },
  { field: 'favourite', title: 'Favourite', required: false, aliases: ['Favorite'] },
  { field: 'headerStyle', title: 'Header style', required: false, aliases: [] },
  { field: 'smsMethod', title: 'SMS method', required: false, aliases: [] },
  { field: 'autoRenew', title: 'Auto-renew', required: false, aliases: [] },
  { field: 'notes', title: 'Notes', required: false, aliases: [] },
] as const satisfies readonly CsvColumn[]

/** A field's value as the preview shows it before and after. */
export type ImportValue = string | boolean | string[]

export interface FieldChange {
  field: ImportField
  from: ImportValue
  to: ImportValue
}

/** Where a row is in the file and what it names, as read (even when invalid). */
interface RowBase {
  /** 1-based: the CSV line the record starts on, or the position in the JSON list. */
  row: number
  name: string
  accountId: string
  portal: string
  baseUrl: string
  username: string
}

/**
 * The other accounts whose profiles would share the row's login once it is
 * applied (`otherAccountsOfLogin`); empty when none. A token serves one
 * account, so the preview shows such rows as a warning of their own.
 */
interface Writes {
  otherAccounts: OtherAccount[]
}

/** An update of the profile a row matches: each field that differs. */
interface Update {
  profileId: string
  /** The profile's name now (the row may rename it). */
  currentName: string
  /** Each field that differs, old → new; fields the file lacks are left as they are. */
  changes: FieldChange[]
  /** Hosts the update points at another origin (`hostMoves`). */
  moves: HostMove[]
  /** What the update removes, by the rule every edit follows (a password never follows a host). */
  removes: { password: boolean; token: boolean }
}

/**
 * What one row of the file would do. A row matches the profile with its
 * account, portal and username on the same base URL host (`profileMatchKey`);
 * `moved`: the one profile with them is on another host, or the update
 * points its API host elsewhere, which is applied only when the user opts in.
 */
export type ImportRow =
  | (RowBase & Writes & { kind: 'added' })
  | (RowBase & Writes & Update & { kind: 'changed' })
  | (RowBase & Writes & Update & { kind: 'moved' })
  | (RowBase & { kind: 'unchanged'; profileId: string })
  /** The same as an earlier row in every field (a row pasted twice): read once, from that row. */
  | (RowBase & { kind: 'repeated'; sameAs: number })
  | (RowBase & { kind: 'invalid'; errors: { field: string; message: string; said?: Said }[] })

export type ImportRowKind = ImportRow['kind']

export interface ImportPreview {
  format: ImportFormat
  rows: ImportRow[]
  counts: Record<ImportRowKind, number>
  /** What import does not know and leaves unread: a CSV's columns as titled, a JSON file's profile keys. */
  unreadColumns: readonly string[]
  /**
   * A CSV's columns with values under an empty title, by position from 1
   * (spreadsheets letter them A, B…): left unread, as nothing says what they are.
   */
  untitledColumns?: readonly number[]
}

export interface ImportResult {
  added: number
  updated: number
  unchanged: number
  /** Changed rows left alone because the user chose to add only. */
  skippedChanged: number
  /** Profiles moved to another host (the user opted in). */
  moved: number
  /** Rows on another host left alone (the user did not opt in). */
  skippedMoves: number
  skippedInvalid: number
  /** Updates that moved a host and so removed a stored password. */
  passwordsRemoved: number
}

export interface ExportFile {
  fileName: string
  text: string
  count: number
}
