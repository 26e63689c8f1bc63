import { useRef, useState, type RefObject } from 'react'
import { useRequestCollections } from '../../store/requestCollections'
import { useRequestEditor, type Checked } from '../../store/requestEditor'
import { Spinner } from '../Spinner'
import { DeleteQuestion } from '../DeleteQuestion'

interface Props {
  profileId: string
  /** The Send button, for focus to return to after a question is dismissed. */
  sendRef: RefObject<HTMLButtonElement | null>
  /** Runs an action with the validated request, or shows what is wrong. */
  withValid: (action: (valid: Checked) => void) => void
}

/** Send (or cancel), save, copy as curl, delete: what can be done with the request. */
export function RequestActions({ profileId, sendRef, withValid }: Props) {
  const run = useRequestEditor((s) => s.sessions[profileId]?.run ?? null)
  const busy = useRequestEditor((s) => s.sessions[profileId]?.busy ?? null)
  const savedId = useRequestEditor((s) => s.sessions[profileId]?.savedId ?? null)
  const notice = useRequestEditor((s) => s.sessions[profileId]?.notice ?? null)
  const savedName = useRequestCollections(
    (s) => s.collections[profileId]?.requests.find((r) => r.id === savedId)?.name ?? '',
  )
  const cancel = useRequestEditor((s) => s.cancel)
  const save = useRequestEditor((s) => s.save)
  const remove = useRequestEditor((s) => s.remove)
  const copyCurl = useRequestEditor((s) => s.copyCurl)

  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const deleteRef = useRef<HTMLButtonElement>(null)
  const sending = run !== null

  const closeDelete = (): void => {
    setConfirmingDelete(false)
    requestAnimationFrame(() => (deleteRef.current ?? sendRef.current)?.focus())
  }

  return (
    <>
      <div className="req-actions">
        <button
          type="submit"
          ref={sendRef}
          className="btn btn-primary"
          // Not `disabled`: focus stays on it while the request runs (sending twice is ignored).
          aria-disabled={sending || undefined}
          aria-busy={sending || undefined}
        >
          {sending && <Spinner />}
          {sending ? 'Sending…' : 'Send request'}
        </button>
        {sending && (
          <button
            type="button"
            className="btn"
            onClick={() => void cancel(profileId)}
            disabled={run.cancelling}
            aria-busy={run.cancelling || undefined}
          >
            Cancel request
          </button>
        )}
        <button
          type="button"
          className="btn"
          disabled={busy !== null}
          aria-busy={busy === 'save' || undefined}
          onClick={() => withValid((valid) => void save(profileId, valid))}
        >
          {busy === 'save' ? 'Saving…' : 'Save request'}
        </button>
        <span className="req-action-group">
          <button
            type="button"
            className="btn btn-small"
            disabled={busy !== null}
            title="The curl command with the real token; the clipboard is cleared later"
            onClick={() => withValid(({ fields }) => void copyCurl(profileId, fields, true))}
          >
            Copy as curl
          </button>
          <button
            type="button"
            className="btn btn-small"
            disabled={busy !== null}
            title="The curl command with <token> in place of the token, safe to share"
            onClick={() => withValid(({ fields }) => void copyCurl(profileId, fields, false))}
          >
            Copy as curl (placeholder)
          </button>
        </span>
        {savedId !== null && !confirmingDelete && (
          <button
            type="button"
            ref={deleteRef}
            className="btn btn-ghost btn-danger-quiet req-delete"
            disabled={busy !== null}
            onClick={() => setConfirmingDelete(true)}
          >
            Delete request
          </button>
        )}
      </div>
      {savedId !== null && confirmingDelete && (
        <DeleteQuestion
          label="Confirm request deletion"
          className="confirm req-delete-confirm"
          small
          confirmLabel="Confirm delete request"
          busyLabel="Deleting…"
          busy={busy === 'delete'}
          onConfirm={() => {
            void remove(profileId).then(() => {
              setConfirmingDelete(false)
              requestAnimationFrame(() => sendRef.current?.focus())
            })
          }}
          keepLabel="Keep request"
          onKeep={closeDelete}
        >
          <p>
            Delete the saved request “{savedName}”?{' '}
            <span className="muted">The editor keeps its fields.</span>
          </p>
        </DeleteQuestion>
      )}
      <p
        role="status"
        className={`req-notice${notice === null ? '' : ` req-notice-${notice.tone}`}`}
      >
        {notice?.text}
      </p>
    </>
  )
}
