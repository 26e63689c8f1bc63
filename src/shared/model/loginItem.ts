/**
 * Whether the OS will start the app at login as "Open at login" says, or
 * holds it back: macOS 13+ may wait for the user's approval (System Settings
 * › General › Login Items) or not find the app; Windows may have it turned
 * off in Startup apps. Settings says so beside the box.
 */
export const loginItemStates = [
  'as-set',
  'needs-approval',
  'not-found',
  'turned-off-in-startup-apps',
] as const
export type LoginItemState = (typeof loginItemStates)[number]
