import { app, BrowserWindow, dialog, powerMonitor } from 'electron'
import { join } from 'node:path'
import { electronClipboard } from './adapters/electronClipboard'
import { openElectronStores } from './adapters/electronStores'
import { registerIpc } from './adapters/ipc'
import { SafeStorageCipher } from './adapters/safeStorageCipher'
import { windowEvents } from './adapters/windowEvents'
import { APP_ORIGIN, registerAppScheme, serveRenderer } from './appProtocol'
import { createCore } from './core/createCore'
import { hardenApp, trustedOrigins } from './security'
import { createMainWindow } from './window'

// electron-vite sets this in `dev` only; the packaged app never trusts a dev server.
const devServer = !app.isPackaged ? process.env['ELECTRON_RENDERER_URL'] : undefined
const startUrl = devServer ?? `${APP_ORIGIN}/index.html`
const isTrustedUrl = trustedOrigins(
  devServer ? [APP_ORIGIN, new URL(devServer).origin] : [APP_ORIGIN],
)

// Lets E2E tests (and users keeping several setups) pick the data folder.
const userData = process.env['TOKEN_DESK_USER_DATA']
if (userData) app.setPath('userData', userData)

registerAppScheme()

if (!app.requestSingleInstanceLock()) {
  // One process owns the stores; a second launch focuses the first.
  app.quit()
} else {
  app.on('second-instance', () => {
    const [window] = BrowserWindow.getAllWindows()
    if (window) {
      if (window.isMinimized()) window.restore()
      window.focus()
    }
  })
  void app
    .whenReady()
    .then(async () => {
      hardenApp(isTrustedUrl)
      serveRenderer(join(import.meta.dirname, '../renderer'))
      const core = createCore({
        ...openElectronStores(Date.now),
        cipher: await SafeStorageCipher.create(),
        clipboard: electronClipboard,
        events: windowEvents,
        runtime: 'electron',
        version: app.getVersion(),
      })
      registerIpc(core.dispatch, isTrustedUrl)
      const stopBackground = core.start()
      // Clear a secret still on the clipboard and stop the demo sandbox before quitting.
      let stopped = false
      app.on('will-quit', (event) => {
        if (stopped) return
        event.preventDefault()
        void stopBackground().finally(() => {
          stopped = true
          app.quit()
        })
      })
      // After sleep the next tick would come up to 15 s late; check at once.
      powerMonitor.on('resume', () => void core.autoRenewer.tick())
      const preloadDir = join(import.meta.dirname, '../preload')
      createMainWindow(startUrl, preloadDir)
      app.on('activate', () => {
        if (BrowserWindow.getAllWindows().length === 0) createMainWindow(startUrl, preloadDir)
      })
    })
    .catch((error: unknown) => {
      // E.g. a data folder that cannot be read or written: say so instead of showing nothing.
      dialog.showErrorBox(
        'Token Desk could not start',
        `${error instanceof Error ? error.message : String(error)}\n\nData folder: ${app.getPath('userData')}`,
      )
      app.exit(1)
    })
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
}
