import type { Said } from '../i18n/said'
/** Why main put secrets away: the OS locked the screen or slept, the user was idle, or asked. */
export type SecureReason = 'screen-locked' | 'suspend' | 'idle' | 'manual'

/** Whether the window is locked; only an idle lock or "Lock now" locks it, a screen lock only clears. */
export type LockState =
  | { locked: false }
  | { locked: true; reason: Extract<SecureReason, 'idle' | 'manual'>; since: number }

/**
 * Whether main can hear the OS lock the screen: through Electron's
 * powerMonitor (macOS, Windows) or the desktop's own signals over D-Bus
 * (Linux); `via` names what it listens to. Unobservable: a screen lock clears
 * nothing, and Settings and diagnostics say why.
 */
export type ScreenLockWatch =
  | { kind: 'starting' }
  | { kind: 'watching'; via: string[] }
  /** `reason` in English (diagnostics quote it); `said` for the window. */
  | { kind: 'unobservable'; reason: string; said?: Said }
