import { app, screen, type BrowserWindow } from 'electron'
import Store from 'electron-store'
import { join } from 'node:path'
import type { Logger } from '../core/log/logger'
import { cachedStore } from '../core/storage/cachedStore'
import { storeOptions } from '../core/storage/storeOptions'
import {
  placeWindow,
  type ScreenLayout,
  type WindowPlacement,
  type WindowSize,
} from '../core/window/windowPlacement'
import { openWindowStateStore, type WindowStateStore } from '../core/window/windowStateStore'
import { trackWindowState } from '../core/window/windowStateTracker'

/** The monitors as the core's placement rules see them. Call after app `ready`. */
export function screenLayout(): ScreenLayout {
  return {
    displays: screen.getAllDisplays().map(({ id, bounds, workArea, scaleFactor }) => ({
      id,
      bounds,
      workArea,
      scaleFactor,
    })),
    primaryId: screen.getPrimaryDisplay().id,
  }
}

/** `<userData>/window-state.json`, written through electron-store like the other stores. */
export function openWindowState(log: Logger): WindowStateStore {
  const path = join(app.getPath('userData'), 'window-state.json')
  return openWindowStateStore(
    path,
    () => cachedStore(path, () => new Store<Record<string, unknown>>(storeOptions('window-state'))),
    Date.now,
    log,
  )
}

/** Where to open the main window: pass `bounds` to the BrowserWindow constructor. */
export const restoredPlacement = (store: WindowStateStore, size: WindowSize): WindowPlacement => {
  const layout = screenLayout()
  return placeWindow(store.saved(layout), layout, size)
}

/** Call before `show()`: maximizing or going full screen after showing would flash. */
export function applyWindowMode(window: BrowserWindow, placement: WindowPlacement): void {
  if (placement.mode === 'maximized') window.maximize()
  if (placement.mode === 'fullscreen') window.setFullScreen(true)
}

/** Saves the window's state after moves and resizes (debounced) and on close. */
export const rememberWindowState = (window: BrowserWindow, store: WindowStateStore): void =>
  trackWindowState(window, screenLayout, store)
