import { describe, expect, it } from 'vitest'
import { sayIn } from '../../src/shared/i18n/sayIn'
import {
  acceleratorProblem,
  acceleratorSchema,
  canonicalAccelerator,
  shortcutLabel,
} from '../../src/shared/model/shortcut'

describe('a global shortcut', () => {
  it.each([
    'CommandOrControl+Alt+K',
    'Control+Shift+Space',
    'Super+F12',
    'Alt+Shift+1',
    'Ctrl+Shift+K',
    'Alt+F5',
  ])('takes %s', (accelerator) => expect(acceleratorProblem(accelerator)).toBeNull())

  it.each([
    ['', /modifiers and a key joined by \+/],
    ['Ctrl++', /modifiers and a key/],
    ['K', /needs a modifier/],
    ['Shift+K', /Shift alone is not enough/],
    ['Ctrl+Hyper+K', /“Hyper” is not a modifier/],
    ['Ctrl+Ctrl+K', /once/],
    ['Ctrl+Alt', /“Alt” is not a key/],
    ['Ctrl+Alt+F25', /“F25” is not a key/],
    ['Alt+F4', /^Alt\+F4 closes the window in front: taken by Token Desk it would stop working/],
    ['ctrl+alt+delete', /^Ctrl\+Alt\+Delete belongs to the system/],
    ['Alt+Ctrl+Delete', /belongs to the system/],
    ['CommandOrControl+K', /is an everyday shortcut in every app/],
    ['Cmd+C', /is an everyday shortcut in every app/],
    ['Alt+Tab', /switches between apps/],
  ])('refuses %j with the reason', (accelerator, reason) => {
    expect(acceleratorProblem(accelerator)?.message).toMatch(reason)
  })

  it('says the reason as data, which German says too', () => {
    const problem = acceleratorProblem('Alt+F4')
    expect(problem?.said).toEqual({
      key: 'fields.shortcut.taken',
      values: {
        keys: 'Alt+F4',
        does: { key: 'fields.shortcut.does.closesWindow' },
        example: 'CommandOrControl+Alt+K',
      },
    })
    expect(problem && sayIn('de', problem.said)).toBe(
      'Alt+F4 schließt das vordere Fenster: Von Token Desk belegt, würde es in allen anderen Apps nicht mehr funktionieren. Wählen Sie ein anderes, z. B. CommandOrControl+Alt+K',
    )
    const refused = acceleratorSchema.safeParse('Ctrl+Hyper+K')
    expect(refused.error?.issues[0]?.message).toBe(
      '“Hyper” is not a modifier: use CommandOrControl, Control, Command, Alt, Option, Shift or Super',
    )
  })

  it('takes any case, and keeps it as Electron writes it', () => {
    for (const typed of ['ctrl+alt+k', 'Ctrl+Alt+space', 'CTRL+ALT+F5', 'commandorcontrol+shift+k'])
      expect(acceleratorProblem(typed), typed).toBeNull()
    expect(canonicalAccelerator(' ctrl+alt+k ')).toBe('Ctrl+Alt+K')
    expect(canonicalAccelerator('Ctrl+Alt+space')).toBe('Ctrl+Alt+Space')
    expect(canonicalAccelerator('commandorcontrol+shift+f5')).toBe('CommandOrControl+Shift+F5')
    expect(acceleratorSchema.parse('ctrl+alt+k')).toBe('Ctrl+Alt+K')
    // Unknown names stay as typed in the message.
    expect(acceleratorProblem('ctrl+hyper+k')?.message).toMatch(/“hyper” is not a modifier/)
  })

  it('reads as the platform writes it', () => {
    expect(shortcutLabel('CommandOrControl+Alt+K', false)).toBe('Ctrl+Alt+K')
    expect(shortcutLabel('CommandOrControl+Alt+K', true)).toBe('⌘⌥K')
  })
})
