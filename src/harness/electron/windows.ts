import { EventEmitter } from 'node:events'
import { app } from './app'
import { standInEvent } from './events'
import { pageLink, sent, type EditCommand } from './pageLink'
import { lifecycle, onReset } from './state'

type Rect = { x: number; y: number; width: number; height: number }
type WindowOpenHandler = (details: { url: string; frameName: string; features: string }) => {
  action: 'allow' | 'deny'
}

let nextId = 1

/** Electron's WebContents: events the app listens to, `send`, the window-open handler. */
export class WebContents extends EventEmitter {
  readonly id = nextId++
  private url = ''
  private destroyed = false
  windowOpenHandler: WindowOpenHandler | null = null

  constructor(readonly owner: BrowserWindow) {
    super()
  }

  loadURL(url: string): Promise<void> {
    this.url = url
    return Promise.resolve()
  }

  getURL(): string {
    return this.url
  }

  send(channel: string, ...args: unknown[]): void {
    if (this.destroyed) throw new Error('Object has been destroyed')
    // Electron serializes with the structured clone algorithm; JSON is the harness's wire.
    const cloned = JSON.parse(JSON.stringify(args)) as unknown[]
    sent.push({ contentsId: this.id, channel, args: cloned })
    pageLink()?.deliver(this.id, channel, cloned)
  }

  /** The page's editing commands (docs/api/web-contents.md, `contents.copy()` and kin): run in the page. */
  undo(): void {
    this.edit('undo')
  }
  redo(): void {
    this.edit('redo')
  }
  cut(): void {
    this.edit('cut')
  }
  copy(): void {
    this.edit('copy')
  }
  paste(): void {
    this.edit('paste')
  }
  pasteAndMatchStyle(): void {
    this.edit('pasteAndMatchStyle')
  }
  selectAll(): void {
    this.edit('selectAll')
  }
  delete(): void {
    this.edit('delete')
  }

  private edit(command: EditCommand): void {
    if (this.destroyed) throw new Error('Object has been destroyed')
    pageLink()?.edit(command)
  }

  setWindowOpenHandler(handler: WindowOpenHandler): void {
    this.windowOpenHandler = handler
  }

  /**
   * What Electron does when the page navigates: asks the `will-navigate`
   * listeners and reports whether the navigation went ahead.
   */
  navigate(url: string, event: 'will-navigate' | 'will-redirect' = 'will-navigate'): boolean {
    const details = standInEvent({ url })
    this.emit(event, details, url)
    if (!details.defaultPrevented) this.url = url
    return !details.defaultPrevented
  }

  /** What Electron does for `window.open`: asks the handler; no handler means allow. */
  openWindow(url: string): 'allow' | 'deny' {
    return this.windowOpenHandler?.({ url, frameName: '', features: '' }).action ?? 'allow'
  }

  /** What Electron does before attaching a `<webview>`. */
  attachWebview(src: string): boolean {
    const event = standInEvent()
    this.emit('will-attach-webview', event, {}, { src })
    return !event.defaultPrevented
  }

  isDestroyed(): boolean {
    return this.destroyed
  }

  destroy(): void {
    this.destroyed = true
    this.emit('destroyed')
  }

  openDevTools(): void {}
  reload(): void {}
  focus(): void {}
}

const windows: BrowserWindow[] = []

/**
 * Electron's BrowserWindow: keeps its options (the security-relevant
 * `webPreferences` among them), its bounds and state, and plays the
 * lifecycle events. The page it shows is whatever browser opens the harness.
 */
export class BrowserWindow extends EventEmitter {
  readonly id: number
  readonly webContents: WebContents
  private bounds: Rect
  private normalBounds: Rect
  private visible = false
  private minimized = false
  private maximized = false
  private fullScreen = false
  private destroyed = false
  private focused = false

