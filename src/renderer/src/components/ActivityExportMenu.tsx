import type { ActivityFilter } from '../../../shared/model/activityFilter'
import { useExportActivity } from '../hooks/useExportActivity'
import { useT } from '../i18n'
import { DisclosureMenu } from './DisclosureMenu'

/** Export the activity in view (the filter's rows) as CSV or JSON Lines. */
export function ActivityExportMenu({
  profileIds,
  filter,
  disabled,
  label,
  opens,
}: {
  profileIds?: Iterable<string>
  filter: ActivityFilter
  disabled: boolean
  label?: string
  opens?: 'above' | 'below'
}) {
  const { exporting, exportAs } = useExportActivity(profileIds, filter)
  const t = useT('renew')
  return (
    <DisclosureMenu
      label={label ?? t('export.activityLabel')}
      groupLabel={t('export.activityAs')}
      disabled={disabled}
      busy={exporting}
      {...(opens ? { opens } : {})}
      choices={[
        { id: 'csv', label: t('export.csv'), choose: () => void exportAs('csv') },
        {
          id: 'jsonl',
          label: t('export.jsonl'),
          choose: () => void exportAs('jsonl'),
        },
      ]}
      note={t('export.activityNote')}
    />
  )
}
