import { acceleratorProblem } from '../../../shared/model/shortcut'
import { say, t } from '../i18n'

/** The parts of a keydown the recorder reads (a DOM KeyboardEvent has them all). */
export interface KeyPress {
  /** The physical key (KeyboardEvent.code): "KeyK", "Digit1", "F5", "Minus". */
  code: string
  /** What the key typed with the layout and modifiers held (KeyboardEvent.key). */
  key: string
  ctrlKey: boolean
  altKey: boolean
  shiftKey: boolean
  metaKey: boolean
}

/** What one key press means to the recorder. */
export type Recorded =
  /** Only modifiers held so far: show them, keep listening. */
  | { kind: 'holding'; accelerator: string }
  /** Escape alone: stop recording, keep what was there. */
  | { kind: 'cancel' }
  /** Enter alone: done, keep what was recorded. */
  | { kind: 'done' }
  /** Backspace or Delete alone: no shortcut. */
  | { kind: 'clear' }
  /** Tab alone (or with Shift): focus moves on, as everywhere else. */
  | { kind: 'pass' }
  /** Keys the shortcut cannot be: why, and what was pressed. */
  | { kind: 'refused'; accelerator: string; message: string }
  | { kind: 'accelerator'; accelerator: string }

/**
 * KeyboardEvent.code → the key's name in Electron's accelerator syntax
 * (docs/api/accelerator.md, "Available key codes"), for the keys that are
 * not letters or digits.
 */
const namedCodes: Readonly<Record<string, string>> = {
  Space: 'Space',
  Tab: 'Tab',
  Backspace: 'Backspace',
  Delete: 'Delete',
  Insert: 'Insert',
  Enter: 'Enter',
  NumpadEnter: 'Enter',
  ArrowUp: 'Up',
  ArrowDown: 'Down',
  ArrowLeft: 'Left',
  ArrowRight: 'Right',
  Home: 'Home',
  End: 'End',
  PageUp: 'PageUp',
  PageDown: 'PageDown',
  Escape: 'Escape',
  Minus: '-',
  Equal: '=',
  BracketLeft: '[',
  BracketRight: ']',
  Backslash: '\\',
  Semicolon: ';',
  Quote: "'",
  Comma: ',',
  Period: '.',
  Slash: '/',
  Backquote: '`',
}

const modifierCodes = new Set([
  'ControlLeft',
  'ControlRight',
  'AltLeft',
  'AltRight',
  'ShiftLeft',
  'ShiftRight',
  'MetaLeft',
  'MetaRight',
  'OSLeft',
  'OSRight',
])

/**
 * The key pressed, as an accelerator names it, or null when Electron has no
 * name for it (a dead key, an IME key, a key only some keyboards have).
 *
 * Why `code` first: with modifiers held, `key` is what they made of the key
 * (⌥K on macOS types "˚", Shift+1 types "!", Ctrl+letters may be control
 * characters), while an accelerator names the key itself; `code` names the
 * physical key whatever is held. But `code` names it by its place on a US
 * keyboard, so on AZERTY the key labelled A is "KeyQ": where `key` is a
 * plain Latin letter or digit it is the key's own label on the user's
 * layout, and it wins (Electron registers a letter accelerator by the
 * letter, i.e. the key that types it).
 */
export function keyName(press: Pick<KeyPress, 'code' | 'key'>): string | null {
  if (/^[a-z0-9]$/i.test(press.key) && /^(Key[A-Z]|Digit[0-9])$/.test(press.code)) {
    return press.key.toUpperCase()
  }
  const letter = /^Key([A-Z])$/.exec(press.code)
  if (letter) return letter[1] ?? null
  const digit = /^Digit([0-9])$/.exec(press.code)
  if (digit) return digit[1] ?? null
  if (/^F([1-9]|1[0-9]|2[0-4])$/.test(press.code)) return press.code
  return namedCodes[press.code] ?? null
}

