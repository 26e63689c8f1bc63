import { describe, expect, it } from 'vitest'
import { keycaps, keyName, recordKey, type KeyPress } from '../../src/renderer/src/lib/keyRecorder'

const press = (code: string, key: string, held: Partial<KeyPress> = {}): KeyPress => ({
  code,
  key,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  metaKey: false,
  ...held,
})

describe('the key recorder: a key press → an Electron accelerator', () => {
  it('stores the primary modifier as CommandOrControl: ⌘ on macOS, Ctrl elsewhere', () => {
    expect(recordKey(press('KeyJ', '∆', { metaKey: true, altKey: true }), true)).toEqual({
      kind: 'accelerator',
      accelerator: 'CommandOrControl+Alt+J',
    })
    expect(recordKey(press('KeyJ', 'j', { ctrlKey: true, altKey: true }), false)).toEqual({
      kind: 'accelerator',
      accelerator: 'CommandOrControl+Alt+J',
    })
    // Ctrl on a Mac is Control; the Windows key elsewhere is Super.
    expect(recordKey(press('KeyJ', 'j', { ctrlKey: true, altKey: true }), true)).toMatchObject({
      accelerator: 'Control+Alt+J',
    })
    expect(recordKey(press('KeyJ', 'j', { metaKey: true, altKey: true }), false)).toMatchObject({
      accelerator: 'Alt+Super+J',
    })
  })

  it('names the key by code where modifiers changed what it typed (⌥ on macOS, Shift on digits)', () => {
    expect(recordKey(press('Digit1', '!', { ctrlKey: true, shiftKey: true }), false)).toEqual({
      kind: 'accelerator',
      accelerator: 'CommandOrControl+Shift+1',
    })
    expect(keyName({ code: 'KeyK', key: '˚' })).toBe('K')
    expect(keyName({ code: 'Minus', key: '_' })).toBe('-')
    expect(keyName({ code: 'F13', key: 'F13' })).toBe('F13')
    expect(keyName({ code: 'ArrowUp', key: 'ArrowUp' })).toBe('Up')
  })

  it('names a letter by the layout’s own label where it types one (AZERTY’s A is on KeyQ)', () => {
    expect(keyName({ code: 'KeyQ', key: 'a' })).toBe('A')
    expect(recordKey(press('KeyQ', 'a', { ctrlKey: true, altKey: true }), false)).toMatchObject({
      accelerator: 'CommandOrControl+Alt+A',
    })
  })

  it('Escape cancels, Enter is done, Backspace and Delete clear, Tab moves on; with modifiers they are keys', () => {
    expect(recordKey(press('Escape', 'Escape'), false)).toEqual({ kind: 'cancel' })
    expect(recordKey(press('Backspace', 'Backspace'), true)).toEqual({ kind: 'clear' })
    expect(recordKey(press('Delete', 'Delete'), false)).toEqual({ kind: 'clear' })
    expect(recordKey(press('Enter', 'Enter'), false)).toEqual({ kind: 'done' })
    expect(recordKey(press('Tab', 'Tab'), false)).toEqual({ kind: 'pass' })
    expect(recordKey(press('Tab', 'Tab', { shiftKey: true }), false)).toEqual({ kind: 'pass' })
    expect(
      recordKey(press('Backspace', 'Backspace', { ctrlKey: true, altKey: true }), false),
    ).toEqual({
      kind: 'accelerator',
      accelerator: 'CommandOrControl+Alt+Backspace',
    })
  })

  it('shows modifiers held so far, without taking them as a shortcut', () => {
    expect(recordKey(press('ControlLeft', 'Control', { ctrlKey: true }), false)).toEqual({
      kind: 'holding',
      accelerator: 'CommandOrControl',
    })
    expect(recordKey(press('AltLeft', 'Alt', { ctrlKey: true, altKey: true }), false)).toEqual({
      kind: 'holding',
      accelerator: 'CommandOrControl+Alt',
    })
  })

  it('refuses a key without a modifier, Shift alone, keys every app uses, and keys Electron has no name for', () => {
    expect(recordKey(press('KeyK', 'k'), false)).toMatchObject({
      kind: 'refused',
      accelerator: 'K',
      message: expect.stringMatching(/needs a modifier/),
    })
    expect(recordKey(press('KeyK', 'K', { shiftKey: true }), false)).toMatchObject({
      kind: 'refused',
      message: expect.stringMatching(/^Shift alone is not enough/),
    })
    expect(recordKey(press('KeyC', 'c', { ctrlKey: true }), false)).toMatchObject({
      kind: 'refused',
      message: expect.stringMatching(/everyday shortcut/),
    })
    expect(recordKey(press('IntlBackslash', '<', { ctrlKey: true, altKey: true }), false)).toEqual({
      kind: 'refused',
      accelerator: 'CommandOrControl+Alt+<',
      message:
        'A shortcut cannot use “<” here: Electron has no name for that key. Use a letter, a digit, F1–F24 or a key such as Space.',
    })
  })
})

describe('keycaps', () => {
  it('on macOS: symbols in Apple’s order (⌃⌥⇧⌘), then the key', () => {
    expect(keycaps('CommandOrControl+Shift+Alt+K', true)).toEqual(['⌥', '⇧', '⌘', 'K'])
    expect(keycaps('Control+CommandOrControl', true)).toEqual(['⌃', '⌘'])
  })

  it('elsewhere: words as written, Ctrl for CommandOrControl', () => {
    expect(keycaps('CommandOrControl+Alt+K', false)).toEqual(['Ctrl', 'Alt', 'K'])
    expect(keycaps('CommandOrControl+Alt', false)).toEqual(['Ctrl', 'Alt'])
    expect(keycaps('', false)).toEqual([])
  })
})
