import { saying } from '../../../shared/i18n/sayMessage'
import { said, type Said } from '../../../shared/i18n/said'
import type { ImportFormat } from '../../../shared/model/transfer'
import { joined } from './catalogFetched'
import { squashTitle } from '../transfer/csv'
import { csvRecords, startLines } from '../transfer/parseImport'

/**
 * A catalog is read by every desk: it must never hold a password or a token.
 * A key or column is a secret's by its name: one that ends in password,
 * passphrase, secret, token, API key or private key (without case, spaces or
 * punctuation), so "accessToken" and "Client secret" are, and a login's
 * "passwordCommand" or a "tokenUrl" are not. Only one that holds something
 * counts: an empty Password column (a template's) is no secret.
 */
const SECRET_NAME = /(password|passwd|passphrase|pwd|secret|token|apikey|privatekey)s?$/

export const isSecretName = (name: string): boolean => SECRET_NAME.test(squashTitle(name))

/** A value that could be a secret: text, a number, or a list or object with something in it. */
function holdsSomething(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== ''
  if (typeof value === 'number' || typeof value === 'bigint') return true
  if (Array.isArray(value)) return value.length > 0
  if (typeof value === 'object' && value !== null) return Object.keys(value).length > 0
  return false
}

/** How many places are named before "and N more". */
const NAMED = 3

/** Cut at 80 characters: a name or key can be as long as the file (the message quotes it). */
const cut = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text)

/**
 * Where the catalog's text holds a secret, as a sentence ("profile 3
 * (“Acme prod”) has “password”"), or null when it holds none. The value
 * itself is never repeated. A file that does not parse holds none that can be
 * found; the sync's parser then says what is wrong with it.
 */
export function secretsIn(
  format: ImportFormat,
  text: string,
): { message: string; said: Said } | null {
  const places = format === 'json' ? jsonSecrets(text) : csvSecrets(text)
  if (places.length === 0) return null
  const named = joined(places.slice(0, NAMED), 'catalog.secrets.places')
  return saying('catalog.secrets.found', {
    count: places.length,
    places:
      places.length > NAMED
        ? said('catalog.secrets.andMore', { places: named, more: places.length - NAMED })
        : named,
  })
}

/** A container met on the walk, with the way to it (keys are joined only for a secret found). */
interface Frame {
  value: object
  key: string
  parent: Frame | null
}

const pathOf = (frame: Frame | null, key: string): string[] => {
  const path = [key]
  for (let at = frame; at !== null && at.parent !== null; at = at.parent) path.push(at.key)
  return path.reverse()
}

/** A path as a person reads it; one nested thousands deep is cut in its middle. */
const dotted = (path: string[]): string =>
  cut((path.length > 6 ? [...path.slice(0, 2), '…', ...path.slice(-2)] : path).join('.'))

function jsonSecrets(text: string): Said[] {
  let root: unknown
  try {
    root = JSON.parse(text)
  } catch {
    return []
  }
  if (typeof root !== 'object' || root === null) return []
  const places: Said[] = []
  const profiles = Array.isArray(root) ? undefined : (root as Record<string, unknown>).profiles
  // A catalog repeats a dozen key names thousands of times: each is judged once.
  const judged = new Map<string, boolean>()
  const secretName = (key: string) => {
    let secret = judged.get(key)
    if (secret === undefined) judged.set(key, (secret = isSecretName(key)))
    return secret
  }
  // Walked with a stack, not recursion (a file nested thousands deep must not overflow it);
  // only objects and lists are pushed, last first, so places come out about in the file's order.
  const stack: Frame[] = [{ value: root, key: '', parent: null }]
  for (let frame = stack.pop(); frame !== undefined; frame = stack.pop()) {
    const { value } = frame
    const isList = Array.isArray(value)
    const keys = Object.keys(value)
    const inside: Frame[] = []
    for (const key of keys) {
      const item: unknown = (value as Record<string, unknown>)[key]
      if (!isList && secretName(key)) {
        if (holdsSomething(item)) places.push(describeJsonPlace(pathOf(frame, key), profiles))
      } else if (typeof item === 'object' && item !== null) {
        inside.push({ value: item, key, parent: frame })
      }
    }
    for (const child of inside.reverse()) stack.push(child)
  }
  return places
}

/** profiles.2.login.password → profile 3 (“Acme prod”) has “login.password”. */
function describeJsonPlace(path: string[], profiles: unknown): Said {
  const [top, index, ...inside] = path
  if (top === 'profiles' && Array.isArray(profiles) && index !== undefined && inside.length > 0) {
    const entry: unknown = profiles[Number(index)]
    const number = Number(index) + 1
    return typeof entry === 'object' &&
      entry !== null &&
      'name' in entry &&
      typeof entry.name === 'string'
      ? said('catalog.secrets.namedProfileHas', {
          number,
          name: cut(entry.name),
          path: dotted(inside),
        })
      : said('catalog.secrets.profileHas', { number, path: dotted(inside) })
  }
  return said('catalog.secrets.fileHas', { path: dotted(path) })
}

function csvSecrets(text: string): Said[] {
  let records: { record: string[]; raw: string }[]
  try {
    // As import reads it, so the lines named are the ones its preview names.
    records = csvRecords(text.replace(/^\uFEFF/, ''))
  } catch {
    return []
  }
  const [header, ...rows] = records
  if (!header) return []
  const lines = startLines(records.map((r) => r.raw))
  const places: Said[] = []
  header.record.forEach((title, column) => {
    if (!isSecretName(title)) return
    const filled = rows.flatMap(({ record }, index) =>
      (record[column] ?? '').trim() !== '' ? [lines[index + 1] ?? 0] : [],
    )
    if (filled.length === 0) return
    // Line numbers are listed as they are ("rows 3, 7, 9"), in any language.
    const named = filled.slice(0, NAMED).join(', ')
    const where =
      filled.length > NAMED
        ? said('catalog.secrets.rowsAndMore', { rows: named, more: filled.length - NAMED })
        : said('catalog.secrets.rows', { count: filled.length, rows: named })
    places.push(
      said('catalog.secrets.column', { column: column + 1, title: cut(title), rows: where }),
    )
  })
  return places
}
