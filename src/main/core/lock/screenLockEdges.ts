/**
 * When a screen lock must put secrets away. A desktop often says one lock
 * several ways (GNOME: LockedHint and org.gnome.ScreenSaver's ActiveChanged;
 * KDE: LockedHint and org.freedesktop.ScreenSaver's), so the state sources
 * count as one: the screen is locked while any says so, and only the step
 * from none to some secures. A lock event (logind's Lock signal) always
 * secures unless a state already says the screen is locked: lockers such as
 * xss-lock report a lock and never an unlock, so an event cannot wait for one.
 */
export interface LockedStates {
  readonly [source: string]: boolean
}

export type LockSignal =
  { kind: 'event' } | { kind: 'state'; source: string; locked: boolean; initial?: boolean }

export function screenLockStep(
  states: LockedStates,
  signal: LockSignal,
): { states: LockedStates; secure: boolean } {
  const lockedBefore = Object.values(states).some(Boolean)
  if (signal.kind === 'event') return { states, secure: !lockedBefore }
  const next = { ...states, [signal.source]: signal.locked }
  const lockedNow = Object.values(next).some(Boolean)
  return { states: next, secure: lockedNow && !lockedBefore && signal.initial !== true }
}
