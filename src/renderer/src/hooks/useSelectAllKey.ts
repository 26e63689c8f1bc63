import { useEffect, useEffectEvent } from 'react'
import { isTypingTarget } from '../lib/letterShortcuts'

/**
 * Ctrl/Cmd+A chooses a view's items wherever focus is in the window, as in a
 * file manager: just after the Board opens, focus is still on what opened it
 * (its sidebar button, the quick switcher's field), and the browser would
 * select the whole window's text instead. Text fields, menus and open dialogs
 * keep the key for themselves; so does the element `own` handles it in.
 */
export function useSelectAllKey(run: () => void, own: () => Element | null): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.shiftKey) return
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'a') return
    const target = event.target
    if (isTypingTarget(target) || target === own()) return
    if (target instanceof Element && target.closest('[role="menu"]') !== null) return
    if (document.querySelector('dialog[open]') !== null) return
    event.preventDefault()
    run()
  })

  useEffect(() => {
    const listener = (event: KeyboardEvent): void => onKeyDown(event)
    window.addEventListener('keydown', listener)
    return () => window.removeEventListener('keydown', listener)
  }, [])
}
