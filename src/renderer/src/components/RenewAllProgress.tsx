import { useRenewAll } from '../store/renewAll'
import { Spinner } from './Spinner'

/** While Renew all runs: how far it got, as text and as a progress bar. */
export function RenewAllProgress() {
  const running = useRenewAll((s) => s.running)
  const progress = useRenewAll((s) => s.progress)
  if (!running) return null
  const percent = progress === null || progress.total === 0 ? 0 : progress.done / progress.total
  return (
    <div className="renew-progress">
      <p className="renew-progress-text">
        <Spinner />
        {progress === null
          ? 'Checking which tokens need renewal…'
          : `Renewing ${progress.done} of ${progress.total}…`}
      </p>
      <div
        className="renew-progress-bar"
        role="progressbar"
        aria-label="Renewal progress"
        aria-valuemin={0}
        aria-valuemax={progress?.total}
        aria-valuenow={progress?.done}
        aria-valuetext={
          progress === null ? 'Starting' : `${progress.done} of ${progress.total} done`
        }
      >
        <div className="renew-progress-fill" style={{ width: `${percent * 100}%` }} />
      </div>
    </div>
  )
}
