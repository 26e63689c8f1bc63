import { z } from 'zod'
import { issueSaying, says } from '../i18n/fieldSays'
import { said, type Said, type Worded } from '../i18n/said'
import { saying } from '../i18n/sayMessage'
import { lazySchema } from './lazySchema'

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
 * working everywhere else. As modifier roles, sorted, and the key; what they
 * do, as a message names it.
 */
const reserved = new Map<string, Said>([
  ['alt+F4', said('fields.shortcut.does.closesWindow')],
  ['alt+Tab', said('fields.shortcut.does.switchesApps')],
  ['primary+Tab', said('fields.shortcut.does.switchesTabs')],
  ['alt+primary+Delete', said('fields.shortcut.does.system')],
  ['primary+Space', said('fields.shortcut.does.spotlight')],
  ['super+L', said('fields.shortcut.does.locks')],
  ...['A', 'C', 'V', 'X', 'Z', 'Y', 'S', 'Q', 'W', 'N', 'T', 'F', 'P', 'K'].map(
    (key) => [`primary+${key}`, said('fields.shortcut.does.everyday')] as [string, Said],
  ),
])

/**
 * Why an accelerator cannot be used, or null when it can (in any case: "ctrl+alt+k" is fine):
 * in English (main, the command line) and as data (`said`), which the window says in its language.
 */
export function acceleratorProblem(typed: string): Required<Worded> | null {
  const accelerator = canonicalAccelerator(typed)
  const parts = accelerator.split('+')
  const example = DEFAULT_GLOBAL_SHORTCUT
  if (accelerator.trim() === '' || parts.some((p) => p === '')) {
    return saying('fields.shortcut.format', { example })
  }
  const key = parts.at(-1) ?? ''
  const mods = parts.slice(0, -1)
  if (!isKey(key)) return saying('fields.shortcut.key', { key })
  if (mods.length === 0) return saying('fields.shortcut.noModifier')
  const unknown = mods.find((m) => !isModifier(m))
  if (unknown !== undefined) return saying('fields.shortcut.modifier', { modifier: unknown })
  if (new Set(mods).size !== mods.length) return saying('fields.shortcut.twice')
  if (mods.every((m) => m === 'Shift')) return saying('fields.shortcut.shiftOnly')
  const roles = [...new Set(mods.map(modifierRole))].sort().join('+')
  const does = reserved.get(`${roles}+${key}`)
  if (does !== undefined) {
    return saying('fields.shortcut.taken', { keys: accelerator, does, example })
  }
  return null
}

const shortcut = said('fields.label.shortcut')

export const acceleratorSchema = lazySchema(() =>
  z
    .string(says('fields.notText', { label: shortcut }))
    .trim()
    .max(60, says('fields.atMost', { label: shortcut, max: 60 }))
    .superRefine((value, ctx) => {
      const problem = acceleratorProblem(value)
      if (problem !== null) ctx.addIssue(issueSaying(problem.said))
    })
    .transform(canonicalAccelerator),
)

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
