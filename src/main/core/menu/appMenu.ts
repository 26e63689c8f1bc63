import type { MenuCommand } from '../../../shared/ipc/commands'
import { english, type Speech } from '../i18n/speech'
import type { MenuItem, MenuRole } from './menuItem'

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
  /** The language the menu speaks (Settings' language, or the system's); English without one. */
  speech?: Speech
}

const separator: MenuItem = { type: 'separator' }

/**
 * A role's item as Electron makes it. Electron names role items itself, in
 * English only (lib/browser/api/menu-item-roles.ts: "Undo", "Quit Token
 * Desk", "Exit" on Windows), so English keeps Electron's own label and
 * another language gives each one its words, per platform as Electron does.
 */
export function roleItem(
  role: MenuRole,
  platform: NodeJS.Platform,
  appName: string,
  speech: Speech,
  enabled?: boolean,
): MenuItem {
  const item: MenuItem = enabled === undefined ? { role } : { role, enabled }
  if (speech.language === 'en') return item
  const { t } = speech
  const app = { app: appName }
  const mac = platform === 'darwin'
  const label = (() => {
    switch (role) {
      case 'about':
        return platform === 'linux' ? t('menu:role.about') : t('menu:role.aboutApp', app)
      case 'hide':
        return t('menu:role.hide', app)
      case 'quit':
        return mac
          ? t('menu:role.quitApp', app)
          : platform === 'win32'
            ? t('menu:role.exit')
            : t('menu:role.quit')
      case 'paste':
        return mac ? t('menu:role.pasteMac') : t('menu:role.paste')
      case 'close':
        return mac ? t('menu:role.closeMac') : t('menu:role.close')
      default:
        return t(`menu:role.${role}`)
    }
  })()
  return { ...item, label }
}

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
 * commands, Settings and Quit (Exit), Help holds About. In the language
 * `speech` speaks, the roles' items too.
 */
export function appMenuTemplate(options: AppMenuOptions): MenuItem[] {
  const mac = options.platform === 'darwin'
  const { locked, profiles } = options.state
  const speech = options.speech ?? english
  const { t } = speech
  const role = (name: MenuRole) => roleItem(name, options.platform, options.appName, speech)
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
  const settings = item(mac ? t('menu:settingsMac') : t('menu:settings'), 'settings', !locked)
  const appMenu: MenuItem[] = mac
    ? [
        {
          label: options.appName,
          submenu: [
            role('about'),
            separator,
            settings,
            separator,
            role('services'),
            separator,
            role('hide'),
            role('hideOthers'),
            role('unhide'),
            separator,
            role('quit'),
          ],
        },
      ]
    : []
  const file: MenuItem = {
    label: t('menu:file'),
    submenu: [
      item(t('menu:newProfile'), 'new-profile', !locked),
      item(t('menu:import'), 'import', !locked),
      item(t('menu:export'), 'export', !locked && profiles > 0),
      separator,
      item(t('menu:renewAll'), 'renew-all', !locked && profiles > 0),
      item(t('menu:verifyAll'), 'verify-all', !locked && profiles > 0),
      separator,
      item(t('menu:lock'), 'lock', !locked),
      // macOS: Close Window (Cmd+W) lives in File; its Window menu has none, as the platform's.
      ...(mac ? [separator, role('close')] : [separator, settings, separator, role('quit')]),
    ],
  }
  const edit: MenuItem = {
    label: t('menu:edit'),
    submenu: [
      role('undo'),
      role('redo'),
      separator,
      role('cut'),
      role('copy'),
      role('paste'),
      ...(mac ? [role('pasteAndMatchStyle')] : []),
      role('delete'),
      separator,
      role('selectAll'),
    ],
  }
  const view: MenuItem = {
    label: t('menu:view'),
    submenu: [
      // The window handles Ctrl+K itself (also while the menu bar is hidden): shown here, not taken.
      item(t('menu:quickSwitcher'), 'quick-switcher', !locked, { registerAccelerator: false }),
      item(t('menu:board'), 'board', !locked),
      separator,
      ...(options.isDev ? [role('reload'), role('toggleDevTools'), separator] : []),
      role('resetZoom'),
      role('zoomIn'),
      role('zoomOut'),
      separator,
      role('togglefullscreen'),
    ],
  }
  const window: MenuItem = {
    label: t('menu:window'),
    role: 'window',
    submenu: mac
      ? [role('minimize'), role('zoom'), separator, role('front')]
      : [role('minimize'), role('close')],
  }
  const help: MenuItem = {
    label: t('menu:help'),
    role: 'help',
    submenu: [
      { label: t('menu:documentation', { app: options.appName }), click: options.openDocs },
      { label: t('menu:showLogFile'), click: options.showLogFile },
      // macOS has About in the app menu.
      ...(mac ? [] : [separator, role('about')]),
    ],
  }
  return [...appMenu, file, edit, view, window, help]
}
