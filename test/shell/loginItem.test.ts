import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { app } from '../../src/harness/electron/app'
import { clickTrayItem } from '../../src/harness/electron/desktop'
import { standInEvent } from '../../src/harness/electron/events'
import { config, records } from '../../src/harness/electron/state'
import { BrowserWindow } from '../../src/harness/electron/windows'
import { unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'
import { bootApp, quitApp } from './boot'

const newDir = useTempDirs()

/** Plays a start with extra arguments (a Run key's args, an autostart entry's Exec). */
async function bootWith(argv: string[], ...args: Parameters<typeof bootApp>) {
  const before = process.argv
  process.argv = [...before, ...argv]
  try {
    return await bootApp(...args)
  } finally {
    process.argv = before
  }
}

const autostartFile = () => join(config.appData, 'autostart', 'token-desk.desktop')

describe('Open at login (hidden in the tray)', () => {
  afterEach(quitApp)

  it('macOS: registers the app as a login item; nothing to pass, so no openAsHidden', async () => {
    const booted = await bootApp(newDir(), { platform: 'darwin' })
    await unwrap(booted.api.updateSettings({ openAtLogin: true }))
    expect(records.loginItemSettings.at(-1)).toEqual({ openAtLogin: true, args: [] })
    expect(app.getLoginItemSettings()).toMatchObject({ openAtLogin: true, status: 'enabled' })
    expect(records.loginItemSettings.some((call) => 'openAsHidden' in call)).toBe(false)
    await unwrap(booted.api.updateSettings({ openAtLogin: false }))
    expect(app.getLoginItemSettings()).toMatchObject({
      openAtLogin: false,
      status: 'not-registered',
    })
  })

  it('Windows: a Run key entry whose args carry --hidden', async () => {
    const booted = await bootApp(newDir(), { platform: 'win32' })
    await unwrap(booted.api.updateSettings({ openAtLogin: true }))
    expect(records.loginItemSettings.at(-1)).toEqual({ openAtLogin: true, args: ['--hidden'] })
    // As Electron says: asked without the same args, it is not "open at login".
    expect(app.getLoginItemSettings().openAtLogin).toBe(false)
    expect(app.getLoginItemSettings({ args: ['--hidden'] })).toMatchObject({
      openAtLogin: true,
      executableWillLaunchAtLogin: true,
    })
    await unwrap(booted.api.updateSettings({ openAtLogin: false }))
    expect(app.getLoginItemSettings({ args: ['--hidden'] }).openAtLogin).toBe(false)
  })

  it('macOS: says when the login item waits for approval in System Settings', async () => {
    const booted = await bootApp(newDir(), { platform: 'darwin', loginItemNeedsApproval: true })
    // Off: nothing is held back.
    expect(await unwrap(booted.api.loginItemState())).toBe('as-set')
    await unwrap(booted.api.updateSettings({ openAtLogin: true }))
    expect(app.getLoginItemSettings()).toMatchObject({ status: 'requires-approval' })
    expect(await unwrap(booted.api.loginItemState())).toBe('needs-approval')
    // Approved in System Settings.
    config.loginItemNeedsApproval = false
    expect(await unwrap(booted.api.loginItemState())).toBe('as-set')
  })

  it('Windows: says when Startup apps turned the entry off; Electron still reads it as open at login', async () => {
    const booted = await bootApp(newDir(), { platform: 'win32' })
    await unwrap(booted.api.updateSettings({ openAtLogin: true }))
    expect(await unwrap(booted.api.loginItemState())).toBe('as-set')
    app.turnOffStartupApps()
    expect(app.getLoginItemSettings({ args: ['--hidden'] })).toMatchObject({
      openAtLogin: true,
      executableWillLaunchAtLogin: false,
    })
    expect(await unwrap(booted.api.loginItemState())).toBe('turned-off-in-startup-apps')
  })

  it('Linux: Electron does nothing, so the app writes an XDG autostart entry, and removes it', async () => {
    const booted = await bootApp(newDir(), { platform: 'linux' })
    await unwrap(booted.api.updateSettings({ openAtLogin: true }))
    // Electron's call is a no-op on Linux: the stand-in records none, the app made none.
    expect(records.loginItemSettings).toEqual([])
    expect(app.getLoginItemSettings().openAtLogin).toBe(false)
    const entry = readFileSync(autostartFile(), 'utf8')
    expect(entry).toMatch(/^\[Desktop Entry\]\nType=Application\n/)
    expect(entry).toContain('\nName=Token Desk\n')
    // Not packaged: the executable, the app's folder, and the flag.
    expect(entry).toContain(`\nExec=${process.execPath} ${config.appPath} --hidden\n`)
    expect(statSync(autostartFile()).mode & 0o777).toBe(0o644)
    await unwrap(booted.api.updateSettings({ openAtLogin: false }))
    expect(existsSync(autostartFile())).toBe(false)
  })

  it('macOS: started at login, a click on the Dock icon (activate) shows the hidden window', async () => {
    await bootApp(newDir(), { platform: 'darwin', openedAtLogin: true })
    const window = BrowserWindow.getAllWindows()[0]!
    window.pageLoaded()
    expect(window.isVisible()).toBe(false)
    app.emit('activate', standInEvent(), false)
    expect(BrowserWindow.getAllWindows()).toEqual([window])
    expect(window.isVisible()).toBe(true)
  })

  it.each([
    ['darwin', [], { openedAtLogin: true }],
    ['win32', ['--hidden'], {}],
    ['linux', ['--hidden'], {}],
  ] as const)(
    '%s: started at login, the window is made but not shown; the tray opens it',
    async (platform, argv, extra) => {
      const dir = newDir()
      await bootWith([...argv], dir, { platform, ...extra })
      const window = BrowserWindow.getAllWindows()[0]!
      window.pageLoaded()
      expect(window.isVisible()).toBe(false)
      expect(records.tray).not.toBeNull()
      expect(
        clickTrayItem(records.tray!.items.findIndex((i) => i.label === 'Open Token Desk')),
      ).toBe(true)
      expect(window.isVisible()).toBe(true)
      await quitApp()
      // An ordinary start shows it.
      const again = await bootApp(dir, { platform })
      again.window!.pageLoaded()
      expect(again.window!.isVisible()).toBe(true)
    },
  )
})
