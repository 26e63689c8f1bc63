import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { clickNotification, clickTrayItem } from '../../src/harness/electron/desktop'
import { sent, setPageLink } from '../../src/harness/electron/pageLink'
import { shippedMacBundle } from '../../src/harness/electron/macBundle'
import { config, records, resetStandIn } from '../../src/harness/electron/state'
import { pressMenuAccelerator } from '../../src/harness/electron/system'
import { BrowserWindow } from '../../src/harness/electron/windows'
import { electronDesktop } from '../../src/main/adapters/electronDesktop'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { demoLogin } from '../helpers/demoLogin'
import { unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'
import { allPlatforms, bootApp, quitApp } from './boot'

const newDir = useTempDirs()
/** The bundle electron-builder.yml describes, with what a test changes. */
const shipped = shippedMacBundle(process.cwd())
/** The page's events, in order. */
const events = () => sent.map((m) => m.args[0])
/** The keys the user presses for a CmdOrCtrl accelerator on that platform. */
const primary = (platform: string) => (platform === 'darwin' ? 'Command' : 'Ctrl')

describe.each(allPlatforms)('the application menu’s commands on %s', (platform) => {
  afterEach(quitApp)

  it('sends each command to the window by its keys, and offers Renew all and Export only with profiles', async () => {
    const { api } = await bootApp(newDir(), { platform })
    sent.length = 0
    const key = primary(platform)
    expect(pressMenuAccelerator(`${key}+N`)).toBe(true)
    expect(pressMenuAccelerator(`${key}+,`)).toBe(true)
    expect(pressMenuAccelerator(`${key}+Shift+L`)).toBe(true)
    // No profiles yet: nothing to renew or export.
    expect(pressMenuAccelerator(`${key}+Shift+R`)).toBe(false)
    expect(pressMenuAccelerator(`${key}+Shift+E`)).toBe(false)
    expect(events()).toEqual([
      { type: 'command', command: { kind: 'new-profile' } },
      { type: 'command', command: { kind: 'settings' } },
      { type: 'command', command: { kind: 'lock' } },
    ])

    await unwrap(
      api.createProfile({
        ...demoLogin({ urls: { portal: 'https://127.0.0.1:1' } } as Sandbox),
        password: undefined,
      }),
    )
    await vi.waitFor(() => expect(pressMenuAccelerator(`${key}+Shift+R`)).toBe(true))
    expect(events().at(-1)).toEqual({ type: 'command', command: { kind: 'renew-all' } })
  })

  it('shows Ctrl+K beside Quick switcher; the window keeps the keys on Linux and Windows', async () => {
    await bootApp(newDir(), { platform })
    sent.length = 0
    // macOS always takes a menu item's key equivalent; elsewhere registerAccelerator: false leaves it.
    expect(pressMenuAccelerator(`${primary(platform)}+K`)).toBe(platform === 'darwin')
  })

  it('takes the keys Electron gives its roles: close, minimize, quit, and the Edit roles only on a Mac', async () => {
    const edits: string[] = []
    setPageLink({
      deliver: () => undefined,
      showDialog: () => undefined,
      closeDialog: () => undefined,
      edit: (command) => edits.push(command),
    })
    try {
      await bootApp(newDir(), { platform })
      const key = primary(platform)
      const [window] = BrowserWindow.getAllWindows()
      // Copy, Cut and Paste register no keys off macOS (the page keeps them); a Mac's menu takes them.
      expect(pressMenuAccelerator(`${key}+C`)).toBe(platform === 'darwin')
      expect(pressMenuAccelerator(`${key}+A`)).toBe(true)
      expect(edits).toEqual(platform === 'darwin' ? ['copy', 'selectAll'] : ['selectAll'])
      expect(pressMenuAccelerator(`${key}+M`)).toBe(true)
      expect(window?.isMinimized()).toBe(true)
      // Windows' Exit has no keys; elsewhere Quit is Ctrl/Cmd+Q (quitApp after this test copes).
      if (platform === 'win32') expect(pressMenuAccelerator('Ctrl+Q')).toBe(false)
      // Close Window: on a Mac from File (the window goes), elsewhere from Window (to the tray).
      expect(pressMenuAccelerator(`${key}+W`)).toBe(true)
      expect(window?.isDestroyed()).toBe(platform === 'darwin')
      expect(window?.isVisible()).toBe(false)
    } finally {
      setPageLink(null)
    }
  })

  it('lays the menu out as the platform does: the macOS app menu holds Settings…, elsewhere File does', async () => {
    await bootApp(newDir(), { platform })
    type Item = { label?: string; accelerator?: string; submenu?: Item[] }
    const menu = records.applicationMenu as Item[]
    const labels = (items: Item[] | undefined) => (items ?? []).map((i) => i.label ?? '—')
    const file = menu.find((m) => m.label === 'File')
    if (platform === 'darwin') {
      expect(labels(menu[0]?.submenu)).toEqual([
        'About Token Desk',
        '—',
        'Settings…',
        '—',
        '—',
        '—',
        'Hide Token Desk',
        '—',
        '—',
        '—',
        'Quit Token Desk',
      ])
      expect(labels(file?.submenu)).not.toContain('Settings')
      expect(labels(file?.submenu).at(-1)).toBe('Close Window')
    } else {
      expect(labels(file?.submenu).slice(-3)).toEqual([
        'Settings',
        '—',
        platform === 'win32' ? 'Exit' : 'Quit',
      ])
    }
  })
})

describe.each(allPlatforms)('a closed window on %s', (platform) => {
  afterEach(quitApp)

  it('comes back from the tray’s Open, again and again', async () => {
    const { window } = await bootApp(newDir(), { platform })
    const shown = () => BrowserWindow.getAllWindows().filter((w) => w.isVisible())
    const open = () =>
      clickTrayItem(records.tray!.items.findIndex((i) => i.label === 'Open Token Desk'))
    // A Mac destroys it (the app runs on without one); elsewhere it hides in the tray.
    window!.close()
    expect(window!.isDestroyed()).toBe(platform === 'darwin')
    expect(shown()).toEqual([])
    expect(open()).toBe(true)
    expect(shown()).toHaveLength(1)
    shown()[0]!.close()
    expect(shown()).toEqual([])
    expect(open()).toBe(true)
    expect(shown()).toHaveLength(1)
  })
})

describe.each(allPlatforms)('a notification about one profile on %s', (platform) => {
  afterEach(() => resetStandIn())

  it('offers Renew as a button where the platform shows buttons, and its click opens the profile', () => {
    resetStandIn({ platform })
    const renew = vi.fn()
    const open = vi.fn()
    electronDesktop('icon.png', () => undefined, platform).notify({
      title: '“Acme”: token expires in 10 min',
      body: 'Click to open it with Renew ready, or renew it from the tray menu.',
      onClick: open,
      action: { label: 'Renew', run: renew },
    })
    const buttons = platform === 'linux' ? [] : ['Renew']
    expect(records.notifications[0]?.buttons).toEqual(buttons)
    expect(clickNotification(0, 0)).toBe(platform !== 'linux')
    expect(renew).toHaveBeenCalledTimes(platform === 'linux' ? 0 : 1)
    expect(clickNotification(0)).toBe(true)
    expect(open).toHaveBeenCalledTimes(1)
  })

  if (platform === 'darwin') {
    it('shows no button in a bundle without the alert style, and nothing at all unsigned', async () => {
      const notice = {
        title: '“Acme”: token expires in 10 min',
        body: 'Click to open it with Renew ready.',
        action: { label: 'Renew', run: vi.fn() },
      }
      resetStandIn({
        platform,
        macBundle: { ...shipped, signed: true, notificationAlertStyle: 'banner' },
      })
      electronDesktop('icon.png', () => undefined, platform).notify(notice)
      expect(records.notifications[0]?.buttons).toEqual([])
      expect(clickNotification(0, 0)).toBe(false)

      const log: string[] = []
      resetStandIn({
        platform,
        macBundle: { ...shipped, signed: false, notificationAlertStyle: 'alert' },
      })
      electronDesktop(
        'icon.png',
        () => undefined,
        platform,
        (line) => log.push(line),
      ).notify(notice)
      await vi.waitFor(() =>
        expect(log).toContain(
          'notification: failed (Notifications are not allowed for this application)',
        ),
      )
      expect(records.notifications).toEqual([])
    })

    it('plays the bundle electron-builder.yml makes: signed, with the alert style and its link scheme', () => {
      resetStandIn({ platform })
      expect(config.macBundle).toEqual({
        signed: true,
        notificationAlertStyle: 'alert',
        urlSchemes: ['tokendesk'],
      })
    })
  }

  it('says "Copied" where the platform shows it at once, never replacing the expiry notice', () => {
    resetStandIn({ platform })
    const desktop = electronDesktop('icon.png', () => undefined, platform)
    desktop.showTray([], () => undefined)
    desktop.notify({ title: 'Expiring', body: 'soon' })
    desktop.confirm({ title: 'Copied', body: 'The header of “Acme” is on the clipboard.' })
    expect(records.notifications[0]).toMatchObject({ title: 'Expiring', closed: false })
    const tray = records.tray!
    if (platform === 'darwin') {
      expect(tray.title).toBe(' Copied')
      expect(records.notifications).toHaveLength(1)
    } else if (platform === 'win32') {
      expect(tray.balloons).toEqual([
        { title: 'Copied', content: 'The header of “Acme” is on the clipboard.' },
      ])
      expect(records.notifications).toHaveLength(1)
    } else {
      expect(tray.title).toBe('')
      expect(records.notifications.map((n) => n.title)).toEqual(['Expiring', 'Copied'])
    }
  })
})

describe('the tray of the booted app', () => {
  let sandbox: Sandbox
  beforeAll(async () => {
    sandbox = await startSandbox()
  })
  afterAll(() => sandbox.close())
  afterEach(quitApp)

  it('Get token on a tokenless favourite copies its header and says so', async () => {
    const { api } = await bootApp(newDir(), { platform: 'linux' })
    await unwrap(
      api.createProfile({ ...demoLogin(sandbox), password: 'demo-password', favourite: true }),
    )
    const items = () => records.tray?.items.map((i) => i.label) ?? []
    await vi.waitFor(() => expect(items()).toContain('Acme — no token · Get token'))
    expect(clickTrayItem(items().indexOf('Acme — no token · Get token'))).toBe(true)
    // A token request over loopback, then the copy: more than waitFor's default second on a busy machine.
    const slow = { timeout: 10_000 }
    await vi.waitFor(
      () => expect(records.notifications.map((n) => n.title)).toContain('Copied'),
      slow,
    )
    await vi.waitFor(
      () =>
        expect(items().find((l) => l.startsWith('Acme'))).toMatch(/^Acme — \d+ h( \d+ min)? left$/),
      slow,
    )
  })
})
