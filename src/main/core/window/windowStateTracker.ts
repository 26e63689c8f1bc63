import {
  displayFor,
  type Rect,
  type SavedWindow,
  type ScreenLayout,
  type WindowMode,
} from './windowPlacement'
import type { WindowStateStore } from './windowStateStore'

type WindowEvent =
  | 'resize'
  | 'move'
  | 'maximize'
  | 'unmaximize'
  | 'enter-full-screen'
  | 'leave-full-screen'
  | 'close'

/** The part of Electron's BrowserWindow the tracker reads. */
export interface TrackedWindow {
  getNormalBounds(): Rect
  isMaximized(): boolean
  isFullScreen(): boolean
  isMinimized(): boolean
  isDestroyed(): boolean
  on(event: WindowEvent, listener: () => void): unknown
}

/** Waits this long after the last move or resize before writing. */
export const SAVE_DELAY_MS = 500

/** The window's state now, or null while minimized (nothing worth restoring). */
export function captureWindow(window: TrackedWindow, layout: ScreenLayout): SavedWindow | null {
  if (window.isMinimized()) return null
  const bounds = window.getNormalBounds()
  const display = displayFor(bounds, layout)
  const mode: WindowMode = window.isFullScreen()
    ? 'fullscreen'
    : window.isMaximized()
      ? 'maximized'
      : 'normal'
  return { bounds, mode, displayId: display?.id ?? 0, scaleFactor: display?.scaleFactor ?? 1 }
}

/**
 * Saves the window's state a moment after it stops moving or resizing (a
 * drag fires dozens of events), and at once when it closes.
 */
export function trackWindowState(
  window: TrackedWindow,
  readLayout: () => ScreenLayout,
  store: WindowStateStore,
  delayMs = SAVE_DELAY_MS,
): void {
  let timer: ReturnType<typeof setTimeout> | null = null
  const save = (): void => {
    if (timer !== null) clearTimeout(timer)
    timer = null
    if (window.isDestroyed()) return
    const layout = readLayout()
    const state = captureWindow(window, layout)
    if (state) store.remember(layout, state)
  }
  const later = (): void => {
    if (timer !== null) clearTimeout(timer)
    timer = setTimeout(save, delayMs)
  }
  for (const event of [
    'resize',
    'move',
    'maximize',
    'unmaximize',
    'enter-full-screen',
    'leave-full-screen',
  ] as const) {
    window.on(event, later)
  }
  window.on('close', save)
}
