import { useWindowKeyDown } from './windowKeyDown'

/** Fields a key press types into, where a letter must stay a letter. */
const nonTextInputs = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'radio',
  'range',
  'reset',
  'submit',
])

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  return target instanceof HTMLInputElement && !nonTextInputs.has(target.type)
}

/** A text field, a menu or an open dialog: where focus is keeps its keys, no view shortcut takes them. */
export function keysStayWith(target: EventTarget | null): boolean {
  if (isTypingTarget(target)) return true
  if (target instanceof Element && target.closest('[role="menu"]') !== null) return true
  return document.querySelector('dialog[open]') !== null
}

/**
 * Where a single letter may act on the profile shown (WCAG 2.1.4: a
 * character key shortcut only while its part of the window has focus): the
 * profile's view (the main pane), the profile list that chose it, or nowhere
 * in particular (the page itself, after a click on its text). Not another
 * control: a letter spoken to a speech-input program over the sidebar's New
 * profile or a banner's button must not copy or renew anything.
 */
export function inProfileScope(target: EventTarget | null): boolean {
  if (!(target instanceof Element) || target === document.body) return true
  return target.closest('main.pane, .profile-list') !== null
}

/**
 * Single-letter shortcuts while a view is shown (R renew, C copy header), keyed
 * by lower-case letter. They stay out of the way of typing: not with Ctrl, Alt
 * or Cmd held, not in a text field, not inside a menu or an open dialog, and
 * only where focus is on the profile (inProfileScope), and not at all while
 * `on` is false (Settings › Keyboard; WCAG 2.1.4: a way to turn them off).
 */
export function useLetterShortcuts(handlers: Record<string, () => void>, on: boolean): void {
  useWindowKeyDown((event) => {
    if (!on || event.defaultPrevented || event.repeat) return
    if (event.ctrlKey || event.metaKey || event.altKey) return
    if (keysStayWith(event.target) || !inProfileScope(event.target)) return
    const key = event.key.toLowerCase()
    const run = Object.hasOwn(handlers, key) ? handlers[key] : undefined
    if (run === undefined) return
    event.preventDefault()
    run()
  })
}
