import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import type { PendingDialog } from './electron/pageLink'
import type { Records, StandInPlatform } from './electron/state'
import type { WindowState } from './wire'

const root = resolve(import.meta.dirname, '../..')

export interface HarnessOptions {
  dataDir: string
  port?: number
  /** What the OS keyring does: `--desktop`, `--keyring`, `--secret-portal` (keyringFlags.ts). */
  keyring?: { desktop?: string; store?: string; portal?: boolean }
  /** Whose rules the stand-in plays (default: the machine's). */
  platform?: StandInPlatform
  /** The machine clock's offset from real time at start, e.g. '-90s', '23h' or '1500' (ms). */
  clockOffset?: string
  /** A tokendesk:// link the app is started with, as the OS starts it for a clicked link. */
  openUrl?: string
  env?: Record<string, string>
}

/** The machine clock the harness plays: its offset from real time and its reading. */
export interface HarnessClock {
  offsetMs: number
  now: number
}

/** A running harness process (`npm run harness`), for tests, benchmarks and screenshots. */
export interface HarnessProcess {
  /** The window's page: open it in a browser (it carries the key, `?key=…`). */
  url: string
  /** The harness's own address, `http://127.0.0.1:<port>/`, for direct calls with `headers`. */
  base: string
  /** The key header every direct call to the harness needs (the page has it as a cookie). */
  headers: Record<string, string>
  pid: number
  /** Everything the process printed so far. */
  output(): string
  clipboard(): Promise<string>
  records(): Promise<Records>
  dialogs(): Promise<PendingDialog[]>
  /** Answers a native dialog main is waiting on (button index). */
  answerDialog(id: number, response: number): Promise<void>
  /**
   * Plays an OS power event (suspend, resume, lock-screen…); rejects, with the
   * harness's reason, for one Electron does not emit on the platform played.
   */
  power(event: string): Promise<void>
  /** Locks the Linux session as the desktop says it over D-Bus (GNOME); rejects elsewhere. */
  sessionLock(): Promise<void>
  /** Unlocks it again. */
  sessionUnlock(): Promise<void>
  /** The reasons of the Touch ID sheets waiting for an answer (`--platform darwin`). */
  touchIdSheets(): Promise<string[]>
  /** Answers the oldest Touch ID sheet as the person at the Mac would. */
  answerTouchId(answer: 'succeed' | 'fail' | 'cancel'): Promise<void>
  /** A tokendesk:// link clicked elsewhere, handed to the running app as the OS played does. */
  openUrl(url: string): Promise<void>
  /** Chooses the tray menu's item at `index` (records().tray lists them). */
  clickTray(index: number): Promise<void>
  /** The app's window (null: none, as on macOS once closed). */
  window(): Promise<WindowState | null>
  /** Presses the window's close button (title bar, Alt+F4); the window as it is then. */
  closeWindow(): Promise<WindowState | null>
  /** Clicks the notification at `index` (records().notifications), or its button; false when it cannot. */
  clickNotification(index: number, button?: number): Promise<boolean>
  /** Presses an application menu accelerator in the window; false when no enabled item has it. */
  pressMenu(accelerator: string): Promise<boolean>
  /** Presses a global shortcut the app registered; false when none is registered for it. */
  pressShortcut(accelerator: string): Promise<boolean>
  /** The machine clock main and the page read. */
  clock(): Promise<HarnessClock>
  /** Moves it: by some ms, to a time (epoch ms), or to an offset from real time. */
  moveClock(move: { byMs: number } | { to: number } | { offsetMs: number }): Promise<HarnessClock>
  /** Quits as the user would (SIGTERM → app.quit); resolves with the exit code. */
  stop(): Promise<number | null>
  /** SIGKILL: a crash, nothing cleaned up. */
  kill(): Promise<void>
}

/**
 * Starts the harness in its own process: the app's built main entry with
 * the `electron` stand-in, its loopback boundary, and the given data folder.
 * Run `npm run build:harness` first.
 */
