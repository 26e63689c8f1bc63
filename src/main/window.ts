import { BrowserWindow } from 'electron'
import { join } from 'node:path'
import { attachContextMenu } from './adapters/menus'
import { applyWindowMode, rememberWindowState, restoredPlacement } from './adapters/windowState'
import { english, type Speech } from './core/i18n/speech'
import type { WindowStateStore } from './core/window/windowStateStore'

const size = { width: 1180, height: 760, minWidth: 760, minHeight: 480 }

/** The app's one window: hardened, reopened where it was, with a text-field context menu. */
export function createMainWindow(
  startUrl: string,
  preloadDir: string,
  windowState: WindowStateStore,
  /** Opened at login, hidden in the tray: made and loaded, shown only when asked for. */
  hidden = false,
  /** The language its context menu speaks; English until the core can say. */
  speech: () => Speech = () => english,
): BrowserWindow {
  const placement = restoredPlacement(windowState, size)
  const window = new BrowserWindow({
    ...placement.bounds,
    minWidth: size.minWidth,
    minHeight: size.minHeight,
    show: false,
    title: 'Token Desk',
    autoHideMenuBar: true,
    webPreferences: {
      preload: join(preloadDir, 'index.cjs'),
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      spellcheck: false,
      // V8 caches the window's compiled code from its first run, not only once it has seen it
      // run often (docs/api/structures/web-preferences.md, v8CacheOptions; VS Code does the
      // same): every later start reads it from the data folder (app:// has codeCache).
      v8CacheOptions: 'bypassHeatCheck',
    },
  })
  if (hidden) {
    // Maximizing shows a window: the mode waits for the first time it is shown.
    window.once('show', () => applyWindowMode(window, placement))
  } else {
    window.once('ready-to-show', () => {
      // Before show(): maximizing afterwards would flash.
      applyWindowMode(window, placement)
      window.show()
    })
  }
  rememberWindowState(window, windowState)
  attachContextMenu(window, speech)
  void window.loadURL(startUrl)
  return window
}
