import type { TypedDispatch } from '../ipc/dispatch'
import type { AppEvent } from '../../../shared/ipc/events'
import type { ProfileRow } from '../../../shared/model/profile'
import type { ShortcutRegistration } from '../../../shared/model/shortcut'
import type { Clock } from '../clock'
import { expiryNotice, type ExpiryNotice } from './expiryNotice'
import { renewSummaryText } from '../../../shared/renew/renewSummary'
import { trayMenu, type TrayEntry } from './trayMenu'

/** The desktop around the window: Electron's Tray and Notification in the app, records in the harness. */
export interface DesktopHost {
  /** Shows the tray (menu bar) menu, replacing the one before; `choose` runs an entry. */
  showTray(entries: TrayEntry[], choose: (entry: TrayEntry) => void): void
  /** Takes the tray icon away (on quit: Windows otherwise leaves a dead icon until hovered). */
  removeTray(): void
  /** Shows a notification in place of the one before; null takes it away. */
  notify(notice: { title: string; body: string } | null): void
  showWindow(): void
  quit(): void
  /**
   * Registers a system-wide shortcut in place of the one before (null: none,
   * answered as registered); says whether the system took it, refused it
   * (another app holds it), or cannot say (Wayland).
   */
  globalShortcut(accelerator: string | null, onPress: () => void): ShortcutRegistration
}

interface Deps {
  host: DesktopHost
  rows: () => readonly ProfileRow[]
  warningMs: () => number
  notificationsOn: () => boolean
  locked: () => boolean
  /** The IPC dispatcher: the tray's copy and Renew all follow every rule the window's do. */
  dispatch: TypedDispatch
  listen: (listener: (event: AppEvent) => void) => () => void
  clock: Clock
}

/** Rebuilt at least this often, so the times left in the menu stay right. */
export const REFRESH_MS = 30_000
/** Changes that come in a burst (Renew all) rebuild the menu once. */
const SETTLE_MS = 250

/**
 * Keeps the tray menu and the expiry notification in step with the
 * profiles: rebuilt on every change main announces, every 30 s, and on
 * resume from sleep (`refresh`). One notification at most, replaced when the
 * set of expiring profiles changes, never piled up.
 */
export class DesktopService {
  private shown: ExpiryNotice | null = null
  private soon: NodeJS.Timeout | null = null

  constructor(private readonly deps: Deps) {}

  start(): () => void {
    this.refresh()
    const timer = setInterval(() => this.refresh(), REFRESH_MS)
    const stopListening = this.deps.listen((event) => {
      // The lock at once: the menu must not name profiles while the window hides them.
      if (event.type === 'secured') this.refresh()
      else if (event.type !== 'demo-changed' && event.type !== 'update-status') this.refreshSoon()
    })
    return () => {
      clearInterval(timer)
      if (this.soon) clearTimeout(this.soon)
      stopListening()
      this.deps.host.notify(null)
      this.deps.host.removeTray()
    }
  }

  refresh(): void {
    const { host, rows, warningMs, locked, clock, notificationsOn } = this.deps
    const now = clock()
    const all = rows()
    host.showTray(trayMenu(all, now, warningMs(), locked()), (entry) => void this.choose(entry))
    const notice = notificationsOn() ? expiryNotice(all, now) : null
    const same = notice?.profileIds.join() === this.shown?.profileIds.join()
    if (notice === null ? this.shown !== null : !same) host.notify(notice)
    this.shown = notice
  }

  refreshSoon(): void {
    if (this.soon) return
    this.soon = setTimeout(() => {
      this.soon = null
      this.refresh()
    }, SETTLE_MS)
  }

  async choose(entry: TrayEntry): Promise<void> {
    const { host, dispatch } = this.deps
    if (entry.kind === 'profile') {
      const result = await dispatch('copy', { profileId: entry.profileId, format: 'header' })
      if (!result.ok) {
        host.notify({ title: 'The header was not copied', body: result.error.message })
        this.shown = null
      }
      return
    }
    if (entry.kind !== 'command') return
    if (entry.command === 'open') host.showWindow()
    if (entry.command === 'quit') host.quit()
    if (entry.command === 'renew-all') {
      const result = await dispatch('renewAll', { scope: 'due' })
      // Started from the tray, the window may be hidden: the outcome comes as a notification.
      host.notify(
        result.ok
          ? { title: 'Renew all', body: renewSummaryText(result.value) }
          : { title: 'Renew all did not run', body: result.error.message },
      )
      this.refresh()
    }
  }
}
