import { cells, cellWidth } from './cellWidth'
import { oneLine } from './terminalText'
import { ID_PREFIX_MINIMUM, type CliProfileRow } from '../shared/cli/protocol'

const stateWords: Record<CliProfileRow['state'], string> = {
  none: 'no token',
  valid: 'valid',
  expiring: 'expiring',
  expired: 'expired',
  rejected: 'rejected',
  renewing: 'renewing',
}

/**
 * The TOKEN column: its state, and a failure that stands after it, as the
 * window's Failed view lists it ("no token, refused (401)"): a broken login
 * must not read as one merely not fetched yet.
 */
export function tokenWords(r: Pick<CliProfileRow, 'state' | 'failure' | 'wrongAccount'>): string {
  // A token for another account serves no request of this profile, whatever its time left.
  if (r.wrongAccount != null && r.state !== 'renewing') return `wrong account (${r.wrongAccount})`
  const state = stateWords[r.state]
  if (r.failure === null || r.state === 'renewing') return state
  const { code, status } = r.failure
  const failed = code === 'auth-rejected' ? 'refused' : 'failed'
  return `${state}, ${failed} (${status ?? code})`
}

/** "in 23h 59m" / "2h ago" for what is left by the app's clock; the list is read by people, --json by scripts. */
export function relative(left: number | null): string {
  if (left === null) return ''
  const minutes = Math.round(Math.abs(left) / 60_000)
  const text = minutes >= 60 ? `${Math.floor(minutes / 60)}h ${minutes % 60}m` : `${minutes}m`
  return left >= 0 ? `in ${text}` : `${text} ago`
}

/**
 * At most `width` terminal columns, cut at the end and marked with "…", so
 * the start of a name (what people scan) stays; never inside a character.
 */
export function cutEnd(text: string, width: number): string {
  if (cellWidth(text) <= width) return text
  let kept = ''
  let used = 0
  for (const cell of cells(text)) {
    if (used + cell.width > width - 1) break
    kept += cell.text
    used += cell.width
  }
  return `${kept}…`
}

/** How a table may be narrowed to fit: which columns give way first, and how far. */
export interface Fit {
  /** The terminal's width in columns. */
  width: number
  /**
   * In order, each column that gives way and how far: at most to its
   * minimum (a cut name must still say something). A column may come twice,
   * first to a wider minimum.
   */
  shrink: readonly (readonly [column: number, minimum: number])[]
  /**
   * Cut first, before `shrink`, and to `minimum` at once, without "…": an
   * id, whose first characters select it as well as it does.
   */
  prefix?: { column: number; minimum: number }
}

const GAP = 2

/** Each column's width after narrowing the `fit.shrink` columns until the rows fit. */
function fitted(natural: number[], fit: Fit | undefined): number[] {
  if (!fit) return natural
  const widths = [...natural]
  // The last column is not padded, so the line is the sum plus the gaps.
  let over = widths.reduce((sum, w) => sum + w, 0) + GAP * (widths.length - 1) - fit.width
  const give = (i: number, minimum: number) => {
    const given = Math.min(over, Math.max(0, (widths[i] ?? 0) - minimum))
    widths[i] = (widths[i] ?? 0) - given
    over -= given
  }
  if (fit.prefix && over > 0) {
    const { column, minimum } = fit.prefix
    over -= Math.max(0, (widths[column] ?? 0) - minimum)
    widths[column] = Math.min(widths[column] ?? 0, minimum)
  }
  for (const [column, minimum] of fit.shrink) if (over > 0) give(column, minimum)
  return widths
}

/**
 * Left-aligned columns, two spaces apart; the last column is not padded (but
 * is cut like the others when `fit.shrink` names it).
 * Every cell on one line: controls and line breaks in a name would break the
 * table (and could drive the terminal), so they show as escapes. Given a
 * `fit`, the named columns are cut at the end until lines fit the terminal
 * (if even their minimum does not, lines wrap as they would anyway).
 */
export function columns(table: string[][], fit?: Fit): string {
  const rows = table.map((row) => row.map(oneLine))
  const natural = rows[0]?.map((_, i) => Math.max(...rows.map((r) => cellWidth(r[i] ?? '')))) ?? []
  const widths = fitted(natural, fit)
  return rows
    .map((row) =>
      row
        .map((cell, i) => {
          const shown =
            i === fit?.prefix?.column ? cell.slice(0, widths[i]) : cutEnd(cell, widths[i] ?? 0)
          if (i === row.length - 1) return shown
          return shown + ' '.repeat(Math.max(0, (widths[i] ?? 0) - cellWidth(shown)))
        })
        .join(' '.repeat(GAP))
        .trimEnd(),
    )
    .join('\n')
}

/**
 * `token-desk list` for people. Given the terminal's width, the ID gives way
 * first, to its first eight characters, which a command takes as well; then
 * ACCOUNT, NAME and ACCOUNT again are cut at the end to fit it.
 */
/** The order list shows profiles in, as a table and as JSON: by account, then name. */
const inListOrder = (rows: readonly CliProfileRow[]): CliProfileRow[] =>
  [...rows].sort((a, b) => a.accountId.localeCompare(b.accountId) || a.name.localeCompare(b.name))

export function profileTable(rows: CliProfileRow[], width?: number): string {
  const sorted = inListOrder(rows)
  const body = sorted.map((r) => [
    r.name,
    r.accountName ? `${r.accountId} (${r.accountName})` : r.accountId,
    r.portal,
    tokenWords(r),
    relative(r.remainingMs),
    r.id,
  ])
  const fit =
    width === undefined
      ? undefined
      : {
          width,
          // The account's name in brackets gives way before the profile's; its id stays.
          shrink: [
            [1, 20],
            [0, 12],
            [1, 12],
          ] as const,
          prefix: { column: 5, minimum: ID_PREFIX_MINIMUM },
        }
  return `${columns([['NAME', 'ACCOUNT', 'PORTAL', 'TOKEN', 'EXPIRES', 'ID'], ...body], fit)}\n`
}

/** Rows for scripts, in the table's order: times as ISO 8601. */
export function profileJson(rows: CliProfileRow[]): string {
  const out = inListOrder(rows).map((r) => ({
    ...r,
    expiresAt: r.expiresAt === null ? null : new Date(r.expiresAt).toISOString(),
    wrongAccount: r.wrongAccount ?? null,
  }))
  return `${JSON.stringify(out, null, 2)}\n`
}
