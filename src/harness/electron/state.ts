import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** What the harness pretends the OS offers, so the app's secret policies can be tried. */
export type StandInProtection = 'test-only' | 'weak' | 'unavailable'

/** The desktop systems Electron ships for; the stand-in plays one of them (`--platform`). */
export const standInPlatforms = ['linux', 'darwin', 'win32'] as const
export type StandInPlatform = (typeof standInPlatforms)[number]

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
  standInPlatforms.find((p) => p === process.platform) ?? 'linux'

export interface StandInDisplay {
  id: number
  bounds: { x: number; y: number; width: number; height: number }
  workArea: { x: number; y: number; width: number; height: number }
  scaleFactor: number
}

export interface StandInConfig {
  /** What `app.getVersion()` answers (package.json's version in the harness). */
  version: string
  /** `app.getPath('userData')` until the app calls setPath. */
  userData: string
  protection: StandInProtection
  /** Whose rules the stand-in plays: each OS-specific behaviour follows this, not the machine. */
  platform: StandInPlatform
  /** On Linux, X11 or Wayland (from XDG_SESSION_TYPE): global shortcuts differ (desktop.ts). */
  linuxSession: StandInLinuxSession
  displays: StandInDisplay[]
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
  userData: join(tmpdir(), 'token-desk-harness'),
  protection: 'test-only',
  platform: machinePlatform(),
  linuxSession: sessionTypeOf(process.env),
  displays: [defaultDisplay],
  onExit: () => undefined,
}

/** Everything the app asked of Electron that has no other visible effect, for tests to read. */
export interface Records {
  privilegedSchemes: unknown[]
  errorBoxes: { title: string; content: string }[]
  messageBoxes: { options: unknown; response: number }[]
  openedExternally: string[]
  applicationMenu: unknown
  contextMenus: unknown[]
  exits: number[]
  quits: number
  log: string[]
  /** The tray's menu as the app last set it (labels, enabled, type). */
  tray: { tooltip: string; items: { label: string; enabled: boolean; type: string }[] } | null
  notifications: { title: string; body: string; closed: boolean }[]
  /** The global shortcuts the app holds now. */
  shortcuts: string[]
  /** Accelerators another app holds (set by tests): registering one fails. */
  shortcutsTaken: string[]
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
  }
}

const resets = new Set<() => void>()

/** Each piece of the stand-in registers how it returns to a fresh state (tests boot the app repeatedly). */
export function onReset(reset: () => void): void {
  resets.add(reset)
}

export function resetStandIn(next: Partial<StandInConfig> = {}): void {
  Object.assign(records, emptyRecords())
  Object.assign(config, {
    version: '0.0.0-harness',
    userData: join(tmpdir(), 'token-desk-harness'),
    protection: 'test-only',
    platform: machinePlatform(),
    linuxSession: sessionTypeOf(process.env),
    displays: [defaultDisplay],
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
