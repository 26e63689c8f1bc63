import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DesktopHost } from '../../src/main/core/desktop/desktopService'
import type { TrayEntry } from '../../src/main/core/desktop/trayMenu'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import type { AppEvent } from '../../src/shared/ipc/events'
import { coreIn } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import { expectError, unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())

/** A desktop that keeps what the core shows, and clicks as a user would. */
function recordingDesktop() {
  let menu: TrayEntry[] = []
  let choose: (entry: TrayEntry) => void = () => undefined
  const notices: ({ title: string; body: string } | null)[] = []
  /** The shortcut the core holds now, the ones another app holds, and whether it plays Wayland. */
  const shortcut: { held: string | null; press: () => void; taken: string[]; wayland: boolean } = {
    held: null,
    press: () => undefined,
    taken: [],
    wayland: false,
  }
  const host: DesktopHost = {
    showTray: (entries, run) => {
      menu = entries
      choose = run
    },
    removeTray: () => (menu = []),
    notify: (notice) => notices.push(notice),
    showWindow: vi.fn(),
    quit: vi.fn(),
    globalShortcut: (accelerator, onPress) => {
      shortcut.held = null
      if (accelerator === null) return { kind: 'registered' }
      if (shortcut.taken.includes(accelerator)) return { kind: 'taken' }
      shortcut.held = accelerator
      shortcut.press = onPress
      return shortcut.wayland
        ? { kind: 'unconfirmed', bindCommand: '/opt/td/token-desk' }
        : { kind: 'registered' }
    },
  }
  const labels = () => menu.map((e) => ('label' in e ? e.label : '—'))
  const click = (label: string) => {
    const entry = menu.find((e) => 'label' in e && e.label.startsWith(label))
    if (!entry) throw new Error(`no tray entry ${label}: ${labels().join(' | ')}`)
    choose(entry)
  }
  return { host, labels, click, notices, shortcut, menu: () => menu }
}

describe('the tray and the expiry notification over the real core', () => {
  it('copies a favourite’s header from the tray, refuses while locked, and notifies once, replaced', async () => {
    let now = Date.now()
    const desktop = recordingDesktop()
    const core = coreIn(newDir(), { clock: () => now, desktop: desktop.host })
    const stop = core.start()
    try {
      const acme = await unwrap(
        core.api.createProfile({ ...demoLogin(sandbox), password: 'demo-password' }),
      )
      await unwrap(core.api.updateProfile({ id: acme.id, fields: { favourite: true } }))
      await unwrap(core.api.getToken({ profileId: acme.id }))
      core.desktop?.refresh()
      expect(desktop.labels()).toContain('Acme — 24 h left')

      desktop.click('Acme')
      await vi.waitFor(async () =>
        expect(await core.clipboard.readText()).toMatch(/^Authorization: Bearer \S+$/),
      )

      // Locked: the menu names no profile, and a click from the menu before it is refused.
      await core.lock.secure('manual')
      expect(desktop.menu().find((e) => e.kind === 'profile')).toBeUndefined()
      expect(desktop.labels()).not.toContain('Acme — 24 h left')
      await core.clipboard.writeText('')
      await core.desktop?.choose({
        kind: 'profile',
        profileId: acme.id,
        label: 'Acme',
      })
      expect(await core.clipboard.readText()).toBe('')
      expect(desktop.notices.at(-1)).toMatchObject({ title: 'The header was not copied' })
      core.lock.unlock()

      // 10 minutes before expiry: one notice; the same set again is not shown twice.
      now += 24 * 3_600_000 - 10 * 60_000
      desktop.notices.length = 0
      core.desktop?.refresh()
      core.desktop?.refresh()
      expect(desktop.notices).toEqual([
        {
          profileIds: [acme.id],
          title: '“Acme”: token expires in 10 min',
          body: 'Renew it from the tray menu or the window.',
        },
      ])
      // Switched off in Settings: taken away, and no more.
      await unwrap(core.api.updateSettings({ expiryNotifications: false }))
      core.desktop?.refresh()
      expect(desktop.notices.at(-1)).toBeNull()
    } finally {
      await stop()
    }
  })

  it('renew all from the tray tells its outcome in a notification', async () => {
    const desktop = recordingDesktop()
    const core = coreIn(newDir(), { desktop: desktop.host })
    const stop = core.start()
    try {
      await unwrap(core.api.createProfile({ ...demoLogin(sandbox), password: 'demo-password' }))
      desktop.click('Renew all')
      await vi.waitFor(() =>
        expect(desktop.notices.at(-1)).toEqual({
          title: 'Renew all',
          body: 'Nothing to renew: no token is expiring, expired or rejected. Left alone: 1 profile without a token yet.',
        }),
      )
    } finally {
      await stop()
    }
  })
})

