import { useEffect, useRef } from 'react'
import { localTime } from '../lib/format'

interface Props {
  /** Expired by its time, or refused with 401 although it had time left. */
  kind: 'expired' | 'rejected'
  expiresAt: number
  rejectedAt: number | null
  /** What was about to be copied ("curl command"). */
  what: string
  onCopyAnyway: () => void
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
  onRenew,
  onCancel,
}: Props) {
  const renewRef = useRef<HTMLButtonElement>(null)
  useEffect(() => renewRef.current?.focus(), [])
  return (
    <div
      role="alert"
      className="confirm confirm-expired"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel()
      }}
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
          About to copy: {what}. Renew the token first, or copy the old one anyway.
        </p>
      </div>
      <div className="confirm-actions">
        <button type="button" className="btn btn-primary" ref={renewRef} onClick={onRenew}>
          Renew token
        </button>
        <button type="button" className="btn" onClick={onCopyAnyway}>
          Copy anyway
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  )
}
