import type { ImportFormat } from '../../../shared/model/transfer'
import { useExportProfiles } from '../hooks/useExportProfiles'
import { useT } from '../i18n'
import { useCommandRequests } from '../store/commandRequests'
import { DisclosureMenu } from './DisclosureMenu'

const choices: { format: ImportFormat; type: string }[] = [
  { format: 'json', type: 'application/json' },
  { format: 'csv', type: 'text/csv' },
]

/**
 * Export, as JSON or CSV. The file is saved as a download (Electron asks
 * where; the harness's browser saves it), and holds the profiles' fields
 * only, as the menu says. File › Export… in the application menu opens it.
 */
export function ExportMenu({
  disabled,
  profileIds,
  label,
}: {
  disabled: boolean
  /** Only these (the Board's selection). */
  profileIds?: Iterable<string>
  label?: string
}) {
  const { exporting, exportAs } = useExportProfiles(profileIds)
  const asked = useCommandRequests((s) => s.exportAsked)
  const t = useT('renew')
  return (
    <DisclosureMenu
      label={label ?? t('export.label')}
      groupLabel={t('export.as')}
      disabled={disabled}
      busy={exporting}
      askedOpen={asked}
      choices={choices.map((c) => ({
        id: c.format,
        label: t(`export.${c.format}`),
        choose: () => void exportAs(c.format, c.type),
      }))}
      // A saved request's headers may hold a key: an export carries no secret.
      note={t('export.note')}
    />
  )
}
