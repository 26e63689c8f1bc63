import { useEffect, useEffectEvent } from 'react'

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

/**
 * Single-letter shortcuts while a view is shown (R renew, C copy header), keyed
 * by lower-case letter. They stay out of the way of typing: not with Ctrl, Alt
 * or Cmd held, not in a text field, not inside a menu or an open dialog.
 */
export function useLetterShortcuts(handlers: Record<string, () => void>): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.repeat) return
    if (event.ctrlKey || event.metaKey || event.altKey) return
    if (isTypingTarget(event.target)) return
    if (event.target instanceof Element && event.target.closest('[role="menu"]') !== null) return
    if (document.querySelector('dialog[open]') !== null) return
    const key = event.key.toLowerCase()
    const run = Object.hasOwn(handlers, key) ? handlers[key] : undefined
    if (run === undefined) return
    event.preventDefault()
    run()
  })

  useEffect(() => {
    const listener = (event: KeyboardEvent): void => onKeyDown(event)
    window.addEventListener('keydown', listener)
    return () => window.removeEventListener('keydown', listener)
  }, [])
}
