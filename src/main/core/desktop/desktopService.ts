import type { TypedDispatch } from '../ipc/dispatch'
import type { AppEvent, RenewAllSummary } from '../../../shared/ipc/events'
import type { ProfileFocus, WindowCommand } from '../../../shared/ipc/commands'
import type { ProfileRow } from '../../../shared/model/profile'
import type { ShortcutRegistration } from '../../../shared/model/shortcut'
import { tokenStateAt } from '../../../shared/model/token'
import type { Clock } from '../clock'
import { english, type Speech } from '../i18n/speech'
import { expiryNotice, type ExpiryNotice } from './expiryNotice'
import { renewSummarySpeech } from './renewSummarySpeech'
import { trayMenu, type TrayEntry } from './trayMenu'

/** A notification as the core means it; the host shows it as its platform can. */
export interface DesktopNotice {
  title: string
  body: string
  /** What its click does; absent: bring the window forward. */
  onClick?: () => void
  /**
   * A button, where the platform shows notification buttons; where it does
   * not, the click is the only way in, so `onClick` must lead there too.
   */
  action?: { label: string; run: () => void }
}

/** The desktop around the window: Electron's Tray and Notification in the app, records in the harness. */
export interface DesktopHost {
  /** Shows the tray (menu bar) menu, replacing the one before; `choose` runs an entry. */
  showTray(entries: TrayEntry[], choose: (entry: TrayEntry) => void): void
  /** Takes the tray icon away (on quit: Windows otherwise leaves a dead icon until hovered). */
  removeTray(): void
  /** Shows a notification in place of the one before; null takes it away. */
  notify(notice: DesktopNotice | null): void
  /**
   * Says briefly that something asked from the tray was done ("Copied"), in
   * the way the platform shows such a thing at once; it never replaces the
   * expiry notification.
   */
  confirm(message: { title: string; body: string }): void
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
  /** Hears each call through the dispatcher: a profile created or made a favourite announces nothing. */
  afterCall: (listener: () => void) => () => void
  /** Asks the window to do something (show a profile with Renew or the password prompt ready). */
  command: (command: WindowCommand) => void
  clock: Clock
  /**
   * A clock that only moves forward with real time, whatever the wall clock
   * does (sleep, a time-zone or NTP fix): `performance.now` in the app.
   */
  monotonic: () => number
  /**
   * The language the tray and notifications speak (Settings' language, or
   * the system's); English without one. Read at each rebuild: a change of
   * the setting rebuilds the menu at once.
   */
  speech?: () => Speech
}

/** Rebuilt at least this often, so the times left in the menu stay right. */
export const REFRESH_MS = 30_000
/** How often the clocks are compared: cheap (two reads), so a jump shows within a second. */
export const TICK_MS = 1_000
/** Wall time that moved this much more or less than real time: the menu is rebuilt at once. */
export const JUMP_MS = 2_000
/** Changes that come in a burst (Renew all) rebuild the menu once. */
const SETTLE_MS = 250
/** How long Get token waits for the password typed in the window before it gives up. */
export const PASSWORD_WAIT_MS = 5 * 60_000

/**
 * Keeps the tray menu and the expiry notification in step with the
 * profiles: rebuilt on every change main announces, every 30 s, on resume
 * from sleep and on unlocking the screen (`refresh`), and as soon as the
 * wall clock is seen to jump against the monotonic one (sleep, a clock
 * set by hand or by NTP): otherwise the menu says "23 h 43 min left" for
 * half a minute after a night's sleep. One notification at most, replaced
 * when the set of expiring profiles changes, never piled up. A change of
 * language rebuilds the menu at once; a notification already shown stays
 * as it was said (showing it again would announce it twice), the next one
 * speaks the new language.
 */
export class DesktopService {
  private shown: ExpiryNotice | null = null
  /** Whether this run has said that closing the window left the app running. */
  private toldKeptRunning = false
  private soon: NodeJS.Timeout | null = null
  /** Both clocks at the last tick, to see a jump between them. */
  private last = { wall: 0, monotonic: 0, refreshed: 0 }
  /** Get token waiting for a password typed in the window: profile → stop waiting. */
  private readonly waiting = new Map<string, () => void>()
  /** The language the menu was last built in. */
  private spoken: Speech | null = null

  constructor(private readonly deps: Deps) {}

  /** The language spoken now. */
  private speech(): Speech {
    return this.deps.speech?.() ?? english
  }

