import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GeneralSettings } from '../../src/renderer/src/components/GeneralSettings'
import { SettingsForm } from '../../src/renderer/src/components/SettingsForm'
import { ShortcutSettings } from '../../src/renderer/src/components/ShortcutSettings'
import { UpdateCheck } from '../../src/renderer/src/components/UpdateCheck'
import { i18n } from '../../src/renderer/src/i18n'
import { shortcutProblem } from '../../src/renderer/src/lib/keyRecorder'
import { checkSettings, valuesOfSettings } from '../../src/renderer/src/lib/settingsForm'
import { useSettings } from '../../src/renderer/src/store/settings'
import { useUpdates } from '../../src/renderer/src/store/updates'
import { defaultSettings, type Settings } from '../../src/shared/model/settings'
import { acceleratorProblem, type ShortcutStatus } from '../../src/shared/model/shortcut'
import { mockApi, ok, resetAll } from './fixtures'

const initialSettings = useSettings.getState()
const initialUpdates = useUpdates.getState()
afterEach(async () => {
  resetAll()
  useSettings.setState(initialSettings, true)
  useUpdates.setState(initialUpdates, true)
  localStorage.removeItem('token-desk:language')
  await i18n.changeLanguage('en')
})

/** Settings with main's calls answered as main would; what was saved is kept. */
function openSettings() {
  let settings: Settings = defaultSettings
  const updateSettings = vi.fn((patch: Partial<Settings>) => {
    settings = { ...settings, ...patch }
    return ok(settings)
  })
  mockApi({
    updateSettings,
    shortcutStatus: vi.fn(() => ok<ShortcutStatus>({ kind: 'off' })),
    networkInfo: vi.fn(() =>
      ok({
        proxyPassword: { kind: 'none' as const },
        trustStore: 'system' as const,
        systemProxy: 'chromium' as const,
      }),
    ),
    cliAccess: vi.fn(() => ok({ endpoint: { kind: 'unavailable' as const }, clients: [] })),
  })
  render(<SettingsForm onDone={() => undefined} />)
  return { updateSettings, user: userEvent.setup() }
}

