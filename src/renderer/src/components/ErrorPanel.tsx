import type { ReactNode } from 'react'
import { ServerRefusal } from './ServerRefusal'
import type { AppError, NetworkCause } from '../../../shared/ipc/errors'
import { sayOf, useT } from '../i18n'
import { errorTitle, nextStep, type StandingTokenNow } from '../lib/errorText'
import { timeOn } from '../lib/format'
import { FailurePanel } from './FailurePanel'
import { useClock } from '../store/clock'
import { useNavigation } from '../store/navigation'

interface Props {
  error: AppError
  onDismiss?: () => void
  /** For a token request's failure: the token that stands, so the panel can say it still works. */
  standing?: StandingTokenNow
  /** Below the details: the failed attempt's exchange, when one was kept. */
  exchange?: ReactNode
  /** The step the panel's next-step line names, as a button right below it. */
  action?: { label: string; run: () => void }
}

function Details({ error }: { error: AppError }) {
  const t = useT('detail')
  switch (error.code) {
    case 'auth-rejected':
      return (
        <>
          <p>{sayOf(error)}</p>
          <ServerRefusal
            serverMessage={error.serverMessage}
            checklist={error.checklist}
            checklistSaid={error.checklistSaid}
          />
        </>
      )
    case 'unexpected-response':
      return (
        <>
          <p>{sayOf(error)}</p>
          <details>
            <summary>{t('failure.responseDetails')}</summary>
            <p className="muted">
              {error.contentType === ''
                ? t('status', { status: error.status })
                : t('statusType', { status: error.status, contentType: error.contentType })}
            </p>
            {error.excerpt !== '' && <pre className="excerpt">{error.excerpt}</pre>}
          </details>
        </>
      )
    case 'invalid-input':
      return (
        <>
          <p>{sayOf(error)}</p>
          {error.issues.length > 0 && (
            <ul>
              {error.issues.map((issue) => (
                <li key={`${issue.path}:${issue.message}`}>
                  {issue.path !== '' && <code>{issue.path}</code>} {sayOf(issue)}
                </li>
              ))}
            </ul>
          )}
        </>
      )
    case 'network':
      return (
        <>
          <p>{sayOf(error)}</p>
          <NetworkNextStep cause={error.cause} />
        </>
      )
    default:
      return <p>{sayOf(error)}</p>
  }
}

const settingsCauses: readonly NetworkCause[] = [
  'proxy-auth',
  'proxy-refused',
  'pac',
  'untrusted-ca',
  'ca-file',
]
const profileCauses: readonly NetworkCause[] = ['client-cert', 'pin-mismatch']

/** The place to fix a proxy or certificate problem, one click away. */
function NetworkNextStep({ cause }: { cause: NetworkCause }) {
  const t = useT('detail')
  const openSettings = useNavigation((s) => s.openSettings)
  const startEdit = useNavigation((s) => s.startEdit)
  const hasProfile = useNavigation((s) => s.selectedId !== null)
  const toProfile = profileCauses.includes(cause) || (cause === 'untrusted-ca' && hasProfile)
  if (!settingsCauses.includes(cause) && !profileCauses.includes(cause)) return null
  return (
    <p className="error-actions">
      {settingsCauses.includes(cause) && (
        <button type="button" className="btn btn-small" onClick={openSettings}>
          {cause === 'untrusted-ca' ? t('failure.addCa') : t('failure.openNetwork')}
        </button>
      )}{' '}
      {toProfile && hasProfile && (
        <button type="button" className="btn btn-small" onClick={startEdit}>
          {t('failure.editNetwork')}
        </button>
      )}
    </p>
  )
}

/** One failure, explained: role="alert" so it is announced when it appears. */
export function ErrorPanel({
  error,
  onDismiss,
  standing = { kind: 'none' },
  exchange,
  action,
}: Props) {
  // The app's clock, read per day: a time later today, or a date and time otherwise.
  const today = useClock((s) => new Date(s.now).toDateString())
  // Rendered again when the language changes: the title and next step are read in it.
  useT('detail')
  const next = nextStep(error, standing, timeOn(today))
  return (
    <FailurePanel error={error} title={errorTitle(error)} level={2} onDismiss={onDismiss}>
      {next !== null && (
        <p className="next-step" data-testid="next-step">
          {next}
        </p>
      )}
      {action && (
        <p>
          <button type="button" className="btn btn-small" onClick={action.run}>
            {action.label}
          </button>
        </p>
      )}
      <Details error={error} />
      {exchange}
    </FailurePanel>
  )
}
