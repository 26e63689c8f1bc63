import { app, BrowserWindow, dialog, powerMonitor, safeStorage } from 'electron'
import { join } from 'node:path'
import { dialogConfirmation } from './adapters/dialogConfirmation'
import { cliInvocation } from '../cli/invocation'
import { realIo, runCli } from '../cli/run'
import { electronCliHost } from './adapters/cliPrompts'
import { electronClipboard } from './adapters/electronClipboard'
import { electronDesktop, showMainWindow } from './adapters/electronDesktop'
import { keepRunningWhenClosed } from './adapters/keepRunning'
import { trayIconFile } from './trayIcon'
import { electronNetwork } from './adapters/electronNetwork'
import { createElectronUpdater } from './adapters/electronUpdater'
import { openElectronData } from './adapters/electronStores'
import { registerIpc } from './adapters/ipc'
import { screenLockSignals } from './adapters/screenLockSignals'
import { installAppMenu } from './adapters/menus'
import { SafeStorageCipher } from './adapters/safeStorageCipher'
import { windowEvents } from './adapters/windowEvents'
import { openWindowState } from './adapters/windowState'
import { registerAppScheme, serveRenderer } from './appProtocol'
import { linkIn, registerLinkScheme } from './linkScheme'
import { cliEndpoint } from './core/cli/endpoint'
import { createCore } from './core/createCore'
import { installCrashGuards } from './core/log/crashGuards'
import { createFileLogger } from './core/log/fileLogger'
import { sandboxDemoHost } from './demo/sandboxHost'
import { touchIdCheck } from './adapters/touchId'
import { hardenApp } from './security'
import { APP_START_URL, trustedPages } from './trustedPages'
import { APP_USER_MODEL_ID } from './appUserModelId'
import { chooseUserData } from './userData'
import { keepKeyringName } from './keyringName'
import { createMainWindow } from './window'
import { electronLoginItem } from './adapters/loginItem'

// electron-vite sets this in `dev` only; the packaged app never trusts a dev server.
const devServer = !app.isPackaged ? process.env['ELECTRON_RENDERER_URL'] : undefined
const startUrl = devServer ?? APP_START_URL
const isTrustedUrl = trustedPages(devServer)
// Electron sets process.versions.electron; the browser harness runs this same file without it.
const runtime = process.versions['electron'] ? 'electron' : 'harness'

// Stored secrets stay readable: the keyring's key keeps the name it was made under.
keepKeyringName(app)

// The data folder: TOKEN_DESK_USER_DATA (E2E tests, users keeping several setups), else the one
// the app has always used. Set before anything reads it; a relative one is refused below.
const userData = chooseUserData(process.env, app.getPath('appData'))
if (userData.ok) app.setPath('userData', userData.path)
// Windows groups windows, notifications and pinned shortcuts by this id: the installer's own.
if (process.platform === 'win32') app.setAppUserModelId(APP_USER_MODEL_ID)

// A rotating, redacted log file; unhandled errors are logged there, never fatal. It lives
// under the data folder on every OS (Electron's default on macOS is ~/Library/Logs/<name>),
// so one folder holds everything, a custom TOKEN_DESK_USER_DATA keeps its own log, and
// app.getPath('logs') says the same.
const logsDir = join(app.getPath('userData'), 'logs')
app.setAppLogsPath(logsDir)
const logger = createFileLogger(logsDir, {
  echo: devServer || runtime === 'harness' ? (line) => console.error(line) : undefined,
})
installCrashGuards(process, logger)
const warn = (line: string) => logger.warn(line)

registerAppScheme()
const cliArgs = cliInvocation(process.argv, app.isPackaged)

