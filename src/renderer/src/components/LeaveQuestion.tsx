import { useId, useRef } from 'react'
import { listed } from '../lib/labels'
import { useLeaveGuard } from '../store/leaveGuard'
import { ModalDialog } from './ModalDialog'

/**
 * Asked when the user moves away from a form with changes not saved (see
 * leaving): Keep editing (focused, and Escape) or Discard changes.
 */
export function LeaveQuestion() {
  const titleId = useId()
  const keepRef = useRef<HTMLButtonElement>(null)
  const pending = useLeaveGuard((s) => s.pending)
  const { stay, discard } = useLeaveGuard.getState()
  if (pending === null) return null
  return (
    <ModalDialog
      className="dialog leave-dialog"
      titleId={titleId}
      onEscape={stay}
      focusRef={keepRef}
    >
      <div className="dialog-head">
        <h2 id={titleId}>Leave without saving?</h2>
      </div>
      <div className="dialog-body">
        <p>
          Your changes to {listed(pending.unsaved)} are not saved. They are lost if you leave now.
        </p>
      </div>
      <div className="dialog-foot">
        <button ref={keepRef} type="button" className="btn btn-primary" onClick={stay}>
          Keep editing
        </button>
        <button type="button" className="btn btn-danger" onClick={discard}>
          Discard changes
        </button>
      </div>
    </ModalDialog>
  )
}
