import type { ProfileRow } from '../../../shared/model/profile'
import { standingToken, tokenStateAt, usableWrongAccount } from '../../../shared/model/token'
import { english, type Speech } from '../i18n/speech'

/** What the tray (menu bar) menu holds; a thin adapter turns it into Electron's menu. */
export type TrayEntry =
  | { kind: 'heading'; label: string }
  | { kind: 'profile'; profileId: string; label: string; action: ProfileAction }
  | { kind: 'command'; command: TrayCommand; label: string }
  | { kind: 'separator' }

/**
 * What choosing a profile does: copy its header (it has a token that
 * stands), get a token and then copy it (it has none that stands: no token,
 * expired, refused), renew it (it is expiring), or open it in the window
 * (its token is for another account: neither copying nor renewing with the
 * same login would help, and the window says what to do).
 */
export type ProfileAction = 'copy' | 'get-token' | 'renew' | 'open'

export type TrayCommand = 'renew-all' | 'open' | 'quit'

/** How many soonest expiries are listed besides the favourites. */
export const SOONEST = 5
/** A menu must fit on a screen: more favourites than this are counted, not listed. */
export const FAVOURITES_SHOWN = 12

/** "Acme prod — 1 h 20 min left", "— expired", "— no token": the state a glance needs. */
export function trayLabel(
  p: ProfileRow,
  now: number,
  warningMs: number,
  speech: Speech = english,
): string {
  const { t } = speech
  const name = p.name
  const state = tokenStateAt(p.token, now, warningMs)
  if (state.kind === 'renewing') return t('desktop:tray.profile.renewing', { name })
  const other = usableWrongAccount(state.kind, p.token)
  if (other !== null) return t('desktop:tray.profile.otherAccount', { name, account: other })
  switch (state.kind) {
    case 'none':
      return t('desktop:tray.profile.none', { name })
    case 'expired':
      return t('desktop:tray.profile.expired', { name })
    case 'rejected':
      return t('desktop:tray.profile.rejected', { name })
    default:
      return t('desktop:tray.profile.left', { name, duration: speech.duration(state.remainingMs) })
  }
}

/** What choosing a profile listed with this state does. */
function actionAt(p: ProfileRow, now: number, warningMs: number): Exclude<ProfileAction, 'renew'> {
  const state = tokenStateAt(p.token, now, warningMs)
  if (
    usableWrongAccount(state.kind === 'renewing' ? state.previous.kind : state.kind, p.token) !==
    null
  )
    return 'open'
  if (state.kind === 'renewing')
    return state.previous.kind === 'valid' || state.previous.kind === 'expiring'
      ? 'copy'
      : 'get-token'
  return state.kind === 'valid' || state.kind === 'expiring' ? 'copy' : 'get-token'
}

/**
 * Favourites, then the soonest expiries among the rest, then a Renew entry
 * for each listed profile that is expiring, Renew all, Open and Quit.
 * Choosing a profile copies its header (the service does it, with every
 * rule the window's Copy has); one without a token that stands says "Get
 * token" instead, and gets one first. While locked, only Open and Quit: the
 * menu opens on an unlocked desktop, where anyone could read it (and no
 * profile's name or time left, as the window shows none). In the language
 * `speech` speaks.
 */
