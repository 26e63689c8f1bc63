import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DesktopHost, DesktopNotice } from '../../src/main/core/desktop/desktopService'
import type { TrayEntry } from '../../src/main/core/desktop/trayMenu'
import type { Speech } from '../../src/main/core/i18n/speech'
import { appMenuTemplate } from '../../src/main/core/menu/appMenu'
import type { AppMenuState } from '../../src/main/core/menu/appMenu'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
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

/** A desktop that keeps the tray's labels and the notifications the core shows. */
function recordingDesktop() {
  let menu: TrayEntry[] = []
  const notices: (DesktopNotice | null)[] = []
  const host: DesktopHost = {
    showTray: (entries) => (menu = entries),
    removeTray: () => (menu = []),
    notify: (notice) => notices.push(notice),
    confirm: () => undefined,
    showWindow: vi.fn(),
    quit: vi.fn(),
    globalShortcut: () => ({ kind: 'registered' }),
  }
  return { host, notices, labels: () => menu.map((e) => ('label' in e ? e.label : '—')) }
}

/** The application menu's top-level labels as the adapter would build it for the core's call. */
const menuBar = (state: AppMenuState, speech: Speech) =>
  appMenuTemplate({
    platform: 'linux',
    appName: 'Token Desk',
    isDev: false,
    openDocs: () => undefined,
    showLogFile: () => undefined,
    command: () => undefined,
    state,
    speech,
  }).map((item) => ('label' in item ? (item.label ?? '—') : '—'))

describe('the desktop in the language chosen in Settings', () => {
  it('rebuilds the tray and the menu at once in German, notifies and asks in German, and back', async () => {
    let now = Date.now()
    const desktop = recordingDesktop()
    const core = coreIn(newDir(), {
      clock: () => now,
      desktop: desktop.host,
      systemLanguages: () => ['en-US'],
    })
    const menus: string[][] = []
    const stopMenu = core.appMenu.watch((state, speech) => menus.push(menuBar(state, speech)))
    const stop = core.start()
    try {
      const acme = await unwrap(
        core.api.createProfile({ ...demoLogin(sandbox), password: 'demo-password' }),
      )
      await unwrap(core.api.updateProfile({ id: acme.id, fields: { favourite: true } }))
      await unwrap(core.api.getToken({ profileId: acme.id }))
      core.desktop?.refresh()
      expect(desktop.labels()).toContain('Acme — 24 h left')
      menus.length = 0

      await unwrap(core.api.updateSettings({ language: 'de' }))
      // At once: no waiting for the next refresh.
      expect(desktop.labels()).toEqual([
        'Favoriten — auswählen, um den Header zu kopieren',
        'Acme — noch 24 h',
        '—',
        'Alle erneuern',
        'Token Desk öffnen',
        'Token Desk beenden',
      ])
      expect(menus).toEqual([['Datei', 'Bearbeiten', 'Ansicht', 'Fenster', 'Hilfe']])

      // Ten minutes before expiry: the notice, its button too, in German.
      now += 24 * 3_600_000 - 10 * 60_000
      core.desktop?.refresh()
      expect(desktop.notices.at(-1)).toMatchObject({
        title: '„Acme“: Token läuft in 10 min ab',
        action: { label: 'Erneuern' },
      })

      // Main's own dialog asks in German; what the caller gets back stays English.
      expect(await expectError(core.api.revealToken({ profileId: acme.id }))).toEqual({
        code: 'declined',
        message: 'Not revealed: it was not confirmed in the dialog.',
        said: expect.objectContaining({ key: 'requests.confirm.declined' }) as object,
      })
      expect(core.confirmations.asked.at(-1)).toEqual({
        kind: 'reveal-token',
        title: 'Token anzeigen',
        message: 'Das Token von „Acme“ auf dem Bildschirm anzeigen?',
        detail: expect.stringContaining('ist „Header kopieren“ sicherer') as string,
        confirmLabel: 'Token anzeigen',
        cancelLabel: 'Abbrechen',
      })

      await unwrap(core.api.updateSettings({ language: 'en' }))
      expect(desktop.labels()).toContain('Acme — 10 min left')
      expect(desktop.labels()).toContain('Renew “Acme”')
      expect(menus.at(-1)).toEqual(['File', 'Edit', 'View', 'Window', 'Help'])
      await expectError(core.api.revealToken({ profileId: acme.id }))
      expect(core.confirmations.asked.at(-1)).toMatchObject({
        title: 'Reveal token',
        cancelLabel: 'Cancel',
      })
      // Another setting leaves the menu as it is.
      const built = menus.length
      await unwrap(core.api.updateSettings({ retryOn401: false }))
      expect(menus).toHaveLength(built)
    } finally {
      stopMenu()
      await stop()
    }
  })

  it('follows the system’s languages for "system": de-AT speaks German, fr-FR English', async () => {
    let system = ['de-AT', 'en-US']
    const desktop = recordingDesktop()
    const core = coreIn(newDir(), { desktop: desktop.host, systemLanguages: () => system })
    const stop = core.start()
    try {
      expect(core.settings.get().language).toBe('system')
      await unwrap(
        core.api.createProfile({ ...demoLogin(sandbox), password: undefined, favourite: true }),
      )
      core.desktop?.refresh()
      expect(desktop.labels()).toContain('Acme — kein Token · Token holen')
      expect(core.speech()).toMatchObject({ language: 'de', locale: 'de-AT' })

      system = ['fr-FR', 'de-DE']
      // French first: not a language the app has, so the next one it has (German).
      core.desktop?.refresh()
      expect(desktop.labels()).toContain('Acme — kein Token · Token holen')

      system = ['fr-FR']
      core.desktop?.refresh()
      expect(desktop.labels()).toContain('Acme — no token · Get token')
      expect(core.speech().language).toBe('en')
    } finally {
      await stop()
    }
  })
})
