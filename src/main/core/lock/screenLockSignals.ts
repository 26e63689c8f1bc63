import type { ScreenLockWatch } from '../../../shared/model/lock'

/** What an OS says about its screen lock, however it says it. */
export interface ScreenLockListener {
  /** A lock happening now (logind's `Lock`, powerMonitor's `lock-screen`). */
  lockEvent(): void
  /**
   * A source whose state says whether the screen is locked (logind's
   * `LockedHint`, a screen saver's `ActiveChanged`) reports it; `initial`:
   * read at start, not a change.
   */
  lockState(source: string, locked: boolean, initial?: boolean): void
}

/** The OS's screen lock, behind the core (adapters/screenLockSignals.ts and dbusScreenLock.ts). */
export interface ScreenLockSignals {
  /**
   * Starts listening. Resolves with what it listens to, or why nothing can be
   * heard (never rejects), and how to stop.
   */
  watch(listener: ScreenLockListener): Promise<{
    status: Exclude<ScreenLockWatch, { kind: 'starting' }>
    stop(): void
  }>
}
