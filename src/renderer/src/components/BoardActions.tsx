import { useId, useState, type FormEvent } from 'react'
import { countOf } from '../lib/labels'
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
 */
export function BoardActions({ selected }: { selected: Chosen }) {
  const running = useBoardActions((s) => s.running)
  const renewing = useRenewAll((s) => s.running)
  const actions = useBoardActions.getState
  const [asking, setAsking] = useState<Asking>(null)
  const [tag, setTag] = useState('')
  const tagId = useId()
  // Asked for when an action runs: Ctrl+A over 50,000 rows lists none of them.
  const ids = (): string[] => [...selected]
  const none = selected.size === 0
  const busy = running !== null
  const n = countOf(selected.size, 'profile')

  const submitTag = (event: FormEvent): void => {
    event.preventDefault()
    if (tag.trim() === '' || (asking !== 'add-tag' && asking !== 'remove-tag')) return
    void actions().edit(ids(), { kind: asking, tag: tag.trim() })
    setAsking(null)
    setTag('')
  }

  return (
    <div className="board-actions">
      <div className="board-buttons" role="group" aria-label={`Act on ${n} selected`}>
        <button
          type="button"
          className="btn btn-small btn-primary"
          disabled={none || busy || renewing}
          aria-busy={running === 'renew' || undefined}
          onClick={() => void actions().renew(ids())}
        >
          Get tokens
        </button>
        <button
          type="button"
          className="btn btn-small"
          disabled={none || busy}
          aria-busy={running === 'verify' || undefined}
          onClick={() => void actions().verify(ids())}
        >
          Verify
        </button>
        <button
          type="button"
          className="btn btn-small"
          disabled={none || busy}
          title="One NAME_TOKEN=… line per profile, on the clipboard (cleared after a while)"
          onClick={() => void actions().copyEnv(ids())}
        >
          Copy .env
        </button>
        <button
          type="button"
          className="btn btn-small"
          disabled={none || busy}
          title="A tokendesk:// link per profile, “name: link” one per line, for a ticket or a chat"
          onClick={() => void actions().copyLinks(ids())}
        >
          Copy links
        </button>
        <ExportMenu disabled={none} profileIds={selected} label="Export" />
        <ActivityExportMenu disabled={none} profileIds={selected} filter={everyActivity} />
        <button
          type="button"
          className="btn btn-small btn-ghost"
          disabled={none || busy}
          aria-expanded={asking === 'add-tag'}
          onClick={() => setAsking(asking === 'add-tag' ? null : 'add-tag')}
        >
          Add tag…
        </button>
        <button
          type="button"
          className="btn btn-small btn-ghost"
          disabled={none || busy}
          aria-expanded={asking === 'remove-tag'}
          onClick={() => setAsking(asking === 'remove-tag' ? null : 'remove-tag')}
        >
          Remove tag…
        </button>
        <button
          type="button"
          className="btn btn-small btn-ghost"
          disabled={none || busy}
          onClick={() => void actions().edit(ids(), { kind: 'favourite', favourite: true })}
        >
          Favourite
        </button>
        <button
          type="button"
          className="btn btn-small btn-ghost"
          disabled={none || busy}
          onClick={() => void actions().edit(ids(), { kind: 'favourite', favourite: false })}
        >
          Unfavourite
        </button>
        <button
          type="button"
          className="btn btn-small btn-ghost"
          disabled={none || busy}
          aria-busy={running === 'detach' || undefined}
          title="Team catalog profiles become your own: every value kept, every field editable"
          onClick={() => void actions().detach(ids())}
        >
          Detach
        </button>
        <button
          type="button"
          className="btn btn-small btn-danger-quiet"
          disabled={none || busy}
          aria-expanded={asking === 'delete'}
          onClick={() => setAsking(asking === 'delete' ? null : 'delete')}
        >
          Delete…
        </button>
      </div>
      {(asking === 'add-tag' || asking === 'remove-tag') && !none && (
        <form className="board-ask" onSubmit={submitTag}>
          <label htmlFor={tagId}>
            {asking === 'add-tag' ? `Tag to add to ${n}` : `Tag to remove from ${n}`}
          </label>
          <input
            id={tagId}
            className="board-tag-input"
            value={tag}
            maxLength={40}
            autoFocus
            onChange={(e) => setTag(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setAsking(null)
            }}
          />
          <button type="submit" className="btn btn-small btn-primary" disabled={tag.trim() === ''}>
            {asking === 'add-tag' ? 'Add tag' : 'Remove tag'}
          </button>
          <button type="button" className="btn btn-small btn-ghost" onClick={() => setAsking(null)}>
            Cancel
          </button>
        </form>
      )}
      {asking === 'delete' && !none && (
        <div className="board-ask" role="group" aria-label="Delete">
          <p>
            Delete {n}? Their passwords, tokens and saved requests go too. You can undo it for a
            minute.
          </p>
          <button
            type="button"
            className="btn btn-small btn-danger"
            autoFocus
            onClick={() => {
              setAsking(null)
              void actions().remove(ids())
            }}
          >
            Delete {n}
          </button>
          <button type="button" className="btn btn-small btn-ghost" onClick={() => setAsking(null)}>
            Keep them
          </button>
        </div>
      )}
    </div>
  )
}
