import type { App, BrowserWindow } from 'electron'

/**
 * Closing the window on Linux and Windows hides it: the app runs on in the
 * tray, renewing tokens and answering `token-desk`, as it does when started
 * at login. It comes back from the tray, or from a second launch
 * (`second-instance`). Quitting still quits: `before-quit` comes before the
 * windows close (docs/api/app.md, "Event: 'before-quit'"), so those closes go
 * through. macOS apps run on without a window anyway (the Dock, the menu bar).
 *
 * Returns what to do with each window made: `told` runs when one is hidden.
 */
export function keepRunningWhenClosed(
  app: Pick<App, 'on'>,
  platform: NodeJS.Platform,
  told: () => void,
): (window: BrowserWindow) => BrowserWindow {
  let quitting = false
  app.on('before-quit', () => {
    quitting = true
  })
  return (window) => {
    if (platform === 'darwin') return window
    window.on('close', (event) => {
      if (quitting) return
      event.preventDefault()
      window.hide()
      told()
    })
    return window
  }
}
