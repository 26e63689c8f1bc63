import type { AppError } from '../../../shared/ipc/errors'
import { checkBaseUrl } from '../../../shared/model/baseUrl'
import { loginOf, sharedWith, type SharedLogin } from '../../../shared/model/login'
import { loginAccountsWarning, otherAccountsOfLogin } from '../../../shared/model/loginAccounts'
import {
  createProfileInput,
  hostMoves,
  profileFields,
  updateProfileInput,
  type HostMove,
  type CreateProfileInput,
  type ProfileFields,
  type ProfileRow,
  type ProfileView,
  type UpdateProfileInput,
} from '../../../shared/model/profile'
import { formatCount } from './labels'

/** The schema's fields as the form holds them: tags as typed (comma-separated). */
export type FormValues = Omit<ProfileFields, 'tags'> & { tags: string }

/** The form's fields in the order they are shown (the first invalid one takes focus). */
export const fieldOrder = [
  'name',
  'accountId',
  'accountName',
  'portal',
  'baseUrl',
  'apiHostUrl',
  'username',
  'password',
  'headerStyle',
  'smsMethod',
  'autoRenew',
  'tags',
  'colour',
  'favourite',
  'notes',
] as const
export type FieldName = (typeof fieldOrder)[number]
export type FieldErrors = Partial<Record<FieldName, string>>

export const emptyValues: FormValues = {
  name: '',
  accountId: '',
  accountName: '',
  portal: 'customer',
  baseUrl: '',
  apiHostUrl: '',
  username: '',
  headerStyle: 'bearer',
  smsMethod: 'POST',
  autoRenew: false,
  tags: '',
  colour: 'none',
  notes: '',
  favourite: false,
}

/** A profile's editable fields as the form shows them (the rule that picks them is profileFields). */
export const valuesOf = (profile: ProfileView): FormValues => {
  const {
    password: _p,
    sharedLogin: _s,
    passwordDropped: _d,
    token: _t,
    lastError: _e,
    ...saved
  } = profile
  const fields = profileFields(saved)
  return { ...fields, tags: fields.tags.join(', ') }
}

/** "eu, gold ,, vip" → ["eu", "gold", "vip"]; the schema trims, limits and de-duplicates. */
export const parseTags = (text: string): string[] =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '')

/** The form's values as the schema's fields (tags as a list). */
const fieldsOf = (values: FormValues) => ({ ...values, tags: parseTags(values.tags) })

/** A profile's current value of an editable field, as an edit compares them. */
const currentValue = (profile: ProfileView, field: keyof ProfileFields): unknown =>
  field === 'accountId'
    ? profile.account.id
    : field === 'accountName'
      ? profile.account.name
      : profile[field]

const isField = (key: string): key is FieldName => (fieldOrder as readonly string[]).includes(key)

/** "fields.baseUrl" or ["fields", "tags", 2] → "baseUrl" / "tags"; null when it names no form field. */
export function fieldOfPath(path: string | readonly PropertyKey[]): FieldName | null {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String)
  const key = parts[0] === 'fields' ? parts[1] : parts[0]
  return key !== undefined && isField(key) ? key : null
}

function collect(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const field = fieldOfPath(issue.path)
    if (field !== null && errors[field] === undefined) errors[field] = issue.message
  }
  return errors
}

export type Checked =
  | { ok: true; kind: 'create'; input: CreateProfileInput }
  | { ok: true; kind: 'update'; input: UpdateProfileInput }
  | { ok: false; errors: FieldErrors }

/**
 * The same schemas main validates with, for messages next to each field. An
 * empty password is never sent; an edit sends only the fields that changed.
 */
export function checkForm(
  values: FormValues,
  password: string,
  profile: ProfileView | null,
): Checked {
  const secret = password === '' ? {} : { password }
  if (profile === null) {
    const parsed = createProfileInput.safeParse({ ...fieldsOf(values), ...secret })
    return parsed.success
      ? { ok: true, kind: 'create', input: parsed.data }
      : { ok: false, errors: collect(parsed.error.issues) }
  }
  const parsed = updateProfileInput.safeParse({
    id: profile.id,
    fields: fieldsOf(values),
    ...secret,
  })
  if (!parsed.success) return { ok: false, errors: collect(parsed.error.issues) }
  const changed = Object.fromEntries(
    Object.entries(parsed.data.fields).filter(
      ([key, value]) =>
        JSON.stringify(currentValue(profile, key as keyof ProfileFields)) !== JSON.stringify(value),
    ),
  ) as Partial<ProfileFields>
  return { ok: true, kind: 'update', input: { ...parsed.data, fields: changed } }
}

