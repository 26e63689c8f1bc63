import { app } from './app'
import type { EditCommand } from './pageLink'
import { config } from './state'
import { BrowserWindow } from './windows'

/**
 * The labels Electron gives role items that have none of their own, where
 * they name the app or differ per OS (lib/browser/api/menu-item-roles.ts:
 * `about`, `hide`, `quit`, `appMenu`, `close`): what a user reads in the menu bar.
 */
function roleLabel(role: string): string | undefined {
  switch (role.toLowerCase()) {
    case 'about':
      return config.platform === 'linux' ? 'About' : `About ${app.name}`
    case 'hide':
      return `Hide ${app.name}`
    case 'quit':
      return config.platform === 'darwin'
        ? `Quit ${app.name}`
        : config.platform === 'win32'
          ? 'Exit'
          : 'Quit'
    case 'appmenu':
      return app.name
    case 'close':
      return config.platform === 'darwin' ? 'Close Window' : 'Close'
    default:
      return undefined
  }
}

interface TemplateItem {
  role?: string
  label?: string
  submenu?: unknown
}

/** A template with each role item's default label filled in (menu-item.ts, getDefaultLabel). */
export function withRoleLabels(template: unknown[]): unknown[] {
  return template.map((entry) => {
    const item = entry as TemplateItem
    const label = item.label ?? (item.role ? roleLabel(item.role) : undefined)
    const submenu = Array.isArray(item.submenu) ? withRoleLabels(item.submenu) : item.submenu
    return {
      ...item,
      ...(label !== undefined && { label }),
      ...(submenu !== undefined && { submenu }),
    }
  })
}

/** What a role item does when its keys are pressed, as the stand-in can play it. */
type RoleAction =
  | { kind: 'edit'; command: EditCommand }
  | { kind: 'window'; run: (window: BrowserWindow) => void }
  | { kind: 'app'; run: () => void }

interface RoleKeys {
  accelerator?: string
  /** false: shown beside the item, but Linux and Windows leave the keys to the page. */
  registerAccelerator?: boolean
  action: RoleAction
}

const edit = (command: EditCommand): RoleAction => ({ kind: 'edit', command })

/**
 * The default accelerators of the roles the app's menu uses, and what each
 * does (lib/browser/api/menu-item-roles.ts, `roleList`: `accelerator`,
 * `registerAccelerator`, `webContentsMethod`, `windowMethod`, `appMethod`).
 * On macOS the Edit roles are native selectors sent to the first responder,
 * which the stand-in plays as the same webContents method.
 */
function roleKeys(role: string): RoleKeys | undefined {
  const mac = config.platform === 'darwin'
  const windows = config.platform === 'win32'
  switch (role.toLowerCase()) {
    case 'close':
      return {
        accelerator: 'CommandOrControl+W',
        action: { kind: 'window', run: (w) => w.close() },
      }
    case 'minimize':
      return {
        accelerator: 'CommandOrControl+M',
        action: { kind: 'window', run: (w) => w.minimize() },
      }
    case 'togglefullscreen':
      return {
        accelerator: mac ? 'Control+Command+F' : 'F11',
        action: { kind: 'window', run: (w) => w.setFullScreen(!w.isFullScreen()) },
      }
    case 'quit':
      return {
        ...(windows ? {} : { accelerator: 'CommandOrControl+Q' }),
        action: { kind: 'app', run: () => app.quit() },
      }
    case 'undo':
      return { accelerator: 'CommandOrControl+Z', action: edit('undo') }
    case 'redo':
      return {
        accelerator: windows ? 'Control+Y' : 'Shift+CommandOrControl+Z',
        action: edit('redo'),
      }
    case 'cut':
      return { accelerator: 'CommandOrControl+X', registerAccelerator: false, action: edit('cut') }
    case 'copy':
      return { accelerator: 'CommandOrControl+C', registerAccelerator: false, action: edit('copy') }
    case 'paste':
      return {
        accelerator: 'CommandOrControl+V',
        registerAccelerator: false,
        action: edit('paste'),
      }
    case 'pasteandmatchstyle':
      return {
        accelerator: mac ? 'Cmd+Option+Shift+V' : 'Shift+CommandOrControl+V',
        registerAccelerator: false,
        action: edit('pasteAndMatchStyle'),
      }
    case 'selectall':
      return { accelerator: 'CommandOrControl+A', action: edit('selectAll') }
    case 'delete':
      return { action: edit('delete') }
    default:
      return undefined
  }
}

/** A role item's keys, where Electron gives it some and the item names none of its own. */
export function roleAccelerator(role: string): { accelerator: string; registered: boolean } | null {
  const keys = roleKeys(role)
  if (keys?.accelerator === undefined) return null
  return { accelerator: keys.accelerator, registered: keys.registerAccelerator !== false }
}

/** Runs a role on the focused window (or the first), as its item's click would. False: not played. */
export function performRole(role: string): boolean {
  const keys = roleKeys(role)
  if (keys === undefined) return false
  const { action } = keys
  if (action.kind === 'app') action.run()
  else {
    const window = BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0]
    if (window === undefined || window.isDestroyed()) return false
    if (action.kind === 'window') action.run(window)
    else window.webContents[action.command]()
  }
  return true
}
