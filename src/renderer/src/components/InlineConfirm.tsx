import { useEffect, useRef, type ReactNode } from 'react'

interface Props {
  /** Names the group for assistive technology ("Confirm deletion"). */
  label: string
  /** The question, in a sentence or two. */
  children: ReactNode
  confirmLabel: string
  busyLabel: string
  cancelLabel: string
  busy: boolean
  /** The smaller buttons of a panel inside a card (a saved request). */
  small?: boolean
  className?: string
  onConfirm: () => void
  onCancel: () => void
}

/**
 * A destructive action asked about in place, instead of window.confirm: the
 * safe choice takes focus, Escape backs out, and nothing can be pressed twice
 * while the action runs.
 */
export function InlineConfirm({
  label,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy,
  small = false,
  className = '',
  onConfirm,
  onCancel,
}: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  useEffect(() => cancelRef.current?.focus(), [])
  const size = small ? ' btn-small' : ''
  return (
    <div
      className={`confirm ${className}`.trim()}
      role="group"
      aria-label={label}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !busy) onCancel()
      }}
    >
      <p>{children}</p>
      <div className="confirm-actions">
        <button
          type="button"
          className={`btn btn-danger${size}`}
          onClick={onConfirm}
          disabled={busy}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
        <button
          type="button"
          className={`btn${size}`}
          ref={cancelRef}
          onClick={onCancel}
          disabled={busy}
        >
          {cancelLabel}
        </button>
      </div>
    </div>
  )
}
