import { splitTags } from '../../../shared/model/tagList'
import { profileColours } from '../../../shared/model/profile'
import {
  authMethods,
  headerStyles,
  portalKinds,
  portalLabelsIn,
  type PortalKind,
} from '../../../shared/model/portal'
import { languages } from '../../../shared/i18n/language'
import type { ImportField } from '../../../shared/model/transfer'
import { said, type Worded } from '../../../shared/i18n/said'
import { saying } from '../../../shared/i18n/sayMessage'

const squash = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '')

/** Header titles and other names for a column, squashed: "Account ID", "account_id", "accountId". */
export const squashTitle = squash

const portalAliases = new Map<string, PortalKind>([
  ['customerportal', 'customer'],
  ['portal', 'customer'],
  ['alternateportal', 'alternate'],
  ['alt', 'alternate'],
  ['apihost', 'api-host'],
  ['api', 'api-host'],
  ['sms', 'api-host'],
])

/**
 * Portal by kind ("api-host"), by its label in any language the window
 * speaks ("Customer portal", and as a German desk's export or spreadsheet
 * writes it, "Kundenportal"), or a short name; unknown text passes through
 * to fail validation.
 */
function portalOf(text: string): string {
  const key = squash(text)
  for (const kind of portalKinds) {
    if (key === squash(kind)) return kind
    if (languages.some((language) => key === squash(portalLabelsIn[language][kind]))) return kind
  }
  return portalAliases.get(key) ?? text
}

// With German's words, and German Excel's TRUE and FALSE (WAHR, FALSCH).
const yes = new Set(['yes', 'y', 'true', '1', 'on', 'ja', 'wahr'])
const no = new Set(['no', 'n', 'false', '0', 'off', 'nein', 'falsch'])
/** The other ways a yes/no cell may be written, as a message lists them: "y/n, …, on/off". */
const otherSpellings = (() => {
  const noWords = [...no]
  const pairs = [...yes].slice(1).map((word, i) => `${word}/${noWords[i + 1] ?? ''}`)
  return said('requests.list.and', {
    list: pairs.slice(0, -1).join(', '),
    last: pairs.at(-1) ?? '',
  })
})()

/** yes/no (or another spelling of them); other text passes through for validation to name. */
function booleanOf(text: string): boolean | string {
  const key = text.trim().toLowerCase()
  if (yes.has(key)) return true
  if (no.has(key)) return false
  return text
}

/** The values a fixed-list column takes (as readField leaves a cell it does not know). */
const fixedValues: Partial<Record<string, readonly string[]>> = {
  portal: portalKinds,
  headerStyle: headerStyles,
  smsMethod: authMethods,
  colour: profileColours,
}

/**
 * What is wrong with a cell that readField passed through, naming what it
 * says (as read) and what the column takes: the form's wording ("Choose a
 * portal") fits a select, not a spreadsheet cell. Else the check's own words.
 */
export function cellProblem(field: string, fields: Record<string, unknown>, check: Worded): Worded {
  const value = fields[field]
  if (typeof value !== 'string' || value === '') return check
  const values = fixedValues[field]
  if (values !== undefined)
    return saying('requests.import.notOneOf', { value, values: values.join(', ') })
  if (field === 'favourite' || field === 'autoRenew')
    return saying('requests.import.notYesNo', { value, spellings: otherSpellings })
  return check
}

/** Fields with a fixed list of values: an empty cell leaves them as they are (or at the default). */
const notGivenWhenEmpty: ReadonlySet<ImportField> = new Set([
  'colour',
  'favourite',
  'headerStyle',
  'smsMethod',
  'autoRenew',
])

/**
 * A cell's text as the field's value, before validation (which names what
 * is wrong); undefined when an empty cell gives no value.
 */
export function readField(field: ImportField, text: string): unknown {
  if (text === '' && notGivenWhenEmpty.has(field)) return undefined
  switch (field) {
    case 'portal':
      return portalOf(text)
    case 'tags':
      return splitTags(text)
    case 'favourite':
    case 'autoRenew':
      return booleanOf(text)
    case 'colour':
      return text.toLowerCase()
    case 'headerStyle':
      return text.toLowerCase()
    case 'smsMethod':
      return text.toUpperCase()
    default:
      return text
  }
}

/** A field's value as a cell's text: what `readField` reads back to the same value. */
export function writeField(value: string | boolean | readonly string[]): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (typeof value === 'string') return value
  return value.join('; ')
}

/** The separators a spreadsheet writes: Excel uses ";" where "," is the decimal mark, tabs for "Unicode text". */
const SEPARATORS = [',', ';', '\t'] as const
export type Separator = (typeof SEPARATORS)[number]

/**
 * The separator of a CSV, read from its header line (outside quotes): the
 * one found most often there, "," when none is. Titles hold none of them.
 */
export function separatorOf(text: string): Separator {
  const counts = new Map<string, number>()
  let quoted = false
  for (const char of text) {
    if (char === '"') quoted = !quoted
    else if (!quoted && (char === '\n' || char === '\r')) break
    else if (!quoted) counts.set(char, (counts.get(char) ?? 0) + 1)
  }
  let best: Separator = ','
  for (const separator of SEPARATORS)
    if ((counts.get(separator) ?? 0) > (counts.get(best) ?? 0)) best = separator
  return best
}
