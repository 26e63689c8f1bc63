import { ID_PREFIX_MINIMUM, type CliProfileRow } from '../../../shared/cli/protocol'
import { typoScoreIn } from '../../../shared/search/rank'

export type Selection =
  | { kind: 'one'; row: CliProfileRow }
  | { kind: 'none'; candidates: CliProfileRow[] }
  | { kind: 'many'; candidates: CliProfileRow[] }

const fold = (text: string): string => text.normalize('NFKC').toLocaleLowerCase('en').trim()

/**
 * Picks a profile by id, by `account:<id>`, by name (exact, then ignoring
 * case), or by the first characters of its id (at least eight: an id never
 * changes, so a prefix keeps naming the same profile, or becomes ambiguous).
 * Never by a partial name: a script must not get another account's token
 * because a profile was renamed. Anything that does not name exactly one
 * profile lists the candidates (for an unknown name, the similar ones).
 */
export function selectProfile(rows: CliProfileRow[], selector: string): Selection {
  const byId = rows.find((row) => row.id === selector)
  if (byId) return { kind: 'one', row: byId }
  // Also `account:` alone, which names no profile (notFoundMessage says why).
  const account = /^account:(.*)$/i.exec(selector)?.[1]
  if (account !== undefined) {
    const wanted = fold(account)
    return decide(
      rows.filter((row) => fold(row.accountId) === wanted),
      rows,
      () => [],
    )
  }
  const exact = rows.filter((row) => row.name === selector)
  if (exact.length) return decide(exact, rows, () => [])
  const wanted = fold(selector)
  const named = rows.filter((row) => fold(row.name) === wanted)
  if (named.length) return decide(named, rows, () => [])
  if (selector.length >= ID_PREFIX_MINIMUM) {
    const prefixed = rows.filter((row) => row.id.startsWith(selector))
    if (prefixed.length) return decide(prefixed, rows, () => [])
  }
  return decide([], rows, () => similar(rows, wanted))
}

function decide(
  matches: CliProfileRow[],
  rows: CliProfileRow[],
  suggestions: () => CliProfileRow[],
): Selection {
  const [only] = matches
  if (matches.length === 1 && only) return { kind: 'one', row: only }
  if (matches.length > 1) return { kind: 'many', candidates: sorted(matches) }
  // The similar ones best first (their own order); otherwise every profile, by name.
  const near = suggestions()
  return { kind: 'none', candidates: (near.length ? near : sorted(rows)).slice(0, 20) }
}

const sorted = (rows: CliProfileRow[]): CliProfileRow[] =>
  [...rows].sort((a, b) => a.name.localeCompare(b.name) || a.accountId.localeCompare(b.accountId))

/**
 * Names holding what was typed, or its words, or those words with one typo
 * ("custmer" for "customer"): "did you mean", the names that hold most of it
 * first (a desk's names share words such as "Demo" or "production", which
 * alone would list them all by name).
 */
function similar(rows: CliProfileRow[], wanted: string): CliProfileRow[] {
  const words = wanted.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3)
  const scored: { row: CliProfileRow; score: number }[] = []
  for (const row of rows) {
    const name = fold(row.name)
    let score = name.includes(wanted) ? words.length + 1 : 0
    for (const word of words) {
      if (name.includes(word)) score += 1
      else if (typoScoreIn(name, name.length, word) !== null) score += 0.5
    }
    if (score > 0) scored.push({ row, score })
  }
  return scored
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.row.name.localeCompare(b.row.name) ||
        a.row.accountId.localeCompare(b.row.accountId),
    )
    .map((s) => s.row)
}

/**
 * What a selector that names no profile is told: `done` ends the sentence
 * ("", or "; nothing was verified"). The first characters of an id, fewer
 * than a command takes, are said to be too few.
 */
export function notFoundMessage(rows: CliProfileRow[], selector: string, done = ''): string {
  const account = /^account:(.*)$/i.exec(selector)?.[1]?.trim()
  if (account === '')
    return `“${selector}” names no account${done}: give its id, as account:<id> (token-desk list shows each profile's account).`
  if (account !== undefined) return `No profile is of account “${account}”${done}.`
  const short =
    selector.length < ID_PREFIX_MINIMUM &&
    /^[0-9a-f-]{2,}$/i.test(selector) &&
    rows.some((row) => row.id.startsWith(selector.toLowerCase()))
  return short
    ? `No profile is called “${selector}”${done}. An id is taken by its first ${ID_PREFIX_MINIMUM} characters at least: “${selector}” has ${selector.length}.`
    : `No profile is called “${selector}”${done}.`
}

/**
 * How to pick one of the candidates an ambiguous selector named: by id, and
 * by `account:<id>` only when that names each of them alone (never for
 * profiles of one account, which `account:` itself may have named).
 */
export function howToPick(rows: CliProfileRow[], candidates: CliProfileRow[]): string {
  const perAccount = new Map<string, number>()
  for (const row of rows)
    perAccount.set(fold(row.accountId), (perAccount.get(fold(row.accountId)) ?? 0) + 1)
  const byAccount = candidates.every((row) => perAccount.get(fold(row.accountId)) === 1)
  return `pick one by id (its first ${ID_PREFIX_MINIMUM} characters will do)${byAccount ? ' or account:<id>' : ''}`
}