  constructor(readonly options: Record<string, unknown> = {}) {
    // As BrowserWindow::New (shell/browser/api/electron_api_browser_window.cc).
    if (!lifecycle.ready) throw new Error('Cannot create BrowserWindow before app is ready')
    super()
    this.webContents = new WebContents(this)
    this.id = this.webContents.id
    const number = (key: string, fallback: number) =>
      typeof options[key] === 'number' ? (options[key] as number) : fallback
    this.bounds = {
      x: number('x', 100),
      y: number('y', 100),
      width: number('width', 800),
      height: number('height', 600),
    }
    this.normalBounds = { ...this.bounds }
    this.visible = options['show'] !== false
    windows.push(this)
    app.emit('web-contents-created', standInEvent(), this.webContents)
    app.emit('browser-window-created', standInEvent(), this)
  }

  static getAllWindows(): BrowserWindow[] {
    return windows.filter((window) => !window.destroyed)
  }

  static getFocusedWindow(): BrowserWindow | null {
    return BrowserWindow.getAllWindows().find((window) => window.focused) ?? null
  }

  static fromWebContents(contents: WebContents): BrowserWindow | null {
    return BrowserWindow.getAllWindows().find((window) => window.webContents === contents) ?? null
  }

  loadURL(url: string): Promise<void> {
    return this.webContents.loadURL(url)
  }

  /** The page finished loading: Electron then fires ready-to-show once. */
  pageLoaded(): void {
    this.webContents.emit('did-finish-load')
    this.emit('ready-to-show')
  }

  show(): void {
    this.visible = true
    this.minimized = false
    this.focused = true
    this.emit('show')
  }

  hide(): void {
    this.visible = false
  }

  isVisible(): boolean {
    return this.visible
  }

  focus(): void {
    this.focused = true
    this.emit('focus')
  }

  isFocused(): boolean {
    return this.focused
  }

  minimize(): void {
    this.minimized = true
    this.focused = false
    this.emit('minimize')
  }

  isMinimized(): boolean {
    return this.minimized
  }

  restore(): void {
    this.minimized = false
    this.emit('restore')
  }

  /**
   * docs/api/base-window.md: "This will also show (but not focus) the window
   * if it isn't being displayed already" (native_window_mac.mm:
   * `if (!is_visible) ShowInactive()`; views: Widget::Maximize shows it).
   */
  maximize(): void {
    this.normalBounds = { ...this.bounds }
    this.maximized = true
    if (!this.visible) {
      this.visible = true
      this.minimized = false
      this.emit('show')
    }
    this.emit('maximize')
  }

  unmaximize(): void {
    this.maximized = false
    this.bounds = { ...this.normalBounds }
    this.emit('unmaximize')
  }

  isMaximized(): boolean {
    return this.maximized
  }

  setFullScreen(on: boolean): void {
    this.fullScreen = on
    this.emit(on ? 'enter-full-screen' : 'leave-full-screen')
  }

  isFullScreen(): boolean {
    return this.fullScreen
  }

  getBounds(): Rect {
    return { ...this.bounds }
  }

  getNormalBounds(): Rect {
    return this.maximized || this.fullScreen ? { ...this.normalBounds } : { ...this.bounds }
  }

  setBounds(bounds: Partial<Rect>): void {
    this.bounds = { ...this.bounds, ...bounds }
    if (!this.maximized && !this.fullScreen) this.normalBounds = { ...this.bounds }
    this.emit('resize')
    this.emit('move')
  }

  setMenuBarVisibility(): void {}
  setMenu(): void {}
  setTitle(): void {}

  /** Electron: `close` may be prevented; then `closed`, and the app hears when the last one goes. */
  close(): void {
    if (this.destroyed) return
    const event = standInEvent()
    this.emit('close', event)
    if (event.defaultPrevented) return
    this.destroy()
    if (BrowserWindow.getAllWindows().length === 0) app.lastWindowClosed()
  }

  destroy(): void {
    if (this.destroyed) return
    this.destroyed = true
    this.webContents.destroy()
    this.emit('closed')
  }

  isDestroyed(): boolean {
    return this.destroyed
  }
}

/** Windows from a previous boot are gone, not hidden: tests start again from nothing. */
onReset(() => {
  for (const window of windows) if (!window.isDestroyed()) window.destroy()
  windows.length = 0
  sent.length = 0
})
