import { app, BrowserWindow, globalShortcut, Menu, nativeImage, Notification, Tray } from 'electron'
import type { MenuItemConstructorOptions } from 'electron'
import { resolve } from 'node:path'
import type { DesktopHost } from '../core/desktop/desktopService'
import { escapeMarkup } from '../../shared/text/escapeMarkup'
import { shellWord } from '../../shared/text/quote'
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
  // A Linux notification's body is markup to every server with the freedesktop
  // `body-markup` capability (GNOME Shell, Plasma, dunst, mako), and Electron passes it to
  // libnotify as given (shell/browser/notifications/linux/libnotify_notification.cc): a
  // profile name's <a href> or <img src> would become a link or a fetched picture. The
  // summary (title) is plain text by the spec; macOS and Windows show the body as text.
  const bodyFor = (body: string) => (platform === 'linux' ? escapeMarkup(body) : body)
  let tray: Tray | null = null
  let shown: Notification | null = null
  /** The passing "Copied" on Linux, apart from the expiry notice so it never replaces it. */
  let confirmation: Notification | null = null
  let titleCleared: NodeJS.Timeout | null = null
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
      if (titleCleared) clearTimeout(titleCleared)
      tray?.destroy()
      tray = null
    },
    notify(notice) {
      shown?.close()
      shown = null
      if (notice === null || !Notification.isSupported()) return
      // Buttons show on macOS and Windows only (docs/api/structures/notification-action.md,
      // "Platform / Action Support"; on macOS only in a signed app whose
      // NSUserNotificationAlertStyle is alert): elsewhere the click is the way in.
      const buttons = notice.action && platform !== 'linux' ? [notice.action] : []
      shown = new Notification({
        title: notice.title,
        body: bodyFor(notice.body),
        silent: false,
        actions: buttons.map((action) => ({ type: 'button', text: action.label })),
      })
      shown.on('click', notice.onClick ?? showWindow)
      // docs/api/notification.md, Event 'action': the button's index among `actions`.
      shown.on('action', (_event, index: number) => buttons[index]?.run())
      // Electron reports whether the desktop showed it; a Linux desktop without a
      // notification server fails here, and the log says so instead of nothing.
      shown.on('show', () => log('notification: shown'))
      shown.on('failed', (_event, error: string) => log(`notification: failed (${error})`))
      shown.show()
    },
    confirm({ title, body }) {
      // Said where each platform shows it at once, beside the tray the user just used.
      if (platform === 'darwin' && tray !== null) {
        // macOS: text beside the menu bar icon (docs/api/tray.md, tray.setTitle, macOS only).
        tray.setTitle(` ${title}`)
        if (titleCleared) clearTimeout(titleCleared)
        titleCleared = setTimeout(() => tray?.setTitle(''), CONFIRM_MS)
        return
      }
      if (platform === 'win32' && tray !== null) {
        // Windows: the tray's own balloon, a toast on Windows 10 and later
        // (docs/api/tray.md, tray.displayBalloon, Windows only).
        tray.displayBalloon({ title, content: body, iconType: 'info', noSound: true })
        return
      }
      // Linux: a tray's tooltip may never show (a StatusNotifierItem host decides; GNOME shows
      // no tray at all without an extension), so a low-urgency notification of its own.
      if (!Notification.isSupported()) return
      confirmation?.close()
      confirmation = new Notification({ title, body: bodyFor(body), silent: true, urgency: 'low' })
      confirmation.show()
    },
    showWindow,
    quit: () => app.quit(),
    globalShortcut(accelerator, onPress) {
      // The app holds one shortcut at most. unregisterAll, not unregister: on Wayland
      // unregister() does not let go of a portal bind (electron_api_global_shortcut.cc,
      // GlobalShortcut::Unregister looks only at the keys Electron grabbed itself).
      globalShortcut.unregisterAll()
      if (accelerator === null) return { kind: 'registered' }
      // register() answers false (or throws on some platforms) when another app holds the keys.
      let registered: boolean
      try {
        registered = globalShortcut.register(accelerator, onPress)
      } catch {
        registered = false
      }
      if (!registered) return { kind: 'taken' }
      // On Wayland it answers true whatever the desktop's portal does (GNOME may ask the user,
      // or refuse silently): docs/api/global-shortcut.md, "Usage on Linux".
      return onWayland()
        ? { kind: 'unconfirmed', bindCommand: bindCommand() }
        : { kind: 'registered' }
    },
  }
}

/** How long "Copied" stays beside the macOS menu bar icon. */
const CONFIRM_MS = 4_000

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

/**
 * Electron 45 runs as a Wayland app in a Wayland session, i.e. when
 * XDG_SESSION_TYPE=wayland (docs/breaking-changes.md, --ozone-platform=auto).
 */
const onWayland = () =>
  process.platform === 'linux' && process.env['XDG_SESSION_TYPE'] === 'wayland'

/**
 * What a shortcut made in the desktop's keyboard settings runs: this app
 * again, which brings the running window forward (a second instance hands
 * over and quits). The AppImage's own file, not its temporary mount.
 */
function bindCommand(): string {
  const executable = process.env['APPIMAGE'] ?? process.execPath
  // Unpackaged (electron <app folder>), the folder comes along.
  const appFolder = !app.isPackaged && process.argv[1] ? [resolve(process.argv[1])] : []
  return [executable, ...appFolder].map(shellWord).join(' ')
}

/** Brings the app's window forward (the tray's Open, a notification's click). */
export function showMainWindow(): void {
  const [window] = BrowserWindow.getAllWindows()
  if (!window) return
  if (window.isMinimized()) window.restore()
  window.show()
  window.focus()
}
