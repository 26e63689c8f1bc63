import { app, BrowserWindow, globalShortcut, Menu, nativeImage, Notification, Tray } from 'electron'
import type { MenuItemConstructorOptions } from 'electron'
import type { DesktopHost } from '../core/desktop/desktopService'
import { escapeNotificationMarkup } from '../core/desktop/notificationMarkup'
import type { TrayEntry } from '../core/desktop/trayMenu'

/**
 * The core's desktop model on Electron: one Tray (menu bar on macOS) whose
 * menu is rebuilt from the entries, one Notification replaced in place.
 * Nothing is decided here (core/desktop decides); entries only become
 * menu items and a click goes back to `choose`.
 */
export function electronDesktop(
  iconPath: string,
  showWindow: () => void,
  platform: NodeJS.Platform = process.platform,
  /** main.log: whether the tray and the notifications reached the desktop (Help › Show log file). */
  log: (line: string) => void = () => undefined,
): DesktopHost {
  let tray: Tray | null = null
  let shown: Notification | null = null
  let shortcut: string | null = null
  return {
    showTray(entries, choose) {
      if (tray === null) {
        const image = nativeImage.createFromPath(iconPath)
        tray = new Tray(image)
        tray.setToolTip('Token Desk')
        log(`tray: shown (${image.isEmpty() ? 'no icon: cannot read ' : ''}${iconPath})`)
      }
      tray.setContextMenu(Menu.buildFromTemplate(entries.map((entry) => menuItem(entry, choose))))
    },
    removeTray() {
      tray?.destroy()
      tray = null
    },
    notify(notice) {
      shown?.close()
      shown = null
      if (notice === null || !Notification.isSupported()) return
      // Only Linux servers read the body as markup; elsewhere it is shown as text.
      const body = platform === 'linux' ? escapeNotificationMarkup(notice.body) : notice.body
      shown = new Notification({ title: notice.title, body, silent: false })
      shown.on('click', showWindow)
      // Electron reports whether the desktop showed it; a Linux desktop without a
      // notification server fails here, and the log says so instead of nothing.
      shown.on('show', () => log('notification: shown'))
      shown.on('failed', (_event, error: string) => log(`notification: failed (${error})`))
      shown.show()
    },
    showWindow,
    quit: () => app.quit(),
    globalShortcut(accelerator, onPress) {
      if (shortcut !== null) globalShortcut.unregister(shortcut)
      shortcut = null
      if (accelerator === null) return true
      // register() answers false (or throws on some platforms) when another app holds the keys.
      let registered: boolean
      try {
        registered = globalShortcut.register(accelerator, onPress)
      } catch {
        registered = false
      }
      if (registered) shortcut = accelerator
      return registered
    },
  }
}

function menuItem(
  entry: TrayEntry,
  choose: (entry: TrayEntry) => void,
): MenuItemConstructorOptions {
  switch (entry.kind) {
    case 'separator':
      return { type: 'separator' }
    case 'heading':
      return { label: entry.label, enabled: false }
    default:
      return { label: entry.label, click: () => choose(entry) }
  }
}

/** Brings the app's window forward (the tray's Open, a notification's click). */
export function showMainWindow(): void {
  const [window] = BrowserWindow.getAllWindows()
  if (!window) return
  if (window.isMinimized()) window.restore()
  window.show()
  window.focus()
}
