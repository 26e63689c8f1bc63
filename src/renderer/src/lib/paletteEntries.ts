import { copyFormatLabels, type CopyFormat } from '../../../shared/model/copyFormats'
import { portalLabels } from '../../../shared/model/portal'
import type { ProfileRow } from '../../../shared/model/profile'
import { filterProfiles, matchCount } from '../../../shared/search/profileQuery'

/** What the quick switcher can do without a profile. */
export type AppCommand = 'renew-all' | 'verify-all' | 'board' | 'new-profile' | 'settings'
/** What it can do with one profile. */
export type ProfileAction =
  { kind: 'open' } | { kind: 'get-token' } | { kind: 'copy'; format: CopyFormat }

export type PaletteEntry =
  | { kind: 'command'; key: string; command: AppCommand; label: string }
  | { kind: 'profile'; key: string; profile: ProfileRow; label: string; detail: string }
  | { kind: 'action'; key: string; action: ProfileAction; label: string }

const commands: { command: AppCommand; label: string }[] = [
  { command: 'renew-all', label: 'Renew all' },
  { command: 'verify-all', label: 'Verify all' },
  { command: 'board', label: 'Board' },
  { command: 'new-profile', label: 'New profile' },
  { command: 'settings', label: 'Settings' },
]

/**
 * At most this many profiles are listed: the best matches come first, and
 * typing narrows faster than scrolling. Every option is drawn as the
 * switcher opens (at 50, opening took some 5–10 ms longer at 10,000 profiles).
 */
export const MAX_PROFILES = 20

/** The first step's options, and how many matching profiles they leave out. */
export interface PaletteFind {
  entries: PaletteEntry[]
  unlisted: number
}

/**
 * The first step: commands whose name contains the query, then the profiles
 * as the sidebar's search ranks them (`sorted`: the sidebar's order, as
 * qualifiers left it; `qualified`: they did, so only profiles are wanted).
 */
export function paletteFind(
  sorted: readonly ProfileRow[],
  query: string,
  qualified = false,
): PaletteFind {
  const q = query.trim().toLowerCase()
  const matchingCommands = commands
    .filter((c) => !qualified && (q === '' || c.label.toLowerCase().includes(q)))
    .map((c): PaletteEntry => ({ kind: 'command', key: `command:${c.command}`, ...c }))
  const found = filterProfiles(sorted, q, MAX_PROFILES)
  const profiles = found.map((profile): PaletteEntry => ({
    kind: 'profile',
    key: profile.id,
    profile,
    label: profile.name,
    detail: `${profile.account.name || profile.account.id} · ${portalLabels[profile.portal]}`,
  }))
  return {
    // A typed query is most likely a profile: profiles first then; commands first when empty.
    entries: q === '' ? [...matchingCommands, ...profiles] : [...profiles, ...matchingCommands],
    unlisted: matchCount(sorted, q) - found.length,
  }
}

/** The second step, for one profile. */
export function profileActions(): PaletteEntry[] {
  const copies: CopyFormat[] = ['header', 'curl', 'token']
  return [
    { kind: 'action', key: 'open', action: { kind: 'open' }, label: 'Open' },
    { kind: 'action', key: 'get-token', action: { kind: 'get-token' }, label: 'Get a new token' },
    ...copies.map((format): PaletteEntry => ({
      kind: 'action',
      key: `copy:${format}`,
      action: { kind: 'copy', format },
      label: `Copy ${copyFormatLabels[format].toLowerCase()}`,
    })),
  ]
}