describe('Settings › Language', () => {
  it('offers the system’s language, English and Deutsch, each in its own words', () => {
    openSettings()
    const section = within(screen.getByRole('region', { name: 'Language' }))
    // jsdom's system speaks en-US.
    expect(section.getByRole('radio', { name: 'Same as the system (English)' })).toHaveProperty(
      'checked',
      true,
    )
    expect(section.getByRole('radio', { name: 'English' })).toBeTruthy()
    expect(section.getByRole('radio', { name: 'Deutsch' })).toBeTruthy()
    expect(section.getByText('The command line and the logs stay in English.')).toBeTruthy()
  })

  it('saves Deutsch with its own Save, and the window then speaks German', async () => {
    const { updateSettings, user } = openSettings()
    const section = within(screen.getByRole('region', { name: 'Language' }))
    await user.click(section.getByRole('radio', { name: 'Deutsch' }))
    // Nothing is sent before Save.
    expect(updateSettings).not.toHaveBeenCalled()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Settings')
    expect(document.documentElement.lang).toBe('en')

    await user.click(section.getByRole('button', { name: 'Save language' }))
    expect(updateSettings).toHaveBeenCalledExactlyOnceWith({ language: 'de' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Einstellungen' })).toBeTruthy()
    // Screen readers speak the page in the language its lang attribute names.
    expect(document.documentElement.lang).toBe('de')
    expect(screen.queryByRole('heading', { name: 'Settings' })).toBeNull()
    const german = within(screen.getByRole('region', { name: 'Sprache' }))
    expect(german.getByRole('radio', { name: 'Deutsch' })).toHaveProperty('checked', true)
    expect(german.getByRole('radio', { name: 'Wie das System (English)' })).toBeTruthy()
    expect(german.getByRole('status').textContent).toBe('Gespeichert.')
    expect(screen.getByRole('button', { name: 'Einstellungen schließen' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Close settings' })).toBeNull()
  })
})

describe('Settings in German', () => {
  it('names the number fields with their units and ranges, and says what a field refuses', async () => {
    await i18n.changeLanguage('de')
    mockApi({ updateSettings: vi.fn(() => ok(defaultSettings)) })
    const user = userEvent.setup()
    render(<GeneralSettings />)
    expect(screen.getByRole('heading', { name: 'Allgemein' })).toBeTruthy()
    const timeout = screen.getByLabelText('Zeitlimit einer Anfrage (Sekunden)')
    expect(screen.getByLabelText('Parallele Erneuerungen')).toBeTruthy()
    expect(screen.getByText(/Eine ganze Zahl von 1 bis 120 Sekunden\./)).toBeTruthy()
    expect(screen.getByText(/als „Läuft bald ab“ angezeigt/)).toBeTruthy()
    expect(screen.queryByText(/A whole number/)).toBeNull()

    await user.clear(timeout)
    await user.type(timeout, '121')
    await user.click(screen.getByRole('button', { name: 'Allgemeine Einstellungen speichern' }))
    expect(
      screen.getByText(
        '„Zeitlimit einer Anfrage“ muss eine ganze Zahl von 1 bis 120 Sekunden sein',
      ),
    ).toBeTruthy()
    expect(screen.queryByText(/must be a whole number/)).toBeNull()
  })

  it('says how to bind the shortcut on Wayland, with the command as code, in both languages', async () => {
    useSettings.setState({
      settings: { ...defaultSettings, globalShortcut: 'CommandOrControl+Alt+K' },
    })
    mockApi({
      shortcutStatus: vi.fn(() =>
        ok<ShortcutStatus>({
          kind: 'unconfirmed',
          accelerator: 'CommandOrControl+Alt+K',
          bindCommand: 'token-desk --show',
        }),
      ),
    })
    const { unmount } = render(<ShortcutSettings />)
    const english = await screen.findByText(/Cannot be confirmed on Wayland/)
    expect(english.textContent).toBe(
      'Cannot be confirmed on Wayland: your desktop decides whether Ctrl+Alt+K reaches Token Desk, and does not tell the app (GNOME asks you the first time, and may refuse without a word). If pressing it does nothing, add a custom shortcut in your desktop’s keyboard settings (GNOME: Settings › Keyboard › Keyboard Shortcuts › Custom Shortcuts; KDE: System Settings › Shortcuts) that runs token-desk --show — it brings Token Desk to the front, where Ctrl+K opens the quick switcher.',
    )
    expect(english.querySelector('code.shortcut-command')?.textContent).toBe('token-desk --show')
    unmount()

    await i18n.changeLanguage('de')
    render(<ShortcutSettings />)
    const german = await screen.findByText(/Unter Wayland nicht bestätigbar/)
    expect(german.querySelector('code.shortcut-command')?.textContent).toBe('token-desk --show')
    expect(screen.getByRole('heading', { name: 'Tastenkürzel der Schnellsuche' })).toBeTruthy()
    expect(screen.queryByText(/Cannot be confirmed/)).toBeNull()
  })

  it('checks for updates in German', async () => {
    await i18n.changeLanguage('de')
    mockApi({})
    render(<UpdateCheck />)
    const region = within(screen.getByRole('region', { name: 'Updates' }))
    expect(region.getByRole('button', { name: 'Nach Updates suchen' })).toBeTruthy()
    expect(
      region.getByText(
        'Token Desk sucht nur dann nach einer neueren Version, wenn Sie es verlangen.',
      ),
    ).toBeTruthy()
    expect(region.queryByText(/only when you ask/)).toBeNull()
  })

  it('says the number rules in German, and in English as main does', async () => {
    const values = { ...valuesOfSettings(defaultSettings), lockAfterIdleMs: '600' }
    const english = checkSettings(values)
    expect(english).toEqual({
      ok: false,
      errors: {
        lockAfterIdleMs:
          'Lock after idle must be a whole number of minutes from 1 to 480, or 0 to never lock',
      },
    })
    await i18n.changeLanguage('de')
    expect(checkSettings(values)).toEqual({
      ok: false,
      errors: {
        lockAfterIdleMs:
          '„Sperren nach Inaktivität“ muss eine ganze Zahl von 1 bis 480 Minuten sein, oder 0, um nie zu sperren',
      },
    })
  })

  it('says why keys cannot be the shortcut, in English exactly as main does and in German', async () => {
    const refused = [
      'Ctrl+',
      'Ctrl+Alt+Ä',
      'K',
      'Hyper+K',
      'Ctrl+Ctrl+K',
      'Shift+K',
      'Alt+F4',
      'Alt+Tab',
      'Ctrl+Tab',
      'Ctrl+Alt+Delete',
      'CommandOrControl+Space',
      'Super+L',
      'CommandOrControl+C',
    ]
    for (const keys of refused) {
      expect(acceleratorProblem(keys)).not.toBeNull()
      expect(shortcutProblem(keys)).toBe(acceleratorProblem(keys)?.message)
    }
    expect(shortcutProblem('CommandOrControl+Alt+K')).toBeNull()

    await i18n.changeLanguage('de')
    const german = refused.map(shortcutProblem)
    german.forEach((said, i) =>
      expect(said).not.toBe(acceleratorProblem(refused[i] ?? '')?.message),
    )
    expect(shortcutProblem('Alt+F4')).toBe(
      'Alt+F4 schließt das vordere Fenster: Von Token Desk belegt, würde es in allen anderen Apps nicht mehr funktionieren. Wählen Sie ein anderes, z. B. CommandOrControl+Alt+K',
    )
    expect(shortcutProblem('Hyper+K')).toBe(
      '„Hyper“ ist keine Modifikatortaste: Verwenden Sie CommandOrControl, Control, Command, Alt, Option, Shift oder Super',
    )
  })
})
