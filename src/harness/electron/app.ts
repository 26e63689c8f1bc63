import { EventEmitter } from 'node:events'
import { readFileSync } from 'node:fs'
import { isAbsolute, join } from 'node:path'
import { standInEvent } from './events'
import { SingleInstanceLock } from './singleInstance'
import { config, lifecycle, logLine, onReset, records } from './state'
import { BrowserWindow } from './windows'

type PathName = 'userData' | 'appData' | 'logs' | 'temp' | 'home' | 'downloads' | 'documents'

/**
 * Electron's `app`: ready once the main module has run, the userData path,
 * the single-instance lock, and Electron's quit sequence (before-quit →
 * windows close → will-quit, preventable → quit → exit).
 */
export class StandInApp extends EventEmitter {
  readonly isPackaged = false
  /** package.json's productName, else its name, as Electron's lib/browser/init.ts sets it. */
  name = ''
  /**
   * app.name as Electron read it for safeStorage's keys: after the main script's first
   * run, before ready (electron_browser_main_parts.cc, PostCreateMainMessageLoop). A
   * setName later renames menus and dialogs, never the keys.
   */
  private keyName = ''
  readonly commandLine = {
    appendSwitch: () => undefined,
    hasSwitch: () => false,
    getSwitchValue: () => '',
  }
  private ready = false
  private readyPromise!: Promise<void>
  private becomeReady!: () => void
  private paths = new Map<string, string>()
  private quitting = false
  private readonly lock = new SingleInstanceLock((argv, cwd) =>
    this.emit('second-instance', standInEvent(), argv, cwd),
  )

  constructor() {
    super()
    this.reset()
  }

  reset(): void {
    this.removeAllListeners()
    this.macLoginItem = false
    this.runKeys = new Map()
    this.lock.release()
    this.ready = false
    this.quitting = false
    this.paths = new Map()
    this.name = nameFromPackage(config.appPath)
    this.readyPromise = new Promise((resolve) => {
      this.becomeReady = () => {
        this.keyName = this.name
        this.ready = true
        lifecycle.ready = true
        this.emit('ready', standInEvent(), {})
        resolve()
      }
    })
  }

  /** Like Electron: ready comes once the main script has been evaluated. The harness calls this after importing it. */
  start(): void {
    if (!this.ready) setImmediate(() => this.becomeReady())
  }

  whenReady(): Promise<void> {
    return this.readyPromise
  }

  isReady(): boolean {
    return this.ready
  }

  getPath(name: PathName): string {
    const set = this.paths.get(name)
    if (set) return set
    switch (name) {
      case 'userData':
        // shell/common/electron_paths.cc: DIR_USER_DATA is DIR_APP_DATA/<application name>.
        return join(this.getPath('appData'), this.name)
      case 'logs':
        // Electron fixes the logs folder the first time it is asked for, as setAppLogsPath() would.
        this.setAppLogsPath()
        return this.paths.get('logs') ?? this.defaultLogsPath()
      case 'appData':
        return config.appData
      default:
        // Home, temp, downloads…: inside the test's appData, never the machine's real folders.
        return join(config.appData, `.${name}`)
    }
  }

  setPath(name: PathName, path: string): void {
    // shell/browser/api/electron_api_app.cc, App::SetPath: a relative path throws, on every OS.
    if (!isAbsolute(path)) throw new Error('Path must be absolute')
    if (this.ready && name === 'userData')
      logLine('app.setPath(userData) after ready: set it before ready')
    this.paths.set(name, path)
  }

  /** Like Electron: without a path, its default for this OS (defaultLogsPath). */
  setAppLogsPath(path = this.defaultLogsPath()): void {
    // electron_api_app.cc, App::SetAppLogsPath: a given path must be absolute (a TypeError).
    if (!isAbsolute(path)) throw new TypeError('Path must be absolute')
    this.paths.set('logs', path)
  }

  /**
   * Electron's: `~/Library/Logs/<name>` on macOS, `<userData>/logs` elsewhere
   * (electron_api_app.cc, GetDefaultAppLogPath; the stand-in's home is under its appData).
   */
  private defaultLogsPath(): string {
    return config.platform === 'darwin'
      ? join(this.getPath('home'), 'Library', 'Logs', this.name)
      : join(this.getPath('userData'), 'logs')
  }

  getVersion(): string {
    return config.version
  }

  getName(): string {
    return this.name
  }

  setName(name: string): void {
    this.name = name
  }

  /** Stand-in only: the name safeStorage's keyring keys were found by (see keyName). */
  safeStorageName(): string {
    return this.keyName
  }

  getLocale(): string {
    return 'en-US'
  }

  /**
   * Electron's (docs/api/app.md, app.getPreferredSystemLanguages(),
   * https://www.electronjs.org/docs/latest/api/app#appgetpreferredsystemlanguages):
   * the user's preferred system languages, most preferred first, with the
   * country where there is one. macOS (NSLocale preferredLanguages) and
   * Windows (GlobalizationPreferences) answer the Language & Region list as
   * the user set it; Linux answers g_get_language_names() without "C"
   * (shell/common/language_util_linux.cc), each made canonical.
   */
  getPreferredSystemLanguages(): string[] {
    if (config.platform !== 'linux') return [...config.systemLanguages]
    return config.systemLanguages
      .flatMap(glibVariants)
      .filter((name) => name !== 'C')
      .map(icuCanonical)
  }