export function trayMenu(
  rows: readonly ProfileRow[],
  now: number,
  warningMs: number,
  locked: boolean,
  speech: Speech = english,
): TrayEntry[] {
  const { t } = speech
  const open: TrayEntry = { kind: 'command', command: 'open', label: t('desktop:tray.open') }
  const quit: TrayEntry = { kind: 'command', command: 'quit', label: t('desktop:tray.quit') }
  if (locked) {
    return [{ kind: 'heading', label: t('desktop:tray.locked') }, { kind: 'separator' }, open, quit]
  }
  const entry = (p: ProfileRow): TrayEntry => {
    const action = actionAt(p, now, warningMs)
    const label = trayLabel(p, now, warningMs, speech)
    return {
      kind: 'profile',
      profileId: p.id,
      label:
        action === 'copy'
          ? label
          : action === 'open'
            ? t('desktop:tray.thenOpen', { label })
            : t('desktop:tray.thenGetToken', { label }),
      action,
    }
  }
  const { favourites, favouriteCount, soonest } = pickRows(rows, now)
  // Only the listed ones: the menu stays short, and each Renew names a row above it.
  const renewals: TrayEntry[] = [...favourites, ...soonest]
    .filter((p) => {
      const kind = tokenStateAt(p.token, now, warningMs).kind
      return kind === 'expiring' && usableWrongAccount(kind, p.token) === null
    })
    .map((p) => ({
      kind: 'profile',
      profileId: p.id,
      label: t('desktop:tray.renew', { name: p.name }),
      action: 'renew',
    }))
  const section = (label: string, list: ProfileRow[], more: TrayEntry[] = []): TrayEntry[] =>
    list.length === 0
      ? []
      : [{ kind: 'heading', label }, ...list.map(entry), ...more, { kind: 'separator' }]
  const hidden = favouriteCount - FAVOURITES_SHOWN
  return [
    ...section(
      t('desktop:tray.favourites'),
      favourites,
      hidden > 0
        ? [{ kind: 'heading', label: t('desktop:tray.moreFavourites', { count: hidden }) }]
        : [],
    ),
    ...section(t('desktop:tray.soonest'), soonest),
    ...renewals,
    { kind: 'command', command: 'renew-all', label: t('desktop:tray.renewAll') },
    open,
    quit,
  ]
}

/**
 * The favourites shown (and how many there are) and the soonest expiries
 * among the rest, in one pass over the rows, copying none and making no
 * object per row: this runs over every row on each change, every 30 s and
 * after sleep. The soonest are kept in order as they are found (a bounded
 * insertion, ties to the earlier row), not sorted from all of them. Kept as
 * row numbers and times in typed arrays: plain arrays change kind as they
 * fill (numbers to doubles, empty to objects), and the JIT's code for the
 * last menu then falls back to slow code, which boxes every expiry it reads.
 */
function pickRows(
  rows: readonly ProfileRow[],
  now: number,
): { favourites: ProfileRow[]; favouriteCount: number; soonest: ProfileRow[] } {
  const favouriteAt = new Int32Array(FAVOURITES_SHOWN)
  let favouriteCount = 0
  const soonestAt = new Int32Array(SOONEST)
  const soonestTimes = new Float64Array(SOONEST)
  let soonestCount = 0
  for (let r = 0; r < rows.length; r++) {
    const p = rows[r] as ProfileRow
    if (p.favourite) {
      if (favouriteCount < FAVOURITES_SHOWN) favouriteAt[favouriteCount] = r
      favouriteCount++
      continue
    }
    const token = standingToken(p.token)
    if (token === null) continue
    const expiresAt = token.expiresAt
    if (expiresAt <= now) continue
    if (soonestCount === SOONEST && expiresAt >= (soonestTimes[SOONEST - 1] as number)) continue
    // After the ones as soon or sooner; the last one drops out when full.
    let i = soonestCount
    while (i > 0 && (soonestTimes[i - 1] as number) > expiresAt) i--
    if (soonestCount < SOONEST) soonestCount++
    for (let j = soonestCount - 1; j > i; j--) {
      soonestAt[j] = soonestAt[j - 1] as number
      soonestTimes[j] = soonestTimes[j - 1] as number
    }
    soonestAt[i] = r
    soonestTimes[i] = expiresAt
  }
  return {
    favourites: rowsAt(rows, favouriteAt, Math.min(favouriteCount, FAVOURITES_SHOWN)),
    favouriteCount,
    soonest: rowsAt(rows, soonestAt, soonestCount),
  }
}

/** The rows at the first `count` row numbers. */
function rowsAt(rows: readonly ProfileRow[], at: Int32Array, count: number): ProfileRow[] {
  const found = new Array<ProfileRow>(count)
  for (let k = 0; k < count; k++) found[k] = rows[at[k] as number] as ProfileRow
  return found
}
