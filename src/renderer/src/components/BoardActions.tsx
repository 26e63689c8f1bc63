import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useT } from '../i18n'
import type { Chosen } from '../store/board'
import { useBoardActions } from '../store/boardActions'
import { useRenewAll } from '../store/renewAll'
import { ExportMenu } from './ExportMenu'
import { ActivityExportMenu } from './ActivityExportMenu'
import { everyActivity } from '../../../shared/model/activityFilter'

type Asking = null | 'add-tag' | 'remove-tag' | 'delete'

/**
 * What the Board does with the chosen profiles: one button per action, each
 * one call to main for all of them. A tag is asked for in place; a delete
 * asks first (and can be undone for a minute from the status line).
 * Focus never drops to the page: a question put away gives it back to the
 * button that asked it; an action that runs (its buttons wait meanwhile)
 * gives it to the table (`toGrid`).
 */
export function BoardActions({ selected, toGrid }: { selected: Chosen; toGrid: () => void }) {
  const running = useBoardActions((s) => s.running)
  const renewing = useRenewAll((s) => s.running)
  const actions = useBoardActions.getState
  const [asking, setAsking] = useState<Asking>(null)
  const [tag, setTag] = useState('')
  const tagId = useId()
  const questionId = useId()
  const askedBy = useRef<HTMLButtonElement | null>(null)
  const ask = (what: Asking, button: HTMLButtonElement): void => {
    askedBy.current = button
    setAsking(asking === what ? null : what)
  }
  /** The question put away, unanswered: back to its button. */
  const putAway = (): void => {
    setAsking(null)
    setTag('')
    askedBy.current?.focus()
  }
  const escapeCloses = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    putAway()
  }
  const t = useT(['board', 'common'])
  // Asked for when an action runs: Ctrl+A over 50,000 rows lists none of them.
  const ids = (): string[] => [...selected]
  const none = selected.size === 0
  const busy = running !== null
  const count = selected.size

  /** Runs an action; its button waits meanwhile (disabled), so the table takes the focus. */
  const run = (action: () => Promise<void>): void => {
    toGrid()
    void action()
  }

  const submitTag = (event: FormEvent): void => {
    event.preventDefault()
    if (tag.trim() === '' || (asking !== 'add-tag' && asking !== 'remove-tag')) return
    void actions().edit(ids(), { kind: asking, tag: tag.trim() })
    setAsking(null)
    setTag('')
    toGrid()
  }

  return (
    <div className="board-actions">
      <div className="board-buttons" role="group" aria-label={t('actions.group', { count })}>
        <button
          type="button"
          className="btn btn-small btn-primary"
          disabled={none || busy || renewing}
          aria-busy={running === 'renew' || undefined}
          onClick={() => run(() => actions().renew(ids()))}
        >
          {t('actions.getTokens')}
        </button>
        <button
          type="button"
          className="btn btn-small"
          disabled={none || busy}
          aria-busy={running === 'verify' || undefined}
          onClick={() => run(() => actions().verify(ids()))}
        >
          {t('actions.verify')}
        </button>
        <button
          type="button"
          className="btn btn-small"
          disabled={none || busy}
          title={t('actions.copyEnvHint')}
          onClick={() => run(() => actions().copyEnv(ids()))}
        >
          {t('actions.copyEnv')}
        </button>
        <button
          type="button"
          className="btn btn-small"
          disabled={none || busy}
          title={t('actions.copyLinksHint')}
          onClick={() => run(() => actions().copyLinks(ids()))}
        >
          {t('actions.copyLinks')}
        </button>
        <ExportMenu disabled={none} profileIds={selected} />
        <ActivityExportMenu disabled={none} profileIds={selected} filter={everyActivity} />
        <button
          type="button"
          className="btn btn-small btn-ghost"
          disabled={none || busy}
          aria-expanded={asking === 'add-tag'}
          onClick={(e) => ask('add-tag', e.currentTarget)}
        >
          {t('actions.addTagAsk')}
        </button>
        <button
          type="button"
          className="btn btn-small btn-ghost"
          disabled={none || busy}
          aria-expanded={asking === 'remove-tag'}
          onClick={(e) => ask('remove-tag', e.currentTarget)}
        >
          {t('actions.removeTagAsk')}
        </button>
        <button
          type="button"
          className="btn btn-small btn-ghost"
          disabled={none || busy}
          onClick={() => run(() => actions().edit(ids(), { kind: 'favourite', favourite: true }))}
        >
          {t('actions.favourite')}
        </button>
        <button
          type="button"
          className="btn btn-small btn-ghost"
          disabled={none || busy}
          onClick={() => run(() => actions().edit(ids(), { kind: 'favourite', favourite: false }))}
        >
          {t('actions.unfavourite')}
        </button>
        <button
          type="button"
          className="btn btn-small btn-ghost"
          disabled={none || busy}
          aria-busy={running === 'detach' || undefined}
          title={t('actions.detachHint')}
          onClick={() => run(() => actions().detach(ids()))}
        >
          {t('actions.detach')}
        </button>
        <button
          type="button"
          className="btn btn-small btn-danger-quiet"
          disabled={none || busy}
          aria-expanded={asking === 'delete'}
          onClick={(e) => ask('delete', e.currentTarget)}
        >
          {t('actions.deleteAsk')}
        </button>
      </div>
      {(asking === 'add-tag' || asking === 'remove-tag') && !none && (
        <form className="board-ask" onSubmit={submitTag}>
          <label htmlFor={tagId}>
            {asking === 'add-tag'
              ? t('actions.tagToAdd', { count })
              : t('actions.tagToRemove', { count })}
          </label>
          <input
            id={tagId}
            className="board-tag-input"
            value={tag}
            maxLength={40}
            autoFocus
            onChange={(e) => setTag(e.target.value)}
            onKeyDown={escapeCloses}
          />
          <button type="submit" className="btn btn-small btn-primary" disabled={tag.trim() === ''}>
            {asking === 'add-tag' ? t('actions.addTag') : t('actions.removeTag')}
          </button>
          <button type="button" className="btn btn-small btn-ghost" onClick={putAway}>
            {t('common:cancel')}
          </button>
        </form>
      )}
      {asking === 'delete' && !none && (
        // The safe answer has the focus, as the profile's own delete question does.
        <div
          className="board-ask"
          role="group"
          aria-label={t('actions.deleteGroup')}
          aria-describedby={questionId}
          onKeyDown={escapeCloses}
        >
          <p id={questionId}>{t('actions.deleteQuestion', { count })}</p>
          <button
            type="button"
            className="btn btn-small btn-danger"
            onClick={() => {
              setAsking(null)
              void actions().remove(ids())
              toGrid()
            }}
          >
            {t('actions.delete', { count })}
          </button>
          <button type="button" className="btn btn-small btn-ghost" autoFocus onClick={putAway}>
            {t('actions.keep')}
          </button>
        </div>
      )}
    </div>
  )
}
