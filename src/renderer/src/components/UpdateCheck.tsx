import { useId } from 'react'
import type { UpdateStatus } from '../../../shared/model/updates'
import { sayOf, useT } from '../i18n'
import { useAppInfo } from '../store/appInfo'
import { useUpdates } from '../store/updates'
import { Spinner } from './Spinner'

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
  const t = useT('settings')
  return (
    <div
      className="renew-progress-bar"
      role="progressbar"
      aria-label={t('updates.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      aria-valuetext={percent === null ? t('updates.starting') : t('updates.percent', { percent })}
    >
      <div className="renew-progress-fill" style={{ width: `${percent ?? 0}%` }} />
    </div>
  )
}

/** What the last check or download said, in words. */
function Verdict({ status }: { status: UpdateStatus }) {
  const t = useT('settings')
  switch (status.kind) {
    case 'up-to-date':
      return <p className="verdict">{t('updates.upToDate', { version: status.currentVersion })}</p>
    case 'available':
      return (
        <>
          <p className="verdict">{t('updates.available', { version: status.version })}</p>
          <p className="check-running">
            <Spinner />
            {status.percent === null
              ? t('updates.downloading')
              : t('updates.downloadingPercent', { percent: status.percent })}
          </p>
          <Progress percent={status.percent} />
        </>
      )
    case 'ready':
      return (
        <>
          <p className="verdict">{t('updates.ready', { version: status.version })}</p>
          <p>{t('updates.readyNote')}</p>
        </>
      )
    case 'unavailable':
      return (
        <>
          <p className="verdict">{t(`updates.unavailable.${status.reason}`)}</p>
          <p>{sayOf(status)}</p>
        </>
      )
    case 'failed':
      return (
        <>
          <p className="verdict">{t('updates.failed')}</p>
          <p>{sayOf(status)}</p>
        </>
      )
  }
}

/**
 * "Check for updates" in Settings. It checks only when pressed; a newer
 * version downloads at once and then offers Restart to update.
 */
export function UpdateCheck() {
  const t = useT('settings')
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
        {busy === 'restarting' ? t('updates.restarting') : t('updates.restart')}
      </button>
    ) : status?.kind === 'available' ? null : (
      <button type="button" className="btn" disabled={busy !== null} onClick={() => void check()}>
        {busy === 'checking'
          ? t('updates.checking')
          : status?.kind === 'failed'
            ? t('updates.tryAgain')
            : t('updates.check')}
      </button>
    )

  return (
    <section
      className={`card check check-${busy === 'checking' ? 'plain' : toneOf(status)} updates`}
      aria-labelledby={titleId}
      aria-busy={busy === 'checking' || status?.kind === 'available' || undefined}
    >
      <div className="card-head">
        <h2 id={titleId}>{t('updates.heading')}</h2>
        {version !== undefined && (
          <span className="muted small">{t('updates.version', { version })}</span>
        )}
      </div>
      <div className="check-body" aria-live="polite">
        {busy === 'checking' ? (
          <p className="check-running">
            <Spinner /> {t('updates.checkingLong')}
          </p>
        ) : status === null ? (
          <p className="muted">{t('updates.idle')}</p>
        ) : (
          <Verdict status={status} />
        )}
      </div>
      {action && <div className="form-actions">{action}</div>}
    </section>
  )
}
