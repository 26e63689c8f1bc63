import type { ActivityFilter } from '../../../shared/model/activityFilter'
import { useExportActivity } from '../hooks/useExportActivity'
import { DisclosureMenu } from './DisclosureMenu'

/** Export the activity in view (the filter's rows) as CSV or JSON Lines. */
export function ActivityExportMenu({
  profileIds,
  filter,
  disabled,
  label = 'Export activity',
  opens,
}: {
  profileIds?: Iterable<string>
  filter: ActivityFilter
  disabled: boolean
  label?: string
  opens?: 'above' | 'below'
}) {
  const { exporting, exportAs } = useExportActivity(profileIds, filter)
  return (
    <DisclosureMenu
      label={label}
      groupLabel="Export activity as"
      disabled={disabled}
      busy={exporting}
      {...(opens ? { opens } : {})}
      choices={[
        { id: 'csv', label: 'CSV (spreadsheet)', choose: () => void exportAs('csv') },
        {
          id: 'jsonl',
          label: 'JSON Lines (one entry per line)',
          choose: () => void exportAs('jsonl'),
        },
      ]}
      note="What happened, when (with the time zone) and why: no password or token."
    />
  )
}
