import type { TFunction } from 'i18next'
import { Trans } from 'react-i18next'
import type { AppError } from '../../../../shared/ipc/errors'
import { errorTitle } from '../../lib/errorText'
import { sayOf, useT } from '../../i18n'
import { TicketActions } from '../ExchangeView'
import { FailurePanel } from '../FailurePanel'
import { networkTitle } from './format'

interface Props {
  error: AppError
  profileId: string
  onDismiss: () => void
}

/** The request's own words where a send differs from a token call; errorTitle's otherwise. */
function titleOf(error: AppError, t: TFunction<'requests'>): string {
  switch (error.code) {
    case 'network':
      return networkTitle(error.cause)
    // In a send, a refused or odd token answer is a renewal that failed.
    case 'auth-rejected':
    case 'unexpected-response':
      return t('runError.notRenewed')
    default:
      return errorTitle(error)
  }
}

function Details({ error }: { error: AppError }) {
  const t = useT('requests')
  const strong = { strong: <strong /> }
  switch (error.code) {
    case 'no-password':
      return (
        <p>
          <Trans t={t} i18nKey="runError.noPassword" components={strong} />
        </p>
      )
    case 'no-token':
      return (
        <p>
          {sayOf(error)} <Trans t={t} i18nKey="runError.noToken" components={strong} />
        </p>
      )
    case 'network':
      return (
        <p>
          {sayOf(error)}{' '}
          {error.cause === 'timeout' && <span className="muted">{t('runError.timeoutNote')}</span>}
        </p>
      )
    default:
      return <p>{sayOf(error)}</p>
  }
}

/** Why the last send failed, when it is not a question (host, account) or a field's fault. */
export function RunError({ error, profileId, onDismiss }: Props) {
  const t = useT('requests')
  if (error.code === 'cancelled') {
    return (
      <div className="req-cancelled" role="status">
        <span>{t('runError.cancelled')}</span>
        <button type="button" className="btn btn-ghost btn-small" onClick={onDismiss}>
          {t('runError.dismiss')}
        </button>
      </div>
    )
  }
  return (
    <FailurePanel
      error={error}
      title={titleOf(error, t)}
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
