import { useEffect, useRef } from 'react'
import type { AppError } from '../../../shared/ipc/errors'

type Duplicate = Extract<AppError, { code: 'duplicate' }>

interface Props {
  error: Duplicate
  /** A new profile may be saved anyway; an edit may not. */
  onSaveAnyway?: (() => void) | undefined
  onOpenExisting: () => void
  saving: boolean
}

/** Saving would make a second profile for the same login: go to that one, or save anyway. */
export function DuplicateNotice({ error, onSaveAnyway, onOpenExisting, saving }: Props) {
  const openRef = useRef<HTMLButtonElement>(null)
  // The form's submit button was pressed: bring the choice within reach.
  useEffect(() => openRef.current?.focus(), [error])
  return (
    <div role="alert" className="duplicate-notice">
      <h2>Same login as another profile</h2>
      <p>{error.message}</p>
      <p className="muted">
        {onSaveAnyway
          ? 'Open that profile instead, or save this one as a second profile for the same login.'
          : 'Open that profile instead, or change the base URL, username or account ID.'}
      </p>
      <div className="confirm-actions">
        <button type="button" className="btn" ref={openRef} onClick={onOpenExisting}>
          Open existing profile
        </button>
        {onSaveAnyway && (
          <button
            type="button"
            className="btn"
            onClick={onSaveAnyway}
            disabled={saving}
            aria-busy={saving || undefined}
          >
            {saving ? 'Saving…' : 'Save anyway'}
          </button>
        )}
      </div>
    </div>
  )
}
