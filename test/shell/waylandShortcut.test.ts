import { afterEach, describe, expect, it } from 'vitest'
import { globalShortcut, pressShortcut } from '../../src/harness/electron/desktop'
import { records, resetStandIn } from '../../src/harness/electron/state'
import { unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'
import { bootApp, quitApp } from './boot'

const newDir = useTempDirs()
const realPlatform = process.platform
const realSessionType = process.env['XDG_SESSION_TYPE']

/** A Linux Wayland session, for the stand-in (config) and the app (process.platform, the environment). */
function playWayland(): void {
  Object.defineProperty(process, 'platform', { value: 'linux', configurable: true })
  process.env['XDG_SESSION_TYPE'] = 'wayland'
}

/**
 * On Wayland Electron hands a global shortcut to the desktop's portal and
 * register() answers true whatever the desktop does (GNOME may refuse
 * silently): Settings must not say the shortcut works.
 */
describe('the global shortcut on Wayland', () => {
  afterEach(async () => {
    await quitApp()
    Object.defineProperty(process, 'platform', { value: realPlatform, configurable: true })
    if (realSessionType === undefined) Reflect.deleteProperty(process.env, 'XDG_SESSION_TYPE')
    else process.env['XDG_SESSION_TYPE'] = realSessionType
    resetStandIn()
  })

  it('the stand-in answers true for keys the desktop refuses, and unregister() keeps a portal bind, as Electron does', () => {
    resetStandIn({ platform: 'linux', linuxSession: 'wayland' })
    records.shortcutsTaken = ['Ctrl+Alt+K']
    const pressed: string[] = []
    expect(globalShortcut.register('Ctrl+Alt+K', () => pressed.push('K'))).toBe(true)
    expect(pressShortcut('Ctrl+Alt+K')).toBe(false)
    expect(globalShortcut.register('Ctrl+Alt+J', () => pressed.push('J'))).toBe(true)
    globalShortcut.unregister('Ctrl+Alt+J')
    expect(pressShortcut('Ctrl+Alt+J')).toBe(true)
    expect(globalShortcut.isRegistered('Ctrl+Alt+J')).toBe(true)
    globalShortcut.unregisterAll()
    expect(pressShortcut('Ctrl+Alt+J')).toBe(false)
    expect(pressed).toEqual(['J'])
    // On X11 the same refusal is a false.
    resetStandIn({ platform: 'linux', linuxSession: 'x11' })
    records.shortcutsTaken = ['Ctrl+Alt+K']
    expect(globalShortcut.register('Ctrl+Alt+K', () => undefined)).toBe(false)
  })

  it('Settings hears that the shortcut cannot be confirmed, and what to bind instead; a change lets the old keys go', async () => {
    playWayland()
    const { api } = await bootApp(newDir(), { platform: 'linux', linuxSession: 'wayland' })
    // The desktop refuses these keys, and Electron still answers true.
    records.shortcutsTaken = ['CommandOrControl+Alt+K']
    await unwrap(api.updateSettings({ globalShortcut: 'CommandOrControl+Alt+K' }))
    const status = await unwrap(api.shortcutStatus())
    expect(status).toEqual({
      kind: 'unconfirmed',
      accelerator: 'CommandOrControl+Alt+K',
      bindCommand: expect.stringContaining(process.execPath) as string,
    })

    await unwrap(api.updateSettings({ globalShortcut: 'CommandOrControl+Alt+J' }))
    expect(records.shortcuts).toEqual(['CommandOrControl+Alt+J'])
    await unwrap(api.updateSettings({ globalShortcut: null }))
    expect(records.shortcuts).toEqual([])
  }, 20_000)
})
