import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { isAbsolute, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { startBoundary, type Boundary } from './boundary'
import { app } from './electron/app'
import { config, standInPlatforms, machinePlatform } from './electron/state'
import { BrowserWindow } from './electron/windows'
import { useElectronStandIn } from './electronHook'
import { harnessDesktop } from './desktopBus'
import { installMachineClock, machineClock, parseOffset } from './clock'
import { pipeFolder, playPlatform } from './platform'
import { keyringFrom, keyringOptions, keyringUsage } from './keyringFlags'

const root = resolve(import.meta.dirname, '../..')
const usage = `Usage: npm run harness -- [--port <P>] [--data-dir <DIR>] [--platform linux|darwin|win32] ${keyringUsage} [--clock-offset <N[ms|s|m|h|d]>] [--opened-at-login] [--no-touch-id] [--login-item-needs-approval] [--open-url <tokendesk://…>] [--exit-with-parent]`
const built = {
  main: resolve(root, 'out/main/index.js'),
  preload: resolve(root, 'out/preload/index.cjs'),
  pageElectron: resolve(root, 'out/harness/electron-renderer.cjs'),
}

function fail(message: string, code = 2): never {
  console.error(`${message}\n${usage}`)
  process.exit(code)
}

let values: {
  port?: string
  'data-dir'?: string
  platform?: string
  desktop?: string
  keyring?: string
  'secret-portal'?: boolean
  'clock-offset'?: string
  /** Plays a start by the login item: macOS's wasOpenedAtLogin, the --hidden flag elsewhere. */
  'opened-at-login'?: boolean
  /** macOS: a Mac without a Touch ID sensor it can use (canPromptTouchID() is false). */
  'no-touch-id'?: boolean
  /** macOS 13+: the login item waits for approval in System Settings › General › Login Items. */
  'login-item-needs-approval'?: boolean
  /** Plays a start by a clicked link: in the command line (Windows, Linux), or open-url (macOS). */
  'open-url'?: string
  /**
   * Quits when its standard input closes: the process that started it (spawnHarness) is gone,
   * even killed or crashed, so no harness is left running (and using the CPU) without it.
   */
  'exit-with-parent'?: boolean
  help?: boolean
}
try {
  ;({ values } = parseArgs({
    options: {
      port: { type: 'string' },
      'data-dir': { type: 'string' },
      platform: { type: 'string' },
      ...keyringOptions,
      'clock-offset': { type: 'string' },
      'opened-at-login': { type: 'boolean' },
      'no-touch-id': { type: 'boolean' },
      'login-item-needs-approval': { type: 'boolean' },
      'open-url': { type: 'string' },
      'exit-with-parent': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  }))
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}
if (values.help) {
  console.log(usage)
  process.exit(0)
}

const port = Number(values.port ?? '5174')
if (!/^\d+$/.test(values.port ?? '0') || port > 65535) fail(`Not a port: ${values.port}`)
const platform = standInPlatforms.find((p) => p === (values.platform ?? machinePlatform()))
if (!platform) fail(`Unknown platform: ${values.platform} (linux, darwin or win32)`)
const keyring = keyringFrom(values, platform)
if (typeof keyring === 'string') fail(keyring)
const offset = values['clock-offset'] === undefined ? 0 : parseOffset(values['clock-offset'])
if (offset === null) fail(`Not a clock offset: ${values['clock-offset']} (e.g. 1500, -90s, 23h)`)
const missing = Object.values(built).filter((file) => !existsSync(file))
if (missing.length)
  fail(`The app is not built (${missing.join(', ')} missing): run \`npm run build:harness\`.`)
// As the app refuses a relative TOKEN_DESK_USER_DATA (Electron's setPath would throw), so does
// the harness: which folder a relative path names depends on where it was started.
const givenDir = values['data-dir']
if (givenDir !== undefined && !isAbsolute(givenDir))
  fail(`--data-dir must be an absolute path, e.g. /tmp/token-desk-data (given: ${givenDir})`)
const dataDir = givenDir ?? resolve(root, '.harness-data')
mkdirSync(dataDir, { recursive: true, mode: 0o700 })
const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  version: string
}

let boundary: Boundary | null = null
let windowOpened = false
// A login item starts the app so: macOS says wasOpenedAtLogin, Windows and Linux pass the flag.
const openedAtLogin = values['opened-at-login'] === true
if (openedAtLogin && platform !== 'darwin') process.argv.push('--hidden')
// A link that starts the app: Windows and Linux run it with the link as its last argument.
const startLink = values['open-url']
if (startLink !== undefined && platform !== 'darwin') process.argv.push(startLink)
Object.assign(config, {
  version,
  keyring,
  platform,
  openedAtLogin: openedAtLogin && platform === 'darwin',
  touchId: values['no-touch-id'] !== true,
  loginItemNeedsApproval: values['login-item-needs-approval'] === true,
  onExit: (code: number) => {
    if (!windowOpened && !app.hasSingleInstanceLock() && code === 0) {
      console.error(
        `Another Token Desk (app or harness) is using ${dataDir}: it holds ${dataDir}/SingletonLock. ` +
          'Stop it or choose another --data-dir.',
      )
      code = 3
    }
    void (boundary?.close() ?? Promise.resolve()).finally(() => process.exit(code))
  },
})

// On Linux, the desktop's screen lock over private D-Bus buses (the app's adapter listens there).
const desktop = await harnessDesktop(platform, process.env)
boundary = await startBoundary({
  desktop,
  port,
  preloadFile: built.preload,
  pageElectronFile: built.pageElectron,
}).catch((error: unknown) => {
  const code = (error as { code?: string }).code
  fail(
    code === 'EADDRINUSE' ? `Port ${port} is already in use.` : `Could not start: ${String(error)}`,
  )
})

// The machine's clock, moved by --clock-offset and the control URL: installed before the app
// loads, so its core (whose Clock is Date.now) reads it, as it would a moved OS clock.
machineClock.setOffset(offset)
installMachineClock()

// The app's real main entry, exactly as Electron would load it; only `electron` is the stand-in,
// and process.platform says the platform played.
useElectronStandIn()
playPlatform(platform)
process.env['TOKEN_DESK_USER_DATA'] = dataDir
await import(built.main)
// macOS hands the link that launched the app over as open-url, before the app is ready.
if (startLink !== undefined && platform === 'darwin') app.deliverLink(startLink)
app.start()

// The app either opens its window or quits (another instance holds the data folder, a start-up failure).
const opened = await new Promise<boolean>((done) => {
  const started = Date.now()
  const check = setInterval(() => {
    const window = BrowserWindow.getAllWindows()[0]
    if (window?.webContents.getURL()) {
      clearInterval(check)
      done(true)
    } else if (Date.now() - started > 30_000) {
      clearInterval(check)
      done(false)
    }
  }, 10)
})
if (!opened) fail('The app did not open a window within 30 s.', 1)
windowOpened = true

const pipesNote =
  platform === 'win32' && machinePlatform() !== 'win32'
    ? `\n  Pipes:     Windows named pipes are Unix sockets in ${pipeFolder()}`
    : ''
console.log(`Token Desk harness (a test and development tool, not the app)
  UI:        ${boundary.pageUrl}
  Data dir:  ${dataDir}
  Key:       ${boundary.key} (send it as X-Harness-Key to the control URLs; the UI address carries it)
  Platform:  ${platform} (${platform === machinePlatform() ? "this machine's" : `played on ${machinePlatform()}`})${pipesNote}
  Clipboard: ${boundary.url}__harness/clipboard
  Clock:     ${boundary.url}__harness/clock (offset ${machineClock.offsetMs()} ms; POST {"byMs": N} to move it)
Only Electron is replaced: this is the app's built main process, preload and renderer.
Secrets are encrypted with a published test key: use test credentials only.
Press Ctrl+C to stop.`)

// Quit the way the app quits: will-quit clears the clipboard and stops background work.
const quit = () => app.quit()
process.once('SIGINT', quit)
process.once('SIGTERM', quit)
if (values['exit-with-parent']) {
  // The parent holds the other end of this pipe and never writes: it closes when the parent ends.
  process.stdin.once('end', quit).resume()
}
