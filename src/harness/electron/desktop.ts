import { EventEmitter } from 'node:events'
import { existsSync } from 'node:fs'
import { basename, extname } from 'node:path'
import { standInEvent } from './events'
import { config, onReset, records, type TrayIcon } from './state'
import { UNSIGNED_NOTIFICATION_ERROR } from './macBundle'
import type { Menu } from './system'

type Item = { label?: string; enabled?: boolean; type?: string; click?: () => void }

/** The tray's current menu, live (with its click handlers); its readable copy is in records. */
let trayItems: Item[] = []
/** Every notification shown, live (to click it or its buttons); its readable copy is in records. */
let shownNotifications: Notification[] = []
/** The global shortcuts the app holds, with what each does. */
const shortcuts = new Map<string, () => void>()
onReset(() => {
  trayItems = []
  shownNotifications = []
  shortcuts.clear()
})

/** Electron's Tray: the menu the app gives it is kept for tests (`/__harness/tray`). */
export class Tray {
  private readonly icon: TrayIcon

  constructor(image: StandInImage) {
    this.icon = {
      path: image.path,
      empty: image.isEmpty(),
      scaleFactors: image.getScaleFactors(),
      template: image.isTemplateImage(),
    }
    records.tray = { tooltip: '', title: '', balloons: [], items: [], icon: this.icon }
  }

  /**
   * macOS only: the text beside the menu bar icon (docs/api/tray.md,
   * `tray.setTitle`, "macOS"); elsewhere Electron's Tray has nowhere to show
   * it, so nothing shows.
   */
  setTitle(title: string): void {
    if (records.tray && config.platform === 'darwin') records.tray.title = title
  }

  /**
   * Windows only: a balloon from the tray icon, a toast on Windows 10 and
   * later (docs/api/tray.md, `tray.displayBalloon`, "Windows"); elsewhere
   * nothing shows.
   */
  displayBalloon(options: { title: string; content: string }): void {
    if (records.tray && config.platform === 'win32')
      records.tray.balloons.push({ title: options.title, content: options.content })
  }

  setToolTip(tooltip: string): void {
    if (records.tray) records.tray.tooltip = tooltip
  }

  setContextMenu(menu: Menu): void {
    trayItems = menu.items as Item[]
    records.tray = {
      icon: this.icon,
      tooltip: records.tray?.tooltip ?? '',
      title: records.tray?.title ?? '',
      balloons: records.tray?.balloons ?? [],
      items: trayItems.map(({ label = '', enabled = true, type = 'normal' }) => ({
        label,
        enabled,
        type,
      })),
    }
  }

  destroy(): void {
    records.tray = null
  }
}

/** Clicks the tray menu's item at `index`, as the user would; false when it cannot be clicked. */
export function clickTrayItem(index: number): boolean {
  const item = trayItems[index]
  if (!item?.click || item.enabled === false) return false
  item.click()
  return true
}

interface NotificationOptions {
  title: string
  body: string
  actions?: { type: string; text?: string }[]
}

/**
 * Which platforms show a notification's buttons: Windows, and macOS in a
 * signed app whose Info.plist sets NSUserNotificationAlertStyle to alert
 * (docs/api/structures/notification-action.md, "Platform / Action Support"
 * and "Button support on macOS"; the stand-in reads that from the bundle
 * electron-builder.yml describes). Linux shows none and never emits 'action'.
 */
const showsButtons = () =>
  config.platform === 'win32' ||
  (config.platform === 'darwin' &&
    config.macBundle.signed &&
    config.macBundle.notificationAlertStyle === 'alert')

/** Electron's Notification: shown and closed ones are recorded in order. */
export class Notification extends EventEmitter {
  static isSupported(): boolean {
    return true
  }

  private readonly index: number

  constructor(private readonly options: NotificationOptions) {
    super()
    this.index = -1
  }

  /** The buttons the desktop shows: the actions' text where it shows any. */
  get buttons(): string[] {
    return showsButtons()
      ? (this.options.actions ?? []).filter((a) => a.type === 'button').map((a) => a.text ?? '')
      : []
  }

  show(): void {
    if (config.platform === 'darwin' && !config.macBundle.signed) {
      // docs/tutorial/notifications.md, macOS: an unsigned app's request is refused and
      // 'failed' is emitted with the error (shell/browser/notifications/mac/cocoa_notification.mm).
      setImmediate(() => this.emit('failed', standInEvent(), UNSIGNED_NOTIFICATION_ERROR))
      return
    }
    records.notifications.push({
      title: this.options.title,
      body: this.options.body,
      buttons: this.buttons,
      closed: false,
    })
    Object.assign(this, { index: records.notifications.length - 1 })
    shownNotifications[this.index] = this
    // docs/api/notification.md, Event 'show': emitted once the desktop shows it. The stand-in
    // plays a desktop with a notification server, which shows every notification.
    setImmediate(() => this.emit('show', {}))
  }

