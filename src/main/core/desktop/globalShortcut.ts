import type { AppEvent } from '../../../shared/ipc/events'
import type { ShortcutStatus } from '../../../shared/model/shortcut'
import type { DesktopHost } from './desktopService'

interface Deps {
  host: Pick<DesktopHost, 'globalShortcut' | 'showWindow'>
  /** The accelerator the settings name; null: off. */
  accelerator: () => string | null
  emit: (event: AppEvent) => void
  listen: (listener: (event: AppEvent) => void) => () => void
}

/**
 * The quick switcher's system-wide shortcut (off by default): registered
 * when the setting names one, again whenever it changes; a refusal by the
 * system (another app holds the keys), or a desktop that cannot say
 * (Wayland), is kept so Settings can say so.
 */
export class QuickSwitcherShortcut {
  private state: ShortcutStatus = { kind: 'off' }

  constructor(private readonly deps: Deps) {}

  start(): () => void {
    this.apply()
    const stopListening = this.deps.listen((event) => {
      if (event.type === 'settings-changed') this.apply()
    })
    return () => {
      stopListening()
      if (this.holds()) this.deps.host.globalShortcut(null, () => undefined)
      this.state = { kind: 'off' }
    }
  }

  status(): ShortcutStatus {
    return this.state
  }

  private apply(): void {
    const { host, accelerator: wanted } = this.deps
    const accelerator = wanted()
    if (accelerator === null) {
      if (this.holds()) host.globalShortcut(null, () => undefined)
      this.state = { kind: 'off' }
      return
    }
    if (this.holds() && 'accelerator' in this.state && this.state.accelerator === accelerator)
      return
    const registration = host.globalShortcut(accelerator, () => this.pressed())
    this.state = { ...registration, accelerator }
  }

  /** Registered, or handed to the desktop: either way there are keys to let go of. */
  private holds(): boolean {
    return this.state.kind === 'registered' || this.state.kind === 'unconfirmed'
  }

  /** Pressed in whatever app: bring the window forward with the switcher open. */
  private pressed(): void {
    this.deps.host.showWindow()
    this.deps.emit({ type: 'open-quick-switcher' })
  }
}
