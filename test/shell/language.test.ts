import { afterEach, describe, expect, it } from 'vitest'
import { app } from '../../src/harness/electron/app'
import { answerDialog, pendingDialogs } from '../../src/harness/electron/dialog'
import { records, resetStandIn } from '../../src/harness/electron/state'
import { expectError, unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'
import { bootApp, quitApp } from './boot'

const newDir = useTempDirs()

type Item = { label?: string; role?: string; submenu?: Item[] }
const menuBar = () => (records.applicationMenu as Item[]).map((item) => item.label)
const tray = () => records.tray?.items.map((item) => item.label) ?? []
/** The label the app menu shows for a role (Electron's own where the app gives none). */
const roleLabel = (role: string, items = records.applicationMenu as Item[]): string | undefined =>
  items
    .map((item) => (item.role === role ? item.label : roleLabel(role, item.submenu ?? [])))
    .find((label) => label !== undefined)

describe('app.getPreferredSystemLanguages on the stand-in (docs/api/app.md)', () => {
  afterEach(() => resetStandIn())

  it('answers the Language & Region list on macOS and Windows, as the user set it', () => {
    for (const platform of ['darwin', 'win32'] as const) {
      resetStandIn({ platform, systemLanguages: ['de-AT', 'en-US'] })
      expect(app.getPreferredSystemLanguages()).toEqual(['de-AT', 'en-US'])
    }
  })

  it('on Linux, expands the locale variables as GLib does, canonical, without "C"', () => {
    resetStandIn({ platform: 'linux', systemLanguages: ['de_AT.UTF-8', 'C'] })
    expect(app.getPreferredSystemLanguages()).toEqual(['de-AT', 'de-AT', 'de', 'de'])
  })

  it('speaks US English unless told otherwise, whatever the machine running the tests speaks', () => {
    resetStandIn()
    expect(app.getPreferredSystemLanguages()).toEqual(['en-US'])
  })
})

describe('the desktop in the language chosen (tray, application menu, main’s dialogs)', () => {
  afterEach(quitApp)

  it('speaks German on a German-speaking system, English after the setting says so, and back', async () => {
    const { api } = await bootApp(newDir(), { platform: 'linux', systemLanguages: ['de-AT'] })
    expect(tray()).toEqual(['Alle erneuern', 'Token Desk öffnen', 'Token Desk beenden'])
    expect(menuBar()).toEqual(['Datei', 'Bearbeiten', 'Ansicht', 'Fenster', 'Hilfe'])
    expect(roleLabel('quit')).toBe('Beenden')
    expect(roleLabel('paste')).toBe('Einfügen')

    // Main's own dialog, in German; the refusal the page gets stays English.
    const turning = api.setUnlockPassphrase({ passphrase: 'Shell-Unlock-4rTq' })
    await expect.poll(() => pendingDialogs().length).toBe(1)
    const [dialog] = pendingDialogs()
    expect(dialog).toMatchObject({
      title: 'Passphrase zum Entsperren',
      message: 'Zum Entsperren von Token Desk nach einer Passphrase fragen?',
      buttons: ['Abbrechen', 'Einschalten'],
      cancelId: 0,
    })
    answerDialog(dialog!.id, 0)
    expect(await expectError(turning)).toMatchObject({
      code: 'declined',
      message: 'Not turned on: it was not confirmed in the dialog.',
    })

    // English in Settings: the tray and the menu change at once.
    await unwrap(api.updateSettings({ language: 'en' }))
    expect(tray()).toEqual(['Renew all', 'Open Token Desk', 'Quit Token Desk'])
    expect(menuBar()).toEqual(['File', 'Edit', 'View', 'Window', 'Help'])
    expect(roleLabel('quit')).toBe('Quit')

    await unwrap(api.updateSettings({ language: 'de' }))
    expect(tray()).toContain('Token Desk öffnen')
    expect(menuBar()).toContain('Bearbeiten')
  })

  it('speaks English on a system whose languages the app does not have (fr-FR)', async () => {
    await bootApp(newDir(), { platform: 'win32', systemLanguages: ['fr-FR'] })
    expect(tray()).toEqual(['Renew all', 'Open Token Desk', 'Quit Token Desk'])
    expect(menuBar()).toEqual(['File', 'Edit', 'View', 'Window', 'Help'])
    expect(roleLabel('quit')).toBe('Exit')
  })
})
