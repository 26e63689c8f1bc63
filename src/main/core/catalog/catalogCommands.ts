import { saidOfIssue } from '../../../shared/i18n/fieldSays'
import { saying } from '../../../shared/i18n/sayMessage'
import { said, type Said } from '../../../shared/i18n/said'
import { loginOf } from '../../../shared/model/login'
import { commandArgvSchema } from '../../../shared/model/passwordCommand'
import type { ImportFormat } from '../../../shared/model/transfer'
import { parseCommandLine } from '../../../shared/text/commandLine'
import { unneutralize } from '../../../shared/text/csv'
import type { Checked } from '../transfer/importService'
import { squashTitle } from '../transfer/csv'
import { csvRecords, startLines } from '../transfer/parseImport'
import { toldOf } from './catalogFetched'
import { invalidRow } from './catalogPlan'

/** What a row names: an argument list, or why it cannot be one. */
export type CommandCell = { ok: true; argv: string[] } | { ok: false; message: string; said: Said }

/** The key of a profile in the JSON format, and the CSV column (matched as import matches titles). */
const KEY = 'passwordCommand'
const COLUMN = squashTitle('Password command')

/**
 * A command as a catalog names it: in JSON an argument list, or a line as
 * the profile form reads one (also the CSV cell's form), e.g.
 * `op read "op://{vault}/Acme/password"`. Checked by the form's own rules.
 */
function cellOf(value: unknown): CommandCell {
  let argv: unknown = value
  if (typeof value === 'string') {
    const line = parseCommandLine(value)
    if (!line.ok)
      return { ok: false, ...saying('catalog.commands.unreadable', { reason: toldOf(line) }) }
    argv = line.argv
  }
  const checked = commandArgvSchema.safeParse(argv)
  if (checked.success) return { ok: true, argv: checked.data }
  const issue = checked.error.issues[0]
  const reason = issue ? (saidOfIssue(issue) ?? issue.message) : said('catalog.commands.notAList')
  return { ok: false, ...saying('catalog.commands.notValid', { reason }) }
}

/**
 * The password command each row names, by row (numbered as import numbers
 * them: the JSON list's position, the CSV line). Rows naming none are absent.
 * A file that does not parse names none: import's parser says what is wrong.
 */
export function commandsIn(format: ImportFormat, text: string): Map<number, CommandCell> {
  const cells = new Map<number, CommandCell>()
  const body = text.replace(/^\uFEFF/, '')
  if (format === 'json') {
    // Most catalogs name none: a 10,000-profile file is not parsed a third time for nothing.
    if (!body.includes(`"${KEY}"`)) return cells
    let root: unknown
    try {
      root = JSON.parse(body)
    } catch {
      return cells
    }
    const profiles = (root as { profiles?: unknown } | null)?.profiles
    if (!Array.isArray(profiles)) return cells
    profiles.forEach((entry: unknown, index) => {
      if (typeof entry !== 'object' || entry === null || !(KEY in entry)) return
      const value = (entry as Record<string, unknown>)[KEY]
      if (value !== null && value !== undefined) cells.set(index + 1, cellOf(value))
    })
    return cells
  }
  let records: { record: string[]; raw: string }[]
  try {
    records = csvRecords(body)
  } catch {
    return cells
  }
  const [header, ...rows] = records
  const column = header?.record.findIndex((title) => squashTitle(title) === COLUMN) ?? -1
  if (column < 0) return cells
  const lines = startLines(records.map((r) => r.raw))
  rows.forEach(({ record }, index) => {
    const cell = unneutralize(record[column] ?? '').trim()
    if (cell !== '') cells.set(lines[index + 1] ?? 0, cellOf(cell))
  })
  return cells
}

/** One login's command as the catalog names it, with the rows that name it. */
export interface NamedCommand {
  login: string
  username: string
  host: string
  argv: string[]
  rows: number[]
  profiles: string[]
}

const hostOf = (baseUrl: string) => {
  try {
    return new URL(baseUrl).host
  } catch {
    return baseUrl
  }
}

/**
 * The catalog's commands by login. A row whose command cannot be read, or
 * names another command than an earlier row of its login (the profiles of
 * one login share one password, so one command), becomes invalid: import
 * shows it in the invalid group with the reason, and writes nothing of it.
 */
export function withCommands(
  checked: readonly Checked[],
  cells: ReadonlyMap<number, CommandCell>,
): { checked: Checked[]; commands: NamedCommand[] } {
  const byLogin = new Map<string, NamedCommand>()
  if (cells.size === 0) return { checked: [...checked], commands: [] }
  const out = checked.map((c): Checked => {
    const cell = cells.get(c.row.row)
    if (cell === undefined || c.row.kind === 'invalid') return c
    if (!cell.ok) return invalidRow(c.row, 'passwordCommand', cell)
    const login = loginOf(c.row)
    const named = byLogin.get(login)
    if (named === undefined) {
      byLogin.set(login, {
        login,
        username: c.row.username,
        host: hostOf(c.row.baseUrl),
        argv: cell.argv,
        rows: [c.row.row],
        profiles: [c.row.name],
      })
      return c
    }
    if (JSON.stringify(named.argv) !== JSON.stringify(cell.argv)) {
      return invalidRow(
        c.row,
        'passwordCommand',
        saying('catalog.commands.anotherCommand', {
          row: named.rows[0] ?? c.row.row,
          username: named.username,
          host: named.host,
        }),
      )
    }
    named.rows.push(c.row.row)
    named.profiles.push(c.row.name)
    return c
  })
  return { checked: out, commands: [...byLogin.values()] }
}
