import type { ReactNode } from 'react'

interface Props {
  /** The id the dialog's aria-labelledby names. */
  titleId: string
  children: ReactNode
  /** "Close", or "Stop" where closing ends work under way. */
  closeLabel: string
  onClose: () => void
  closeDisabled?: boolean
}

/** A dialog's title, with the way out at the far end. */
export function DialogHead({ titleId, children, closeLabel, onClose, closeDisabled }: Props) {
  return (
    <div className="dialog-head">
      <h2 id={titleId}>{children}</h2>
      <button
        type="button"
        className="btn btn-ghost btn-small"
        onClick={onClose}
        disabled={closeDisabled}
      >
        {closeLabel}
      </button>
    </div>
  )
}
