import type { CopyFormat } from '../../../shared/model/copyFormats'
import type { ProfileRow } from '../../../shared/model/profile'
import { foldText } from '../../../shared/search/foldText'
import { filterProfiles, matchCount } from '../../../shared/search/profileQuery'
import { t } from '../i18n'
import { accountLabel } from './labels'

/** What the quick switcher can do without a profile. */
export type AppCommand = 'renew-all' | 'verify-all' | 'board' | 'new-profile' | 'settings'
/** What it can do with one profile. */
export type ProfileAction =
  { kind: 'open' } | { kind: 'get-token' } | { kind: 'copy'; format: CopyFormat }

export type PaletteEntry =
  | { kind: 'command'; key: string; command: AppCommand; label: string }
  | { kind: 'profile'; key: string; profile: ProfileRow; label: string; detail: string }
  | { kind: 'action'; key: string; action: ProfileAction; label: string }

const commands: readonly AppCommand[] = [
  'renew-all',
  'verify-all',
  'board',
  'new-profile',
  'settings',
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
 * Whether a command's or an action's name holds the query, folded as the
 * profile search folds ("prufen" finds "Alle prüfen", "offnen" "Öffnen").
 */
export const labelMatches = (label: string, query: string): boolean =>
  foldText(label).includes(foldText(query.trim()))

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
  const q = query.trim()
  // Named in the language spoken now: that is what the user types.
  const matchingCommands = commands
    .map((command) => ({ command, label: t(`sidebar:palette.commands.${command}`) }))
    .filter((c) => !qualified && labelMatches(c.label, q))
    .map((c): PaletteEntry => ({ kind: 'command', key: `command:${c.command}`, ...c }))
  const found = filterProfiles(sorted, q, MAX_PROFILES)
  const profiles = found.map((profile): PaletteEntry => ({
    kind: 'profile',
    key: profile.id,
    profile,
    label: profile.name,
    // The account's ID too: a desk's accounts often share a name's start ("Tyrell Corporation …").
    detail: `${accountLabel(profile)} · ${t(`labels:portal.${profile.portal}`)}`,
  }))
  return {
    // A typed query is most likely a profile: profiles first then; commands first when empty.
    entries: q === '' ? [...matchingCommands, ...profiles] : [...profiles, ...matchingCommands],
    unlisted: matchCount(sorted, q) - found.length,
  }
}

/** The second step, for one profile. */
export function profileActions(): PaletteEntry[] {
  const copies = ['header', 'curl', 'token'] as const satisfies readonly CopyFormat[]
  return [
    {
      kind: 'action',
      key: 'open',
      action: { kind: 'open' },
      label: t('sidebar:palette.actions.open'),
    },
    {
      kind: 'action',
      key: 'get-token',
      action: { kind: 'get-token' },
      label: t('sidebar:palette.actions.getToken'),
    },
    ...copies.map((format): PaletteEntry => ({
      kind: 'action',
      key: `copy:${format}`,
      action: { kind: 'copy', format },
      label: t(`sidebar:palette.actions.copy.${format}`),
    })),
  ]
}
