import { BrowserWindow } from 'electron'
import { join } from 'node:path'

export function createMainWindow(startUrl: string, preloadDir: string): BrowserWindow {
  const window = new BrowserWindow({
    width: 1180,
    height: 760,
    minWidth: 760,
    minHeight: 480,
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
    },
  })
  window.once('ready-to-show', () => window.show())
  void window.loadURL(startUrl)
  return window
}
