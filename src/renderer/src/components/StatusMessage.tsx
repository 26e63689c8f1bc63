import { useT } from '../i18n'
import { keysStayWith } from '../lib/letterShortcuts'
import { chordKey, undoShortcut } from '../lib/searchShortcut'
import { useWindowKeyDown } from '../lib/windowKeyDown'
import { useStatus, type StatusMessage as Message } from '../store/status'

/** Runs the message's action once, the message gone first (a second press finds none). */
const take = (message: Message, clear: () => void): void => {
  const action = message.action
  clear()
  action?.run()
}

/**
 * The app's status line at the foot of the pane: what an export, an import
 * or a deletion just did, with Undo while main allows it. The message is a
 * polite live region, always present so its changes are announced. Undo is
 * far from where focus stays after a delete (the next profile, the Board's
 * grid), so Ctrl+Z (Cmd+Z) runs it from anywhere but a text field, which
 * keeps the key for its own typing.
 */
export function StatusMessage() {
  const message = useStatus((s) => s.message)
  const clear = useStatus((s) => s.clear)
  const t = useT('sidebar')
  const undoes = message?.action?.undoes === true
  useWindowKeyDown((event) => {
    if (!undoes || message === null || event.defaultPrevented || chordKey(event) !== 'z') return
    // A text field undoes its own typing; a menu or an open dialog keeps its keys.
    if (keysStayWith(event.target)) return
    event.preventDefault()
    take(message, clear)
  })
  const tone = message?.tone === 'error' ? ' app-status-error' : ''
  return (
    <div className="app-status-dock">
      <div className={`app-status${message === null ? '' : ' app-status-visible'}${tone}`}>
        <div role="status" className="app-status-message">
          {message !== null && (
            <>
              <span>{message.text}</span>
              {message.action !== null && (
                <button
                  type="button"
                  className="btn btn-small"
                  aria-keyshortcuts={undoes ? undoShortcut.aria : undefined}
                  onClick={() => take(message, clear)}
                >
                  {message.action.label}
                  {undoes && (
                    <kbd className="app-status-key" aria-hidden="true">
                      {undoShortcut.label}
                    </kbd>
                  )}
                </button>
              )}
            </>
          )}
        </div>
        {message !== null && (
          <button
            type="button"
            className="app-status-close"
            aria-label={t('status.hide')}
            title={t('status.hide')}
            onClick={clear}
          >
            ×
          </button>
        )}
      </div>
    </div>
  )
}
