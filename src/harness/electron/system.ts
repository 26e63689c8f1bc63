import { EventEmitter } from 'node:events'
import { standInEvent } from './events'
import { performRole, roleAccelerator, withRoleLabels } from './menuRoles'
import { config, defaultDisplay, lifecycle, onReset, records, type StandInPlatform } from './state'

type Rect = { x: number; y: number; width: number; height: number }

/**
 * Which powerMonitor events Electron emits on which system, from
 * docs/api/power-monitor.md (Electron 45): `lock-screen` and `unlock-screen`
 * are macOS and Windows only (Linux gets no word of a screen lock from
 * Electron), `shutdown` Linux and macOS.
 */
export const powerEventPlatforms: Readonly<Record<string, readonly StandInPlatform[]>> = {
  suspend: ['linux', 'darwin', 'win32'],
  resume: ['linux', 'darwin', 'win32'],
  'on-ac': ['darwin', 'win32'],
  'on-battery': ['darwin', 'win32'],
  'thermal-state-change': ['darwin'],
  'speed-limit-change': ['darwin', 'win32'],
  shutdown: ['linux', 'darwin'],
  'lock-screen': ['darwin', 'win32'],
  'unlock-screen': ['darwin', 'win32'],
  'user-did-become-active': ['darwin'],
  'user-did-resign-active': ['darwin'],
}

/** Why `event` cannot be played on the stand-in's platform, or null when Electron emits it there. */
export function powerEventRefusal(event: string): string | null {
  const platforms = Object.hasOwn(powerEventPlatforms, event) ? powerEventPlatforms[event] : null
  if (!platforms) return `Unknown power event: ${event}`
  if (platforms.includes(config.platform)) return null
  const linuxLock =
    config.platform === 'linux' && event.endsWith('lock-screen')
      ? ` On Linux the desktop says it over D-Bus: POST /__harness/session/${event === 'lock-screen' ? 'lock' : 'unlock'}.`
      : ''
  return `Electron does not emit powerMonitor '${event}' on ${config.platform} (only on ${platforms.join(', ')}; docs/api/power-monitor.md).${linuxLock}`
}

/** Electron's powerMonitor: the harness emits suspend, resume, lock-screen… as the platform would. */
export class StandInPowerMonitor extends EventEmitter {
  idleSeconds = 0

  getSystemIdleTime(): number {
    return this.idleSeconds
  }

  getSystemIdleState(threshold: number): 'active' | 'idle' | 'locked' {
    return this.idleSeconds >= threshold ? 'idle' : 'active'
  }

  /**
   * Plays an OS event to the app; throws for one Electron does not emit on
   * this platform. For 'suspend', the machine sleeps once this returns and
   * the microtasks its listeners queued have run, as Electron releases its
   * sleep delay then (shell/browser/lib/power_observer_linux.cc: OnSuspend(),
   * then UnblockSleep(); shell/common/gin_helper/event_emitter_caller.cc:
   * a microtask checkpoint after the listeners): a test checks what was done
   * by then, not later.
   */
  play(event: string): void {
    const refusal = powerEventRefusal(event)
    if (refusal !== null) throw new Error(refusal)
    this.emit(event, standInEvent())
  }
}

export const powerMonitor = new StandInPowerMonitor()

const area = (a: Rect, b: Rect) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y))

/** Electron's screen, over the displays the harness is configured with. */
export class StandInScreen extends EventEmitter {
  getAllDisplays() {
    return config.displays.map((display) => structuredClone(display))
  }

  getPrimaryDisplay() {
    return structuredClone(config.displays[0] ?? defaultDisplay)
  }

  getDisplayMatching(rect: Rect) {
    const best = [...config.displays].sort((a, b) => area(b.bounds, rect) - area(a.bounds, rect))[0]
    return structuredClone(best ?? config.displays[0] ?? defaultDisplay)
  }

  getDisplayNearestPoint(point: { x: number; y: number }) {
    return this.getDisplayMatching({ ...point, width: 1, height: 1 })
  }
}

const displays = new StandInScreen()

