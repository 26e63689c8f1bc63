import { useId, useRef } from 'react'
import { useT } from '../i18n'
import { listed } from '../lib/labels'
import { useLeaveGuard } from '../store/leaveGuard'
import { ModalDialog } from './ModalDialog'

/**
 * Asked when the user moves away from a form with changes not saved (see
 * leaving): Keep editing (focused, and Escape) or Discard changes.
 */
export function LeaveQuestion() {
  const t = useT('detail')
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
        <h2 id={titleId}>{t('leave.title')}</h2>
      </div>
      <div className="dialog-body">
        <p>{t('leave.body', { what: listed(pending.unsaved) })}</p>
      </div>
      <div className="dialog-foot">
        <button ref={keepRef} type="button" className="btn btn-primary" onClick={stay}>
          {t('leave.keep')}
        </button>
        <button type="button" className="btn btn-danger" onClick={discard}>
          {t('leave.discard')}
        </button>
      </div>
    </ModalDialog>
  )
}
