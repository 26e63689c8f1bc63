import { useEffect, useRef, type ReactNode } from 'react'

interface Props {
  title: ReactNode
  children: ReactNode
  className: string
  onSend: () => void
  onCancel: () => void
}

/** A question main asked before sending: Cancel takes focus, Escape cancels. */
export function SendConfirm({ title, children, className, onSend, onCancel }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  useEffect(() => cancelRef.current?.focus(), [])
  return (
    <div
      role="alert"
      className={`req-confirm ${className}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel()
      }}
    >
      <h4 className="req-confirm-title">{title}</h4>
      {children}
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