/**
 * As lib/browser/api/screen.ts: a proxy that makes the screen on its first
 * use, any property, listeners included, which throws before ready
 * (Screen::Create, shell/browser/api/electron_api_screen.cc).
 */
export const screen: StandInScreen = new Proxy(displays, {
  get(target, property) {
    if (!lifecycle.ready)
      throw new Error("The 'screen' module can't be used before the app 'ready' event")
    const value: unknown = Reflect.get(target, property, target)
    return typeof value === 'function' ? value.bind(target) : value
  },
})

type PermissionRequestHandler = (
  contents: unknown,
  permission: string,
  callback: (granted: boolean) => void,
  details: unknown,
) => void
type PermissionCheckHandler = (contents: unknown, permission: string, origin: string) => boolean

/** Electron's default session: the app's permission handlers, kept so tests can ask them. */
export class StandInSession extends EventEmitter {
  permissionRequestHandler: PermissionRequestHandler | null = null
  permissionCheckHandler: PermissionCheckHandler | null = null

  setPermissionRequestHandler(handler: PermissionRequestHandler | null): void {
    this.permissionRequestHandler = handler
  }

  setPermissionCheckHandler(handler: PermissionCheckHandler | null): void {
    this.permissionCheckHandler = handler
  }

  /** Electron grants every permission when no handler is set. */
  requestPermission(permission: string): Promise<boolean> {
    const handler = this.permissionRequestHandler
    if (!handler) return Promise.resolve(true)
    return new Promise((resolve) => handler(null, permission, resolve, {}))
  }

  checkPermission(permission: string, origin: string): boolean {
    return this.permissionCheckHandler?.(null, permission, origin) ?? true
  }

  /**
   * What resolveProxy answers, in PAC form: DIRECT unless a test (or
   * TOKEN_DESK_HARNESS_PROXY) says otherwise. An empty answer plays a failed
   * lookup (a PAC script the settings require that cannot be loaded or run,
   * the network service gone): Electron never rejects, it resolves "" when
   * Chromium's lookup ends without a ProxyInfo
   * (shell/browser/net/resolve_proxy_helper.cc, OnProxyLookupComplete).
   */
  proxyAnswer: string = process.env['TOKEN_DESK_HARNESS_PROXY'] ?? 'DIRECT'
  /** Every URL the app asked a proxy for. */
  readonly proxyQueries: string[] = []

  resolveProxy(url: string): Promise<string> {
    this.proxyQueries.push(url)
    return Promise.resolve(this.proxyAnswer)
  }
}

let defaultSession = new StandInSession()

export const session = {
  /** As fromPartition (shell/browser/api/electron_api_session.cc): a TypeError before ready. */
  get defaultSession(): StandInSession {
    if (!lifecycle.ready) throw new TypeError('Session can only be received when app is ready')
    return defaultSession
  },
}

/** Electron's Menu: templates are kept as given, with Electron's role labels; popups recorded. */
export class Menu {
  constructor(readonly items: unknown[] = []) {}

  static buildFromTemplate(template: unknown[]): Menu {
    return new Menu(withRoleLabels(template))
  }

  static setApplicationMenu(menu: Menu | null): void {
    records.applicationMenu = menu?.items ?? null
  }

  static getApplicationMenu(): Menu | null {
    return records.applicationMenu ? new Menu(records.applicationMenu as unknown[]) : null
  }

  popup(): void {
    records.contextMenus.push(this.items)
  }
}

interface MenuTemplateItem {
  label?: string
  role?: string
  accelerator?: string
  enabled?: boolean
  visible?: boolean
  registerAccelerator?: boolean
  click?: (...args: unknown[]) => void
  submenu?: MenuTemplateItem[]
}

/**
 * An accelerator as the keys it stands for on the platform played, sorted so
 * two spellings of the same keys compare equal: CommandOrControl is Command
 * on macOS and Control elsewhere; Super (alias Meta) is Cmd on macOS and
 * the Windows key elsewhere; Esc is Escape, Return is Enter
 * (docs/tutorial/keyboard-shortcuts.md, "Available modifiers", "Available
 * key codes" and its table of modifiers by OS).
 */
