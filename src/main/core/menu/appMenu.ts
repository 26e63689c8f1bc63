import type { MenuCommand } from '../../../shared/ipc/commands'
import type { MenuItem } from './menuItem'

/** What decides which commands the menu offers now. */
export interface AppMenuState {
  /** The window is locked: only Settings-free commands that cannot reveal anything stay. */
  locked: boolean
  /** How many profiles there are: Export and Renew all need one. */
  profiles: number
}

export interface AppMenuOptions {
  platform: NodeJS.Platform
  appName: string
  /** Development build: adds Reload and the developer tools. */
  isDev: boolean
  /** Opens the documentation (an allow-listed https address). */
  openDocs: () => void
  /** Shows the log file in the file manager. */
  showLogFile: () => void
  /** Sends a command to the window (and brings it forward). */
  command: (command: MenuCommand) => void
  state: AppMenuState
}

const separator: MenuItem = { type: 'separator' }

/**
 * The app's commands and their keys, chosen around the keys already taken:
 * text editing (CmdOrCtrl+A/C/V/X/Z, Shift+Z, Y), the window's own Ctrl+K
 * (quick switcher) and Ctrl+F (search), its single letters without a
 * modifier (R, C…), Ctrl+Enter (send a request), and the roles' own (Cmd+Q,
 * Cmd+H, Cmd+M, Ctrl+W, zoom's Ctrl+0/+/-, Ctrl+R in development).
 * Settings is Cmd+, on macOS and Ctrl+, elsewhere (as VS Code); Lock is
 * CmdOrCtrl+Shift+L (1Password's).
 */
export const commandKeys: Readonly<Record<MenuCommand, string | null>> = {
  'new-profile': 'CmdOrCtrl+N',
  import: 'CmdOrCtrl+O',
  export: 'CmdOrCtrl+Shift+E',
  settings: 'CmdOrCtrl+,',
  lock: 'CmdOrCtrl+Shift+L',
  'renew-all': 'CmdOrCtrl+Shift+R',
  // None free that says it: Shift+V pastes plain text in Chromium's fields.
  'verify-all': null,
  'quick-switcher': 'CmdOrCtrl+K',
  // Free in text fields (no rich text here) and unused by the window.
  board: 'CmdOrCtrl+B',
}

/**
 * The application menu: the standard roles each platform expects (macOS
 * needs the Edit roles for Cmd+C/V/X/A to reach text fields at all), and the
 * app's commands, each sent to the window. macOS: the app menu holds About,
 * Settings…, Services, Hide and Quit; Windows and Linux: File holds the
 * commands, Settings and Quit (Exit), Help holds About.
 */
export function appMenuTemplate(options: AppMenuOptions): MenuItem[] {
  const mac = options.platform === 'darwin'
  const { locked, profiles } = options.state
  const item = (
    label: string,
    command: MenuCommand,
    enabled: boolean,
    extra: { registerAccelerator?: boolean } = {},
  ): MenuItem => ({
    label,
    ...(commandKeys[command] === null ? {} : { accelerator: commandKeys[command] }),
    enabled,
    click: () => options.command(command),
    ...extra,
  })
  // Locked, the window offers only its unlock: so does the menu (Lock itself is done).
  const settings = item(mac ? 'Settings…' : 'Settings', 'settings', !locked)
  const appMenu: MenuItem[] = mac
    ? [
        {
          label: options.appName,
          submenu: [
            { role: 'about' },
            separator,
            settings,
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
    : []
  const file: MenuItem = {
    label: 'File',
    submenu: [
      item('New profile', 'new-profile', !locked),
      item('Import…', 'import', !locked),
      item('Export…', 'export', !locked && profiles > 0),
      separator,
      item('Renew all', 'renew-all', !locked && profiles > 0),
      item('Verify all', 'verify-all', !locked && profiles > 0),
      separator,
      item('Lock', 'lock', !locked),
      ...(mac ? [] : [separator, settings, separator, { role: 'quit' } as const]),
    ],
  }
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
      // The window handles Ctrl+K itself (also while the menu bar is hidden): shown here, not taken.
      item('Quick switcher', 'quick-switcher', !locked, { registerAccelerator: false }),
      item('Board', 'board', !locked),
      separator,
      ...(options.isDev
        ? ([{ role: 'reload' }, { role: 'toggleDevTools' }, separator] as const)
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
  return [...appMenu, file, edit, view, window, help]
}
