import { useId } from 'react'
import type { UpdateStatus, UpdateUnavailableReason } from '../../../shared/model/updates'
import { useAppInfo } from '../store/appInfo'
import { useUpdates } from '../store/updates'
import { Spinner } from './Spinner'

const unavailableTitles: Record<UpdateUnavailableReason, string> = {
  'development-build': 'Not an installed build',
  'no-feed': 'No update feed in this build',
  'unsupported-install': 'This copy cannot update itself',
}

type Tone = 'ok' | 'trouble' | 'plain'

const toneOf = (status: UpdateStatus | null): Tone => {
  switch (status?.kind) {
    case 'up-to-date':
    case 'ready':
      return 'ok'
    case 'failed':
      return 'trouble'
    default:
      return 'plain'
  }
}

function Progress({ percent }: { percent: number | null }) {
  return (
    <div
      className="renew-progress-bar"
      role="progressbar"
      aria-label="Download progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      aria-valuetext={percent === null ? 'Starting' : `${percent}%`}
    >
      <div className="renew-progress-fill" style={{ width: `${percent ?? 0}%` }} />
    </div>
  )
}

/** What the last check or download said, in words. */
function Verdict({ status }: { status: UpdateStatus }) {
  switch (status.kind) {
    case 'up-to-date':
      return <p className="verdict">Token Desk is up to date (version {status.currentVersion}).</p>
    case 'available':
      return (
        <>
          <p className="verdict">Version {status.version} is available.</p>
          <p className="check-running">
            <Spinner />
            {status.percent === null ? 'Downloading…' : `Downloading… ${status.percent}%`}
          </p>
          <Progress percent={status.percent} />
        </>
      )
    case 'ready':
      return (
        <>
          <p className="verdict">Version {status.version} is ready to install.</p>
          <p>Restart Token Desk to update now; otherwise it installs when you quit.</p>
        </>
      )
    case 'unavailable':
      return (
        <>
          <p className="verdict">{unavailableTitles[status.reason]}</p>
          <p>{status.message}</p>
        </>
      )
    case 'failed':
      return (
        <>
          <p className="verdict">The update check failed</p>
          <p>{status.message}</p>
        </>
      )
  }
}

/**
 * "Check for updates" in Settings. It checks only when pressed; a newer
 * version downloads at once and then offers Restart to update.
 */
export function UpdateCheck() {
  const titleId = useId()
  const version = useAppInfo((s) => s.info?.version)
  const status = useUpdates((s) => s.status)
  const busy = useUpdates((s) => s.busy)
  const check = useUpdates((s) => s.check)
  const install = useUpdates((s) => s.install)

  const action =
    status?.kind === 'ready' ? (
      <button
        type="button"
        className="btn btn-primary"
        disabled={busy !== null}
        onClick={() => void install()}
      >
        {busy === 'restarting' ? 'Restarting…' : 'Restart to update'}
      </button>
    ) : status?.kind === 'available' ? null : (
      <button type="button" className="btn" disabled={busy !== null} onClick={() => void check()}>
        {busy === 'checking'
          ? 'Checking…'
          : status?.kind === 'failed'
            ? 'Try again'
            : 'Check for updates'}
      </button>
    )

  return (
    <section
      className={`card check check-${busy === 'checking' ? 'plain' : toneOf(status)} updates`}
      aria-labelledby={titleId}
      aria-busy={busy === 'checking' || status?.kind === 'available' || undefined}
    >
      <div className="card-head">
        <h2 id={titleId}>Updates</h2>
        {version !== undefined && <span className="muted small">Version {version}</span>}
      </div>
      <div className="check-body" aria-live="polite">
        {busy === 'checking' ? (
          <p className="check-running">
            <Spinner /> Checking for updates…
          </p>
        ) : status === null ? (
          <p className="muted">Token Desk checks for a newer version only when you ask.</p>
        ) : (
          <Verdict status={status} />
        )}
      </div>
      {action && <div className="form-actions">{action}</div>}
    </section>
  )
}
