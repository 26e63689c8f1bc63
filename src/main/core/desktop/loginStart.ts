import type { LoginItemState } from '../../../shared/model/loginItem'

/**
 * "Open at login (hidden in the tray)": what the login item passes, and how a
 * start tells it was one. Windows (the Run key's `args`) and Linux (the
 * autostart entry's Exec) pass the flag; macOS 13+ cannot (Electron 45
 * removed `openAsHidden`, docs/api/app.md), so it asks `wasOpenedAtLogin`.
 */
export const HIDDEN_FLAG = '--hidden'

export function startsHidden(argv: readonly string[], wasOpenedAtLogin: boolean): boolean {
  return wasOpenedAtLogin || argv.includes(HIDDEN_FLAG)
}

/** The platform's login item; `set` is idempotent (called at start and on every change). */
export interface LoginItem {
  set(open: boolean): Promise<void>
  /** Whether the OS will start the app at login as last set, or holds it back. */
  state(): LoginItemState
  /** This start came from the login item: the window stays hidden, the tray shows. */
  startedHidden(): boolean
}
