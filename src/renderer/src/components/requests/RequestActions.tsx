import { useRef, type RefObject } from 'react'
import { useRequestCollections } from '../../store/requestCollections'
import { useRequestEditor, type Checked } from '../../store/requestEditor'
import { useConfirmStep } from '../../hooks/useConfirmStep'
import { AskFirstButton } from '../AskFirstButton'
import { BusyButton } from '../BusyButton'
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

  const deleteRef = useRef<HTMLButtonElement>(null)
  const deletion = useConfirmStep(deleteRef, sendRef)
  const sending = run !== null

  return (
    <>
      <div className="req-actions">
        <BusyButton
          type="submit"
          ref={sendRef}
          className="btn btn-primary"
          // Not `disabled`: focus stays on it while the request runs (sending twice is ignored).
          aria-disabled={sending || undefined}
          busy={sending}
          spinner
          label="Send request"
          busyLabel="Sending…"
        />
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
        <BusyButton
          className="btn"
          disabled={busy !== null}
          busy={busy === 'save'}
          label="Save request"
          busyLabel="Saving…"
          onClick={() => withValid((valid) => void save(profileId, valid))}
        />
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
        {savedId !== null && !deletion.asking && (
          <AskFirstButton
            ref={deleteRef}
            onClick={deletion.ask}
            disabled={busy !== null}
            extraClass="btn-ghost req-delete"
          >
            Delete request
          </AskFirstButton>
        )}
      </div>
      {savedId !== null && deletion.asking && (
        <DeleteQuestion
          label="Confirm request deletion"
          extraClass="req-delete-confirm"
          small
          confirm={{
            label: 'Confirm delete request',
            busyLabel: 'Deleting…',
            run: async () => {
              const removed = await remove(profileId)
              requestAnimationFrame(() => sendRef.current?.focus())
              return removed
            },
          }}
          step={deletion}
          keepLabel="Keep request"
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
