import { app, Menu, shell, type BrowserWindow } from 'electron'
import { appMenuTemplate } from '../core/menu/appMenu'
import { contextMenuTemplate } from '../core/menu/contextMenu'
import { DOCS_URL, isAllowedExternal } from '../core/menu/externalLinks'

/** Opens an allow-listed https address in the system browser; anything else is ignored. */
export function openAllowedExternal(url: string): void {
  if (isAllowedExternal(url)) void shell.openExternal(url)
}

/** Sets the application menu. Call after app `ready`. */
export function installAppMenu(options: { isDev: boolean; logFile: string }): void {
  const template = appMenuTemplate({
    platform: process.platform,
    appName: app.name,
    isDev: options.isDev,
    openDocs: () => openAllowedExternal(DOCS_URL),
    showLogFile: () => shell.showItemInFolder(options.logFile),
  })
  Menu.setApplicationMenu(Menu.buildFromTemplate(template))
}

/** Right-click menus for text fields and selected text in this window. */
export function attachContextMenu(window: BrowserWindow): void {
  window.webContents.on('context-menu', (_event, params) => {
    const template = contextMenuTemplate(params)
    if (template.length > 0) Menu.buildFromTemplate(template).popup({ window })
  })
}
