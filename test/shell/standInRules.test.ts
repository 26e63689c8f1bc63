import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { app } from '../../src/harness/electron/app'
import { answerDialog, dialog, pendingDialogs } from '../../src/harness/electron/dialog'
import { protocol } from '../../src/harness/electron/protocol'
import { SingleInstanceLock } from '../../src/harness/electron/singleInstance'
import { records, resetStandIn, type StandInPlatform } from '../../src/harness/electron/state'
import { screen, session } from '../../src/harness/electron/system'
import { BrowserWindow } from '../../src/harness/electron/windows'
import { useTempDirs } from '../helpers/tempDir'
import { allPlatforms } from './boot'

const newDir = useTempDirs()

/** What the electron stand-in plays per platform, each rule from Electron 45's docs or source. */
describe('the electron stand-in plays each platform’s rules', () => {
  afterEach(() => resetStandIn())

  it.each(allPlatforms)('on %s, app.setPath refuses a relative path (App::SetPath)', (platform) => {
    resetStandIn({ platform, appData: newDir() })
    expect(() => app.setPath('userData', 'data/token-desk')).toThrow('Path must be absolute')
    expect(() => app.setAppLogsPath('logs')).toThrow('Path must be absolute')
  })

  it('names the app from package.json: productName, else name; userData is <appData>/<name> (lib/browser/init.ts, electron_paths.cc)', () => {
    const appData = newDir()
    const appPath = newDir()
    writeFileSync(join(appPath, 'package.json'), JSON.stringify({ name: 'token-desk' }))
    resetStandIn({ appData, appPath })
    expect([app.name, app.getName()]).toEqual(['token-desk', 'token-desk'])
    expect(app.getPath('userData')).toBe(join(appData, 'token-desk'))
    writeFileSync(
      join(appPath, 'package.json'),
      JSON.stringify({ name: 'token-desk', productName: ' Token Desk ' }),
    )
    resetStandIn({ appData, appPath })
    expect(app.name).toBe('Token Desk')
    expect(app.getPath('userData')).toBe(join(appData, 'Token Desk'))
    // The app's own package.json by default.
    resetStandIn({ appData })
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { productName?: string }
    expect(app.name).toBe(pkg.productName)
  })

  it('records app.setAppUserModelId on Windows; elsewhere Electron has no such method', () => {
    resetStandIn({ platform: 'win32' })
    app.setAppUserModelId('dev.example.app')
    expect(records.appUserModelIds).toEqual(['dev.example.app'])
    resetStandIn({ platform: 'darwin' })
    expect(() => app.setAppUserModelId('dev.example.app')).toThrow(TypeError)
  })

  it('refuses before ready what Electron refuses: a window, the screen, a session, a dialog', () => {
    resetStandIn()
    expect(() => new BrowserWindow({})).toThrow('Cannot create BrowserWindow before app is ready')
    // Any use of the screen: it is made on first use (a listener too).
    for (const use of [
      () => screen.getPrimaryDisplay(),
      () => screen.on('display-added', () => {}),
    ])
      expect(use).toThrow("The 'screen' module can't be used before the app 'ready' event")
    expect(() => session.defaultSession).toThrow(
      new TypeError('Session can only be received when app is ready'),
    )
    // Thrown, not a rejected promise; an error box has no such check.
    expect(() => dialog.showMessageBox({ message: 'Sure?' })).toThrow(
      'dialog module can only be used after app is ready',
    )
    dialog.showErrorBox('Token Desk', 'cannot start')
    expect(records.errorBoxes).toHaveLength(1)
  })

  it('quits as Browser::Quit does: before-quit, each window closed (close can cancel it), then will-quit', async () => {
    resetStandIn()
    app.start()
    await app.whenReady()
    const heard: string[] = []
    for (const event of ['before-quit', 'window-all-closed', 'will-quit', 'quit'] as const)
      app.on(event, () => heard.push(event))
    const window = new BrowserWindow({})
    let keep = true
    window.on('close', (event: { preventDefault(): void }) => {
      heard.push('close')
      if (keep) event.preventDefault()
    })
    window.on('closed', () => heard.push('closed'))
    app.quit()
    // A window that stays open cancels the quit.
    expect(heard).toEqual(['before-quit', 'close'])
    expect(window.isDestroyed()).toBe(false)
    keep = false
    app.quit()
    expect(heard).toEqual([
      'before-quit',
      'close',
      'before-quit',
      'close',
      'closed',
      'will-quit',
      'quit',
    ])
  })

  it('shows a hidden window it maximizes, without focusing it (docs/api/base-window.md, maximize)', async () => {
    resetStandIn()
    app.start()
    await app.whenReady()
    const window = new BrowserWindow({ show: false })
    window.maximize()
    expect([window.isVisible(), window.isMaximized(), window.isFocused()]).toEqual([
      true,
      true,
      false,
    ])
  })

  describe('privileged schemes (shell/browser/api/electron_api_protocol.cc)', () => {
    const standard = { scheme: 'app', privileges: { standard: true, codeCache: true } }

    it('throws after ready, registering nothing', async () => {
      resetStandIn()
      app.start()
      await app.whenReady()
      expect(() => protocol.registerSchemesAsPrivileged([standard])).toThrow(
        'protocol.registerSchemesAsPrivileged should be called before app is ready',
      )
      expect(records.privilegedSchemes).toEqual([])
    })

    it('refuses a code cache for a scheme that is not standard, and anything but schemes', () => {
      resetStandIn()
      expect(() =>
        protocol.registerSchemesAsPrivileged([
          standard,
          { scheme: 'other', privileges: { codeCache: true } },
        ]),
      ).toThrow(
        'Code cache can only be enabled when the custom scheme is registered as standard scheme.',
      )
      // Checked before any scheme of the call is registered.
      expect(records.privilegedSchemes).toEqual([])
      expect(() => protocol.registerSchemesAsPrivileged({ scheme: 'app' })).toThrow(
        'Argument must be an array of custom schemes.',
      )
      protocol.registerSchemesAsPrivileged([standard])
      expect(records.privilegedSchemes).toEqual([standard])
    })
  })

  describe('a message box’s signal (docs/api/dialog.md, message_box_mac.mm)', () => {
    const ask = (signal: AbortSignal, parent?: BrowserWindow) => {
      const options = { message: 'Sure?', buttons: ['Yes', 'No'], cancelId: 1, signal }
      return parent ? dialog.showMessageBox(parent, options) : dialog.showMessageBox(options)
    }
    /** Electron shows no dialog and makes no window before ready. */
    const readyOn = async (platform: StandInPlatform) => {
      resetStandIn({ platform })
      app.start()
      await app.whenReady()
    }

    it('on macOS, cannot close a box without a parent window: it is app-modal until answered', async () => {
      await readyOn('darwin')
      const close = new AbortController()
      const answer = ask(close.signal)
      close.abort()
      await new Promise((done) => setTimeout(done, 20))
      expect(pendingDialogs()).toHaveLength(1)
      answerDialog(pendingDialogs()[0]!.id, 0)
      expect((await answer).response).toBe(0)
    })

    it('on macOS, closes a sheet (a box with a parent window) as cancelled', async () => {
      await readyOn('darwin')
      const close = new AbortController()
      const answer = ask(close.signal, new BrowserWindow({}))
      close.abort()
      expect((await answer).response).toBe(1)
      expect(pendingDialogs()).toEqual([])
    })

    it('shows nothing for a signal already aborted: cancelId, and no response (lib/browser/api/dialog.ts)', async () => {
      await readyOn('linux')
      const answer = await dialog.showMessageBox({
        message: 'Sure?',
        buttons: ['Allow', 'Deny'],
        cancelId: 1,
        signal: AbortSignal.abort(),
      })
      expect(answer).toEqual({ cancelId: 1, checkboxChecked: false })
      expect(pendingDialogs()).toEqual([])
    })

    it('checks and defaults a box as Electron does before showing it', async () => {
      await readyOn('linux')
      expect(() => dialog.showMessageBox({ message: 'x', type: 'alert' })).toThrow(
        new TypeError('Invalid message box type'),
      )
      expect(() => dialog.showMessageBox({ message: 'x', checkboxChecked: true })).toThrow(
        'checkboxChecked requires that checkboxLabel also be passed',
      )
      // cancelId: a button named No or Cancel; else 1 after a defaultId of 0; else 0.
      void dialog.showMessageBox({ message: 'a', buttons: ['Yes', 'No', 'Later'] })
      void dialog.showMessageBox({ message: 'b', buttons: ['Save', 'Discard'], defaultId: 0 })
      void dialog.showMessageBox({ message: 'c', buttons: ['Save', 'Discard'] })
      expect(pendingDialogs().map((d) => [d.message, d.cancelId, d.defaultId])).toEqual([
        ['a', 1, -1],
        ['b', 1, 0],
        ['c', 0, -1],
      ])
    })

    it.each(['linux', 'win32'] as const)(
      'on %s, closes a box with or without a parent window',
      async (platform) => {
        await readyOn(platform)
        for (const parent of [undefined, new BrowserWindow({})]) {
          const close = new AbortController()
          const answer = ask(close.signal, parent)
          close.abort()
          expect((await answer).response).toBe(1)
        }
        expect(pendingDialogs()).toEqual([])
      },
    )
  })

  describe("the single-instance lock's holder (process_singleton_posix.cc, IsChromeProcess)", () => {
    const children: ChildProcess[] = []
    afterEach(() => {
      // Our own direct children, reaped by Node: no zombie is left for PID 1 to collect.
      for (const child of children.splice(0)) child.kill('SIGKILL')
    })
    const run = (command: string, args: string[]) => {
      const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'] })
      children.push(child)
      return child
    }
    const heldBy = (pid: number) => {
      const userData = newDir()
      writeFileSync(join(userData, 'SingletonLock'), String(pid))
      return userData
    }
    const take = (userData: string) => {
      const lock = new SingleInstanceLock(() => undefined)
      const taken = lock.acquire(userData)
      lock.release()
      return taken
    }

    it('a live process of this executable holds it: a second one is told no', () => {
      const holder = run(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'])
      expect(take(heldBy(holder.pid!))).toBe(false)
    })

    it('a pid that is gone is stale: the lock is taken over', async () => {
      const holder = run(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'])
      const pid = holder.pid!
      holder.kill('SIGKILL')
      await new Promise((done) => holder.once('exit', done))
      expect(take(heldBy(pid))).toBe(true)
    })

    it("a live process of another program (a reused pid) is stale: it is not this app's executable", () => {
      const other = run('sleep', ['60'])
      expect(take(heldBy(other.pid!))).toBe(true)
    })

    it('a zombie of this executable is stale: it has no executable any more', async () => {
      // sh starts node, then becomes `sleep`, which never reaps it: node stays a zombie.
      const parent = run('sh', ['-c', '"$0" -e 0 & echo $!; exec sleep 60', process.execPath])
      const pid = await new Promise<number>((done) =>
        parent.stdout!.once('data', (chunk: Buffer) => done(Number(String(chunk).trim()))),
      )
      const state = () => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0]
      await expect.poll(state).toBe('Z')
      expect(take(heldBy(pid))).toBe(true)
    })
  })
})