  start(): () => void {
    this.refresh()
    const timer = setInterval(() => this.tick(), TICK_MS)
    const stopListening = this.deps.listen((event) => {
      // The lock at once: the menu must not name profiles while the window hides them.
      if (event.type === 'secured') this.refresh()
      // A new language at once, as the window's own words change.
      else if (event.type === 'settings-changed' && this.speech() !== this.spoken) this.refresh()
      else if (
        event.type !== 'demo-changed' &&
        event.type !== 'update-status' &&
        event.type !== 'command'
      )
        this.refreshSoon()
    })
    const stopHearingCalls = this.deps.afterCall(() => this.refreshSoon())
    return () => {
      clearInterval(timer)
      if (this.soon) clearTimeout(this.soon)
      stopListening()
      stopHearingCalls()
      for (const stop of [...this.waiting.values()]) stop()
      this.deps.host.notify(null)
      this.deps.host.removeTray()
    }
  }

  /**
   * Compares the clocks: a wall clock that moved other than real time did
   * (sleep, a clock set) rebuilds at once; otherwise every REFRESH_MS.
   */
  tick(): void {
    const wall = this.deps.clock()
    const monotonic = this.deps.monotonic()
    const drift = wall - this.last.wall - (monotonic - this.last.monotonic)
    if (Math.abs(drift) > JUMP_MS || monotonic - this.last.refreshed >= REFRESH_MS) this.refresh()
    else this.last = { ...this.last, wall, monotonic }
  }

  refresh(): void {
    const { host, rows, warningMs, locked, clock, notificationsOn, monotonic } = this.deps
    const now = clock()
    const at = monotonic()
    this.last = { wall: now, monotonic: at, refreshed: at }
    const all = rows()
    const speech = this.speech()
    this.spoken = speech
    host.showTray(
      trayMenu(all, now, warningMs(), locked(), speech),
      (entry) => void this.choose(entry),
    )
    const notice = notificationsOn() ? expiryNotice(all, now, speech) : null
    const same = notice?.profileIds.join() === this.shown?.profileIds.join()
    if (notice === null ? this.shown !== null : !same) host.notify(this.noticeFor(notice))
    this.shown = notice
  }

  refreshSoon(): void {
    if (this.soon) return
    this.soon = setTimeout(() => {
      this.soon = null
      this.refresh()
    }, SETTLE_MS)
  }

  /**
   * The window was closed and the app runs on in the tray (Linux, Windows):
   * said once per run, as a copy is (a Windows balloon from the tray icon, a
   * quiet notification on Linux), with the way back and the way out.
   */
  keptRunning(): void {
    if (this.toldKeptRunning) return
    this.toldKeptRunning = true
    const { t } = this.speech()
    this.deps.host.confirm({
      title: t('desktop:said.keptRunning'),
      body: t('desktop:said.keptRunningBody'),
    })
  }

  async choose(entry: TrayEntry): Promise<void> {
    const { host } = this.deps
    if (entry.kind === 'profile') {
      if (entry.action === 'copy') await this.copy(entry.profileId)
      else if (entry.action === 'get-token') await this.getToken(entry.profileId, 'copy')
      else if (entry.action === 'open') this.openProfile(entry.profileId, 'renew')
      else await this.getToken(entry.profileId, 'renew')
      return
    }
    if (entry.kind !== 'command') return
    if (entry.command === 'open') host.showWindow()
    if (entry.command === 'quit') host.quit()
    if (entry.command === 'renew-all') {
      const result = await this.deps.dispatch('renewAll', { scope: 'due' })
      // Started from the tray, the window may be hidden: the outcome comes as a notification.
      const speech = this.speech()
      const { t } = speech
      this.say(
        result.ok
          ? {
              title: t('desktop:said.renewAll'),
              body: renewSummarySpeech(result.value, speech),
              ...this.newPasswordStep(firstRefused(result.value)),
            }
          : // The reason as every caller gets it, in the desktop's language.
            { title: t('desktop:said.renewAllFailed'), body: speech.sayOf(result.error) },
      )
      this.refresh()
    }
  }

  /** The expiry notice as the desktop shows it: one profile's opens it with Renew ready. */
  private noticeFor(notice: ExpiryNotice | null): DesktopNotice | null {
    if (notice === null) return null
    const { title, body, renew: profileId } = notice
    if (profileId === null) return { title, body }
    return {
      title,
      body,
      onClick: () => this.openProfile(profileId, 'renew'),
      action: {
        label: this.speech().t('desktop:expiry.renew'),
        run: () => void this.getToken(profileId, 'renew'),
      },
    }
  }

