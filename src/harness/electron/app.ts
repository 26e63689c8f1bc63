import { EventEmitter } from 'node:events'
import { join } from 'node:path'
import { standInEvent } from './events'
import { markReady } from './protocol'
import { SingleInstanceLock } from './singleInstance'
import { config, logLine, onReset, records } from './state'
import { BrowserWindow } from './windows'

type PathName = 'userData' | 'appData' | 'logs' | 'temp' | 'home' | 'downloads' | 'documents'

/**
 * Electron's `app`: ready once the main module has run, the userData path,
 * the single-instance lock, and Electron's quit sequence (before-quit →
 * windows close → will-quit, preventable → quit → exit).
 */
export class StandInApp extends EventEmitter {
  readonly isPackaged = false
  readonly name = 'Token Desk'
  readonly commandLine = {
    appendSwitch: () => undefined,
    hasSwitch: () => false,
    getSwitchValue: () => '',
  }
  private ready = false
  private readyPromise!: Promise<void>
  private becomeReady!: () => void
  private paths = new Map<string, string>()
  private quitting = false
  private readonly lock = new SingleInstanceLock((argv, cwd) =>
    this.emit('second-instance', standInEvent(), argv, cwd),
  )

  constructor() {
    super()
    this.reset()
  }

  reset(): void {
    this.removeAllListeners()
    this.lock.release()
    this.ready = false
    this.quitting = false
    this.paths = new Map()
    this.readyPromise = new Promise((resolve) => {
      this.becomeReady = () => {
        this.ready = true
        markReady()
        this.emit('ready', standInEvent(), {})
        resolve()
      }
    })
  }

  /** Like Electron: ready comes once the main script has been evaluated. The harness calls this after importing it. */
  start(): void {
    if (!this.ready) setImmediate(() => this.becomeReady())
  }

  whenReady(): Promise<void> {
    return this.readyPromise
  }

  isReady(): boolean {
    return this.ready
  }

  getPath(name: PathName): string {
    const set = this.paths.get(name)
    if (set) return set
    const userData = this.paths.get('userData') ?? config.userData
    switch (name) {
      case 'userData':
        return userData
      case 'logs':
        // Electron fixes the logs folder the first time it is asked for, as setAppLogsPath() would.
        this.setAppLogsPath()
        return this.paths.get('logs') ?? this.defaultLogsPath()
      case 'appData':
        return join(userData, '..')
      default:
        return join(userData, `.${name}`)
    }
  }

  setPath(name: PathName, path: string): void {
    if (this.ready && name === 'userData')
      logLine('app.setPath(userData) after ready: set it before ready')
    this.paths.set(name, path)
  }

  /** Like Electron: without a path, its default for this OS (defaultLogsPath). */
  setAppLogsPath(path = this.defaultLogsPath()): void {
    this.paths.set('logs', path)
  }

  /**
   * Electron's: `~/Library/Logs/<name>` on macOS, `<userData>/logs` elsewhere
   * (the stand-in's home is under its userData, so a test never writes to the real one).
   */
  private defaultLogsPath(): string {
    return process.platform === 'darwin'
      ? join(this.getPath('home'), 'Library', 'Logs', this.name)
      : join(this.getPath('userData'), 'logs')
  }

  getVersion(): string {
    return config.version
  }

  getName(): string {
    return this.name
  }

  getLocale(): string {
    return 'en-US'
  }

  setAppUserModelId(): void {}

  focus(): void {}

  requestSingleInstanceLock(): boolean {
    return this.lock.acquire(this.getPath('userData'))
  }

  hasSingleInstanceLock(): boolean {
    return this.lock.isHeld
  }

  releaseSingleInstanceLock(): void {
    this.lock.release()
  }

  quit(): void {
    if (this.quitting) return
    const beforeQuit = standInEvent()
    this.emit('before-quit', beforeQuit)
    if (beforeQuit.defaultPrevented) return
    this.quitting = true
    for (const window of BrowserWindow.getAllWindows()) window.destroy()
    const willQuit = standInEvent()
    this.emit('will-quit', willQuit)
    if (willQuit.defaultPrevented) {
      // A listener finishes its work and calls quit() again.
      this.quitting = false
      return
    }
    records.quits++
    this.emit('quit', standInEvent(), 0)
    this.finish(0)
  }

  exit(code = 0): void {
    for (const window of BrowserWindow.getAllWindows()) window.destroy()
    this.finish(code)
  }

  /** Electron quits when the last window closes unless someone listens for this. */
  lastWindowClosed(): void {
    if (this.quitting) return
    if (this.listenerCount('window-all-closed') > 0) this.emit('window-all-closed')
    else this.quit()
  }

  private finish(code: number): void {
    records.exits.push(code)
    this.lock.release()
    config.onExit(code)
  }
}

export const app = new StandInApp()
onReset(() => app.reset())
