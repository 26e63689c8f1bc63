import { useT } from '../i18n'
import { useRenewAll } from '../store/renewAll'
import { Spinner } from './Spinner'

/** While Renew all runs: how far it got, as text and as a progress bar. */
export function RenewAllProgress() {
  const running = useRenewAll((s) => s.running)
  const progress = useRenewAll((s) => s.progress)
  const t = useT('renew')
  if (!running) return null
  const percent = progress === null || progress.total === 0 ? 0 : progress.done / progress.total
  return (
    <div className="renew-progress">
      <p className="renew-progress-text">
        <Spinner />
        {progress === null
          ? t('progress.checking')
          : t('progress.renewing', { done: progress.done, total: progress.total })}
      </p>
      <div
        className="renew-progress-bar"
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={progress?.total}
        aria-valuenow={progress?.done}
        aria-valuetext={
          progress === null
            ? t('progress.starting')
            : t('progress.done', { done: progress.done, total: progress.total })
        }
      >
        <div className="renew-progress-fill" style={{ width: `${percent * 100}%` }} />
      </div>
    </div>
  )
}