/** Server-side invalid-input issues split into per-field messages and the rest. */
export function splitServerIssues(error: AppError): { fields: FieldErrors; rest: AppError | null } {
  if (error.code !== 'invalid-input') return { fields: {}, rest: error }
  const fields: FieldErrors = {}
  const rest: { path: string; message: string }[] = []
  for (const issue of error.issues) {
    const field = fieldOfPath(issue.path)
    if (field !== null && fields[field] === undefined) fields[field] = issue.message
    else if (field === null) rest.push(issue)
  }
  const restError: AppError | null =
    rest.length > 0 || Object.keys(fields).length === 0 ? { ...error, issues: rest } : null
  return { fields, rest: restError }
}

/** Non-blocking notes about the base URL (plain http, a path prefix), one per line. */
export function baseUrlWarnings(raw: string): string[] {
  if (raw.trim() === '') return []
  const checked = checkBaseUrl(raw)
  return checked.ok ? checked.warnings : []
}

const hostLabels: Record<HostMove['field'], string> = {
  baseUrl: 'base URL',
  apiHostUrl: 'API host',
}

/** "the base URL to https://b.example and the API host to https://c.example" */
export const describeMoves = (moves: readonly HostMove[]): string =>
  moves.map((m) => `the ${hostLabels[m.field]} to ${m.to}`).join(' and ')

/**
 * Before saving an edit that points a host elsewhere: what main will remove
 * (the same rule, hostMoves, decides), so it is no surprise. Null when the
 * hosts stay (or are not valid yet: their errors say so).
 */
export function hostMoveNote(
  profile: ProfileView,
  values: Pick<FormValues, 'baseUrl' | 'apiHostUrl'>,
  passwordTyped: boolean,
): string | null {
  const base = checkBaseUrl(values.baseUrl)
  const api = values.apiHostUrl.trim() === '' ? null : checkBaseUrl(values.apiHostUrl)
  if (!base.ok || (api !== null && !api.ok)) return null
  const moves = hostMoves(profile, { baseUrl: base.url, apiHostUrl: api?.url ?? '' })
  if (moves.length === 0) return null
  const where = `Saving points ${describeMoves(moves)}.`
  if (profile.password !== 'none' && !passwordTyped) {
    const { others } = profile.sharedLogin
    const removed =
      others === 0
        ? 'The stored password will be removed'
        : `This profile will stop using the stored password (the ${others === 1 ? 'other profile' : `${formatCount(others)} other profiles`} of its login keep it)`
    return `${where} ${removed}, since it is only sent to the host it was entered for: type it again here to keep one. Any token goes too.`
  }
  return profile.token.kind === 'none'
    ? null
    : `${where} The current token will be removed: it is only sent to the hosts it was obtained for.`
}

/**
 * The other profiles in the list with the login these values make (the same
 * rule as main's: loginOf), while the form is filled in: they share the
 * password. `except`: the profile being edited.
 */
export function sharedLoginOf(
  rows: readonly ProfileRow[],
  values: Pick<FormValues, 'baseUrl' | 'username'>,
  except: string | null,
): SharedLogin {
  const username = values.username.trim()
  if (values.baseUrl.trim() === '' || username === '') return { others: 0, names: [] }
  const login = loginOf({ baseUrl: values.baseUrl, username })
  return sharedWith(
    rows.filter((row) => loginOf(row) === login),
    except,
  )
}

/**
 * What the form says when the login these values make already serves
 * profiles of other accounts (the same rule as the import preview:
 * otherAccountsOfLogin); null when it does not. Saving stays allowed: a
 * support team may know better, but it reads the warning first.
 */
export function loginAccountsNote(
  rows: readonly ProfileRow[],
  values: Pick<FormValues, 'baseUrl' | 'username' | 'accountId'>,
  except: string | null,
): string | null {
  const username = values.username.trim()
  const accountId = values.accountId.trim()
  if (values.baseUrl.trim() === '' || username === '' || accountId === '') return null
  const login = loginOf({ baseUrl: values.baseUrl, username })
  const members = rows.filter((row) => loginOf(row) === login)
  return loginAccountsWarning(otherAccountsOfLogin(members, accountId, except), accountId)
}
