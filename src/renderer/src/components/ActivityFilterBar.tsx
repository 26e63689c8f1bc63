import { useId } from 'react'
import { triggerLabels } from '../../../shared/model/activity'
import {
  activityKindGroups,
  activitySpans,
  type ActivityFilter,
  type ActivityKindGroup,
} from '../../../shared/model/activityFilter'
import { useT } from '../i18n'

const kindGroups = Object.keys(activityKindGroups) as ActivityKindGroup[]
const triggers = Object.keys(triggerLabels) as (keyof typeof triggerLabels)[]

/** Which activity is in view: when, what and who asked. */
export function ActivityFilterBar({
  filter,
  onChange,
}: {
  filter: ActivityFilter
  onChange: (filter: ActivityFilter) => void
}) {
  const id = useId()
  const t = useT(['renew', 'labels'])
  return (
    <div className="activity-filter" role="group" aria-label={t('activityFilter.label')}>
      <label htmlFor={`${id}-span`}>{t('activityFilter.when')}</label>
      <select
        id={`${id}-span`}
        value={filter.span}
        onChange={(e) => onChange({ ...filter, span: e.target.value as ActivityFilter['span'] })}
      >
        {activitySpans.map((span) => (
          <option key={span} value={span}>
            {t(`labels:activitySpan.${span}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-kinds`}>{t('activityFilter.what')}</label>
      <select
        id={`${id}-kinds`}
        value={filter.kinds}
        onChange={(e) => onChange({ ...filter, kinds: e.target.value as ActivityKindGroup })}
      >
        {kindGroups.map((group) => (
          <option key={group} value={group}>
            {t(`labels:activityKindGroup.${group}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-trigger`}>{t('activityFilter.who')}</label>
      <select
        id={`${id}-trigger`}
        value={filter.trigger}
        onChange={(e) =>
          onChange({ ...filter, trigger: e.target.value as ActivityFilter['trigger'] })
        }
      >
        <option value="all">{t('activityFilter.anyone')}</option>
        {triggers.map((trigger) => (
          <option key={trigger} value={trigger}>
            {t(`labels:trigger.${trigger}`)}
          </option>
        ))}
      </select>
    </div>
  )
}
