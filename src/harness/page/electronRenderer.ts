/**
 * The renderer half of the `electron` stand-in, for the app's real preload
 * bundle running in a plain browser: `contextBridge` puts the API on the
 * page, `ipcRenderer` carries invoke and events over loopback HTTP to the
 * real `ipcMain` handlers in the harness process.
 */
import { showDialog, closeDialog } from './dialogs'
import { runEditCommand } from './editCommands'
import { routeUnhandledKeys, type PagePlatform } from './keyRouting'
import { shareClipboard } from './pageClipboard'
import type { WireMessage } from '../wire'

/** The OS the harness plays (--platform): the boundary declares it before this module runs. */
declare const harnessPlatform: PagePlatform

type Listener = (event: { sender: unknown }, ...args: unknown[]) => void

const listeners = new Map<string, Set<Listener>>()
let source: EventSource | null = null

/** The page reads the machine clock the harness plays: real time plus the offset it was moved by. */
const realNow = Date.now.bind(Date)
let clockOffsetMs = 0
Date.now = () => realNow() + clockOffsetMs

function connect(): void {
  if (source) return
  source = new EventSource('/__events')
  source.onmessage = (message: MessageEvent<string>) => {
    const wire = JSON.parse(message.data) as WireMessage
    if (wire.kind === 'ipc') {
      for (const listener of [...(listeners.get(wire.channel) ?? [])]) {
        listener({ sender: ipcRenderer }, ...wire.args)
      }
    } else if (wire.kind === 'dialog') {
      showDialog(wire.dialog)
    } else if (wire.kind === 'dialog-closed') {
      closeDialog(wire.id)
    } else if (wire.kind === 'edit') {
      runEditCommand(wire.command, clipboard)
    } else if (wire.kind === 'clock') {
      clockOffsetMs = wire.offsetMs
      // The app catches up on visibility changes (after sleep): so it does at once here.
      document.dispatchEvent(new Event('visibilitychange'))
    }
  }
}

export const ipcRenderer = {
  async invoke(channel: string, ...args: unknown[]): Promise<unknown> {
    let response: Response
    try {
      response = await fetch(`/__ipc/${encodeURIComponent(channel)}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // Which frame calls: main refuses subframes, as it would in Electron.
          'x-harness-frame': window.top === window ? 'top' : 'sub',
        },
        // Structured clone keeps `undefined` arguments; JSON would turn them into null.
        body: JSON.stringify({
          args,
          undefinedAt: args.flatMap((a, i) => (a === undefined ? [i] : [])),
        }),
      })
    } catch {
      throw new Error(
        `Error invoking remote method '${channel}': the harness is not answering. Is it still running?`,
      )
    }
    const reply = (await response.json().catch(() => null)) as
      { ok: true; value: unknown } | { ok: false; message: string } | null
    if (!reply)
      throw new Error(`Error invoking remote method '${channel}': HTTP ${response.status}`)
    if (!reply.ok) throw new Error(`Error invoking remote method '${channel}': ${reply.message}`)
    return reply.value
  },

  on(channel: string, listener: Listener) {
    const set = listeners.get(channel) ?? new Set()
    set.add(listener)
    listeners.set(channel, set)
    return ipcRenderer
  },

  once(channel: string, listener: Listener) {
    const wrapped: Listener = (...args) => {
      ipcRenderer.removeListener(channel, wrapped)
      listener(...args)
    }
    return ipcRenderer.on(channel, wrapped)
  },

  removeListener(channel: string, listener: Listener) {
    listeners.get(channel)?.delete(listener)
    return ipcRenderer
  },

  off(channel: string, listener: Listener) {
    return ipcRenderer.removeListener(channel, listener)
  },

  removeAllListeners(channel?: string) {
    if (channel === undefined) listeners.clear()
    else listeners.delete(channel)
    return ipcRenderer
  },
}

/** In Electron the page gets a copy it cannot change; a frozen object is the closest in one world. */
export const contextBridge = {
  exposeInMainWorld(key: string, api: unknown): void {
    Object.defineProperty(window, key, {
      value: Object.freeze(api),
      writable: false,
      configurable: false,
      enumerable: true,
    })
  },
}

/**
 * `navigator.platform` as Chromium reports it on each OS (NavigatorID, from
 * the build's OS: "MacIntel" on every Mac, Apple silicon too; "Win32" on
 * 64-bit Windows too): the page tells a Mac by it, as the app's renderer does.
 */
const navigatorPlatform: Record<PagePlatform, string | null> = {
  linux: null,
  darwin: 'MacIntel',
  win32: 'Win32',
}
const played = navigatorPlatform[harnessPlatform]
if (played !== null) {
  Object.defineProperty(Navigator.prototype, 'platform', { get: () => played, configurable: true })
}

// The page's copies and pastes use the clipboard main reads and writes: one OS clipboard.
const clipboard = shareClipboard(
  (text) => {
    void fetch('/__page/clipboard', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    }).catch(() => undefined)
  },
  async () => {
    const response = await fetch('/__harness/clipboard').catch(() => null)
    return response?.ok ? response.text() : ''
  },
)

// Events (and the harness's dialogs) flow from the start, as they would to a real window.
connect()

// Keys the page leaves unhandled reach the application menu in main.
routeUnhandledKeys(harnessPlatform, (accelerator) => {
  void fetch('/__page/menu-key', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accelerator }),
  }).catch(() => undefined)
})