/**
 * The modifiers held, in Electron's names: the primary modifier (⌘ on
 * macOS, Ctrl elsewhere) is stored as CommandOrControl, so a shortcut means
 * the same keys on every platform; Ctrl on macOS is Control, the Windows
 * key elsewhere is Super.
 */
function modifiersOf(press: KeyPress, mac: boolean): string[] {
  const held: string[] = []
  if (mac ? press.metaKey : press.ctrlKey) held.push('CommandOrControl')
  if (mac && press.ctrlKey) held.push('Control')
  if (press.altKey) held.push('Alt')
  if (press.shiftKey) held.push('Shift')
  if (!mac && press.metaKey) held.push('Super')
  return held
}

/** One keydown while recording, read as the recorder acts on it. */
export function recordKey(press: KeyPress, mac: boolean): Recorded {
  const modifiers = modifiersOf(press, mac)
  if (modifierCodes.has(press.code) || ['Control', 'Alt', 'Shift', 'Meta'].includes(press.key)) {
    return { kind: 'holding', accelerator: modifiers.join('+') }
  }
  const plain = modifiers.length === 0
  if (plain && press.code === 'Escape') return { kind: 'cancel' }
  if (plain && (press.code === 'Enter' || press.code === 'NumpadEnter')) return { kind: 'done' }
  if (plain && (press.code === 'Backspace' || press.code === 'Delete')) return { kind: 'clear' }
  if (press.code === 'Tab' && (plain || (modifiers.length === 1 && press.shiftKey))) {
    return { kind: 'pass' }
  }
  const key = keyName(press)
  if (key === null) {
    return {
      kind: 'refused',
      accelerator: [...modifiers, press.key].join('+'),
      message: t('settings:shortcut.problem.unnamed', {
        key: press.key === ' ' ? 'Space' : press.key,
      }),
    }
  }
  const accelerator = [...modifiers, key].join('+')
  const problem = shortcutProblem(accelerator)
  return problem === null
    ? { kind: 'accelerator', accelerator }
    : { kind: 'refused', accelerator, message: problem }
}

/**
 * Why keys cannot be the shortcut, in the window's language, or null when
 * they can. The rule is main's (acceleratorProblem, which says it in
 * English for main and the command line, and as data the window says).
 */
export function shortcutProblem(typed: string): string | null {
  const problem = acceleratorProblem(typed)
  return problem === null ? null : say(problem.said)
}

/** macOS writes modifiers as symbols, in Apple's order (⌃⌥⇧⌘); elsewhere as words, Ctrl first. */
const capNames: Readonly<Record<string, [other: string, mac: string, order: number]>> = {
  Control: ['Ctrl', '⌃', 0],
  Ctrl: ['Ctrl', '⌃', 0],
  CommandOrControl: ['Ctrl', '⌘', 3],
  CmdOrCtrl: ['Ctrl', '⌘', 3],
  Command: ['Command', '⌘', 3],
  Cmd: ['Command', '⌘', 3],
  Super: ['Super', '⌘', 4],
  Meta: ['Super', '⌘', 4],
  Alt: ['Alt', '⌥', 1],
  Option: ['Alt', '⌥', 1],
  AltGr: ['AltGr', '⌥', 1],
  Shift: ['Shift', '⇧', 2],
}

/** The keycaps an accelerator shows as: ["Ctrl", "Alt", "K"], or ["⌥", "⌘", "K"] on macOS. */
export function keycaps(accelerator: string, mac: boolean): string[] {
  if (accelerator === '') return []
  const parts = accelerator.split('+')
  // While only modifiers are held ("holding"), every part is one.
  const key = capNames[parts.at(-1) ?? ''] ? null : (parts.pop() ?? null)
  const modifiers = parts
    .map((part): [string, string, number] => capNames[part] ?? [part, part, 5])
    .sort((a, b) => (mac ? a[2] - b[2] : 0))
    .map(([other, symbol]) => (mac ? symbol : other))
  return key === null ? modifiers : [...modifiers, key]
}
