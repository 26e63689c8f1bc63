import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { defaultKeyring, type StandInKeyring } from './keySources'
import { shippedMacBundle, type MacBundle } from './macBundle'

const repoRoot = resolve(import.meta.dirname, '../../..')

/** The desktop systems Electron ships for; the stand-in plays one of them (`--platform`). */
export const standInPlatforms = ['linux', 'darwin', 'win32'] as const
export type StandInPlatform = (typeof standInPlatforms)[number]

// Read once, before any harness or test plays another platform through process.platform.
const machine = process.platform
/** A Linux desktop session's display protocol; Electron 45 runs as a Wayland app in a Wayland session. */
export type StandInLinuxSession = 'x11' | 'wayland'

/**
 * What the environment says, as Electron reads it: "runs as a native Wayland
 * app when launched in a Wayland session (when XDG_SESSION_TYPE=wayland)"
 * (docs/breaking-changes.md, Electron 38's --ozone-platform=auto).
 */
export const sessionTypeOf = (env: NodeJS.ProcessEnv): StandInLinuxSession =>
  env['XDG_SESSION_TYPE'] === 'wayland' ? 'wayland' : 'x11'

/** The machine's own platform where it is one of the three, else Linux. */
export const machinePlatform = (): StandInPlatform =>
  standInPlatforms.find((p) => p === machine) ?? 'linux'

export interface StandInDisplay {
  id: number
  bounds: { x: number; y: number; width: number; height: number }
  workArea: { x: number; y: number; width: number; height: number }
  scaleFactor: number
}

export interface StandInConfig {
  /** What `app.getVersion()` answers (package.json's version in the harness). */
  version: string
  /**
   * The OS's per-user application data folder, `app.getPath('appData')`; the default
   * userData is `<appData>/<app.name>` (shell/common/electron_paths.cc). A test folder,
   * never the user's real one.
   */
  appData: string
  /** The folder of the app's package.json, where `app.name` comes from (lib/browser/init.ts). */
  appPath: string
  /** What the OS keyring does for safeStorage (`--desktop`, `--keyring`): keySources.ts. */
  keyring: StandInKeyring
  /** Whose rules the stand-in plays: each OS-specific behaviour follows this, not the machine. */
  platform: StandInPlatform
  /** On Linux, X11 or Wayland (from XDG_SESSION_TYPE): global shortcuts differ (desktop.ts). */
  linuxSession: StandInLinuxSession
  displays: StandInDisplay[]
  /** On macOS, the bundle the app runs in: signed?, its notification style (macBundle.ts). */
  macBundle: MacBundle
  /**
   * macOS: the session opened the app as a login item, which
   * `getLoginItemSettings().wasOpenedAtLogin` reports (`--opened-at-login`).
   */
  openedAtLogin: boolean
  /**
   * macOS: the Mac has a Touch ID sensor with a finger enrolled, which
   * `canPromptTouchID()` reports (a Mac mini or a clamshell MacBook has none
   * it can use: `--no-touch-id`).
   */
  touchId: boolean
  /**
   * The desktop opens links in a browser (a default browser set, xdg-open
   * installed); false plays one that does not, where shell.openExternal rejects.
   */
  browser: boolean
  /**
   * Linux: the app's .desktop file (package.json's desktopName) is installed,
   * as the packages install it; false plays a run from a folder without one,
   * where setAsDefaultProtocolClient fails.
   */
  desktopFile: boolean
  /**
   * macOS 13+: the app's login item waits for the user's approval in System
   * Settings › General › Login Items (`status: 'requires-approval'`).
   */
  loginItemNeedsApproval: boolean
  /**
   * The user's languages as the OS keeps them, most preferred first:
   * macOS's and Windows' Language & Region list ("de-AT", "en-US"); on
   * Linux the locale variables' value ("de_AT.UTF-8", LANGUAGE's list or
   * LANG), which `app.getPreferredSystemLanguages()` expands as GLib does.
   * The stand-in's machine speaks US English unless a test says otherwise
   * (as `app.getLocale()` answers "en-US"), never the real machine's.
   */
  systemLanguages: string[]
  /** Called by `app.exit` and after `app.quit` completes; the harness ends its process there. */
  onExit: (code: number) => void
}

export const defaultDisplay: StandInDisplay = {
  id: 1,
  bounds: { x: 0, y: 0, width: 1920, height: 1080 },
  workArea: { x: 0, y: 0, width: 1920, height: 1040 },
  scaleFactor: 1,
}

