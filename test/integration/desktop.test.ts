import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DesktopHost, DesktopNotice } from '../../src/main/core/desktop/desktopService'
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
  const notices: (DesktopNotice | null)[] = []
  const confirmations: { title: string; body: string }[] = []
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
    confirm: (message) => confirmations.push(message),
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
  return { host, labels, click, notices, confirmations, shortcut, menu: () => menu }
}

/**
 * The real core over a recording desktop, started: the window's commands
 * kept in `events`; `clock` as the test moves it.
 */
function coreOnDesktop(clock?: () => number) {
  const events: AppEvent[] = []
  const desktop = recordingDesktop()
  const core = coreIn(newDir(), {
    ...(clock ? { clock } : {}),
    desktop: desktop.host,
    events: { emit: (e) => events.push(e) },
  })
  return { core, desktop, events, stop: core.start() }
}

describe('the tray and the expiry notification over the real core', () => {
  it('copies a favourite’s header from the tray, refuses while locked, and notifies once, replaced', async () => {
    let now = Date.now()
    const { core, desktop, stop } = coreOnDesktop(() => now)
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
        action: 'copy',
      })
      expect(await core.clipboard.readText()).toBe('')
      expect(desktop.notices.at(-1)).toMatchObject({
        title: 'The header was not copied',
        body: 'Token Desk is locked. Unlock it in its window first.',
      })
      // A desktop that speaks German says the reason in German too.
      core.settings.update({ language: 'de' })
      await core.desktop?.choose({
        kind: 'profile',
        profileId: acme.id,
        label: 'Acme',
        action: 'copy',
      })
      expect(desktop.notices.at(-1)).toMatchObject({
        body: 'Token Desk ist gesperrt. Entsperren Sie es zuerst in seinem Fenster.',
      })
      core.settings.update({ language: 'en' })
      core.lock.unlock()

      // 10 minutes before expiry: one notice; the same set again is not shown twice.
      now += 24 * 3_600_000 - 10 * 60_000
      desktop.notices.length = 0
      core.desktop?.refresh()
      core.desktop?.refresh()
      expect(desktop.notices).toEqual([
        {
          title: '“Acme”: token expires in 10 min',
          body: 'Click to open it with Renew ready, or renew it from the tray menu.',
          onClick: expect.any(Function),
          action: { label: 'Renew', run: expect.any(Function) },
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

  it('Get token on a favourite without one: gets it with the kept password and copies, saying so', async () => {
    const { core, desktop, stop } = coreOnDesktop()
    try {
      const acme = await unwrap(
        core.api.createProfile({ ...demoLogin(sandbox), password: 'demo-password' }),
      )
      await unwrap(core.api.updateProfile({ id: acme.id, fields: { favourite: true } }))
      // Made a favourite in the window (which announces nothing): the tray follows the call.
      await vi.waitFor(() => expect(desktop.labels()).toContain('Acme — no token · Get token'))
      desktop.click('Acme — no token')
      await vi.waitFor(async () =>
        expect(await core.clipboard.readText()).toMatch(/^Authorization: Bearer \S+$/),
      )
      expect(desktop.confirmations).toEqual([
        {
          title: 'Copied',
          body: expect.stringMatching(
            /^The header of “Acme” is on the clipboard\. It is cleared from the clipboard in \d+ s\.$/,
          ),
        },
      ])
    } finally {
      await stop()
    }
  })

  it('Get token without a kept password: the window shows the profile’s prompt; the copy follows the token', async () => {
    const { core, desktop, events, stop } = coreOnDesktop()
    try {
      const acme = await unwrap(
        core.api.createProfile({ ...demoLogin(sandbox), password: undefined, favourite: true }),
      )
      core.desktop?.refresh()
      desktop.click('Acme — no token')
      await vi.waitFor(() =>
        expect(events).toContainEqual({
          type: 'command',
          command: { kind: 'open-profile', profileId: acme.id, focus: 'password' },
        }),
      )
      expect(desktop.host.showWindow).toHaveBeenCalled()
      expect(await core.clipboard.readText()).toBe('')
      // The user types the password in the window's prompt.
      await unwrap(core.api.getToken({ profileId: acme.id, password: 'demo-password' }))
      await vi.waitFor(async () =>
        expect(await core.clipboard.readText()).toMatch(/^Authorization: Bearer \S+$/),
      )
      expect(desktop.confirmations.map((c) => c.title)).toEqual(['Copied'])
    } finally {
      await stop()
    }
  })

  it('a refused password: the notification offers the new password, never the same one again; the copy follows', async () => {
    const { core, desktop, events, stop } = coreOnDesktop()
    try {
      const acme = await unwrap(
        core.api.createProfile({
          ...demoLogin(sandbox),
          password: 'not-the-password',
          favourite: true,
        }),
      )
      core.desktop?.refresh()
      const sent = sandbox.authCount()
      desktop.click('Acme — no token')
      await vi.waitFor(() => expect(desktop.notices.at(-1)?.title).toBe('“Acme”: no token'))
      const notice = desktop.notices.at(-1)
      expect(notice?.action?.label).toBe('Enter the new password')
      notice?.action?.run()
      expect(events.at(-1)).toEqual({
        type: 'command',
        command: { kind: 'open-profile', profileId: acme.id, focus: 'new-password' },
      })
      expect(desktop.host.showWindow).toHaveBeenCalled()
      // Only the one request: opening the prompt sends nothing.
      expect(sandbox.authCount() - sent).toBe(1)
      // The user types the new password in the window: the header the tray was asked for follows.
      await unwrap(core.api.getToken({ profileId: acme.id, password: 'demo-password' }))
      await vi.waitFor(async () =>
        expect(await core.clipboard.readText()).toMatch(/^Authorization: Bearer \S+$/),
      )
    } finally {
      await stop()
    }
  })

  it('renew all from the tray names a refused password and offers that profile’s new password', async () => {
    let now = Date.now()
    const { core, desktop, events, stop } = coreOnDesktop(() => now)
    try {
      const acme = await unwrap(core.api.createProfile({ ...demoLogin(sandbox) }))
      await unwrap(core.api.getToken({ profileId: acme.id }))
      // The password changed elsewhere while the token aged past its expiry.
      await unwrap(core.api.updateProfile({ id: acme.id, fields: {}, password: 'old-password' }))
      now += 25 * 60 * 60_000
      desktop.click('Renew all')
      await vi.waitFor(() => expect(desktop.notices.at(-1)?.title).toBe('Renew all'))
      const notice = desktop.notices.at(-1)
      expect(notice?.body).toBe('1 due: 0 tokens renewed, 1 password refused.')
      notice?.onClick?.()
      expect(events.at(-1)).toEqual({
        type: 'command',
        command: { kind: 'open-profile', profileId: acme.id, focus: 'new-password' },
      })
    } finally {
      await stop()
    }
  })

  it('offers Renew for an expiring profile in the tray and in its notification (button and click)', async () => {
    let now = Date.now()
    const { core, desktop, events, stop } = coreOnDesktop(() => now)
    try {
      const acme = await unwrap(
        core.api.createProfile({
          ...demoLogin(sandbox),
          password: 'demo-password',
          favourite: true,
        }),
      )
      await unwrap(core.api.getToken({ profileId: acme.id }))
      now += 24 * 3_600_000 - 10 * 60_000
      core.desktop?.refresh()
      expect(desktop.labels()).toContain('Renew “Acme”')
      const issued = sandbox.issued.length
      desktop.click('Renew “Acme”')
      await vi.waitFor(() => expect(desktop.confirmations.at(-1)?.title).toBe('Renewed'))
      expect(sandbox.issued.length).toBe(issued + 1)

      // Expiring again: its notice opens it with Renew focused, and its button renews it.
      now += 24 * 3_600_000 - 10 * 60_000
      core.desktop?.refresh()
      const notice = desktop.notices.at(-1)
      expect(notice?.title).toBe('“Acme”: token expires in 10 min')
      notice?.onClick?.()
      expect(events.at(-1)).toEqual({
        type: 'command',
        command: { kind: 'open-profile', profileId: acme.id, focus: 'renew' },
      })
      notice?.action?.run()
      await vi.waitFor(() => expect(sandbox.issued.length).toBe(issued + 2))
    } finally {
      await stop()
    }
  })

  it('renew all from the tray tells its outcome in a notification', async () => {
    const { core, desktop, stop } = coreOnDesktop()
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
    const { core, desktop, events, stop } = coreOnDesktop()
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
