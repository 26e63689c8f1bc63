import { useT } from '../i18n'
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
  const t = useT(['detail', 'common'])
  return (
    <Question
      role="alert"
      className="confirm confirm-expired"
      onEscape={onCancel}
      answers={[
        {
          label: renewCopies ? t('expiredCopy.renewAndCopy') : t('expiredCopy.renew'),
          tone: 'primary',
          focus: true,
          onClick: onRenew,
        },
        { label: t('expiredCopy.copyAnyway'), tone: 'plain', onClick: onCopyAnyway },
        { label: t('common:cancel'), tone: 'ghost', onClick: onCancel },
      ]}
    >
      <div className="confirm-text">
        <p>
          <strong>
            {kind === 'expired'
              ? t('expiredCopy.expired', { time: localTime(expiresAt) })
              : t('expiredCopy.refused', { time: localTime(rejectedAt ?? expiresAt) })}
          </strong>
        </p>
        <p className="muted">
          {renewCopies
            ? t('expiredCopy.renewCopies', { what })
            : t('expiredCopy.renewFirst', { what })}
        </p>
      </div>
    </Question>
  )
}
