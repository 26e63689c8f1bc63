import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { machineClock, offsetFor, realClock } from './clock'
import { clipboard, clipboardFormats } from './electron/clipboard'
import { answerDialog, pendingDialogs } from './electron/dialog'
import { clickNotification, clickTrayItem, pressShortcut } from './electron/desktop'
import { ipcMain, type SenderFrame } from './electron/ipcMain'
import { setPageLink } from './electron/pageLink'
import { protocol } from './electron/protocol'
import { config, records } from './electron/state'
import {
  powerEventPlatforms,
  powerEventRefusal,
  powerMonitor,
  pressMenuAccelerator,
} from './electron/system'
import { answerTouchId, pendingTouchId, touchIdAnswers } from './electron/systemPreferences'
import { app } from './electron/app'
import { BrowserWindow } from './electron/windows'
import { guardRequest, KEY_COOKIE, KEY_PARAM } from './requestGuard'
import type { FakeDesktop } from './desktopBus'
import type { WindowState, WireMessage } from './wire'

export interface BoundaryOptions {
  port: number
  /** The app's built preload (out/preload/index.cjs), run in the page as Electron would. */
  preloadFile: string
  /** The renderer half of the stand-in (out/harness/electron-renderer.cjs). */
  pageElectronFile: string
  /** Linux's desktop on private buses, which plays the session's lock; or why there is none. */
  desktop?: FakeDesktop | { unavailable: string }
}

export interface Boundary {
  /** Where a browser opens the app's window: the page, with the key (`?key=…`). */
  pageUrl: string
  /** The harness's own address (`http://127.0.0.1:<port>/`), for its control URLs. */
  url: string
  /** What scripts and tests send in an X-Harness-Key header; the page keeps it as a cookie. */
  key: string
  close(): Promise<void>
}

/** Calls larger than this are answered 413 (Electron has no such limit; a loopback server needs one). */
const MAX_CALL_BYTES = 2 * 1024 * 1024
const text = 'text/plain; charset=utf-8'

/**
 * Where Electron ends and the browser begins. A browser on loopback plays
 * the app's window: page requests are mapped to the `app://` URL the window
 * loaded and answered by the app's own protocol handler; IPC calls reach the
 * app's own ipcMain handlers with the frame Electron would report (the
 * `app://` page URL, top or sub frame); webContents.send and native dialogs
 * flow back over one event stream. Only Electron is replaced here.
 */