describe('the quick switcher’s global shortcut', () => {
  it('is off by default, registers when chosen, opens the switcher, and says when another app holds it', async () => {
    const events: AppEvent[] = []
    const desktop = recordingDesktop()
    const core = coreIn(newDir(), {
      desktop: desktop.host,
      events: { emit: (e) => events.push(e) },
    })
    const stop = core.start()
    try {
      expect(await unwrap(core.api.shortcutStatus())).toEqual({ kind: 'off' })
      expect(desktop.shortcut.held).toBeNull()

      await unwrap(core.api.updateSettings({ globalShortcut: 'CommandOrControl+Alt+K' }))
      expect(await unwrap(core.api.shortcutStatus())).toEqual({
        kind: 'registered',
        accelerator: 'CommandOrControl+Alt+K',
      })
      desktop.shortcut.press()
      expect(desktop.host.showWindow).toHaveBeenCalled()
      expect(events.at(-1)).toEqual({ type: 'open-quick-switcher' })

      // Another app holds the new choice: nothing is held, and the status says why.
      desktop.shortcut.taken.push('CommandOrControl+Shift+K')
      await unwrap(core.api.updateSettings({ globalShortcut: 'CommandOrControl+Shift+K' }))
      expect(desktop.shortcut.held).toBeNull()
      expect(await unwrap(core.api.shortcutStatus())).toEqual({
        kind: 'taken',
        accelerator: 'CommandOrControl+Shift+K',
      })

      // A key alone would be taken from every app: refused with the reason, settings unchanged.
      const refused = await expectError(core.api.updateSettings({ globalShortcut: 'K' }))
      expect(refused.message).toMatch(/needs a modifier/)
      expect((await unwrap(core.api.getSettings())).globalShortcut).toBe('CommandOrControl+Shift+K')

      await unwrap(core.api.updateSettings({ globalShortcut: null }))
      expect(await unwrap(core.api.shortcutStatus())).toEqual({ kind: 'off' })

      // On Wayland the desktop decides and does not tell: the status says so, and what to bind.
      desktop.shortcut.wayland = true
      await unwrap(core.api.updateSettings({ globalShortcut: 'CommandOrControl+Alt+J' }))
      expect(await unwrap(core.api.shortcutStatus())).toEqual({
        kind: 'unconfirmed',
        accelerator: 'CommandOrControl+Alt+J',
        bindCommand: '/opt/td/token-desk',
      })
      // Still held: switching it off lets the keys go.
      expect(desktop.shortcut.held).toBe('CommandOrControl+Alt+J')
      await unwrap(core.api.updateSettings({ globalShortcut: null }))
      expect(desktop.shortcut.held).toBeNull()
    } finally {
      await stop()
    }
    // Quitting lets the keys go.
    expect(desktop.shortcut.held).toBeNull()
  })

  it('is unavailable without a desktop around the window', async () => {
    const core = coreIn(newDir())
    expect(await unwrap(core.api.shortcutStatus())).toEqual({ kind: 'unavailable' })
  })
})
