import { describe, expect, it } from 'vitest'
import { acceleratorOf, blinkConsumes, type KeyPress } from '../../src/harness/page/keyRouting'

const press = (code: string, mods: Partial<Omit<KeyPress, 'code'>> = {}): KeyPress => ({
  code,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
})

describe('the stand-in’s routing of unhandled keys to the menu', () => {
  it('names a keydown as an accelerator, with the Command key on a Mac and Super elsewhere', () => {
    expect(acceleratorOf(press('KeyN', { ctrlKey: true }), 'linux')).toBe('Ctrl+N')
    expect(acceleratorOf(press('Comma', { metaKey: true }), 'darwin')).toBe('Command+,')
    expect(acceleratorOf(press('KeyR', { ctrlKey: true, shiftKey: true }), 'win32')).toBe(
      'Ctrl+Shift+R',
    )
    expect(acceleratorOf(press('KeyL', { metaKey: true }), 'linux')).toBe('Super+L')
    expect(acceleratorOf(press('ArrowUp', { altKey: true }), 'linux')).toBe('Alt+Up')
    // Function keys alone can be accelerators; other keys need Ctrl, Alt or Command/Super.
    expect(acceleratorOf(press('F11'), 'linux')).toBe('F11')
    expect(acceleratorOf(press('KeyN'), 'linux')).toBeNull()
    expect(acceleratorOf(press('KeyN', { shiftKey: true }), 'linux')).toBeNull()
    // A key an accelerator cannot name never reaches the menu.
    expect(acceleratorOf(press('IntlRo', { ctrlKey: true }), 'linux')).toBeNull()
  })

  it('counts Blink’s editing keys as consumed off macOS; on a Mac they go to the menu’s Edit roles', () => {
    for (const keys of [
      'Ctrl+C',
      'Ctrl+V',
      'Ctrl+X',
      'Ctrl+A',
      'Ctrl+Z',
      'Ctrl+Shift+Z',
      'Ctrl+Y',
    ]) {
      expect(blinkConsumes(keys, 'linux', 'none')).toBe(true)
      expect(blinkConsumes(keys, 'win32', 'plain')).toBe(true)
    }
    expect(blinkConsumes('Command+C', 'darwin', 'plain')).toBe(false)
    expect(blinkConsumes('Command+A', 'darwin', 'none')).toBe(false)
  })

  it('counts moves by word only in editable text, and bold only in rich text', () => {
    expect(blinkConsumes('Ctrl+Left', 'linux', 'plain')).toBe(true)
    expect(blinkConsumes('Ctrl+Left', 'linux', 'none')).toBe(false)
    // Ctrl+B in a plain field is no command of Blink's: the menu's Board item takes it.
    expect(blinkConsumes('Ctrl+B', 'linux', 'plain')).toBe(false)
    expect(blinkConsumes('Ctrl+B', 'linux', 'rich')).toBe(true)
    expect(blinkConsumes('Command+B', 'darwin', 'rich')).toBe(true)
    // Windows alone undoes with Alt+Backspace.
    expect(blinkConsumes('Alt+Backspace', 'win32', 'plain')).toBe(true)
    expect(blinkConsumes('Alt+Backspace', 'linux', 'plain')).toBe(false)
    // The app's own accelerators are no editing command anywhere.
    for (const keys of ['Ctrl+N', 'Ctrl+,', 'Ctrl+Shift+R', 'Ctrl+K']) {
      expect(blinkConsumes(keys, 'linux', 'plain')).toBe(false)
    }
  })
})
