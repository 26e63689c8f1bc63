import { z } from 'zod'

/**
 * A global shortcut in Electron's accelerator syntax ("CommandOrControl+Alt+K"):
 * one or more modifiers, then one key. A modifier is required, because a
 * global shortcut takes its keys away from every other app.
 */
const modifiers = [
  'CommandOrControl',
  'CmdOrCtrl',
  'Command',
  'Cmd',
  'Control',
  'Ctrl',
  'Alt',
  'Option',
  'AltGr',
  'Shift',
  'Super',
  'Meta',
] as const
const namedKeys = [
  'Space',
  'Tab',
  'Backspace',
  'Delete',
  'Insert',
  'Return',
  'Enter',
  'Up',
  'Down',
  'Left',
  'Right',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Escape',
  'Esc',
  'Plus',
] as const
const keyPattern = /^(?:[A-Z0-9]|F(?:[1-9]|1[0-9]|2[0-4])|[`\-=[\];',./\\])$/

const isModifier = (part: string): boolean => (modifiers as readonly string[]).includes(part)
const isKey = (part: string): boolean =>
  keyPattern.test(part) || (namedKeys as readonly string[]).includes(part)

/** Each known name by its lower case: accelerators are case-insensitive ("ctrl+alt+k"). */
const canonicalNames = new Map(
  [...modifiers, ...namedKeys].map((name) => [name.toLowerCase(), name] as const),
)

/**
 * The accelerator in the case Electron's documentation writes it
 * ("Ctrl+Alt+K" for "ctrl+alt+k"): known names as spelt there, letters and
 * F-keys in capitals. What is unknown stays as typed, for the message.
 */
export function canonicalAccelerator(accelerator: string): string {
  return accelerator
    .trim()
    .split('+')
    .map(
      (part) =>
        canonicalNames.get(part.toLowerCase()) ??
        (keyPattern.test(part.toUpperCase()) ? part.toUpperCase() : part),
    )
    .join('+')
}

/** Modifiers by what they are on the keyboard: Ctrl and ⌘ are one "primary" here (CommandOrControl). */
const modifierRole = (modifier: string): string =>
  ['CommandOrControl', 'CmdOrCtrl', 'Command', 'Cmd', 'Control', 'Ctrl'].includes(modifier)
    ? 'primary'
    : ['Alt', 'Option', 'AltGr'].includes(modifier)
      ? 'alt'
      : modifier === 'Meta'
        ? 'super'
        : modifier.toLowerCase()

/**
 * Keys the system or every app already means (close a window, switch apps,
 * copy and paste, this window's own Ctrl+K): taken globally, they would stop
 * working everywhere else. As modifier roles, sorted, and the key.
 */
const reserved = new Map<string, string>([
  ['alt+F4', 'closes the window in front'],
  ['alt+Tab', 'switches between apps'],
  ['primary+Tab', 'switches tabs in most apps'],
  ['alt+primary+Delete', 'belongs to the system'],
  ['primary+Space', 'opens Spotlight or switches the input language'],
  ['super+L', 'locks the computer'],
  ...['A', 'C', 'V', 'X', 'Z', 'Y', 'S', 'Q', 'W', 'N', 'T', 'F', 'P', 'K'].map(
    (key) => [`primary+${key}`, 'is an everyday shortcut in every app'] as [string, string],
  ),
])

/** Why an accelerator cannot be used, or null when it can (in any case: "ctrl+alt+k" is fine). */
export function acceleratorProblem(typed: string): string | null {
  const accelerator = canonicalAccelerator(typed)
  const parts = accelerator.split('+')
  if (accelerator.trim() === '' || parts.some((p) => p === '')) {
    return 'Write the shortcut as modifiers and a key joined by +, e.g. CommandOrControl+Alt+K'
  }
  const key = parts.at(-1) ?? ''
  const mods = parts.slice(0, -1)
  if (!isKey(key)) {
    return `“${key}” is not a key a shortcut can end with: use a letter, a digit, F1–F24 or a named key such as Space`
  }
  if (mods.length === 0) {
    return 'A global shortcut needs a modifier (CommandOrControl, Alt, Shift…): a key alone would be taken from every app'
  }
  const unknown = mods.find((m) => !isModifier(m))
  if (unknown !== undefined) {
    return `“${unknown}” is not a modifier: use CommandOrControl, Control, Command, Alt, Option, Shift or Super`
  }
  if (new Set(mods).size !== mods.length) return 'Each modifier may appear once'
  if (mods.every((m) => m === 'Shift')) {
    return 'Shift alone is not enough: add CommandOrControl or Alt, or every capital letter would open the switcher'
  }
  const roles = [...new Set(mods.map(modifierRole))].sort().join('+')
  const taken = reserved.get(`${roles}+${key}`)
  if (taken !== undefined) {
    return `${accelerator} ${taken}: taken by Token Desk it would stop working in every other app. Choose another, e.g. ${DEFAULT_GLOBAL_SHORTCUT}`
  }
  return null
}

export const acceleratorSchema = z
  .string({ error: 'The shortcut must be text' })
  .trim()
  .max(60, 'The shortcut is at most 60 characters')
  .superRefine((value, ctx) => {
    const problem = acceleratorProblem(value)
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem })
  })
  .transform(canonicalAccelerator)

/** Offered when the user turns the shortcut on; Ctrl+K is the in-window one, this works anywhere. */
export const DEFAULT_GLOBAL_SHORTCUT = 'CommandOrControl+Alt+K'

/** How an accelerator reads on this platform: "Ctrl+Alt+K", or "⌘⌥K" on macOS. */
export function shortcutLabel(accelerator: string, mac: boolean): string {
  const names: Record<string, [string, string]> = {
    CommandOrControl: ['Ctrl', '⌘'],
    CmdOrCtrl: ['Ctrl', '⌘'],
    Command: ['Command', '⌘'],
    Cmd: ['Command', '⌘'],
    Control: ['Ctrl', '⌃'],
    Ctrl: ['Ctrl', '⌃'],
    Alt: ['Alt', '⌥'],
    Option: ['Alt', '⌥'],
    AltGr: ['AltGr', '⌥'],
    Shift: ['Shift', '⇧'],
    Super: ['Super', '⌘'],
    Meta: ['Meta', '⌘'],
  }
  const parts = accelerator.split('+').map((part) => names[part]?.[mac ? 1 : 0] ?? part)
  return parts.join(mac ? '' : '+')
}

/**
 * What the system made of a shortcut: held, refused (another app has it), or
 * handed to a desktop that does not say (Wayland's GlobalShortcuts portal);
 * then `bindCommand` is what a shortcut made in the desktop's own keyboard
 * settings would run instead.
 */
export type ShortcutRegistration =
  { kind: 'registered' } | { kind: 'taken' } | { kind: 'unconfirmed'; bindCommand: string }

/** Whether the global shortcut works: off, registered, refused, or not confirmable (Wayland). */
export type ShortcutStatus =
  | { kind: 'off' }
  | { kind: 'registered'; accelerator: string }
  | { kind: 'taken'; accelerator: string }
  | { kind: 'unconfirmed'; accelerator: string; bindCommand: string }
  /** No desktop around the window (tests without one). */
  | { kind: 'unavailable' }