export function spawnHarness(options: HarnessOptions): Promise<HarnessProcess> {
  const args = ['--import', 'tsx', resolve(root, 'src/harness/cli.ts')]
  args.push('--port', String(options.port ?? 0), '--data-dir', options.dataDir)
  if (options.keyring?.desktop) args.push('--desktop', options.keyring.desktop)
  if (options.keyring?.store) args.push('--keyring', options.keyring.store)
  if (options.keyring?.portal) args.push('--secret-portal')
  if (options.platform) args.push('--platform', options.platform)
  if (options.clockOffset !== undefined) args.push(`--clock-offset=${options.clockOffset}`)
  if (options.openUrl !== undefined) args.push(`--open-url=${options.openUrl}`)
  // Its standard input is a pipe from this process: when this process ends, however it ends
  // (a crashed test or script), the harness quits instead of running on alone.
  args.push('--exit-with-parent')
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))

  return new Promise((resolveStart, rejectStart) => {
    const onData = () => {
      const pageUrl = /UI:\s+(\S+)/.exec(output)?.[1]
      if (!pageUrl) return
      child.stdout.off('data', onData)
      const url = `${new URL(pageUrl).origin}/`
      const headers = { 'X-Harness-Key': new URL(pageUrl).searchParams.get('key') ?? '' }
      const get = async (path: string) => {
        const response = await fetch(`${url}${path}`, { headers })
        if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
        return response
      }
      const post = async (path: string, body: unknown) => {
        const response = await fetch(`${url}${path}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        if (!response.ok) {
          throw new Error(`${path}: HTTP ${response.status}: ${await response.text()}`)
        }
        return response
      }
      resolveStart({
        url: pageUrl,
        base: url,
        headers,
        pid: child.pid ?? 0,
        output: () => output,
        clipboard: async () => (await get('__harness/clipboard')).text(),
        records: async () => (await (await get('__harness/records')).json()) as Records,
        dialogs: async () => (await (await get('__harness/dialogs')).json()) as PendingDialog[],
        answerDialog: async (id, response) =>
          void (await post(`__harness/dialogs/${id}`, { response })),
        power: async (event) => void (await post(`__harness/power/${event}`, {})),
        sessionLock: async () => void (await post('__harness/session/lock', {})),
        sessionUnlock: async () => void (await post('__harness/session/unlock', {})),
        touchIdSheets: async () => (await (await get('__harness/touch-id')).json()) as string[],
        answerTouchId: async (answer) => void (await post('__harness/touch-id', { answer })),
        clock: async () => (await (await get('__harness/clock')).json()) as HarnessClock,
        moveClock: async (move) =>
          (await (await post('__harness/clock', move)).json()) as HarnessClock,
        clickTray: async (index) => void (await post(`__harness/tray/${index}`, {})),
        window: async () => (await (await get('__harness/window')).json()) as WindowState | null,
        closeWindow: async () =>
          (await (await post('__harness/window/close', {})).json()) as WindowState | null,
        openUrl: async (link) => void (await post('__harness/open-url', { url: link })),
        clickNotification: async (index, button) => {
          const response = await fetch(`${url}__harness/notifications/${index}`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(button === undefined ? {} : { button }),
          })
          return response.ok
        },
        pressMenu: async (accelerator) => {
          const response = await fetch(`${url}__harness/menu`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ accelerator }),
          })
          return response.ok
        },
        pressShortcut: async (accelerator) => {
          const response = await fetch(`${url}__harness/shortcut`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ accelerator }),
          })
          return response.ok
        },
        stop: () => {
          if (child.exitCode === null) child.kill('SIGTERM')
          return exited
        },
        kill: async () => {
          if (child.exitCode === null) child.kill('SIGKILL')
          await exited
        },
      })
    }
    child.stdout.on('data', onData)
    void exited.then((code) =>
      rejectStart(new Error(`The harness exited (${code}) before it was ready:\n${output}`)),
    )
  })
}
