import { localTime } from '../lib/format'
import { Question } from './Question'

interface Props {
  /** Expired by its time, or refused with 401 although it had time left. */
  kind: 'expired' | 'rejected'
  expiresAt: number
  rejectedAt: number | null
  /** What was about to be copied ("curl command"). */
  what: string
  onCopyAnyway: () => void
  /** Whether renewing copies too ("Renew and copy"); not when a password must be typed first. */
  renewCopies: boolean
  onRenew: () => void
  onCancel: () => void
}

/** Copying a token the service will refuse: asked once, inline, with renewing as the way out. */
export function ExpiredCopyConfirm({
  kind,
  expiresAt,
  rejectedAt,
  what,
  onCopyAnyway,
  renewCopies,
  onRenew,
  onCancel,
}: Props) {
  return (
    <Question
      role="alert"
      className="confirm confirm-expired"
      onEscape={onCancel}
      answers={[
        {
          label: renewCopies ? 'Renew and copy' : 'Renew token',
          tone: 'primary',
          focus: true,
          onClick: onRenew,
        },
        { label: 'Copy anyway', tone: 'plain', onClick: onCopyAnyway },
        { label: 'Cancel', tone: 'ghost', onClick: onCancel },
      ]}
    >
      <div className="confirm-text">
        <p>
          <strong>
            {kind === 'expired'
              ? `This token expired at ${localTime(expiresAt)}. The service will refuse it.`
              : `The service refused this token at ${localTime(rejectedAt ?? expiresAt)} although it had time left. It will refuse it again.`}
          </strong>
        </p>
        <p className="muted">
          About to copy: {what}.{' '}
          {renewCopies
            ? 'Renew the token and copy the new one, or copy the old one anyway.'
            : 'Renew the token first (its password is asked for), or copy the old one anyway.'}
        </p>
      </div>
    </Question>
  )
}
