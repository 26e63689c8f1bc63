import { useEffect, useRef, type RefObject } from 'react'
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
  const shown = useRef<HTMLDivElement>(null)
  useFocusAboveMessage(shown, message !== null)
  return (
    <div className="app-status-dock">
      <div
        ref={shown}
        className={`app-status${message === null ? '' : ' app-status-visible'}${tone}`}
      >
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

/** Room kept between a focused control and the message above which it is scrolled. */
const ABOVE_MESSAGE_PX = 12

/**
 * While the message shows, a control that takes the focus (Tab, or when it
 * appears) under it is scrolled above it: the message is pinned over the
 * pane's foot and would hide it (WCAG 2.4.11). The content can always scroll
 * that far: the message's place in the flow is after all of it.
 */
function useFocusAboveMessage(shown: RefObject<HTMLDivElement | null>, visible: boolean): void {
  useEffect(() => {
    if (!visible) return
    const clear = (target: EventTarget | null): void => {
      const message = shown.current
      if (!(target instanceof HTMLElement) || message === null || message.contains(target)) return
      const pane = message.closest('.pane')
      if (pane === null || !pane.contains(target)) return
      const box = message.getBoundingClientRect()
      const control = target.getBoundingClientRect()
      const under =
        control.bottom > box.top - ABOVE_MESSAGE_PX &&
        control.top < box.bottom &&
        control.right > box.left &&
        control.left < box.right
      if (!under) return
      // The pane scrolls beside the sidebar; in a narrow window they stack and the page does.
      const scroller = pane.scrollHeight > pane.clientHeight ? pane : document.scrollingElement
      if (scroller !== null) scroller.scrollTop += control.bottom - box.top + ABOVE_MESSAGE_PX
    }
    clear(document.activeElement)
    const onFocus = (event: FocusEvent): void => clear(event.target)
    document.addEventListener('focusin', onFocus)
    return () => document.removeEventListener('focusin', onFocus)
  }, [shown, visible])
}
