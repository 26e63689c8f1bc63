import { useEffect, useRef } from 'react'

interface Props {
  name: string
  deleting: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** A small inline confirmation instead of window.confirm. */
export function DeleteConfirm({ name, deleting, onConfirm, onCancel }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  useEffect(() => cancelRef.current?.focus(), [])
  return (
    <div
      className="confirm"
      role="group"
      aria-label="Confirm deletion"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !deleting) onCancel()
      }}
    >
      <p>Delete “{name}”? Its stored password and token are removed too.</p>
      <div className="confirm-actions">
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={deleting}>
          {deleting ? 'Deleting…' : 'Confirm delete'}
        </button>
        <button
          type="button"
          className="btn"
          ref={cancelRef}
          onClick={onCancel}
          disabled={deleting}
        >
          Cancel
        </button>
      </div>
    </div>
  )
}
