import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DesktopHost } from '../../src/main/core/desktop/desktopService'
import type { TrayEntry } from '../../src/main/core/desktop/trayMenu'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import type { ProfileView } from '../../src/shared/model/profile'
import { coreIn } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import { ok } from '../helpers/dispatch'
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
  const host: DesktopHost = {
    showTray: (entries, run) => {
      menu = entries
      choose = run
    },
    notify: (notice) => notices.push(notice),
    showWindow: vi.fn(),
    quit: vi.fn(),
  }
  const labels = () => menu.map((e) => ('label' in e ? e.label : '—'))
  const click = (label: string) => {
    const entry = menu.find((e) => 'label' in e && e.label.startsWith(label))
    if (!entry) throw new Error(`no tray entry ${label}: ${labels().join(' | ')}`)
    choose(entry)
  }
  return { host, labels, click, notices, menu: () => menu }
}

describe('the tray and the expiry notification over the real core', () => {
  it('copies a favourite’s header from the tray, refuses while locked, and notifies once, replaced', async () => {
    let now = Date.now()
    const desktop = recordingDesktop()
    const core = coreIn(newDir(), { clock: () => now, desktop: desktop.host })
    const stop = core.start()
    try {
      const acme = await ok<ProfileView>(core, 'createProfile', {
        ...demoLogin(sandbox),
        password: 'demo-password',
      })
      await ok(core, 'updateProfile', { id: acme.id, fields: { favourite: true } })
      await ok(core, 'getToken', { profileId: acme.id })
      core.desktop?.refresh()
      expect(desktop.labels()).toContain('Acme — 24 h left')

      desktop.click('Acme')
      await vi.waitFor(async () =>
        expect(await core.clipboard.readText()).toMatch(/^Authorization: Bearer \S+$/),
      )

      // Locked: the profile cannot be chosen, and a click that came anyway is refused.
      await core.lock.secure('manual')
      core.desktop?.refresh()
      expect(desktop.menu().find((e) => e.kind === 'profile')).toMatchObject({ enabled: false })
      await core.clipboard.writeText('')
      await core.desktop?.choose({
        kind: 'profile',
        profileId: acme.id,
        label: 'Acme',
        enabled: true,
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
      await ok(core, 'updateSettings', { expiryNotifications: false })
      core.desktop?.refresh()
      expect(desktop.notices.at(-1)).toBeNull()
    } finally {
      await stop()
    }
  })
})
