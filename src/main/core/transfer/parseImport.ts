import { parse } from 'csv-parse/sync'
import { AppFailure } from '../../../shared/ipc/errors'
import { portalKinds, portalLabels, type PortalKind } from '../../../shared/model/portal'
import { EXPORT_FORMAT, EXPORT_VERSION, type ImportFormat } from '../../../shared/model/transfer'

/** One row as read from the file, before validation: plain values keyed by profile field. */
export interface RawRow {
  row: number
  fields: Record<string, unknown>
}

const invalidFile = (message: string) =>
  new AppFailure({ code: 'invalid-input', message, issues: [{ path: 'file', message }] })

/** Reads an export file or a CSV into raw rows; a malformed file is one clear error. */
export function parseImport(format: ImportFormat, text: string): RawRow[] {
  const body = text.replace(/^\uFEFF/, '')
  if (body.trim() === '') throw invalidFile('The file is empty.')
  return format === 'json' ? parseJson(body) : parseCsv(body)
}

function parseJson(text: string): RawRow[] {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw invalidFile(
      `The file is not valid JSON (${error instanceof Error ? error.message : 'parse error'}).`,
    )
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidFile('This is not a Token Desk export: expected an object with "profiles".')
  }
  const file = value as Record<string, unknown>
  if (file.format !== EXPORT_FORMAT) {
    throw invalidFile(`This is not a Token Desk export (its "format" is not "${EXPORT_FORMAT}").`)
  }
  if (typeof file.version !== 'number' || file.version > EXPORT_VERSION) {
    throw invalidFile(
      `The export has version ${String(file.version)}; this app reads version ${EXPORT_VERSION}. Update Token Desk to import it.`,
    )
  }
  if (!Array.isArray(file.profiles)) throw invalidFile('The export has no "profiles" list.')
  return file.profiles.map((entry, index) => ({
    row: index + 1,
    fields: typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? entry : {},
  }))
}

/** CSV headers, matched without case, spaces or punctuation (a Map: "constructor" is no column). */
const csvColumns = new Map<string, string>([
  ['name', 'name'],
  ['accountid', 'accountId'],
  ['accountname', 'accountName'],
  ['portal', 'portal'],
  ['baseurl', 'baseUrl'],
  ['apihosturl', 'apiHostUrl'],
  ['apihost', 'apiHostUrl'],
  ['username', 'username'],
  ['tags', 'tags'],
])
const requiredColumns = ['name', 'accountId', 'portal', 'baseUrl', 'username']
const squash = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '')

/** Portal by kind ("api-host") or by its label ("Customer portal"); unknown text passes through to fail validation. */
function portalOf(text: string): PortalKind | string {
  const key = squash(text)
  for (const kind of portalKinds) {
    if (key === squash(kind) || key === squash(portalLabels[kind])) return kind
  }
  const aliases = new Map<string, PortalKind>([
    ['customerportal', 'customer'],
    ['portal', 'customer'],
    ['alternateportal', 'alternate'],
    ['alt', 'alternate'],
    ['apihost', 'api-host'],
    ['api', 'api-host'],
    ['sms', 'api-host'],
  ])
  return aliases.get(key) ?? text
}

function parseCsv(text: string): RawRow[] {
  let records: { record: string[]; info: { lines: number } }[]
  try {
    // With `info`, each record carries the line it ends on (the typings miss this overload).
    records = parse(text, {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as typeof records
  } catch (error) {
    const detail = error instanceof Error ? error.message.replace(/\s+/g, ' ') : 'parse error'
    throw invalidFile(`The CSV could not be read: ${detail}`)
  }
  const [first, ...rows] = records
  if (!first) throw invalidFile('The CSV has no header row.')
  const columns = first.record.map((title) => csvColumns.get(squash(title)))
  const missing = requiredColumns.filter((field) => !columns.includes(field))
  if (missing.length) {
    throw invalidFile(
      `The CSV header lacks ${missing.join(', ')}. Expected columns: name, account id, account name, portal, base URL, username, API host URL (optional), tags (optional).`,
    )
  }
  return rows.map(({ record: cells, info }) => {
    const fields: Record<string, unknown> = {}
    columns.forEach((field, i) => {
      if (field) fields[field] = cells[i] ?? ''
    })
    if (typeof fields.portal === 'string') fields.portal = portalOf(fields.portal)
    fields.tags =
      typeof fields.tags === 'string' && fields.tags !== ''
        ? fields.tags
            .split(/[;|]/)
            .map((t) => t.trim())
            .filter(Boolean)
        : []
    if (fields.accountName === undefined) fields.accountName = ''
    // The file's own line number (where the record ends), as an editor shows it.
    return { row: info.lines, fields }
  })
}
