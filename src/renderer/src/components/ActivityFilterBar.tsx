import { useId } from 'react'
import { triggerLabels } from '../../../shared/model/activity'
import {
  activityKindGroupLabels,
  activitySpanLabels,
  activitySpans,
  type ActivityFilter,
  type ActivityKindGroup,
} from '../../../shared/model/activityFilter'

const kindGroups = Object.keys(activityKindGroupLabels) as ActivityKindGroup[]
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
  return (
    <div className="activity-filter" role="group" aria-label="Show activity">
      <label htmlFor={`${id}-span`}>When</label>
      <select
        id={`${id}-span`}
        value={filter.span}
        onChange={(e) => onChange({ ...filter, span: e.target.value as ActivityFilter['span'] })}
      >
        {activitySpans.map((span) => (
          <option key={span} value={span}>
            {activitySpanLabels[span]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-kinds`}>What</label>
      <select
        id={`${id}-kinds`}
        value={filter.kinds}
        onChange={(e) => onChange({ ...filter, kinds: e.target.value as ActivityKindGroup })}
      >
        {kindGroups.map((group) => (
          <option key={group} value={group}>
            {activityKindGroupLabels[group]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-trigger`}>Who asked</label>
      <select
        id={`${id}-trigger`}
        value={filter.trigger}
        onChange={(e) =>
          onChange({ ...filter, trigger: e.target.value as ActivityFilter['trigger'] })
        }
      >
        <option value="all">Anyone</option>
        {triggers.map((trigger) => (
          <option key={trigger} value={trigger}>
            {triggerLabels[trigger]}
          </option>
        ))}
      </select>
    </div>
  )
}
