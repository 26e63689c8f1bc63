import { useEffect, useRef } from 'react'

interface Props {
  found: string
  expected: string
  onSend: () => void
  onCancel: () => void
}

/** Spec 5.3: a token works only for its own account; a request naming another is likely refused. */
export function AccountConfirm({ found, expected, onSend, onCancel }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  useEffect(() => cancelRef.current?.focus(), [])
  return (
    <div
      role="alert"
      className="req-confirm req-confirm-account"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel()
      }}
    >
      <h4 className="req-confirm-title">This request names another account</h4>
      <p>
        It names account <code>{found}</code>, but the token belongs to account{' '}
        <code>{expected}</code>. A token works only for its own account, so the service will most
        likely refuse it (401 or 403). To act for <code>{found}</code>, use a profile that logs in
        to that account.
      </p>
      <div className="confirm-actions">
        <button type="button" className="btn btn-small req-btn-caution" onClick={onSend}>
          Send anyway
        </button>
        <button type="button" className="btn btn-small" ref={cancelRef} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  )
}
