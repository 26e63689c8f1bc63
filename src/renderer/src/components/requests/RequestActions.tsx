import { useRef, type RefObject } from 'react'
import { useT } from '../../i18n'
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
  const t = useT('requests')

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
          label={t('actions.send')}
          busyLabel={t('actions.sending')}
        />
        {sending && (
          <button
            type="button"
            className="btn"
            onClick={() => void cancel(profileId)}
            disabled={run.cancelling}
            aria-busy={run.cancelling || undefined}
          >
            {t('actions.cancel')}
          </button>
        )}
        <BusyButton
          className="btn"
          disabled={busy !== null}
          busy={busy === 'save'}
          label={t('actions.save')}
          busyLabel={t('actions.saving')}
          onClick={() => withValid((valid) => void save(profileId, valid))}
        />
        <span className="req-action-group">
          <button
            type="button"
            className="btn btn-small"
            disabled={busy !== null}
            title={t('actions.copyCurlHint')}
            onClick={() => withValid(({ fields }) => void copyCurl(profileId, fields, true))}
          >
            {t('actions.copyCurl')}
          </button>
          <button
            type="button"
            className="btn btn-small"
            disabled={busy !== null}
            title={t('actions.copyPlaceholderHint')}
            onClick={() => withValid(({ fields }) => void copyCurl(profileId, fields, false))}
          >
            {t('actions.copyPlaceholder')}
          </button>
        </span>
        {savedId !== null && !deletion.asking && (
          <AskFirstButton
            ref={deleteRef}
            onClick={deletion.ask}
            disabled={busy !== null}
            extraClass="btn-ghost req-delete"
          >
            {t('actions.delete')}
          </AskFirstButton>
        )}
      </div>
      {savedId !== null && deletion.asking && (
        <DeleteQuestion
          label={t('actions.deleteLabel')}
          extraClass="req-delete-confirm"
          small
          confirm={{
            label: t('actions.confirmDelete'),
            busyLabel: t('actions.deleting'),
            run: async () => {
              const removed = await remove(profileId)
              requestAnimationFrame(() => sendRef.current?.focus())
              return removed
            },
          }}
          step={deletion}
          keepLabel={t('actions.keep')}
        >
          <p>
            {t('actions.deleteQuestion', { name: savedName })}{' '}
            <span className="muted">{t('actions.deleteNote')}</span>
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
