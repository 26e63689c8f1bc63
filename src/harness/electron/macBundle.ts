import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'

/**
 * What a macOS build's bundle tells Electron's notifications. Real Electron
 * reads the bundle it runs in; the stand-in plays the bundle electron-builder
 * makes from electron-builder.yml, so a packaging change shows here too.
 */
export interface MacBundle {
  /**
   * Whether the app is code-signed. docs/tutorial/notifications.md, macOS:
   * "Unsigned binaries will emit a `failed` event when notification APIs are
   * called" (UNUserNotificationCenter refuses them).
   */
  signed: boolean
  /**
   * Info.plist's NSUserNotificationAlertStyle. docs/api/structures/notification-action.md,
   * "Button support on macOS": buttons appear only in a signed app whose style is `alert`.
   */
  notificationAlertStyle: 'banner' | 'alert'
  /**
   * The URL schemes its Info.plist declares (CFBundleURLTypes, from
   * electron-builder.yml's \`protocols\`): docs/api/app.md, setAsDefaultProtocolClient,
   * "you can only register schemes that have been added to your app's info.plist".
   */
  urlSchemes: string[]
}

/** The bundle of a signed release as electron-builder.yml describes it. */
export function shippedMacBundle(root: string): MacBundle {
  const builder = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as {
    mac?: { extendInfo?: Record<string, unknown> }
    protocols?: { schemes?: string[] }[]
  }
  const style = builder.mac?.extendInfo?.NSUserNotificationAlertStyle
  return {
    signed: true,
    notificationAlertStyle: style === 'alert' ? 'alert' : 'banner',
    urlSchemes: (builder.protocols ?? []).flatMap((p) => p.schemes ?? []),
  }
}

/** UNErrorCodeNotificationsNotAllowed's localizedDescription, which Electron passes on. */
export const UNSIGNED_NOTIFICATION_ERROR = 'Notifications are not allowed for this application'