  /**
   * The next step after a refused password (401): the profile's prompt for
   * the new one, never the same password again (a retry counts towards a
   * lock-out). Other profiles of a batch refused too stay in the window's list.
   */
  private newPasswordStep(
    profileId: string | null,
    then?: () => void,
  ): Pick<DesktopNotice, 'onClick' | 'action'> {
    if (profileId === null) return {}
    const run = () => {
      then?.()
      this.openProfile(profileId, 'new-password')
    }
    return {
      onClick: run,
      action: { label: this.speech().t('desktop:said.enterNewPassword'), run },
    }
  }

  private openProfile(profileId: string, focus: ProfileFocus): void {
    this.deps.command({ kind: 'open-profile', profileId, focus })
    this.deps.host.showWindow()
  }

  /** A notification in place of the expiry notice, which comes back at the next refresh. */
  private say(notice: DesktopNotice): void {
    this.deps.host.notify(notice)
    this.shown = null
  }

  private nameOf(profileId: string, { t }: Speech): string {
    return this.deps.rows().find((p) => p.id === profileId)?.name ?? t('desktop:said.theProfile')
  }

  private async copy(profileId: string): Promise<void> {
    const result = await this.deps.dispatch('copy', { profileId, format: 'header' })
    const speech = this.speech()
    const { t } = speech
    if (!result.ok) {
      this.say({ title: t('desktop:said.notCopied'), body: speech.sayOf(result.error) })
      return
    }
    const name = this.nameOf(profileId, speech)
    const { clearsAt } = result.value
    this.deps.host.confirm({
      title: t('desktop:said.copied'),
      body:
        clearsAt === null
          ? t('desktop:said.copiedBody', { name })
          : t('desktop:said.copiedBodyClears', {
              name,
              seconds: Math.max(1, Math.round((clearsAt - this.deps.clock()) / 1000)),
            }),
    })
  }

  /**
   * Get token (then copy, as the favourite would), or Renew: without a kept
   * password, the window shows the profile with its password prompt, and the
   * copy follows once the token arrives.
   */
  private async getToken(profileId: string, then: 'copy' | 'renew'): Promise<void> {
    const result = await this.deps.dispatch('getToken', { profileId })
    const speech = this.speech()
    const { t } = speech
    const name = this.nameOf(profileId, speech)
    if (result.ok) {
      if (then === 'copy') await this.copy(profileId)
      else {
        this.deps.host.confirm({
          title: t('desktop:said.renewed'),
          body: t('desktop:said.renewedBody', { name }),
        })
      }
      return
    }
    if (result.error.code === 'no-password') {
      if (then === 'copy') this.copyWhenToken(profileId)
      this.openProfile(profileId, 'password')
      return
    }
    if (result.error.code === 'cancelled') return
    const refused = result.error.code === 'auth-rejected'
    this.say({
      title:
        then === 'copy'
          ? t('desktop:said.noToken', { name })
          : t('desktop:said.noNewToken', { name }),
      body: speech.sayOf(result.error),
      ...this.newPasswordStep(
        refused ? profileId : null,
        then === 'copy' ? () => this.copyWhenToken(profileId) : undefined,
      ),
    })
  }

  /** Copies the profile's header once it has a token (a password typed in the window), or gives up. */
  private copyWhenToken(profileId: string): void {
    this.waiting.get(profileId)?.()
    const stop = () => {
      clearTimeout(timer)
      stopListening()
      if (this.waiting.get(profileId) === stop) this.waiting.delete(profileId)
    }
    const timer = setTimeout(stop, PASSWORD_WAIT_MS)
    const stopListening = this.deps.listen((event) => {
      if (event.type !== 'profile-changed' || event.profile.id !== profileId) return
      const state = tokenStateAt(event.profile.token, this.deps.clock(), this.deps.warningMs())
      if (state.kind !== 'valid' && state.kind !== 'expiring') return
      stop()
      void this.copy(profileId)
    })
    this.waiting.set(profileId, stop)
  }
}

/** The first profile of a run whose password the service refused (401), if any. */
const firstRefused = (summary: RenewAllSummary): string | null =>
  summary.outcomes.find(
    (o) =>
      (o.kind === 'failed' || o.kind === 'failed-still-valid') && o.error.code === 'auth-rejected',
  )?.profileId ?? null
