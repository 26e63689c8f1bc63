import { keysStayWith } from '../lib/letterShortcuts'
import { useWindowKeyDown } from '../lib/windowKeyDown'

/**
 * Ctrl/Cmd+A chooses a view's items wherever focus is in the window, as in a
 * file manager: just after the Board opens, focus is still on what opened it
 * (its sidebar button, the quick switcher), and the browser would select the
 * whole window's text instead. Text fields, menus and open dialogs keep the
 * key for themselves; so does the element `own` handles it in.
 */
export function useSelectAllKey(run: () => void, own: () => Element | null): void {
  useWindowKeyDown((event) => {
    if (event.defaultPrevented || event.altKey || event.shiftKey) return
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'a') return
    if (event.target === own() || keysStayWith(event.target)) return
    event.preventDefault()
    run()
  })
}
