import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { pressShortcut } from '../../src/harness/electron/desktop'
import { standInEvent } from '../../src/harness/electron/events'
import { sent } from '../../src/harness/electron/pageLink'
import { config, records } from '../../src/harness/electron/state'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { demoProfile, unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'
import { bootApp, quitApp } from './boot'

const newDir = useTempDirs()
const secondMonitor = {
  id: 2,
  bounds: { x: 1920, y: 0, width: 2560, height: 1440 },
  workArea: { x: 1920, y: 0, width: 2560, height: 1400 },
  scaleFactor: 1,
}

type MenuItem = { label?: string; role?: string; enabled?: boolean; submenu?: MenuItem[] }
const roles = (items: MenuItem[]): string[] =>
  items.flatMap((item) => [...(item.role ? [item.role] : []), ...roles(item.submenu ?? [])])

describe('a desktop app people trust (window state, menus, log)', () => {
  let sandbox: Sandbox
  beforeAll(async () => {
    sandbox = await startSandbox()
  })
  afterAll(() => sandbox.close())
  afterEach(quitApp)

  it('reopens the window where it was, maximised, on the same monitors', async () => {
    const userData = newDir()
    const displays = [config.displays[0]!, secondMonitor]
    const first = await bootApp(userData, { displays })
    first.window!.setBounds({ x: 2100, y: 120, width: 1300, height: 900 })
    first.window!.maximize()
    first.window!.close()
    await quitApp()

    const again = await bootApp(userData, { displays })
    expect(again.window!.options).toMatchObject({ x: 2100, y: 120, width: 1300, height: 900 })
    again.window!.pageLoaded()
    expect(again.window!.isMaximized()).toBe(true)
  })

  it('brings the window back onto the primary monitor when its monitor is gone', async () => {
    const userData = newDir()
    const first = await bootApp(userData, { displays: [config.displays[0]!, secondMonitor] })
    first.window!.setBounds({ x: 3000, y: 200, width: 1200, height: 800 })
    first.window!.close()
    await quitApp()

    const again = await bootApp(userData)
    const { x, y, width, height } = again.window!.options as Record<string, number>
    const work = config.displays[0]!.workArea
    expect(x).toBeGreaterThanOrEqual(work.x)
    expect(x! + width!).toBeLessThanOrEqual(work.x + work.width)
    expect(y! + height!).toBeLessThanOrEqual(work.y + work.height)
  })

  it('sets an application menu with the standard edit roles (Cmd+C/V on macOS need them)', async () => {
    await bootApp(newDir())
    const menu = records.applicationMenu as MenuItem[]
    expect(roles(menu)).toEqual(
      expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']),
    )
    // No reload or developer tools outside development.
    expect(roles(menu)).not.toContain('toggleDevTools')
    expect(roles(menu)).not.toContain('reload')
  })

  it('offers Cut/Copy/Paste/Select all on a text field and Copy on selected text, nothing elsewhere', async () => {
    const { window } = await bootApp(newDir())
    const params = (isEditable: boolean, selectionText: string) => ({
      isEditable,
      selectionText,
      editFlags: {
        canCut: true,
        canCopy: true,
        canPaste: true,
        canSelectAll: true,
        canUndo: false,
        canRedo: false,
        canDelete: false,
      },
    })
    window!.webContents.emit('context-menu', standInEvent(), params(true, ''))
    window!.webContents.emit('context-menu', standInEvent(), params(false, 'some text'))
    window!.webContents.emit('context-menu', standInEvent(), params(false, ''))
    expect(records.contextMenus.map((items) => roles(items as MenuItem[]))).toEqual([
      ['cut', 'copy', 'paste', 'selectAll'],
      ['copy'],
    ])
  })

  it('logs to a file under the data folder, and never a password or token', async () => {
    const userData = newDir()
    const { api, quit } = await bootApp(userData)
    const created = await demoProfile(api, sandbox, {
      portal: 'alternate',
      baseUrl: sandbox.urls.alternate,
    })
    await unwrap(api.getToken({ profileId: created.id }))
    const token = sandbox.issued.at(-1)!.token
    // Something worth logging: a refused IPC call.
    await import('../../src/harness/electron/ipcMain').then(({ ipcMain }) =>
      ipcMain.invoke(
        'token-desk:listProfiles',
        {
          sender: null as never,
          senderFrame: { url: `https://evil.example/?t=${token}`, parent: null },
          frameId: 1,
          processId: 1,
        },
        [],
      ),
    )
    await quit()
    const log = readFileSync(join(userData, 'logs', 'main.log'), 'utf8')
    expect(log).toMatch(/WARN {2}refused listProfiles: https:\/\/evil\.example is not the app/)
    expect(log).not.toContain('demo-password')
    expect(log).not.toContain(token)
  })

  it('registers the quick switcher shortcut from Settings; pressed elsewhere, it brings the window back with the switcher', async () => {
    const { window, api } = await bootApp(newDir())
    expect(records.shortcuts).toEqual([])
    const saved = await api.updateSettings({ globalShortcut: 'CommandOrControl+Alt+K' })
    expect(saved.ok).toBe(true)
    expect(records.shortcuts).toEqual(['CommandOrControl+Alt+K'])
    expect(await api.shortcutStatus()).toEqual({
      ok: true,
      value: { kind: 'registered', accelerator: 'CommandOrControl+Alt+K' },
    })

    window!.hide()
    sent.length = 0
    expect(pressShortcut('CommandOrControl+Alt+K')).toBe(true)
    expect(window!.isVisible()).toBe(true)
    expect(sent.map((m) => m.args[0])).toContainEqual({ type: 'open-quick-switcher' })

    await api.updateSettings({ globalShortcut: null })
    expect(records.shortcuts).toEqual([])
  })
})
