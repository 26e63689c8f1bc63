import {
  csvColumns,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportFile,
  type ImportFormat,
} from '../../../shared/model/transfer'
import { profileFields, type Profile } from '../../../shared/model/profile'
import { csvRecord, type CsvSeparator } from '../../../shared/text/csv'
import { writeField } from './csv'

/**
 * The profiles' fields as versioned JSON or as a CSV with the columns CSV
 * import reads (so importing it back changes nothing, whichever separator
 * Settings chose): no ids, no passwords, no tokens.
 */
export function exportProfiles(
  profiles: Profile[],
  now: number,
  format: ImportFormat,
  separator: CsvSeparator = ',',
): ExportFile {
  // Every editable field, in the columns' order, and nothing else.
  const rows = profiles.map((profile) => {
    const fields = profileFields(profile)
    return Object.fromEntries(csvColumns.map((c) => [c.field, fields[c.field]])) as typeof fields
  })
  const date = new Date(now).toISOString()
  const fileName = `token-desk-profiles-${date.slice(0, 10)}.${format}`
  if (format === 'csv') {
    const header = csvRecord(
      csvColumns.map((c) => c.title),
      separator,
    )
    const body = rows.map((row) =>
      csvRecord(
        csvColumns.map((c) => writeField(row[c.field])),
        separator,
      ),
    )
    // The byte order mark tells spreadsheets the file is UTF-8; import skips it.
    return { fileName, count: rows.length, text: `\uFEFF${header}${body.join('')}` }
  }
  return {
    fileName,
    count: rows.length,
    text: `${JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: date, profiles: rows }, null, 2)}\n`,
  }
}
