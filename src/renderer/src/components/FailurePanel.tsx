import type { ReactNode } from 'react'
import type { AppError } from '../../../shared/ipc/errors'
import { useT } from '../i18n'
import { timeOn } from '../lib/format'
import { useClock } from '../store/clock'

interface Props {
  error: AppError
  title: string
  /** h2 in a pane or dialog; h4 inside the request panel's own sections. */
  level: 2 | 4
  /** A kind of panel beside `error-panel` (its sheet's tone rules). */
  className?: string
  onDismiss?: (() => void) | undefined
  /** What happened, and the way on. */
  children: ReactNode
}

/**
 * One failure, shown the same way wherever it happened: a heading, when it
 * happened, Dismiss, and what to do. role="alert", so it is announced.
 */
export function FailurePanel({ error, title, level, className, onDismiss, children }: Props) {
  const t = useT('detail')
  // With its date once it is not today's: a failure kept over a weekend is not this morning's.
  const today = useClock((s) => new Date(s.now).toDateString())
  const Heading = level === 4 ? 'h4' : 'h2'
  return (
    <div role="alert" className={`error-panel ${className ?? ''} error-${error.code}`}>
      <div className="error-head">
        <Heading>{title}</Heading>
        {error.at !== undefined && (
          <span className="muted small error-time" data-testid="error-time">
            {t('failure.at', { time: timeOn(today)(error.at) })}
          </span>
        )}
        {onDismiss && (
          <button type="button" className="btn btn-ghost btn-small" onClick={onDismiss}>
            {t('dismiss')}
          </button>
        )}
      </div>
      {children}
    </div>
  )
}
