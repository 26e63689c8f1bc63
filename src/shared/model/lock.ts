/** Why main put secrets away: the OS locked the screen or slept, the user was idle, or asked. */
export type SecureReason = 'screen-locked' | 'suspend' | 'idle' | 'manual'

/** Whether the window is locked; only an idle lock or "Lock now" locks it, a screen lock only clears. */
export type LockState =
  | { locked: false }
  | { locked: true; reason: Extract<SecureReason, 'idle' | 'manual'>; since: number }

export const secureReasonLabels: Record<SecureReason, string> = {
  'screen-locked': 'the screen was locked',
  suspend: 'the computer went to sleep',
  idle: 'nobody used the computer for a while',
  manual: 'you locked it',
}
