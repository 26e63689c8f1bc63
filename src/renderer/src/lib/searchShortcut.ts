/**
 * Ctrl+K (Cmd+K on macOS) opens the quick switcher and Ctrl+F (Cmd+F)
 * focuses the profile search, from anywhere. The listener is installed
 * before the first render and each target registers itself when it mounts,
 * so a shortcut pressed while the app is still starting is not lost: it
 * applies as soon as its target exists.
 */

import { t } from '../i18n'

export const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/** `label` in the window's language when read (German keyboards say Strg); `aria` as the spec writes keys. */
const written = (key: string) =>
  isMac
    ? { label: `⌘${key}`, aria: `Meta+${key}` }
    : {
        get label() {
          return `${t('common:ctrlKey')}+${key}`
        },
        aria: `Control+${key}`,
      }

/** How the shortcuts are written for the user and for `aria-keyshortcuts`. */
export const paletteShortcut = written('K')
export const searchShortcut = written('F')
export const undoShortcut = written('Z')

type Target = 'palette' | 'search'

const targets: Record<Target, (() => void) | null> = { palette: null, search: null }
let wanted: Target | null = null

/** The key with the platform's primary modifier alone (Cmd on macOS, Ctrl elsewhere): "k" for Ctrl+K. */
export function chordKey(event: KeyboardEvent): string | null {
  if (event.altKey || event.shiftKey) return null
  if (!(isMac ? event.metaKey : event.ctrlKey || event.metaKey)) return null
  return event.key.toLowerCase()
}

function targetOf(event: KeyboardEvent): Target | null {
  const key = chordKey(event)
  return key === 'k' ? 'palette' : key === 'f' ? 'search' : null
}

function onKeyDown(event: KeyboardEvent): void {
  const target = targetOf(event)
  if (target === null) return
  event.preventDefault()
  request(target)
}

function request(target: Target): void {
  const run = targets[target]
  if (run === null) wanted = target
  else run()
}

/** Main says the global shortcut was pressed: open the switcher as Ctrl+K would. */
export const openPalette = (): void => request('palette')

/** Listens for the shortcuts (idempotent); returns the function that stops listening. */
export function installSearchShortcut(): () => void {
  window.removeEventListener('keydown', onKeyDown)
  window.addEventListener('keydown', onKeyDown)
  return () => window.removeEventListener('keydown', onKeyDown)
}

function register(target: Target, run: (() => void) | null): void {
  targets[target] = run
  if (run !== null && wanted === target) {
    wanted = null
    run()
  }
}

/** The search field's ref callback: it becomes Ctrl+F's target while mounted. */
export function registerSearchField(input: HTMLInputElement | null): void {
  register(
    'search',
    input === null
      ? null
      : () => {
          input.focus()
          input.select()
        },
  )
}

/** The quick switcher's opener: Ctrl+K's target while the app is mounted. */
export function registerPalette(open: (() => void) | null): void {
  register('palette', open)
}