export async function startBoundary(options: BoundaryOptions): Promise<Boundary> {
  const streams = new Set<ServerResponse>()
  let origin = ''
  const key = randomBytes(24).toString('base64url')

  const broadcast = (message: WireMessage) => {
    const frame = `data: ${JSON.stringify(message)}\n\n`
    for (const stream of streams) stream.write(frame)
  }
  setPageLink({
    deliver: (_contentsId, channel, args) => broadcast({ kind: 'ipc', channel, args }),
    showDialog: (dialog) => broadcast({ kind: 'dialog', dialog }),
    closeDialog: (id) => broadcast({ kind: 'dialog-closed', id }),
    edit: (command) => broadcast({ kind: 'edit', command }),
  })
  const stopClockLink = machineClock.onChange((offsetMs) => broadcast({ kind: 'clock', offsetMs }))
  const clockState = () => ({ offsetMs: machineClock.offsetMs(), now: machineClock.now() })

  const mainWindow = () => BrowserWindow.getAllWindows()[0] ?? null
  /** The app's window as the desktop shows it; null when it has none (closed on macOS). */
  const windowState = (): WindowState | null => {
    const window = mainWindow()
    return window
      ? {
          visible: window.isVisible(),
          minimized: window.isMinimized(),
          focused: window.isFocused(),
        }
      : null
  }
  /** The app:// origin and start page the window loaded, e.g. app://token-desk and /index.html. */
  const appPage = () => {
    const loaded = mainWindow()?.webContents.getURL()
    if (!loaded) return null
    const url = new URL(loaded)
    return { origin: `${url.protocol}//${url.host}`, path: url.pathname }
  }
  const toAppUrl = (pageUrl: string) => {
    const page = appPage()
    const url = new URL(pageUrl)
    return page && url.origin === origin ? `${page.origin}${url.pathname}${url.search}` : pageUrl
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof TooLarge && !res.headersSent) send(res, 413, text, error.message)
      else if (!res.headersSent) send(res, 500, text, `Harness error: ${String(error)}`)
      else res.destroy()
    })
  })

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Loopback only, and only under our own name: a web page elsewhere, or a
    // DNS-rebound name, cannot reach the app's handlers through this port.
    const host = req.headers.host ?? ''
    if (
      `http://${host}` !== origin &&
      `http://${host}` !== origin.replace('127.0.0.1', 'localhost')
    ) {
      return send(res, 421, text, 'Unexpected Host header')
    }
    const url = new URL(req.url ?? '/', origin)
    const path = url.pathname
    const guarded = guardRequest(req.method ?? 'GET', url, req.headers, origin, key)
    if (guarded.kind === 'refused') return send(res, guarded.status, text, guarded.message)
    if (guarded.kind === 'open-page') {
      // The key moves into an HttpOnly cookie and out of the address bar (and the app's URL).
      url.searchParams.delete(KEY_PARAM)
      res.writeHead(303, {
        ...securityHeaders,
        Location: `${url.pathname}${url.search}`,
        'Set-Cookie': `${KEY_COOKIE}=${key}; HttpOnly; SameSite=Strict; Path=/`,
      })
      return void res.end()
    }

    if (path.startsWith('/__ipc/')) return invoke(req, res, decodeURIComponent(path.slice(7)))
    if (path.startsWith('/__harness/dialogs/') && req.method === 'POST') {
      const body = await readJson(req)
      const id = Number(path.slice('/__harness/dialogs/'.length))
      const answer = body as { response?: unknown; checkboxChecked?: unknown } | null
      const ok = answerDialog(id, Number(answer?.response), answer?.checkboxChecked === true)
      return sendJson(res, ok ? 200 : 404, { answered: ok })
    }
    if (path.startsWith('/__harness/power/') && req.method === 'POST') {
      const event = path.slice('/__harness/power/'.length)
      const refusal = powerEventRefusal(event)
      // 404: no such event anywhere; 409: not one Electron emits on the platform played.
      if (refusal !== null)
        return send(res, Object.hasOwn(powerEventPlatforms, event) ? 409 : 404, text, refusal)
      powerMonitor.play(event)
      return sendJson(res, 200, { played: event })
    }
    if (path.startsWith('/__harness/session/') && req.method === 'POST') {
      return playSession(res, path.slice('/__harness/session/'.length))
    }
    if (path === '/__harness/touch-id' && req.method === 'POST') {
      // Answers the oldest Touch ID sheet (--platform darwin) as the person at the Mac would.
      const body = (await readJson(req)) as { answer?: unknown } | null
      const answer = touchIdAnswers.find((a) => a === body?.answer)
      if (!answer) return send(res, 400, text, 'Send {"answer": "succeed" | "fail" | "cancel"}.')
      const answered = answerTouchId(answer)
      return sendJson(res, answered ? 200 : 404, { answered })
    }
    if (path.startsWith('/__harness/tray/') && req.method === 'POST') {
      // Chooses the tray menu's item at that position, as a click would.
      const clicked = clickTrayItem(Number(path.slice('/__harness/tray/'.length)))
      return sendJson(res, clicked ? 200 : 404, { clicked })
    }
    if (path.startsWith('/__harness/notifications/') && req.method === 'POST') {
      // Clicks the notification at that position (records().notifications), or {"button": i}.
      const body = (await readJson(req)) as { button?: unknown } | null
      const button = typeof body?.button === 'number' ? body.button : undefined
      const index = Number(path.slice('/__harness/notifications/'.length))
      const clicked = clickNotification(index, button)
      return sendJson(res, clicked ? 200 : 404, { clicked })
    }
    if (path === '/__harness/menu' && req.method === 'POST') {
      // Presses an accelerator of the application menu, as the user would in the window.
      const body = (await readJson(req)) as { accelerator?: unknown } | null
      const pressed = pressMenuAccelerator(String(body?.accelerator))
      return sendJson(res, pressed ? 200 : 404, { pressed })
    }
    if (path === '/__harness/window/close' && req.method === 'POST') {
      // The window's close button (its title bar's ×, Alt+F4), as the user presses it.
      const window = mainWindow()
      if (!window) return send(res, 404, text, 'The app has no window open.')
      window.close()
      return sendJson(res, 200, windowState())
    }
    if (path === '/__page/clipboard' && req.method === 'POST') {
      // What the page copied or cut (page/pageClipboard.ts): on the one clipboard, as the OS's.
      const body = (await readJson(req)) as { text?: unknown } | null
      if (typeof body?.text !== 'string') return send(res, 400, text, 'Send {"text": "…"}.')
      await clipboard.writeText(body.text)
      return sendJson(res, 200, { written: body.text.length })
    }
    if (path === '/__page/menu-key' && req.method === 'POST') {
      // A key the page left unhandled (page/keyRouting.ts): the menu takes it if it is an accelerator.
      const body = (await readJson(req)) as { accelerator?: unknown } | null
      if (typeof body?.accelerator !== 'string') {
        return send(res, 400, text, 'Send {"accelerator": "Ctrl+N"}.')
      }
      const taken = pressMenuAccelerator(body.accelerator)
      records.menuKeys.push({ accelerator: body.accelerator, taken })
      return sendJson(res, 200, { taken })
    }
    if (path === '/__harness/shortcut' && req.method === 'POST') {
      // Presses a global shortcut the app registered, as the user would in another app.
      const body = (await readJson(req)) as { accelerator?: unknown } | null
      const pressed = pressShortcut(String(body?.accelerator))
      return sendJson(res, pressed ? 200 : 404, { pressed })
    }
    if (path === '/__harness/shortcuts/taken' && req.method === 'POST') {
      // Plays other apps holding these accelerators: registering one then fails.
      const body: unknown = await readJson(req)
      if (!Array.isArray(body) || !body.every((a) => typeof a === 'string')) {
        return send(res, 400, text, 'Send a JSON array of accelerators.')
      }
      records.shortcutsTaken = body
      return sendJson(res, 200, { taken: body })
    }
    if (path === '/__harness/open-url' && req.method === 'POST') {
      // A tokendesk:// link clicked elsewhere, handed to the running app as the OS played does.
      const body = (await readJson(req)) as { url?: unknown } | null
      if (typeof body?.url !== 'string')
        return send(res, 400, text, 'Send {"url": "tokendesk://…"}.')
      app.deliverLink(body.url)
      return sendJson(res, 200, { delivered: body.url })
    }
    if (path === '/__harness/clock' && req.method === 'POST') {
      const next = offsetFor(await readJson(req), machineClock.offsetMs(), realClock())
      if (next === null) {
        return send(res, 400, text, 'Send {"offsetMs": N}, {"byMs": N} or {"to": <epoch ms>}.')
      }
      machineClock.setOffset(next)
      return sendJson(res, 200, clockState())
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(res, 405, text, 'Method not allowed')
    }
    if (path === '/__harness/clock') return sendJson(res, 200, clockState())
    if (path === '/__harness/window') return sendJson(res, 200, windowState())
    if (path === '/__events') return attachStream(res)
    if (path === '/__harness/clipboard') return send(res, 200, text, await clipboard.readText())
    if (path === '/__harness/clipboard/formats') return sendJson(res, 200, clipboardFormats())
    if (path === '/__harness/dialogs') return sendJson(res, 200, pendingDialogs())
    if (path === '/__harness/records') return sendJson(res, 200, records)
    if (path === '/__harness/touch-id') return sendJson(res, 200, pendingTouchId())
    if (path === '/__harness/preload.js') return sendPreload(res)
    return page(req, res, url)
  }

  /**
   * Locks or unlocks the Linux session as the desktop says it over D-Bus (the
   * app's real adapter hears it). Elsewhere Electron's powerMonitor says it.
   */
  async function playSession(res: ServerResponse, action: string): Promise<void> {
    if (action !== 'lock' && action !== 'unlock') {
      return send(res, 404, text, `Unknown session action: ${action} (lock or unlock)`)
    }
    if (config.platform !== 'linux') {
      return send(
        res,
        409,
        text,
        `There is no logind session to ${action} on ${config.platform}: Electron's powerMonitor says it there (POST /__harness/power/${action}-screen).`,
      )
    }
    const desktop = options.desktop
    if (!desktop || 'unavailable' in desktop) {
      return send(res, 503, text, `No D-Bus desktop to play: ${desktop?.unavailable ?? 'not started'}.`) // prettier-ignore
    }
    await (action === 'lock' ? desktop.lock() : desktop.unlock())
    return sendJson(res, 200, { played: action })
  }

  /** A page request, answered by the app's `app:` protocol handler. */
  async function page(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const start = appPage()
    if (!start) return send(res, 503, text, 'The app has not opened a window yet.')
    const appUrl = `${start.origin}${url.pathname === '/' ? start.path : url.pathname}${url.search}`
    let response: Response
    try {
      response = await protocol.request(new Request(appUrl, { method: req.method }))
    } catch (error) {
      return send(res, 502, text, `${appUrl}: ${(error as Error).message}`)
    }
    const headers = Object.fromEntries(response.headers)
    const isStartPage = url.pathname === '/' || url.pathname === start.path
    if (isStartPage && response.ok && headers['content-type']?.startsWith('text/html')) {
      // Electron runs the preload before any page script (docs/api/structures/web-preferences.md,
      // `preload`: "loaded before other scripts run in the page"): so does the harness, with a blocking
      // script that runs before the page's deferred module. It goes after the page's own tags:
      // before them it held their fetches until it had loaded, a wait Electron, which reads the
      // preload from disk, does not have (Chromium started the app's bundle only then).
      const html = (await response.text()).replace(
        '</head>',
        '  <script src="/__harness/preload.js"></script>\n  </head>',
      )
      delete headers['content-length']
      res.writeHead(response.status, headers)
      res.end(req.method === 'HEAD' ? undefined : html)
      mainWindow()?.pageLoaded()
      return
    }
    res.writeHead(response.status, headers)
    if (!response.body || req.method === 'HEAD') return void res.end()
    Readable.fromWeb(response.body as WebReadableStream).pipe(res)
  }

  /** ipcRenderer.invoke → ipcMain.handle, with the sender Electron would report. */
  async function invoke(req: IncomingMessage, res: ServerResponse, channel: string): Promise<void> {
    if (req.method !== 'POST') return send(res, 405, text, 'POST only')
    const body = await readBody(req)
    if (body === 'too-large') {
      return sendJson(res, 413, { ok: false, message: tooLargeMessage })
    }
    let args: unknown[]
    try {
      const parsed = JSON.parse(body) as { args?: unknown; undefinedAt?: unknown }
      args = Array.isArray(parsed.args) ? parsed.args : []
      if (Array.isArray(parsed.undefinedAt)) {
        for (const index of parsed.undefinedAt)
          if (Number.isInteger(index)) args[index as number] = undefined
      }
    } catch {
      return sendJson(res, 400, { ok: false, message: 'The call was not valid JSON.' })
    }
    const window = mainWindow()
    if (!window) return sendJson(res, 503, { ok: false, message: 'The app has no window.' })
    const frameUrl = senderUrl(req)
    const top: SenderFrame = { url: frameUrl, parent: null }
    const senderFrame: SenderFrame =
      req.headers['x-harness-frame'] === 'sub' ? { url: frameUrl, parent: top } : top
    try {
      const value = await ipcMain.invoke(
        channel,
        { sender: window.webContents, senderFrame, frameId: 1, processId: 1 },
        args,
      )
      sendJson(res, 200, { ok: true, value })
    } catch (error) {
      sendJson(res, 200, {
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      })
    }
  }

  /** The page's URL as main sees it: app://… for our page, the foreign URL otherwise. */
  function senderUrl(req: IncomingMessage): string {
    const from = req.headers.origin
    const referer = req.headers.referer
    if (from !== undefined && from !== origin) return referer ?? `${from}/`
    if (referer?.startsWith(`${origin}/`)) return toAppUrl(referer)
    // No Origin and no Referer: not a page at all (curl, a script). Main sees no URL.
    return ''
  }

  function attachStream(res: ServerResponse): void {
    res.writeHead(200, {
      ...securityHeaders,
      'Content-Type': 'text/event-stream; charset=utf-8',
      Connection: 'keep-alive',
    })
    res.write(': connected\n\n')
    // The page reads the machine clock as moved so far, before anything else.
    res.write(
      `data: ${JSON.stringify({ kind: 'clock', offsetMs: machineClock.offsetMs() } satisfies WireMessage)}\n\n`,
    )
    streams.add(res)
    res.on('close', () => streams.delete(res))
    // A reloaded page still owes the user the dialogs main is waiting on.
    for (const dialog of pendingDialogs()) {
      res.write(`data: ${JSON.stringify({ kind: 'dialog', dialog } satisfies WireMessage)}\n\n`)
    }
  }

  async function sendPreload(res: ServerResponse): Promise<void> {
    const [standIn, preload] = await Promise.all([
      readFile(options.pageElectronFile, 'utf8'),
      readFile(options.preloadFile, 'utf8'),
    ])
    // A sandboxed preload is CommonJS that may require only 'electron'.
    const script = `;(function () {
  var harnessPlatform = ${JSON.stringify(config.platform)};
  var electronModule = { exports: {} };
  (function (module, exports) {
${standIn}
  })(electronModule, electronModule.exports);
  var require = function (id) {
    if (id === 'electron') return electronModule.exports;
    throw new Error("Cannot find module '" + id + "' (a sandboxed preload may require only 'electron')");
  };
  var module = { exports: {} };
  (function (require, module, exports) {
${preload}
  })(require, module, module.exports);
})();
`
    send(res, 200, 'text/javascript; charset=utf-8', script)
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => resolve())
  })
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    pageUrl: `${origin}/?${KEY_PARAM}=${key}`,
    url: `${origin}/`,
    key,
    close: () =>
      new Promise<void>((resolve) => {
        setPageLink(null)
        stopClockLink()
        if (options.desktop && 'close' in options.desktop) options.desktop.close()
        for (const stream of streams) stream.end()
        streams.clear()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The harness's own responses; pages get the app's headers from its protocol handler. */
const securityHeaders = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { ...securityHeaders, 'Content-Type': type })
  res.end(body)
}

const sendJson = (res: ServerResponse, status: number, value: unknown) =>
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(value))

/**
 * The whole body, or 'too-large' once it passes the limit. However large, the
 * rest is read and dropped (nothing is kept), so the client, still uploading,
 * gets the 413 instead of a connection reset.
 */
function readBody(req: IncomingMessage): Promise<string | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_CALL_BYTES) chunks.push(chunk)
      else chunks.length = 0
    })
    req.on('end', () =>
      resolve(size > MAX_CALL_BYTES ? 'too-large' : Buffer.concat(chunks).toString('utf8')),
    )
    req.on('error', reject)
  })
}

/** A harness request body over the limit: answered 413 wherever it arrives. */
class TooLarge extends Error {}

const tooLargeMessage = `The call is larger than ${MAX_CALL_BYTES} bytes.`

async function readJson(req: IncomingMessage): Promise<unknown> {
  const body = await readBody(req)
  if (body === 'too-large') throw new TooLarge(tooLargeMessage)
  try {
    return JSON.parse(body) as unknown
  } catch {
    return null
  }
}
