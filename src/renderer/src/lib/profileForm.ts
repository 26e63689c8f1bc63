import { splitTags } from '../../../shared/model/tagList'
import type { AppError } from '../../../shared/ipc/errors'
import { checkBaseUrl, isLoopbackHost } from '../../../shared/model/baseUrl'
import { loginOf, sharedWith, type SharedLogin } from '../../../shared/model/login'
import { otherAccountsOfLogin, type OtherAccount } from '../../../shared/model/loginAccounts'
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
import { usernameShape } from '../../../shared/model/username'
import { t } from '../i18n'
import { accountList, listed, nameList } from './labels'

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

/** The tags field's text as tags (split as a CSV's Tags cell is: shared/model/tagList). */
export const parseTags = splitTags

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

/**
 * Non-blocking notes about the base URL (plain http, a path prefix), one per
 * line: checkBaseUrl's warnings, in the window's language.
 */
export function baseUrlWarnings(raw: string): string[] {
  if (raw.trim() === '') return []
  const checked = checkBaseUrl(raw)
  if (!checked.ok) return []
  const url = new URL(checked.url)
  const path = checked.url.slice(url.origin.length)
  const warnings: string[] = []
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    warnings.push(t('profileForm:baseUrlWarning.plainHttp'))
  }
  if (path !== '') warnings.push(t('profileForm:baseUrlWarning.pathPrefix', { path }))
  return warnings
}

/** The warning for a username that is not one (an e-mail address or part of one), or null. */
export function usernameWarningText(username: string): string | null {
  const shape = usernameShape(username)
  return shape === 'username' ? null : t(`profileForm:usernameWarning.${shape}`)
}

/** “Acme EU”: a name or tag quoted in a sentence. */
export const quoted = (text: string): string => t('profileForm:quoted', { text })

/** "INITECH-003 (“Initech prod”)", "HOOLI-004 (“Hooli a”, “Hooli b” and 3 more)". */
function accountText({ accountId, profiles, names }: OtherAccount): string {
  // Some names and "and 3 more" (nameList), else every name, without an "and".
  return t('profileForm:loginAccounts.account', {
    account: accountId,
    names: profiles > names.length ? nameList(names, profiles) : names.map(quoted).join(', '),
  })
}

/**
 * What the form says when a login would serve other accounts too (the rule
 * of shared/model/loginAccounts, in the window's language); null when it
 * would not. `accountId`: the account of the profile being saved.
 */
export function loginAccountsText(
  others: readonly OtherAccount[],
  accountId: string,
): string | null {
  const [only] = others
  if (only === undefined) return null
  const list = accountList(others, accountText)
  return others.length === 1
    ? t('profileForm:loginAccounts.both', { list, other: only.accountId, account: accountId })
    : t('profileForm:loginAccounts.asWell', { list, account: accountId })
}

/** "the base URL to https://b.example and the API host to https://c.example" */
export const describeMoves = (moves: readonly HostMove[]): string =>
  listed(moves.map((m) => t(`profileForm:hostMove.${m.field}`, { to: m.to })))

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
  const where = t('profileForm:hostMove.saving', { moves: describeMoves(moves) })
  if (profile.password !== 'none' && !passwordTyped) {
    const { others } = profile.sharedLogin
    const removed =
      others === 0
        ? t('profileForm:hostMove.passwordRemoved')
        : t('profileForm:hostMove.passwordLeft', { count: others })
    return `${where} ${removed}`
  }
  return profile.token.kind === 'none' ? null : `${where} ${t('profileForm:hostMove.tokenRemoved')}`
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
  return loginAccountsText(otherAccountsOfLogin(members, accountId, except), accountId)
}
