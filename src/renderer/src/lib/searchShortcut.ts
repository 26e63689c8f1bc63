/**
 * Ctrl+K (Cmd+K on macOS) focuses the profile search from anywhere. The
 * listener is installed before the first render and the field registers
 * itself when it mounts, so a shortcut pressed while the app is still
 * starting is not lost: it applies as soon as the field exists.
 */

export const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/** How the shortcut is written for the user and for `aria-keyshortcuts`. */
export const searchShortcut = isMac
  ? { label: '⌘K', aria: 'Meta+K' }
  : { label: 'Ctrl+K', aria: 'Control+K' }

let field: HTMLInputElement | null = null
let wanted = false

const isShortcut = (event: KeyboardEvent): boolean =>
  event.key.toLowerCase() === 'k' &&
  !event.altKey &&
  !event.shiftKey &&
  (isMac ? event.metaKey : event.ctrlKey || event.metaKey)

function focusField(input: HTMLInputElement): void {
  input.focus()
  input.select()
}

function onKeyDown(event: KeyboardEvent): void {
  if (!isShortcut(event)) return
  event.preventDefault()
  if (field === null) wanted = true
  else focusField(field)
}

/** Listens for the shortcut (idempotent); returns the function that stops listening. */
export function installSearchShortcut(): () => void {
  window.removeEventListener('keydown', onKeyDown)
  window.addEventListener('keydown', onKeyDown)
  return () => window.removeEventListener('keydown', onKeyDown)
}

/** The search field's ref callback: it becomes the shortcut's target while mounted. */
export function registerSearchField(input: HTMLInputElement | null): void {
  field = input
  if (input !== null && wanted) {
    wanted = false
    focusField(input)
  }
}
