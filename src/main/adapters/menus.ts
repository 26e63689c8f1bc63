import { app, Menu, shell, type BrowserWindow } from 'electron'
import { appMenuTemplate, type AppMenuState } from '../core/menu/appMenu'
import type { MenuCommand } from '../../shared/ipc/commands'
import { contextMenuTemplate } from '../core/menu/contextMenu'
import { DOCS_URL, isAllowedExternal } from '../core/menu/externalLinks'
import type { Speech } from '../core/i18n/speech'

/** Opens an allow-listed https address in the system browser; anything else is ignored. */
export function openAllowedExternal(url: string): void {
  if (isAllowedExternal(url)) void shell.openExternal(url)
}

/**
 * Sets the application menu; call after app `ready`, and again when which
 * commands apply or the language changes (the returned function takes the
 * new state and language).
 */
export function installAppMenu(options: {
  isDev: boolean
  logFile: string
  state: AppMenuState
  /** The language the menu speaks (core.appMenu.speech()). */
  speech: Speech
  /** Sends a command to the window (brought forward first). */
  command: (command: MenuCommand) => void
}): (state: AppMenuState, speech: Speech) => void {
  const build = (state: AppMenuState, speech: Speech) => {
    const template = appMenuTemplate({
      platform: process.platform,
      appName: app.name,
      isDev: options.isDev,
      openDocs: () => openAllowedExternal(DOCS_URL),
      showLogFile: () => shell.showItemInFolder(options.logFile),
      command: options.command,
      state,
      speech,
    })
    Menu.setApplicationMenu(Menu.buildFromTemplate(template))
  }
  build(options.state, options.speech)
  return build
}

/**
 * Right-click menus for text fields and selected text in this window, in
 * the language spoken when it opens.
 */
export function attachContextMenu(window: BrowserWindow, speech: () => Speech): void {
  window.webContents.on('context-menu', (_event, params) => {
    const template = contextMenuTemplate(params, speech(), process.platform)
    if (template.length > 0) Menu.buildFromTemplate(template).popup({ window })
  })
}