  /** Windows only (docs/api/app.md): recorded, so tests can see the id the taskbar would get. */
  setAppUserModelId(id: string): void {
    if (config.platform !== 'win32') {
      // electron_api_app.cc defines it under BUILDFLAG(IS_WIN) only: elsewhere calling it throws.
      throw new TypeError('app.setAppUserModelId is not a function')
    }
    records.appUserModelIds.push(id)
  }

  focus(): void {}

  /** Electron's: the folder of the app's package.json (an asar in a packaged app). */
  getAppPath(): string {
    return config.appPath
  }

  /**
   * Electron 45's login items (docs/api/app.md, "app.setLoginItemSettings",
   * macOS and Windows only): `openAsHidden` was removed there (electron#52351),
   * so it is not read. On Linux the call exists and does nothing
   * (shell/browser/browser_linux.cc, Browser::SetLoginItemSettings is empty):
   * a desktop reads XDG autostart entries instead, which the app writes itself.
   */
  setLoginItemSettings(settings: Record<string, unknown>): void {
    if (config.platform === 'linux') return
    const read = loginItemFields(settings)
    records.loginItemSettings.push(read)
    if (config.platform === 'darwin') {
      // SMAppService.mainApp: one registration for the app, whatever path or args say.
      this.macLoginItem = read['openAtLogin'] === true
      return
    }
    // Windows: a value under HKCU\...\Run named `name` (default: the AppUserModelId).
    const name = typeof read['name'] === 'string' ? read['name'] : this.userModelId()
    if (read['openAtLogin'] !== true) {
      this.runKeys.delete(name)
      return
    }
    this.runKeys.set(name, {
      path: typeof read['path'] === 'string' ? read['path'] : process.execPath,
      args: Array.isArray(read['args']) ? read['args'].map(String) : [],
      enabled: read['enabled'] !== false,
    })
  }

  /**
   * What Electron answers (login_item_settings_converter.cc, ToV8): on Windows
   * `openAtLogin` only for the same path and args as asked (docs: "you need
   * to pass the same arguments here"); on Linux always the defaults.
   */
  getLoginItemSettings(options: { path?: string; args?: string[] } = {}): Record<string, unknown> {
    const base = { executableWillLaunchAtLogin: false, openAtLogin: false, wasOpenedAtLogin: false }
    if (config.platform === 'linux') return base
    if (config.platform === 'darwin') {
      const registered = config.loginItemNeedsApproval ? 'requires-approval' : 'enabled'
      const status = this.macLoginItem ? registered : 'not-registered'
      return {
        ...base,
        status,
        // shell/browser/browser_mac.mm: open_at_login = status == "enabled" (not while it waits).
        openAtLogin: status === 'enabled',
        wasOpenedAtLogin: config.openedAtLogin,
      }
    }
    const path = options.path ?? process.execPath
    const args = JSON.stringify(options.args ?? [])
    const items = [...this.runKeys.entries()].map(([name, item]) => ({
      name,
      path: item.path,
      args: item.args,
      scope: 'user',
      enabled: item.enabled,
    }))
    const same = items.filter((item) => item.path === path)
    // browser_win.cc, GetLoginItemSettings: openAtLogin is the Run value alone; whether it will
    // launch also reads StartupApproved (Startup apps can turn an entry off).
    return {
      ...base,
      launchItems: items,
      openAtLogin: same.some((item) => JSON.stringify(item.args) === args),
      executableWillLaunchAtLogin: same.some((item) => item.enabled),
    }
  }

  /** Windows: the user turns the app off in Task Manager's or Settings' Startup apps. */
  turnOffStartupApps(): void {
    for (const item of this.runKeys.values()) item.enabled = false
  }

  private macLoginItem = false
  private runKeys = new Map<string, { path: string; args: string[]; enabled: boolean }>()

  private userModelId(): string {
    return records.appUserModelIds.at(-1) ?? this.name
  }

  /**
   * docs/api/app.md, setAsDefaultProtocolClient(protocol[, path, args]): the
   * OS runs the app for the scheme's links; true when it took the call. As
   * each OS's Browser::SetAsDefaultProtocolClient: Windows writes the command
   * (path, else the executable, and args) under HKCU (browser_win.cc); macOS
   * takes only a scheme the bundle's Info.plist declares (browser_mac.mm,
   * app.md); Linux needs the app's .desktop file installed, which
   * CHROME_DESKTOP names (browser_linux.cc, SetDefaultWebClient). Path and
   * args are Windows' only. Recorded when taken.
   */
  setAsDefaultProtocolClient(protocol: string, path?: string, args?: string[]): boolean {
    if (!/^[a-z][a-z0-9+.-]*$/i.test(protocol)) return false
    const taken =
      config.platform === 'win32' ||
      (config.platform === 'darwin'
        ? config.macBundle.urlSchemes.includes(protocol)
        : config.desktopFile)
    if (!taken) return false
    records.protocolClients.push(
      config.platform === 'win32'
        ? { protocol, path: path ?? process.execPath, args: args ?? [] }
        : { protocol, path: null, args: [] },
    )
    return true
  }