  close(): void {
    const shown = records.notifications[this.index]
    if (shown) shown.closed = true
  }
}

/**
 * Clicks the notification shown at `index` (records.notifications), or its
 * button `button`, as the user would; false when it is closed or has no such
 * button. docs/api/notification.md: 'click' with an event; 'action' with an
 * event whose `actionIndex` is the button's index among the actions, and the
 * same index as a second argument (deprecated, still passed in 45).
 */
export function clickNotification(index: number, button?: number): boolean {
  const notification = shownNotifications[index]
  if (!notification || records.notifications[index]?.closed) return false
  if (button === undefined) {
    notification.emit('click', standInEvent())
    return true
  }
  if (button < 0 || button >= notification.buttons.length) return false
  notification.emit('action', standInEvent({ actionIndex: button }), button)
  return true
}

export interface StandInImage {
  path: string
  isEmpty(): boolean
  getScaleFactors(): number[]
  isTemplateImage(): boolean
}

/**
 * Electron's nativeImage, enough for a tray icon, with its file rules
 * (docs/api/native-image.md): a file that cannot be read gives an empty
 * image; `name@2x.png`, `name@1.5x.png`… beside it are loaded as the image's
 * other scale factors ("High Resolution Image"); on macOS a file name ending
 * in `Template` makes a template image ("Template Image"), elsewhere there
 * are none. Nothing else of nativeImage is played: the app uses no more.
 */
/** The `@Nx` suffixes docs/api/native-image.md lists ("High Resolution Image"), past 1×. */
const scaleSuffixes = [1.25, 1.33, 1.4, 1.5, 1.8, 2, 2.5, 3, 4, 5]

export const nativeImage = {
  createFromPath(path: string): StandInImage {
    const found = existsSync(path)
    const extension = extname(path)
    const stem = path.slice(0, path.length - extension.length)
    const factors = found
      ? [1, ...scaleSuffixes.filter((n) => existsSync(`${stem}@${n}x${extension}`))]
      : []
    const template = found && config.platform === 'darwin' && basename(stem).endsWith('Template')
    return {
      path,
      isEmpty: () => factors.length === 0,
      getScaleFactors: () => [...factors],
      isTemplateImage: () => template,
    }
  },
}

/**
 * Accelerators handed to the desktop's GlobalShortcuts portal (Wayland):
 * Electron keeps them apart from the ones it grabs itself.
 */
const portalShortcuts = new Set<string>()
onReset(() => portalShortcuts.clear())

/** Wayland: Electron binds through the desktop portal instead of grabbing keys. */
const throughPortal = () => config.platform === 'linux' && config.linuxSession === 'wayland'

const held = () => [...new Set([...shortcuts.keys(), ...portalShortcuts])]

/**
 * Electron's globalShortcut. An accelerator listed in records.shortcutsTaken
 * plays one another app holds (or the desktop refuses): on X11, macOS and
 * Windows register() answers false, as Electron does. On Wayland
 * (config.linuxSession) Electron hands the keys to the desktop's
 * GlobalShortcuts portal and answers true whatever the desktop then does
 * (shell/browser/api/electron_api_global_shortcut.cc, GlobalShortcut::Register,
 * the IsRegistrationHandledExternally branch; docs/api/global-shortcut.md,
 * "Usage on Linux": GNOME may ask first, or deny silently), so a refused
 * bind is true and its keys do nothing; and unregister() lets go only of
 * keys Electron grabbed itself (GlobalShortcut::Unregister looks in
 * accelerator_callback_map_ only), so a portal bind stays until
 * unregisterAll().
 */
export const globalShortcut = {
  register(accelerator: string, callback: () => void): boolean {
    if (throughPortal()) {
      portalShortcuts.add(accelerator)
      if (!records.shortcutsTaken.includes(accelerator)) shortcuts.set(accelerator, callback)
      records.shortcuts = held()
      return true
    }
    if (records.shortcutsTaken.includes(accelerator) || shortcuts.has(accelerator)) return false
    shortcuts.set(accelerator, callback)
    records.shortcuts = held()
    return true
  },
  unregister(accelerator: string): void {
    if (portalShortcuts.has(accelerator)) return
    shortcuts.delete(accelerator)
    records.shortcuts = held()
  },
  unregisterAll(): void {
    shortcuts.clear()
    portalShortcuts.clear()
    records.shortcuts = []
  },
  isRegistered: (accelerator: string): boolean =>
    shortcuts.has(accelerator) || portalShortcuts.has(accelerator),
}

/** Presses a registered global shortcut, as the user would in another app; false when none is registered. */
export function pressShortcut(accelerator: string): boolean {
  const run = shortcuts.get(accelerator)
  if (!run) return false
  run()
  return true
}
