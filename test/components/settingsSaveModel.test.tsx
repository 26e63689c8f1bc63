import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LeaveQuestion } from '../../src/renderer/src/components/LeaveQuestion'
import { SettingsForm } from '../../src/renderer/src/components/SettingsForm'
import { useSettings } from '../../src/renderer/src/store/settings'
import { defaultSettings, type Settings } from '../../src/shared/model/settings'
import type { LoginItemState } from '../../src/shared/model/loginItem'
import type { ShortcutStatus } from '../../src/shared/model/shortcut'
import { mockApi, ok, resetAll } from './fixtures'
import { i18n } from '../../src/renderer/src/i18n'

const initialSettings = useSettings.getState()
afterEach(() => {
  resetAll()
  useSettings.setState(initialSettings, true)
})

const question = () => screen.queryByRole('dialog', { name: 'Leave without saving?' })

/**
 * Settings with main's calls answered as main would; what was saved is kept.
 * `heldBack`: what the OS makes of "Open at login" while it is on.
 */
function openSettings(heldBack: LoginItemState = 'as-set', language: Settings['language'] = 'en') {
  let settings: Settings = { ...defaultSettings, language }
  const os = { heldBack }
  const updateSettings = vi.fn((patch: Partial<Settings>) => {
    settings = { ...settings, ...patch }
    useSettings.setState({ settings })
    return ok(settings)
  })
  const shortcutStatus = vi.fn(() =>
    ok<ShortcutStatus>(
      settings.globalShortcut === null
        ? { kind: 'off' }
        : { kind: 'registered', accelerator: settings.globalShortcut },
    ),
  )
  mockApi({
    updateSettings,
    shortcutStatus,
    loginItemState: vi.fn(() => ok<LoginItemState>(settings.openAtLogin ? os.heldBack : 'as-set')),
    networkInfo: vi.fn(() =>
      ok({
        proxyPassword: { kind: 'none' as const },
        trustStore: 'system' as const,
        systemProxy: 'chromium' as const,
      }),
    ),
    cliAccess: vi.fn(() => ok({ endpoint: { kind: 'unavailable' as const }, clients: [] })),
  })
  const onDone = vi.fn()
  render(
    <>
      <SettingsForm onDone={onDone} />
      <LeaveQuestion />
    </>,
  )
  return { updateSettings, onDone, os, user: userEvent.setup() }
}

