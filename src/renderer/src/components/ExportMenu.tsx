import type { ImportFormat } from '../../../shared/model/transfer'
import { useExportProfiles } from '../hooks/useExportProfiles'
import { useCommandRequests } from '../store/commandRequests'
import { DisclosureMenu } from './DisclosureMenu'

const choices: { format: ImportFormat; label: string; type: string }[] = [
  { format: 'json', label: 'JSON (Token Desk export)', type: 'application/json' },
  { format: 'csv', label: 'CSV (spreadsheet)', type: 'text/csv' },
]

/**
 * Export, as JSON or CSV. The file is saved as a download (Electron asks
 * where; the harness's browser saves it), and holds the profiles' fields
 * only, as the menu says. File › Export… in the application menu opens it.
 */
export function ExportMenu({
  disabled,
  profileIds,
  label = 'Export',
}: {
  disabled: boolean
  /** Only these (the Board's selection). */
  profileIds?: Iterable<string>
  label?: string
}) {
  const { exporting, exportAs } = useExportProfiles(profileIds)
  const asked = useCommandRequests((s) => s.exportAsked)
  return (
    <DisclosureMenu
      label={label}
      groupLabel="Export as"
      disabled={disabled}
      busy={exporting}
      askedOpen={asked}
      choices={choices.map((c) => ({
        id: c.format,
        label: c.label,
        choose: () => void exportAs(c.format, c.type),
      }))}
      // A saved request's headers may hold a key: an export carries no secret.
      note="Profile fields only: no password or token, and no saved test request or history."
    />
  )
}
