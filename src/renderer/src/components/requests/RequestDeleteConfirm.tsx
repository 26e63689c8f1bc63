import { useEffect, useRef } from 'react'

interface Props {
  name: string
  deleting: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** Asks once before a saved request goes; Escape or Keep request backs out. */
export function RequestDeleteConfirm({ name, deleting, onConfirm, onCancel }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  useEffect(() => cancelRef.current?.focus(), [])
  return (
    <div
      className="confirm req-delete-confirm"
      role="group"
      aria-label="Confirm request deletion"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !deleting) onCancel()
      }}
    >
      <p>
        Delete the saved request “{name}”?{' '}
        <span className="muted">The editor keeps its fields.</span>
      </p>
      <div className="confirm-actions">
        <button
          type="button"
          className="btn btn-danger btn-small"
          onClick={onConfirm}
          disabled={deleting}
        >
          {deleting ? 'Deleting…' : 'Confirm delete request'}
        </button>
        <button
          type="button"
          className="btn btn-small"
          ref={cancelRef}
          onClick={onCancel}
          disabled={deleting}
        >
          Keep request
        </button>
      </div>
    </div>
  )
}