describe('Settings: one save model, a Save per section', () => {
  it('gives every section that holds a setting its own Save, and nothing saves on change', async () => {
    const { updateSettings, user } = openSettings()
    const saves = screen
      .getAllByRole('button', { name: /^Save / })
      .map((button) => button.textContent)
    expect(saves).toEqual([
      'Save general settings',
      'Save appearance',
      'Save language',
      'Save separator',
      'Save notifications',
      'Save start-up settings',
      'Save shortcut',
      'Save keyboard setting',
      'Save network settings',
      'Save vault',
      'Save command line setting',
    ])
    const notices = within(screen.getByRole('region', { name: 'Notifications' }))
    await user.click(notices.getByRole('checkbox', { name: /^Tell me 15 minutes before/ }))
    await user.click(
      within(screen.getByRole('region', { name: 'Quick switcher shortcut' })).getByRole(
        'checkbox',
        { name: 'Open the quick switcher from any app' },
      ),
    )
    expect(updateSettings).not.toHaveBeenCalled()

    await user.click(notices.getByRole('button', { name: 'Save notifications' }))
    expect(updateSettings).toHaveBeenCalledExactlyOnceWith({ expiryNotifications: false })
    expect(notices.getByRole('status').textContent).toBe('Saved.')
  })

  it('Start-up: open at login and keeping favourites fresh, saved together by its own Save', async () => {
    const { updateSettings, user } = openSettings()
    const startup = within(screen.getByRole('region', { name: 'Start-up' }))
    await user.click(startup.getByRole('checkbox', { name: 'Open at login (hidden in the tray)' }))
    await user.click(startup.getByRole('checkbox', { name: 'Keep favourites’ tokens fresh' }))
    expect(updateSettings).not.toHaveBeenCalled()
    // Leaving first asks, naming the section.
    await user.click(screen.getByRole('button', { name: 'Close settings' }))
    expect(question()?.textContent).toContain('the start-up settings')
    await user.click(screen.getByRole('button', { name: 'Keep editing' }))

    await user.click(startup.getByRole('button', { name: 'Save start-up settings' }))
    expect(updateSettings).toHaveBeenCalledExactlyOnceWith({
      openAtLogin: true,
      keepFavouritesFresh: true,
    })
    expect(startup.getAllByRole('status').map((s) => s.textContent)).toContain('Saved.')
    expect(
      startup.getByRole('checkbox', { name: 'Open at login (hidden in the tray)' }),
    ).toHaveProperty('checked', true)
  })

  it('Start-up: says under the box when the OS holds the login item back, once it is on', async () => {
    const { os, user } = openSettings('needs-approval')
    const startup = within(screen.getByRole('region', { name: 'Start-up' }))
    const approval =
      /macOS waits for your approval: allow Token Desk in System Settings › General › Login Items/
    expect(startup.queryByText(approval)).toBeNull()
    await user.click(startup.getByRole('checkbox', { name: 'Open at login (hidden in the tray)' }))
    // Not saved yet: nothing is held back.
    expect(startup.queryByText(approval)).toBeNull()
    await user.click(startup.getByRole('button', { name: 'Save start-up settings' }))
    expect(await startup.findByText(approval)).toBeTruthy()
    // Approved in System Settings: back in the window, the line goes.
    os.heldBack = 'as-set'
    fireEvent.focus(window)
    await expect.poll(() => startup.queryByText(approval)).toBeNull()
    os.heldBack = 'needs-approval'
    fireEvent.focus(window)
    expect(await startup.findByText(approval)).toBeTruthy()
    await user.click(startup.getByRole('checkbox', { name: 'Open at login (hidden in the tray)' }))
    await user.click(startup.getByRole('button', { name: 'Save start-up settings' }))
    await expect.poll(() => startup.queryByText(approval)).toBeNull()
  })

  it('Keyboard: the letter shortcuts turned off by its own Save', async () => {
    const { updateSettings, user } = openSettings()
    const keyboard = within(screen.getByRole('region', { name: 'Keyboard' }))
    const letters = keyboard.getByRole('checkbox', {
      name: /^Letter keys act on the profile shown/,
    })
    expect(letters).toHaveProperty('checked', true)
    // The live region is there, empty, before anything is saved: what comes into it is announced.
    expect(keyboard.getByRole('status').textContent).toBe('')
    await user.click(letters)
    await user.click(keyboard.getByRole('button', { name: 'Save keyboard setting' }))
    expect(updateSettings).toHaveBeenCalledExactlyOnceWith({ letterShortcuts: false })
    expect(keyboard.getByRole('status').textContent).toBe('Saved.')
  })

  it('Spreadsheet files: semicolons for Excel where the comma is the decimal mark', async () => {
    const { updateSettings, user } = openSettings()
    const sheets = within(screen.getByRole('region', { name: 'Spreadsheet files' }))
    const group = sheets.getByRole('group', { name: 'Separate the cells of CSV files with' })
    expect(within(group).getByRole('radio', { name: /^Commas/ })).toHaveProperty('checked', true)
    await user.click(within(group).getByRole('radio', { name: /^Semicolons \(;\): Excel/ }))
    await user.click(screen.getByRole('button', { name: 'Close settings' }))
    expect(question()?.textContent).toContain('the separator of spreadsheet files')
    await user.click(screen.getByRole('button', { name: 'Keep editing' }))
    await user.click(sheets.getByRole('button', { name: 'Save separator' }))
    expect(updateSettings).toHaveBeenCalledExactlyOnceWith({ csvSeparator: ';' })
    expect(sheets.getByRole('status').textContent).toBe('Saved.')
  })

  it('asks before closing with a section not saved, naming it', async () => {
    const { onDone, user } = openSettings()
    await user.click(screen.getByRole('radio', { name: 'Dark' }))
    await user.click(screen.getByRole('button', { name: 'Close settings' }))
    expect(question()?.textContent).toContain('the theme')
    expect(onDone).not.toHaveBeenCalled()
  })
})

