import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { app } from '../../src/harness/electron/app'
import { clipboard, clipboardFormats } from '../../src/harness/electron/clipboard'
import { standInEvent } from '../../src/harness/electron/events'
import { records } from '../../src/harness/electron/state'
import { powerMonitor } from '../../src/harness/electron/system'
import { BrowserWindow } from '../../src/harness/electron/windows'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { demoProfile, unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'
import { allPlatforms, bootApp, quitApp } from './boot'

const newDir = useTempDirs()

describe('the app lifecycle (src/main/index.ts)', () => {
  let sandbox: Sandbox
  beforeAll(async () => {
    sandbox = await startSandbox()
  })
  afterAll(() => sandbox.close())
  afterEach(quitApp)

  it('holds the single-instance lock for its data folder, and a second launch focuses its window', async () => {
    const { window } = await bootApp(newDir())
    expect(app.hasSingleInstanceLock()).toBe(true)
    window!.pageLoaded()
    window!.minimize()
    app.emit('second-instance', standInEvent(), ['token-desk'], '/')
    expect(window!.isMinimized()).toBe(false)
    expect(window!.isVisible()).toBe(true)
    expect(window!.isFocused()).toBe(true)
  })

  it('on quit, clears a secret it put on the clipboard and stops background work, then exits', async () => {
    const { api, quit } = await bootApp(newDir())
    const created = await demoProfile(api, sandbox, {
      portal: 'alternate',
      baseUrl: sandbox.urls.alternate,
    })
    await unwrap(api.getToken({ profileId: created.id }))
    await unwrap(api.copy({ profileId: created.id, format: 'header' }))
    expect(await clipboard.readText()).toMatch(/^Authorization: Bearer /)
    // Marked for clipboard history and managers to leave out, in the same write.
    expect(Object.keys(clipboardFormats()).sort()).toEqual([
      'text/plain',
      'x-kde-passwordManagerHint',
    ])
    expect(Buffer.from(clipboardFormats()['x-kde-passwordManagerHint']!, 'base64').toString()).toBe(
      'secret',
    )
    await quit()
    expect(await clipboard.readText()).toBe('')
    expect(records.exits).toEqual([0])
  })

  it('on quit, remembers where its window was: the next start opens it there', async () => {
    // Moved just before quitting: the save that follows a move comes later; the window's
    // close, which Electron emits for each window as it quits, keeps it.
    const dir = newDir()
    const first = await bootApp(dir)
    first.window!.pageLoaded()
    first.window!.setBounds({ x: 300, y: 200, width: 1100, height: 760 })
    await first.quit()
    const second = await bootApp(dir)
    expect(second.window!.getBounds()).toEqual({ x: 300, y: 200, width: 1100, height: 760 })
  })

  it('on quit, leaves the clipboard alone when the user copied something else since', async () => {
    const { api, quit } = await bootApp(newDir())
    const created = await demoProfile(api, sandbox, {
      portal: 'alternate',
      baseUrl: sandbox.urls.alternate,
    })
    await unwrap(api.getToken({ profileId: created.id }))
    await unwrap(api.copy({ profileId: created.id, format: 'header' }))
    await clipboard.writeText('something the user copied')
    await quit()
    expect(await clipboard.readText()).toBe('something the user copied')
  })

  // A screen lock, told differently on each OS: test/shell/screenLock.test.ts.
  it.each(['linux', 'darwin', 'win32'] as const)(
    'on %s, going to sleep clears a secret it put on the clipboard',
    async (platform) => {
      const { api } = await bootApp(newDir(), { platform })
      const created = await demoProfile(api, sandbox, {
        portal: 'alternate',
        baseUrl: sandbox.urls.alternate,
      })
      await unwrap(api.getToken({ profileId: created.id }))
      await unwrap(api.copy({ profileId: created.id, format: 'header' }))
      expect(await clipboard.readText()).toMatch(/^Authorization: Bearer /)
      powerMonitor.play('suspend')
      // Electron lets the machine sleep once the event's listeners and the microtasks they queued
      // have run (shell/browser/lib/power_observer_linux.cc: OnSuspend() then UnblockSleep();
      // shell/common/gin_helper/event_emitter_caller.cc: a microtask checkpoint after the call).
      // A timer or an I/O wait would run only after waking: the clipboard must be clear by then.
      await new Promise((resolve) => setImmediate(resolve))
      expect(await clipboard.readText()).toBe('')
    },
  )

  it.each(allPlatforms)(
    'on %s, runs on when its window is closed (Linux, Windows: in the tray, saying so once); Quit quits',
    async (platform) => {
      const { window } = await bootApp(newDir(), { platform })
      window!.close()
      if (platform === 'darwin') {
        // A Mac app keeps running without a window: the Dock and the menu bar bring it back.
        expect(window!.isDestroyed()).toBe(true)
      } else {
        expect(window!.isDestroyed()).toBe(false)
        expect(window!.isVisible()).toBe(false)
        const told = records.tray?.balloons ?? []
        const said = platform === 'win32' ? told : records.notifications
        expect(said.map((n) => n.title)).toEqual(['Token Desk is still running'])
        // Shown again (the tray's Open) and closed again: said only once per run.
        window!.show()
        window!.close()
        expect(window!.isVisible()).toBe(false)
        expect(
          (platform === 'win32' ? records.tray?.balloons : records.notifications)?.length,
        ).toBe(1)
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(records.exits).toEqual([])
      // Quit (the tray's, File › Quit) closes the window for good and ends the app.
      app.quit()
      await expect.poll(() => records.exits).toEqual([0])
      expect(window!.isDestroyed()).toBe(true)
    },
  )

  it('on macOS, the Dock icon (activate) opens the window again once it was closed', async () => {
    const { window } = await bootApp(newDir(), { platform: 'darwin' })
    window!.close()
    expect(BrowserWindow.getAllWindows()).toEqual([])
    app.emit('activate', standInEvent(), false)
    expect(BrowserWindow.getAllWindows()).toHaveLength(1)
    app.emit('activate', standInEvent(), true)
    expect(BrowserWindow.getAllWindows()).toHaveLength(1)
  })

  it('checks auto-renew at once after the computer wakes', async () => {
    await bootApp(newDir())
    expect(powerMonitor.listenerCount('resume')).toBeGreaterThan(0)
  })

  it('shows a clear dialog and exits 1 when it cannot start (a store that is a folder)', async () => {
    const parent = newDir()
    const userData = join(parent, 'data')
    mkdirSync(userData)
    // A folder named like the store file: the profile store cannot be read or written.
    mkdirSync(join(userData, 'profiles.json'))
    writeFileSync(join(userData, 'secrets.json'), '{}')
    await bootApp(userData)
    expect(records.exits).toEqual([1])
    expect(records.errorBoxes).toHaveLength(1)
    expect(records.errorBoxes[0]!.title).toBe('Token Desk could not start')
    expect(records.errorBoxes[0]!.content).toContain(`Data folder: ${userData}`)
    // Says what is wrong with which file, and that nothing was touched.
    expect(records.errorBoxes[0]!.content).toContain('EISDIR')
    expect(records.errorBoxes[0]!.content).toContain(join(userData, 'profiles.json'))
  })
})
