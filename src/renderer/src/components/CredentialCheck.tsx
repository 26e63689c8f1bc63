import { useNavigation } from '../store/navigation'
import { useId } from 'react'
import { ServerRefusal } from './ServerRefusal'
import type { AppError } from '../../../shared/ipc/errors'
import { standingToken, type TokenSnapshot } from '../../../shared/model/token'
import { sayOf, useT } from '../i18n'
import { clockTime, localTime } from '../lib/format'
import { useChecks, type CheckOutcome } from '../store/checks'
import { Spinner } from './Spinner'

interface Props {
  profileId: string
  /** The profile's token now: a check that got another one has been overtaken. */
  token: TokenSnapshot
}

type Tone = 'ok' | 'refused' | 'trouble' | 'plain'

const toneOf = (outcome: CheckOutcome): Tone => {
  if (outcome.kind === 'works') return 'ok'
  switch (outcome.error.code) {
    case 'auth-rejected':
      return 'refused'
    case 'network':
    case 'unexpected-response':
      return 'trouble'
    default:
      return 'plain'
  }
}

function Failure({ error }: { error: AppError }) {
  const t = useT('detail')
  switch (error.code) {
    case 'auth-rejected':
      return (
        <>
          {/* Spec 7: both causes give the same 401, so the app cannot tell them apart. */}
          <p className="verdict">{sayOf(error)}</p>
          <ServerRefusal
            serverMessage={error.serverMessage}
            checklist={error.checklist}
            checklistSaid={error.checklistSaid}
          />
        </>
      )
    case 'network':
      return (
        <>
          <p className="verdict">{t('check.unreachable')}</p>
          <p>{sayOf(error)}</p>
          <p className="muted">{t('check.unreachableNote')}</p>
        </>
      )
    case 'unexpected-response':
      return (
        <>
          <p className="verdict">{t('check.unexpected')}</p>
          <p>{sayOf(error)}</p>
          <p className="muted">
            {error.contentType === ''
              ? t('status', { status: error.status })
              : t('statusType', { status: error.status, contentType: error.contentType })}
          </p>
          {error.excerpt !== '' && <pre className="excerpt">{error.excerpt}</pre>}
        </>
      )
    case 'no-password':
      return (
        <>
          <p className="verdict">{t('check.passwordNeeded')}</p>
          <p>{t('check.noPassword')}</p>
        </>
      )
    default:
      return <p>{sayOf(error)}</p>
  }
}

/**
 * The verdict of Check credentials for one profile: it works, the service
 * refused the login (and what to check), or the service could not be reached.
 */
export function CredentialCheck({ profileId, token }: Props) {
  const t = useT('detail')
  const titleId = useId()
  const check = useChecks((s) => s.checks[profileId])
  const dismiss = useChecks((s) => s.dismiss)
  if (check === undefined) return null
  // "Token Desk keeps it as this profile's token" stops being true once another replaced it.
  if (
    check.status === 'done' &&
    check.outcome.kind === 'works' &&
    (standingToken(token)?.issuedAt ?? null) !== check.outcome.issuedAt
  )
    return null

  const running = check.status === 'running'
  const tone = running ? 'plain' : toneOf(check.outcome)
  return (
    <section
      className={`card check check-${tone}`}
      aria-labelledby={titleId}
      aria-busy={running || undefined}
    >
      <div className="card-head">
        <h2 id={titleId}>{t('check.title')}</h2>
        {!running && (
          <span className="check-meta">
            <span className="muted small">
              {t('check.checkedAt', { time: clockTime(check.checkedAt) })}
            </span>
            <button
              type="button"
              className="btn btn-ghost btn-small"
              aria-label={t('check.dismissLabel')}
              onClick={() => {
                dismiss(profileId)
                // Its button goes with it: the view's heading takes the focus.
                useNavigation.getState().focus()
              }}
            >
              {t('dismiss')}
            </button>
          </span>
        )}
      </div>
      <div className="check-body" aria-live="polite">
        {running ? (
          <p className="check-running">
            <Spinner /> {t('check.running')}
          </p>
        ) : check.outcome.kind === 'works' ? (
          <>
            <p className="verdict">{t('check.works')}</p>
            <p>
              {check.outcome.expiresAt === null
                ? t('check.keeps')
                : t('check.expiresKeeps', { time: localTime(check.outcome.expiresAt) })}
            </p>
          </>
        ) : (
          <Failure error={check.outcome.error} />
        )}
      </div>
    </section>
  )
}