function keysOf(accelerator: string): string {
  const mac = config.platform === 'darwin'
  const names: Record<string, string> = {
    commandorcontrol: mac ? 'command' : 'control',
    cmdorctrl: mac ? 'command' : 'control',
    cmd: 'command',
    ctrl: 'control',
    option: 'alt',
    super: mac ? 'command' : 'super',
    meta: mac ? 'command' : 'super',
  }
  const keys: Record<string, string> = { escape: 'esc', return: 'enter' }
  const parts = accelerator.split('+').map((part) => part.toLowerCase())
  const last = parts.at(-1) ?? ''
  const key = keys[last] ?? last
  const modifiers = parts.slice(0, -1).map((m) => names[m] ?? m)
  return [...new Set(modifiers)].sort().concat(key).join('+')
}

/**
 * The keys an item takes, if any: its own accelerator, else its role's
 * default (menu-item-roles.ts); on Linux and Windows none when
 * `registerAccelerator` is false, its own or its role's (docs/api/menu-item.md,
 * `registerAccelerator`, "Linux Windows": the keys are shown, the page keeps them).
 */
function acceleratorTaken(item: MenuTemplateItem): string | null {
  const byRole = item.role === undefined ? null : roleAccelerator(item.role)
  const accelerator = item.accelerator ?? byRole?.accelerator
  if (accelerator === undefined) return null
  const registered =
    item.registerAccelerator ?? (item.accelerator === undefined ? byRole?.registered : true)
  return registered === false && config.platform !== 'darwin' ? null : accelerator
}

/**
 * Presses keys in the window as the application menu hears them: the first
 * visible, enabled item that takes these keys is clicked, or its role run; a
 * disabled item takes nothing. `keys` as the user presses them ("Ctrl+N",
 * "Command+,"). False when no item takes them, or its role is not played.
 */
export function pressMenuAccelerator(keys: string): boolean {
  const wanted = keysOf(keys)
  const find = (items: MenuTemplateItem[]): MenuTemplateItem | null => {
    for (const item of items) {
      if (item.visible === false || item.enabled === false) continue
      if (item.submenu) {
        const inside = find(item.submenu)
        if (inside) return inside
        continue
      }
      const accelerator = acceleratorTaken(item)
      if (accelerator !== null && keysOf(accelerator) === wanted) return item
    }
    return null
  }
  const item = find((records.applicationMenu as MenuTemplateItem[] | null) ?? [])
  if (item === null) return false
  if (item.click) {
    item.click(item, null, standInEvent())
    return true
  }
  return item.role !== undefined && performRole(item.role)
}

export class MenuItem {
  constructor(readonly options: Record<string, unknown>) {}
}

/**
 * Why each OS's openExternal rejects when no browser opens the link
 * (shell/common/platform_util_{linux.cc,mac.mm,win.cc}, OpenExternal; the
 * promise rejects with it: electron_api_shell.cc, OnOpenFinished).
 */
const noBrowser: Record<StandInPlatform, string> = {
  linux: 'Failed to open path',
  darwin: 'No application found to open URL',
  win32: 'Failed to open: No application is associated with the specified file for this operation.',
}

/** Electron's shell: nothing leaves the harness; what the app asked to open is recorded. */
export const shell = {
  openExternal: async (url: string): Promise<void> => {
    if (!config.browser) throw new Error(noBrowser[config.platform])
    records.openedExternally.push(url)
  },
  openPath: async (path: string): Promise<string> => {
    records.openedExternally.push(path)
    return ''
  },
  showItemInFolder: (path: string): void => {
    records.openedExternally.push(path)
  },
}

export class StandInNativeTheme extends EventEmitter {
  themeSource: 'system' | 'light' | 'dark' = 'system'
  get shouldUseDarkColors(): boolean {
    return this.themeSource === 'dark'
  }
}

export const nativeTheme = new StandInNativeTheme()

onReset(() => {
  powerMonitor.removeAllListeners()
  powerMonitor.idleSeconds = 0
  displays.removeAllListeners()
  defaultSession = new StandInSession()
  nativeTheme.removeAllListeners()
  nativeTheme.themeSource = 'system'
})
