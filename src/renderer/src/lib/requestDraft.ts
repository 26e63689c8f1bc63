import type { HeaderStyle } from '../../../shared/model/portal'
import {
  requestFieldsSchema,
  type HttpMethod,
  type RequestFields,
  type UrlBase,
} from '../../../shared/model/request'
import { requestTemplates } from '../../../shared/model/requestTemplates'
import { t } from '../i18n'
import { requests as catalog } from '../i18n/en/requests'

/** One header row being edited; `key` keeps React's rows stable while rows come and go. */
export interface HeaderDraft {
  key: number
  name: string
  value: string
}

/** The editor's fields as typed: like RequestFields, with keyed header rows. */
export interface Draft {
  name: string
  method: HttpMethod
  url: string
  relativeTo: UrlBase
  headers: HeaderDraft[]
  /** Kept while the method is GET, so switching back restores it; not sent with GET. */
  body: string
  authStyle: HeaderStyle
}

export const BLANK_TEMPLATE = 'blank'

type TranslatedTemplate = keyof typeof catalog.newRequest.templates
const translated = (id: string): id is TranslatedTemplate =>
  Object.hasOwn(catalog.newRequest.templates, id)

/** A template's name in the window's language (its own, if the catalog lacks it); null: blank or unknown. */
export function templateLabel(id: string): string | null {
  const template = requestTemplates.find((r) => r.id === id)
  if (template === undefined) return null
  return translated(id) ? t(`requests:newRequest.templates.${id}`) : template.label
}

let headerSeq = 0
export const newHeaderRow = (name = '', value = ''): HeaderDraft => ({
  key: ++headerSeq,
  name,
  value,
})

export const draftFrom = (fields: RequestFields): Draft => ({
  name: fields.name,
  method: fields.method,
  url: fields.url,
  relativeTo: fields.relativeTo,
  headers: fields.headers.map((h) => newHeaderRow(h.name, h.value)),
  body: fields.body,
  authStyle: fields.authStyle,
})

/** A new request: blank (with the profile's header style) or from one of the templates. */
export function templateDraft(templateId: string, headerStyle: HeaderStyle): Draft {
  const template = requestTemplates.find((t) => t.id === templateId)
  if (template !== undefined) return draftFrom(template.fields)
  return {
    name: t('requests:newRequest.untitled'),
    method: 'GET',
    url: '',
    relativeTo: 'base',
    headers: [],
    body: '',
    authStyle: headerStyle,
  }
}

const blankRow = (h: HeaderDraft): boolean => h.name.trim() === '' && h.value === ''

/**
 * What would be sent, before validation: blank header rows are left out and a
 * GET carries no body. `rowOf[i]` is the draft row of the i-th header sent.
 */
export function fieldsOf(draft: Draft): { fields: RequestFields; rowOf: number[] } {
  const rowOf: number[] = []
  const headers: RequestFields['headers'] = []
  draft.headers.forEach((h, row) => {
    if (blankRow(h)) return
    rowOf.push(row)
    headers.push({ name: h.name, value: h.value })
  })
  return {
    fields: {
      name: draft.name,
      method: draft.method,
      url: draft.url,
      relativeTo: draft.relativeTo,
      headers,
      body: draft.method === 'GET' ? '' : draft.body,
      authStyle: draft.authStyle,
    },
    rowOf,
  }
}

/** A stable text of a request's fields, to tell unsaved changes. */
export const fingerprint = (f: RequestFields): string =>
  JSON.stringify([
    f.name,
    f.method,
    f.url,
    f.relativeTo,
    f.headers.map((h) => [h.name, h.value]),
    f.body,
    f.authStyle,
  ])

/** The draft's fingerprint as main would store it (trimmed), so trailing spaces are no change. */
export function draftFingerprint(draft: Draft): string {
  const { fields } = fieldsOf(draft)
  const parsed = requestFieldsSchema.safeParse(fields)
  return fingerprint(parsed.success ? parsed.data : fields)
}

/** Messages per editor field: `name`, `url`, `body`, `header.<row>.name`… */
export type FieldErrors = Record<string, string>

/** Maps an issue path (`request.headers.2.value`, `url`) to the editor's field key. */
export function fieldKey(path: string, rowOf: number[]): string {
  const parts = path.replace(/^request\./, '').split('.')
  if (parts[0] === 'headers') {
    const index = Number(parts[1])
    const row = Number.isInteger(index) ? rowOf[index] : undefined
    if (row === undefined) return 'headers'
    return parts[2] === 'value' ? `header.${row}.value` : `header.${row}.name`
  }
  return parts[0] ?? ''
}

export interface Checked {
  /** The validated fields to send or save; null while something is wrong. */
  fields: RequestFields | null
  errors: FieldErrors
  rowOf: number[]
}

/** Live validation with the contract's own schema, so the page and main agree. */
export function checkDraft(draft: Draft): Checked {
  const { fields, rowOf } = fieldsOf(draft)
  const parsed = requestFieldsSchema.safeParse(fields)
  if (parsed.success) return { fields: parsed.data, errors: {}, rowOf }
  const errors: FieldErrors = {}
  for (const issue of parsed.error.issues) {
    const key = fieldKey(issue.path.map(String).join('.'), rowOf)
    errors[key] ??= issue.message
  }
  return { fields: null, errors, rowOf }
}

/** Pretty-prints a JSON body; null when it does not parse. */
export function formatJson(text: string): string | null {
  try {
    return JSON.stringify(JSON.parse(text), null, 2)
  } catch {
    return null
  }
}
