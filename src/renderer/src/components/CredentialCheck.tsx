import { useId } from 'react'
import { ServerRefusal } from './ServerRefusal'
import type { AppError } from '../../../shared/ipc/errors'
import { standingToken, type TokenSnapshot } from '../../../shared/model/token'
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
  switch (error.code) {
    case 'auth-rejected':
      return (
        <>
          {/* Spec 7: both causes give the same 401, so the app cannot tell them apart. */}
          <p className="verdict">{error.message}</p>
          <ServerRefusal serverMessage={error.serverMessage} checklist={error.checklist} />
        </>
      )
    case 'network':
      return (
        <>
          <p className="verdict">Service unreachable</p>
          <p>{error.message}</p>
          <p className="muted">
            No answer about the login came back, so this says nothing about the username or
            password.
          </p>
        </>
      )
    case 'unexpected-response':
      return (
        <>
          <p className="verdict">Unexpected answer</p>
          <p>{error.message}</p>
          <p className="muted">
            Status {error.status}
            {error.contentType !== '' && `, ${error.contentType}`}
          </p>
          {error.excerpt !== '' && <pre className="excerpt">{error.excerpt}</pre>}
        </>
      )
    case 'no-password':
      return (
        <>
          <p className="verdict">Password needed</p>
          <p>
            No password is kept for this profile, so nothing was sent. Enter it in the password
            prompt above, then check again.
          </p>
        </>
      )
    default:
      return <p>{error.message}</p>
  }
}

/**
 * The verdict of Check credentials for one profile: it works, the service
 * refused the login (and what to check), or the service could not be reached.
 */
export function CredentialCheck({ profileId, token }: Props) {
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
        <h2 id={titleId}>Credential check</h2>
        {!running && (
          <span className="check-meta">
            <span className="muted small">Checked at {clockTime(check.checkedAt)}</span>
            <button
              type="button"
              className="btn btn-ghost btn-small"
              aria-label="Dismiss credential check"
              onClick={() => dismiss(profileId)}
            >
              Dismiss
            </button>
          </span>
        )}
      </div>
      <div className="check-body" aria-live="polite">
        {running ? (
          <p className="check-running">
            <Spinner /> Checking… asking the service for a token with this profile&apos;s username
            and password.
          </p>
        ) : check.outcome.kind === 'works' ? (
          <>
            <p className="verdict">Works: the service issued a token.</p>
            <p>
              {check.outcome.expiresAt === null
                ? 'Token Desk keeps it as this profile’s token.'
                : `It expires at ${localTime(check.outcome.expiresAt)}. Token Desk keeps it as this profile’s token.`}
            </p>
          </>
        ) : (
          <Failure error={check.outcome.error} />
        )}
      </div>
    </section>
  )
}
