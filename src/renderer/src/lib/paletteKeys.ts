import type { PaletteEntry } from './paletteEntries'

/** Profiles first, then what to do with the one chosen. */
export type PaletteStep = { kind: 'find' } | { kind: 'act'; profileId: string; name: string }

/** What a key does in the quick switcher's field; null: the field's own (typing, caret). */
export type PaletteKey =
  { kind: 'move'; by: 1 | -1 } | { kind: 'run' } | { kind: 'go'; to: PaletteStep } | null

/**
 * ↑/↓ move, Enter runs, → or Tab opens a profile's actions, ← (or Backspace
 * in an empty field) goes back from them. Shift+Tab stays the browser's.
 */
export function paletteKey(
  key: { key: string; shiftKey: boolean },
  step: PaletteStep,
  current: PaletteEntry | undefined,
  query: string,
): PaletteKey {
  if (key.key === 'ArrowDown') return { kind: 'move', by: 1 }
  if (key.key === 'ArrowUp') return { kind: 'move', by: -1 }
  if (key.key === 'Enter') return { kind: 'run' }
  if (
    (key.key === 'ArrowRight' || key.key === 'Tab') &&
    !key.shiftKey &&
    current?.kind === 'profile'
  )
    return {
      kind: 'go',
      to: { kind: 'act', profileId: current.profile.id, name: current.profile.name },
    }
  if (step.kind === 'act' && (key.key === 'ArrowLeft' || (key.key === 'Backspace' && query === '')))
    return { kind: 'go', to: { kind: 'find' } }
  return null
}

/** The option after moving `by` from `active`, wrapping round a list of `length`. */
export const movedTo = (active: number, by: number, length: number): number =>
  length === 0 ? 0 : (active + by + length) % length