  isDefaultProtocolClient(protocol: string): boolean {
    return records.protocolClients.some((c) => c.protocol === protocol)
  }

  removeAsDefaultProtocolClient(protocol: string): boolean {
    records.protocolClients = records.protocolClients.filter((c) => c.protocol !== protocol)
    return true
  }

  /**
   * A link the OS hands to the running app, as each OS does
   * (docs/tutorial/launch-app-from-url-in-another-app.md; docs/api/app.md):
   * macOS emits `open-url` with the URL; Windows and Linux start a second
   * instance with the link as its last argument, which the single-instance
   * lock hands to this one as `second-instance` (argv, working directory).
   */
  deliverLink(url: string): void {
    if (config.platform === 'darwin') this.emit('open-url', standInEvent(), url)
    else this.emit('second-instance', standInEvent(), [process.execPath, url], process.cwd(), {})
  }

  requestSingleInstanceLock(): boolean {
    return this.lock.acquire(this.getPath('userData'))
  }

  hasSingleInstanceLock(): boolean {
    return this.lock.isHeld
  }

  releaseSingleInstanceLock(): void {
    this.lock.release()
  }

  quit(): void {
    if (this.quitting) return
    const beforeQuit = standInEvent()
    this.emit('before-quit', beforeQuit)
    if (beforeQuit.defaultPrevented) return
    this.quitting = true
    // As Browser::Quit (shell/browser/browser.cc): every window is closed as by its close
    // button, emitting a `close` that may be prevented, which cancels the quit
    // (OnWindowCloseCancelled); will-quit comes once all are closed, and window-all-closed not.
    for (const window of BrowserWindow.getAllWindows()) {
      window.close()
      if (!window.isDestroyed()) {
        this.quitting = false
        return
      }
    }
    const willQuit = standInEvent()
    this.emit('will-quit', willQuit)
    if (willQuit.defaultPrevented) {
      // A listener finishes its work and calls quit() again.
      this.quitting = false
      return
    }
    records.quits++
    this.emit('quit', standInEvent(), 0)
    this.finish(0)
  }

  exit(code = 0): void {
    for (const window of BrowserWindow.getAllWindows()) window.destroy()
    this.finish(code)
  }

  /** Electron quits when the last window closes unless someone listens for this. */
  lastWindowClosed(): void {
    if (this.quitting) return
    if (this.listenerCount('window-all-closed') > 0) this.emit('window-all-closed')
    else this.quit()
  }

  private finish(code: number): void {
    records.exits.push(code)
    this.lock.release()
    config.onExit(code)
  }
}

/** The fields login_item_settings_converter.cc's FromV8 reads on this platform; the rest are ignored. */
function loginItemFields(settings: Record<string, unknown>): Record<string, unknown> {
  const read = ['openAtLogin', 'path', 'args'].concat(
    config.platform === 'win32' ? ['name', 'enabled'] : ['serviceName', 'type'],
  )
  return Object.fromEntries(
    read.filter((key) => key in settings).map((key) => [key, settings[key]]),
  )
}

/**
 * GLib's variants of one locale name, most specific first (gcharset.c,
 * append_locale_variants): "de_AT.UTF-8" is de_AT.UTF-8, de_AT, de.UTF-8, de.
 */
function glibVariants(locale: string): string[] {
  const [, language = '', territory = '', codeset = '', modifier = ''] =
    /^([^_.@]*)(_[^.@]*)?(\.[^@]*)?(@.*)?$/.exec(locale) ?? []
  // Its COMPONENT_* bits: codeset 1, territory 2, modifier 4; from all it has down to none.
  const mask = (codeset ? 1 : 0) | (territory ? 2 : 0) | (modifier ? 4 : 0)
  const variants: string[] = []
  for (let i = mask; i >= 0; i--) {
    if ((i & ~mask) !== 0) continue
    variants.push(
      `${language}${i & 2 ? territory : ''}${i & 1 ? codeset : ''}${i & 4 ? modifier : ''}`,
    )
  }
  return variants
}

/**
 * base::i18n::GetCanonicalLocale as Electron applies it on Linux: ICU's
 * uloc_canonicalize drops a POSIX codeset ("de_AT.UTF-8" → "de_AT"), then
 * "_" becomes "-" ("de-AT"). (ICU turns a modifier into a keyword, which no
 * caller here reads; the stand-in drops it.)
 */
const icuCanonical = (name: string): string => (name.split(/[.@]/)[0] ?? '').replaceAll('_', '-')

/** lib/browser/init.ts: `app.name` is productName if present, else name, trimmed. */
function nameFromPackage(appPath: string): string {
  const pkg = JSON.parse(readFileSync(join(appPath, 'package.json'), 'utf8')) as {
    productName?: unknown
    name?: unknown
  }
  return `${String(pkg.productName ?? pkg.name ?? '')}`.trim()
}

export const app = new StandInApp()
onReset(() => app.reset())
