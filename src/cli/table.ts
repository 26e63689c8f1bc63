import { oneLine } from './terminalText'
import type { CliProfileRow } from '../shared/cli/protocol'

const stateWords: Record<CliProfileRow['state'], string> = {
  none: 'no token',
  valid: 'valid',
  expiring: 'expiring',
  expired: 'expired',
  rejected: 'rejected',
  renewing: 'renewing',
}

/** "in 23h 59m" / "2h ago"; the list is read by people, --json by scripts. */
export function relative(expiresAt: number | null, now: number): string {
  if (expiresAt === null) return ''
  const left = expiresAt - now
  const minutes = Math.round(Math.abs(left) / 60_000)
  const text = minutes >= 60 ? `${Math.floor(minutes / 60)}h ${minutes % 60}m` : `${minutes}m`
  return left >= 0 ? `in ${text}` : `${text} ago`
}

/**
 * Left-aligned columns, two spaces apart; the last column is not padded.
 * Every cell on one line: controls and line breaks in a name would break the
 * table (and could drive the terminal), so they show as escapes.
 */
export function columns(table: string[][]): string {
  const rows = table.map((row) => row.map(oneLine))
  const widths =
    rows[0]?.map((_, i) => Math.max(...rows.map((r) => [...(r[i] ?? '')].length))) ?? []
  return rows
    .map((row) =>
      row
        .map((cell, i) =>
          i === row.length - 1
            ? cell
            : cell.padEnd((widths[i] ?? 0) + (cell.length - [...cell].length)),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

export function profileTable(rows: CliProfileRow[], now: number): string {
  const sorted = [...rows].sort(
    (a, b) => a.accountId.localeCompare(b.accountId) || a.name.localeCompare(b.name),
  )
  const body = sorted.map((r) => [
    r.name,
    r.accountName ? `${r.accountId} (${r.accountName})` : r.accountId,
    r.portal,
    stateWords[r.state],
    relative(r.expiresAt, now),
    r.id,
  ])
  return `${columns([['NAME', 'ACCOUNT', 'PORTAL', 'TOKEN', 'EXPIRES', 'ID'], ...body])}\n`
}

/** Rows for scripts: times as ISO 8601. */
export function profileJson(rows: CliProfileRow[]): string {
  const out = rows.map((r) => ({
    ...r,
    expiresAt: r.expiresAt === null ? null : new Date(r.expiresAt).toISOString(),
  }))
  return `${JSON.stringify(out, null, 2)}\n`
}