export const config: StandInConfig = {
  version: '0.0.0-harness',
  appData: join(tmpdir(), 'token-desk-harness-appdata'),
  appPath: repoRoot,
  keyring: defaultKeyring,
  platform: machinePlatform(),
  linuxSession: sessionTypeOf(process.env),
  displays: [defaultDisplay],
  macBundle: shippedMacBundle(repoRoot),
  openedAtLogin: false,
  touchId: true,
  browser: true,
  desktopFile: true,
  loginItemNeedsApproval: false,
  systemLanguages: ['en-US'],
  onExit: () => undefined,
}

/** The tray's image as Electron would hold it. */
export interface TrayIcon {
  path: string
  empty: boolean
  scaleFactors: number[]
  /** A macOS template image, drawn in the menu bar's colour. */
  template: boolean
}

/** Everything the app asked of Electron that has no other visible effect, for tests to read. */
export interface Records {
  privilegedSchemes: unknown[]
  errorBoxes: { title: string; content: string }[]
  /** Each message box answered, and (response null) each sheet on a hidden macOS window, never seen. */
  messageBoxes: { options: unknown; response: number | null }[]
  openedExternally: string[]
  applicationMenu: unknown
  contextMenus: unknown[]
  exits: number[]
  quits: number
  log: string[]
  /** The tray as the app last set it: its icon, and its menu (labels, enabled, type). */
  tray: {
    icon: TrayIcon
    tooltip: string
    /** The text beside the icon (macOS menu bar only). */
    title: string
    /** Balloons shown from the icon (Windows only). */
    balloons: { title: string; content: string }[]
    items: { label: string; enabled: boolean; type: string }[]
  } | null
  /** `buttons`: the actions the desktop shows (none on Linux). */
  notifications: { title: string; body: string; buttons: string[]; closed: boolean }[]
  /** The global shortcuts the app holds now. */
  shortcuts: string[]
  /** Accelerators another app holds (set by tests): registering one fails. */
  shortcutsTaken: string[]
  /** Every `app.setAppUserModelId` call, in order (a Windows-only API). */
  appUserModelIds: string[]
  /**
   * Every `app.setLoginItemSettings` call on macOS and Windows, with only the
   * fields Electron reads there (login_item_settings_converter.cc); on Linux
   * Electron does nothing with it and nothing is recorded.
   */
  loginItemSettings: Record<string, unknown>[]
  /** Every `app.setAsDefaultProtocolClient` call: the scheme, and the command the OS would run. */
  protocolClients: { protocol: string; path: string | null; args: string[] }[]
  /**
   * The keys the page left unhandled, in order, as they reached the
   * application menu (page/keyRouting.ts), and whether an item took them.
   */
  menuKeys: { accelerator: string; taken: boolean }[]
}

export const records: Records = emptyRecords()

function emptyRecords(): Records {
  return {
    privilegedSchemes: [],
    errorBoxes: [],
    messageBoxes: [],
    openedExternally: [],
    applicationMenu: null,
    contextMenus: [],
    exits: [],
    quits: 0,
    log: [],
    tray: null,
    notifications: [],
    shortcuts: [],
    shortcutsTaken: [],
    appUserModelIds: [],
    loginItemSettings: [],
    protocolClients: [],
    menuKeys: [],
  }
}

/**
 * Whether Electron's app is ready: the pieces that Electron refuses before
 * \`ready\` (a window, the screen, a session, a dialog, privileged schemes
 * after it) read this one flag. Set by the app stand-in.
 */
export const lifecycle = { ready: false }

const resets = new Set<() => void>()

/** Each piece of the stand-in registers how it returns to a fresh state (tests boot the app repeatedly). */
export function onReset(reset: () => void): void {
  resets.add(reset)
}

export function resetStandIn(next: Partial<StandInConfig> = {}): void {
  Object.assign(records, emptyRecords())
  lifecycle.ready = false
  Object.assign(config, {
    version: '0.0.0-harness',
    appData: join(tmpdir(), 'token-desk-harness-appdata'),
    appPath: repoRoot,
    keyring: defaultKeyring,
    platform: machinePlatform(),
    linuxSession: sessionTypeOf(process.env),
    displays: [defaultDisplay],
    macBundle: shippedMacBundle(repoRoot),
    openedAtLogin: false,
    touchId: true,
    browser: true,
    desktopFile: true,
    loginItemNeedsApproval: false,
    systemLanguages: ['en-US'],
    onExit: () => undefined,
    ...next,
  })
  for (const reset of resets) reset()
}

/** Electron logs handler failures to main's stderr; the stand-in keeps them for tests as well. */
export function logLine(line: string): void {
  records.log.push(line)
  console.error(`[electron stand-in] ${line}`)
}
