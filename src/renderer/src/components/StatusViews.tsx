import { memo } from 'react'
import { statusFilters, type StatusFilter } from '../../../shared/search/statusFilter'
import { useT } from '../i18n'
import { formatNumber } from '../lib/format'

interface Props {
  value: StatusFilter
  /** Null while the list loads: no count rather than a false 0. */
  counts: Record<StatusFilter, number> | null
  onChange: (view: StatusFilter) => void
}

/**
 * The sidebar's status views, each with how many profiles it holds now: one
 * pressed at a time (a toolbar of toggle buttons; arrow keys are the list's).
 * Memoized: its counts change by the minute, not with each keystroke.
 */
export const StatusViews = memo(function StatusViews({ value, counts, onChange }: Props) {
  const t = useT(['sidebar', 'labels'])
  return (
    <div className="status-views" role="group" aria-label={t('statusViews.label')}>
      {statusFilters.map((view) => (
        <button
          key={view}
          type="button"
          className="status-view"
          aria-pressed={value === view}
          title={t(`labels:statusView.${view}`)}
          onClick={() => onChange(view === value ? 'all' : view)}
        >
          {t(`labels:statusViewShort.${view}`)}
          {counts !== null && (
            <>
              {' '}
              <span className="status-view-count">{formatNumber(counts[view])}</span>
            </>
          )}
        </button>
      ))}
    </div>
  )
})