if (!userData.ok) {
  // In words, no stack trace (on Linux before ready the box is printed to stderr).
  dialog.showErrorBox('Token Desk could not start', userData.message)
  app.exit(2)
} else if (cliArgs) {
  // `token-desk …` through the app's own executable: a client of the running app, no window.
  app.dock?.hide()
  void runCli(cliArgs, realIo(app.getVersion(), app.getPath('userData'))).then((code) =>
    process.stdout.write('', () => app.exit(code)),
  )
} else if (!app.requestSingleInstanceLock()) {
  // One process owns the stores; a second launch focuses the first.
  app.quit()
} else {
  // tokendesk:// links: each brings the window forward and goes to the core once it exists.
  let openLink: ((url: string) => void) | null = null
  const early: string[] = []
  const linkArrived = (url: string) => {
    if (openLink) openLink(url)
    else if (early.length < 10) early.push(url)
  }
  /** Brings the window forward; once ready, makes it again first if it was closed (macOS). */
  let bringForward: () => void = showMainWindow
  // Windows and Linux: a second launch hands over its command line, a link as its last argument.
  app.on('second-instance', (_event, argv) => {
    bringForward()
    const url = linkIn(argv)
    if (url !== null) linkArrived(url)
  })
  // macOS hands every link to the running app, the one that launched it too (before ready).
  app.on('open-url', (event, url) => {
    event.preventDefault()
    linkArrived(url)
  })
  // Windows and Linux: the link that started the app is in its own command line.
  const startLink = linkIn(process.argv)
  if (startLink !== null) linkArrived(startLink)
  void app
    .whenReady()
    .then(async () => {
      // A FIFO or device where the log goes: said, like one in place of a store.
      if (logger.problem) throw logger.problem
      hardenApp(isTrustedUrl, warn)
      serveRenderer(join(import.meta.dirname, '../renderer'))
      const windowState = openWindowState(logger)
      const preloadDir = join(import.meta.dirname, '../preload')
      const loginItem = electronLoginItem(app, process.platform, process.argv, process.env)
      // Opened at login: the first window stays hidden (the tray shows); later ones never do.
      let hiddenStart = loginItem.startedHidden()
      // Linux and Windows: closing the window leaves the app in the tray, saying so once.
      const keepRunning = keepRunningWhenClosed(app, process.platform, () =>
        core.desktop?.keptRunning(),
      )
      /** The app's window, made again if it was closed (macOS keeps running without one). */
      const mainWindow = (): BrowserWindow => {
        const hidden = hiddenStart
        hiddenStart = false
        // Its context menu speaks the desktop's language (the core exists before any window).
        return (
          BrowserWindow.getAllWindows()[0] ??
          keepRunning(
            createMainWindow(startUrl, preloadDir, windowState, hidden, () => core.speech()),
          )
        )
      }
      const touchId = touchIdCheck()
      const core = createCore({
        data: openElectronData(Date.now),
        cipher: await SafeStorageCipher.create(safeStorage, process.platform, {
          standIn: runtime === 'harness',
        }),
        clipboard: electronClipboard,
        idleSeconds: () => powerMonitor.getSystemIdleTime(),
        events: windowEvents,
        runtime,
        version: app.getVersion(),
        // electron-updater loads only in an installed build: never in dev or the harness.
        updater: app.isPackaged ? await createElectronUpdater() : undefined,
        log: logger,
        demoHost: sandboxDemoHost,
        confirmation: dialogConfirmation,
        cli: electronCliHost(
          cliEndpoint(app.getPath('userData')),
          app.getPath('userData'),
          mainWindow,
        ),
        // The packaged app has its tray icons beside the asar (extraResources); elsewhere in resources/.
        desktop: electronDesktop(
          trayIconFile(
            app.isPackaged
              ? join(process.resourcesPath, 'tray')
              : join(import.meta.dirname, '../../resources/tray'),
            process.platform,
          ),
          () => bringForward(),
          process.platform,
          (line) => logger.info(line),
        ),
        // Chromium's proxy resolution (system settings, PAC) and the OS trust store.
        network: electronNetwork(),
        // A screen lock clears our clipboard copy and session passwords: powerMonitor, or D-Bus on Linux.
        screenLock: screenLockSignals(),
        loginItem,
        // Touch ID for the unlock requirement, on a Mac that has it.
        ...(touchId ? { osUserCheck: touchId } : {}),
        // What Settings' language 'system' follows (docs/api/app.md, getPreferredSystemLanguages).
        systemLanguages: () => app.getPreferredSystemLanguages(),
      })
      registerIpc(core.dispatch, isTrustedUrl, warn)
      // On a Mac a closed window is gone: the tray's Open, a notification's click, the global
      // shortcut and a second launch make it again, as the Dock icon does. Only now: a window
      // made while the keychain prompt holds the start would call a main that does not answer.
      bringForward = () => {
        mainWindow()
        showMainWindow()
      }
      registerLinkScheme(app, process, (line) => logger.info(line))
      openLink = (url) => {
        bringForward()
        void core.links.open(url)
      }
      for (const url of early.splice(0)) openLink(url)
      const rebuildMenu = installAppMenu({
        isDev: devServer !== undefined,
        logFile: logger.path,
        state: core.appMenu.state(),
        speech: core.appMenu.speech(),
        command: (command) => {
          // The window may be hidden or closed (macOS): it comes forward, then hears the command.
          bringForward()
          core.appMenu.send(command)
        },
      })
      core.appMenu.watch(rebuildMenu)
      const stopBackground = core.start()
      // Clear a secret still on the clipboard, stop background work, write the log, then quit.
      let stopped = false
      app.on('will-quit', (event) => {
        if (stopped) return
        event.preventDefault()
        void stopBackground()
          .then(() => logger.flush())
          .finally(() => {
            stopped = true
            app.quit()
          })
      })
      // After sleep the next tick would come up to 15 s late; check at once, tray times too.
      powerMonitor.on('resume', () => {
        // Due favourites too, when "Keep favourites' tokens fresh" is on.
        void core.autoRenewer.freshen()
        core.desktop?.refresh()
      })
      // Back at the desk (macOS, Windows: docs/api/power-monitor.md): the tray's times at once.
      powerMonitor.on('unlock-screen', () => core.desktop?.refresh())
      // Asleep: our clipboard copy, revealed tokens and session passwords go (a screen lock too, above).
      powerMonitor.on('suspend', () => void core.lock.secure('suspend'))
      mainWindow()
      // macOS: the Dock icon opens a window again, or shows the one hidden since login.
      app.on('activate', () => bringForward())
    })
    .catch((error: unknown) => {
      // E.g. a data folder that cannot be read or written: say so instead of showing nothing.
      const message = error instanceof Error ? error.message : String(error)
      logger.error(`could not start: ${message}`)
      dialog.showErrorBox(
        'Token Desk could not start',
        `${message}\n\nData folder: ${app.getPath('userData')}`,
      )
      void logger.flush().finally(() => app.exit(1))
    })
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
}
