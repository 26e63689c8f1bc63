import type { MenuItem } from './menuItem'

export interface AppMenuOptions {
  platform: NodeJS.Platform
  appName: string
  /** Development build: adds Reload and the developer tools. */
  isDev: boolean
  /** Opens the documentation (an allow-listed https address). */
  openDocs: () => void
  /** Shows the log file in the file manager. */
  showLogFile: () => void
}

const separator: MenuItem = { type: 'separator' }

/**
 * The application menu: the standard roles each platform expects. macOS
 * needs the Edit roles for Cmd+C/V/X/A to reach text fields at all.
 */
export function appMenuTemplate(options: AppMenuOptions): MenuItem[] {
  const mac = options.platform === 'darwin'
  const appMenu: MenuItem[] = mac
    ? [
        {
          label: options.appName,
          submenu: [
            { role: 'about' },
            separator,
            { role: 'services' },
            separator,
            { role: 'hide' },
            { role: 'hideOthers' },
            { role: 'unhide' },
            separator,
            { role: 'quit' },
          ],
        },
      ]
    : [{ label: 'File', submenu: [{ role: 'quit' }] }]
  const edit: MenuItem = {
    label: 'Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      separator,
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      ...(mac ? [{ role: 'pasteAndMatchStyle' } as const] : []),
      { role: 'delete' },
      separator,
      { role: 'selectAll' },
    ],
  }
  const view: MenuItem = {
    label: 'View',
    submenu: [
      ...(options.isDev
        ? ([
            { role: 'reload' },
            { role: 'forceReload' },
            { role: 'toggleDevTools' },
            separator,
          ] as const)
        : []),
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      separator,
      { role: 'togglefullscreen' },
    ],
  }
  const window: MenuItem = {
    label: 'Window',
    role: 'window',
    submenu: mac
      ? [{ role: 'minimize' }, { role: 'zoom' }, separator, { role: 'front' }]
      : [{ role: 'minimize' }, { role: 'close' }],
  }
  const help: MenuItem = {
    label: 'Help',
    role: 'help',
    submenu: [
      { label: `${options.appName} documentation`, click: options.openDocs },
      { label: 'Show log file', click: options.showLogFile },
      // macOS has About in the app menu.
      ...(mac ? [] : [separator, { role: 'about' } as const]),
    ],
  }
  return [...appMenu, edit, view, window, help]
}