describe('the shortcut recorder', () => {
  it('records the keys pressed together as keycaps and saves them as an accelerator', async () => {
    const { updateSettings, user } = openSettings()
    const section = within(screen.getByRole('region', { name: 'Quick switcher shortcut' }))
    await user.click(
      section.getByRole('checkbox', { name: 'Open the quick switcher from any app' }),
    )
    const field = section.getByRole('button', { name: 'Shortcut' })
    const caps = () => [...field.querySelectorAll('kbd')].map((kbd) => kbd.textContent)
    // The default, as this platform writes it (jsdom is not a Mac).
    expect(caps()).toEqual(['Ctrl', 'Alt', 'K'])

    field.focus()
    await user.keyboard('{Control>}{Alt>}l{/Alt}{/Control}')
    expect(caps()).toEqual(['Ctrl', 'Alt', 'L'])
    // Still recording: the next keys replace them; Enter is done.
    await user.keyboard('{Control>}{Alt>}j{/Alt}{/Control}{Enter}')
    expect(caps()).toEqual(['Ctrl', 'Alt', 'J'])
    expect(field.className).not.toContain('key-recorder-recording')
    await user.click(section.getByRole('button', { name: 'Save shortcut' }))
    expect(updateSettings).toHaveBeenCalledExactlyOnceWith({
      globalShortcut: 'CommandOrControl+Alt+J',
    })
    expect(await section.findByText('Works in every app: press Ctrl+Alt+J.')).toBeTruthy()
  })

  it("writes Ctrl as the window's language does: Strg in German", async () => {
    await i18n.changeLanguage('de')
    try {
      const { user } = openSettings('as-set', 'de')
      const section = within(screen.getByRole('region', { name: 'Tastenkürzel der Schnellsuche' }))
      await user.click(section.getByRole('checkbox', { name: 'Schnellsuche aus jeder App öffnen' }))
      const field = section.getByRole('button', { name: 'Tastenkürzel' })
      expect([...field.querySelectorAll('kbd')].map((kbd) => kbd.textContent)).toEqual([
        'Strg',
        'Alt',
        'K',
      ])
      field.focus()
      await user.keyboard('{Control>}{Alt>}j{/Alt}{/Control}{Enter}')
      await user.click(section.getByRole('button', { name: 'Tastenkürzel speichern' }))
      expect(
        await section.findByText('Funktioniert in jeder App: Drücken Sie Strg+Alt+J.'),
      ).toBeTruthy()
    } finally {
      await i18n.changeLanguage('en')
    }
  })

  it('refuses a key without a modifier and keys every app uses; Escape stops; Backspace clears', async () => {
    const { updateSettings, user } = openSettings()
    const section = within(screen.getByRole('region', { name: 'Quick switcher shortcut' }))
    await user.click(
      section.getByRole('checkbox', { name: 'Open the quick switcher from any app' }),
    )
    const field = section.getByRole('button', { name: 'Shortcut' })
    const caps = () => [...field.querySelectorAll('kbd')].map((kbd) => kbd.textContent)
    field.focus()

    await user.keyboard('j')
    expect(section.getByText(/needs a modifier/)).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    await user.keyboard('{Control>}c{/Control}')
    expect(section.getByText(/is an everyday shortcut in every app/)).toBeTruthy()
    // Escape: recording stops, the keys stay what they were.
    await user.keyboard('{Escape}')
    expect(caps()).toEqual(['Ctrl', 'Alt', 'K'])
    expect(field.className).not.toContain('key-recorder-recording')

    await user.keyboard('{Enter}')
    await user.keyboard('{Backspace}')
    expect(caps()).toEqual([])
    expect(field.textContent).toBe('Press the keys…')
    expect(updateSettings).not.toHaveBeenCalled()
  })

  it('keeps a text fallback behind “Type it instead”', async () => {
    const { updateSettings, user } = openSettings()
    const section = within(screen.getByRole('region', { name: 'Quick switcher shortcut' }))
    await user.click(
      section.getByRole('checkbox', { name: 'Open the quick switcher from any app' }),
    )
    await user.click(section.getByRole('button', { name: 'Type it instead' }))
    const text = section.getByRole('textbox', { name: 'Shortcut' })
    await user.clear(text)
    await user.type(text, 'CommandOrControl+Shift+F9{Enter}')
    expect(updateSettings).toHaveBeenCalledExactlyOnceWith({
      globalShortcut: 'CommandOrControl+Shift+F9',
    })
  })
})
