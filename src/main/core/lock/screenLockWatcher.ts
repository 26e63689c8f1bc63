import type { ScreenLockWatch } from '../../../shared/model/lock'
import type { Logger } from '../log/logger'
import { screenLockStep, type LockedStates } from './screenLockEdges'
import type { ScreenLockSignals } from './screenLockSignals'

/**
 * Hears the OS lock the screen and then does what a screen lock does
 * (`secure`: our clipboard copy and session passwords go). Where the lock
 * cannot be heard it says so once in the log and keeps the reason for
 * Settings and diagnostics; nothing else changes.
 */
export class ScreenLockWatcher {
  private watch: ScreenLockWatch = { kind: 'starting' }
  private states: LockedStates = {}

  constructor(
    private readonly signals: ScreenLockSignals,
    private readonly secure: () => void,
    private readonly log: Pick<Logger, 'info' | 'warn'>,
  ) {}

  status(): ScreenLockWatch {
    return this.watch
  }

  /** Starts listening; the returned function stops (also before the listening started). */
  start(): () => void {
    let stopped = false
    let stop: () => void = () => undefined
    void this.signals
      .watch({
        lockEvent: () => this.step({ kind: 'event' }),
        lockState: (source, locked, initial) =>
          this.step({ kind: 'state', source, locked, ...(initial ? { initial } : {}) }),
      })
      .then(
        (started) => {
          this.watch = started.status
          if (stopped) started.stop()
          else stop = started.stop
        },
        // An adapter that fails to load (say, its module) costs the lock, not the app.
        (error: unknown) => {
          this.watch = { kind: 'unobservable', reason: String(error) }
        },
      )
      .then(() => {
        const watch = this.watch
        if (watch.kind === 'unobservable') {
          this.log.warn(`screen lock cannot be observed: ${watch.reason}`)
        } else if (watch.kind === 'watching') {
          this.log.info(`screen lock: listening to ${watch.via.join(', ')}`)
        }
      })
    return () => {
      stopped = true
      stop()
    }
  }

  private step(signal: Parameters<typeof screenLockStep>[1]): void {
    const next = screenLockStep(this.states, signal)
    this.states = next.states
    if (next.secure) this.secure()
  }
}
