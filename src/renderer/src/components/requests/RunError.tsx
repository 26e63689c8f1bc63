import type { AppError } from '../../../../shared/ipc/errors'
import { errorTitle } from '../../../../shared/text/errorAdvice'
import { TicketActions } from '../ExchangeView'
import { FailurePanel } from '../FailurePanel'
import { causeLabels } from './format'

interface Props {
  error: AppError
  profileId: string
  onDismiss: () => void
}

/** The request's own words where a send differs from a token call; errorTitle's otherwise. */
function titleOf(error: AppError): string {
  switch (error.code) {
    case 'network':
      return `Network problem: ${causeLabels[error.cause].toLowerCase()}`
    // In a send, a refused or odd token answer is a renewal that failed.
    case 'auth-rejected':
    case 'unexpected-response':
      return 'The token could not be renewed'
    default:
      return errorTitle(error)
  }
}

function Details({ error }: { error: AppError }) {
  switch (error.code) {
    case 'no-password':
      return (
        <p>
          The token cannot be renewed without the password, and none is kept for this profile. Press{' '}
          <strong>Get token</strong> above, enter the password, then send again.
        </p>
      )
    case 'no-token':
      return (
        <p>
          {error.message} Press <strong>Get token</strong> above.
        </p>
      )
    case 'network':
      return (
        <p>
          {error.message}{' '}
          {error.cause === 'timeout' && (
            <span className="muted">The request time-out is set in Settings.</span>
          )}
        </p>
      )
    default:
      return <p>{error.message}</p>
  }
}

/** Why the last send failed, when it is not a question (host, account) or a field's fault. */
export function RunError({ error, profileId, onDismiss }: Props) {
  if (error.code === 'cancelled') {
    return (
      <div className="req-cancelled" role="status">
        <span>Request cancelled. No answer was read.</span>
        <button type="button" className="btn btn-ghost btn-small" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    )
  }
  return (
    <FailurePanel
      error={error}
      title={titleOf(error)}
      level={4}
      className="req-error"
      onDismiss={onDismiss}
    >
      <Details error={error} />
      {error.exchangeId !== undefined && (
        <TicketActions exchange={{ profileId, exchangeId: error.exchangeId }} />
      )}
    </FailurePanel>
  )
}
