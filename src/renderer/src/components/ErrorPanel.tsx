import { ServerRefusal } from './ServerRefusal'
import type { AppError } from '../../../shared/ipc/errors'

interface Props {
  error: AppError
  onDismiss?: () => void
}

function titleOf(error: AppError): string {
  switch (error.code) {
    case 'auth-rejected':
      return `Authentication failed (${error.status})`
    case 'unexpected-response':
      return `Unexpected response (${error.status})`
    case 'invalid-input':
      return 'Check the entries'
    case 'network':
      return 'Network problem'
    case 'no-password':
      return 'Password needed'
    case 'no-token':
      return 'Get a token first'
    case 'not-found':
      return 'Not found'
    case 'duplicate':
      return 'Same login as another profile'
    case 'confirm-host':
      return 'Confirm the host'
    case 'confirm-account':
      return 'Confirm the account'
    case 'cancelled':
      return 'Cancelled'
    case 'storage':
      return 'Storage problem'
    case 'forbidden-sender':
      return 'Request refused'
    case 'internal':
      return 'Something went wrong'
  }
}

function Details({ error }: { error: AppError }) {
  switch (error.code) {
    case 'auth-rejected':
      return (
        <>
          {/* Main's message usually repeats the heading and the server's words. */}
          {error.message !== '' && !error.message.startsWith('Authentication failed') && (
            <p>{error.message}</p>
          )}
          <ServerRefusal serverMessage={error.serverMessage} checklist={error.checklist} />
        </>
      )
    case 'unexpected-response':
      return (
        <>
          <p>{error.message}</p>
          <details>
            <summary>Response details</summary>
            <p className="muted">
              Status {error.status}
              {error.contentType !== '' && `, ${error.contentType}`}
            </p>
            {error.excerpt !== '' && <pre className="excerpt">{error.excerpt}</pre>}
          </details>
        </>
      )
    case 'invalid-input':
      return (
        <>
          <p>{error.message}</p>
          {error.issues.length > 0 && (
            <ul>
              {error.issues.map((issue) => (
                <li key={`${issue.path}:${issue.message}`}>
                  {issue.path !== '' && <code>{issue.path}</code>} {issue.message}
                </li>
              ))}
            </ul>
          )}
        </>
      )
    default:
      return <p>{error.message}</p>
  }
}

/** One failure, explained: role="alert" so it is announced when it appears. */
export function ErrorPanel({ error, onDismiss }: Props) {
  return (
    <div role="alert" className={`error-panel error-${error.code}`}>
      <div className="error-head">
        <h3>{titleOf(error)}</h3>
        {onDismiss && (
          <button type="button" className="btn btn-ghost btn-small" onClick={onDismiss}>
            Dismiss
          </button>
        )}
      </div>
      <Details error={error} />
    </div>
  )
}
