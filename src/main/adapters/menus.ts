import { app, clipboard, Menu, shell, type BrowserWindow } from 'electron'
import { boxOnAppWindow } from './appWindowBox'
import { appMenuTemplate, type AppMenuState } from '../core/menu/appMenu'
import type { MenuCommand } from '../../shared/ipc/commands'
import { contextMenuTemplate } from '../core/menu/contextMenu'
import { DOCS_URL, isAllowedExternal } from '../core/menu/externalLinks'
import type { Speech } from '../core/i18n/speech'

/**
 * Opens an allow-listed https address in the system browser; anything else
 * is ignored. When the desktop opens none (no browser set, xdg-open
 * missing: Electron rejects), a box gives the address to copy instead.
 */
export function openAllowedExternal(url: string, speech: Speech): void {
  if (!isAllowedExternal(url)) return
  shell.openExternal(url).catch((error: unknown) => noBrowser(url, error, speech))
}

async function noBrowser(url: string, error: unknown, speech: Speech): Promise<void> {
  const options = {
    type: 'warning' as const,
    title: speech.t('dialogs:browser.title'),
    message: speech.t('dialogs:browser.message'),
    detail: speech.t('dialogs:browser.detail', {
      url,
      reason: error instanceof Error ? error.message : String(error),
    }),
    buttons: [speech.t('dialogs:browser.copy'), speech.t('dialogs:browser.close')],
    defaultId: 0,
    cancelId: 1,
    noLink: true,
  }
  if ((await boxOnAppWindow(options)) === 0) clipboard.writeText(url)
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
      openDocs: () => openAllowedExternal(DOCS_URL, speech),
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
