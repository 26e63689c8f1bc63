import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import type { AppError } from '../../../shared/ipc/errors'
import { authMethods, headerStyles, portalKinds, portalLabels } from '../../../shared/model/portal'
import type { ProfileView } from '../../../shared/model/profile'
import { call } from '../lib/api'
import { usernameWarning } from '../lib/format'
import { headerStyleLabels } from '../lib/labels'
import {
  baseUrlWarning,
  checkForm,
  emptyValues,
  fieldOrder,
  splitServerIssues,
  valuesOf,
  type FieldErrors,
  type FieldName,
  type FormValues,
} from '../lib/profileForm'
import { CheckboxField } from './CheckboxField'
import { ErrorPanel } from './ErrorPanel'
import { Field } from './Field'

interface Props {
  /** The profile to edit; absent for a new one. */
  profile?: ProfileView | undefined
  onSaved: (profile: ProfileView) => void
  onCancel: () => void
}

const isPortal = (v: string): v is FormValues['portal'] =>
  (portalKinds as readonly string[]).includes(v)
const isStyle = (v: string): v is FormValues['headerStyle'] =>
  (headerStyles as readonly string[]).includes(v)
const isMethod = (v: string): v is FormValues['smsMethod'] =>
  (authMethods as readonly string[]).includes(v)

/** Create or edit a profile. The password leaves this component's state on submit. */
export function ProfileForm({ profile, onSaved, onCancel }: Props) {
  const editing = profile !== undefined
  const uid = useId()
  const idOf = (field: FieldName): string => `${uid}-${field}`

  const [values, setValues] = useState<FormValues>(() =>
    profile ? valuesOf(profile) : emptyValues,
  )
  const [password, setPassword] = useState('')
  const [passwordCleared, setPasswordCleared] = useState(false)
  const [attempted, setAttempted] = useState(false)
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const [submitError, setSubmitError] = useState<AppError | null>(null)
  const [submitting, setSubmitting] = useState(false)

  const checked = checkForm(values, password, profile?.id ?? null)
  const clientErrors: FieldErrors = attempted && !checked.ok ? checked.errors : {}
  const passwordGone = passwordCleared && password === ''
  const errorOf = (field: FieldName): string | undefined => {
    if (field === 'password' && passwordGone && !editing && attempted) {
      return 'Enter the password again: it was cleared when the form was sent'
    }
    return clientErrors[field] ?? serverErrors[field]
  }
  const passwordWarning =
    editing && passwordGone
      ? 'The new password was cleared when the form was sent: enter it again to change it'
      : null

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]): void => {
    setValues((v) => ({ ...v, [key]: value }))
    setServerErrors((e) => ({ ...e, [key]: undefined }))
  }

  const focusFirstInvalid = (errors: FieldErrors): void => {
    const first = fieldOrder.find((f) => errors[f] !== undefined)
    if (first) document.getElementById(idOf(first))?.focus()
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault()
    if (submitting) return
    setAttempted(true)
    setSubmitError(null)
    if (!checked.ok) {
      focusFirstInvalid(checked.errors)
      return
    }
    // From here on the password exists only in the request being sent.
    setPassword('')
    setPasswordCleared(password !== '')
    setSubmitting(true)
    const result =
      checked.kind === 'create'
        ? await call((api) => api.createProfile(checked.input))
        : await call((api) => api.updateProfile(checked.input))
    setSubmitting(false)
    if (result.ok) {
      onSaved(result.value)
      return
    }
    const { fields, rest } = splitServerIssues(result.error)
    setServerErrors(fields)
    setSubmitError(rest)
    focusFirstInvalid(fields)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>): void => {
    if (event.key === 'Escape' && !submitting) {
      event.preventDefault()
      onCancel()
    }
  }

  const usernameNote = usernameWarning(values.username)
  const passwordHint = editing
    ? profile.hasPassword
      ? 'Leave empty to keep the stored password'
      : 'No password is stored: enter one to be able to get tokens'
    : 'The password the portal e-mailed for this login. Kept by the main process, never shown again.'
  const autoRenewWarning =
    values.autoRenew && editing && !profile.hasPassword && password === ''
      ? 'No password is stored: auto-renew cannot run until you enter one.'
      : null

  return (
    <form
      aria-label="Profile"
      className="profile-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      onKeyDown={onKeyDown}
    >
      <header className="form-head">
        <h2>{editing ? 'Edit profile' : 'New profile'}</h2>
        {editing && <p className="muted">{profile.name}</p>}
      </header>

      {submitError && <ErrorPanel error={submitError} />}

      <div className="form-grid">
        <Field
          id={idOf('name')}
          label="Name"
          error={errorOf('name')}
          hint="Your label for this profile, e.g. “Acme – production”."
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoFocus
              autoComplete="off"
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
            />
          )}
        </Field>
        <Field
          id={idOf('accountId')}
          label="Account ID"
          error={errorOf('accountId')}
          hint="A token works only for the account its user was created under."
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={values.accountId}
              onChange={(e) => set('accountId', e.target.value)}
            />
          )}
        </Field>
        <Field
          id={idOf('accountName')}
          label="Account name"
          error={errorOf('accountName')}
          hint="Optional."
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              value={values.accountName}
              onChange={(e) => set('accountName', e.target.value)}
            />
          )}
        </Field>
        <Field
          id={idOf('portal')}
          label="Portal"
          error={errorOf('portal')}
          hint="The host that hands out this login's tokens."
        >
          {(control) => (
            <select
              {...control}
              value={values.portal}
              onChange={(e) => {
                if (isPortal(e.target.value)) set('portal', e.target.value)
              }}
            >
              {portalKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {portalLabels[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={idOf('baseUrl')}
          label="Base URL"
          wide
          error={errorOf('baseUrl')}
          warning={baseUrlWarning(values.baseUrl)}
          hint="Scheme and host only, e.g. https://portal.example.com. The app adds /_rest/v4/… itself."
        >
          {(control) => (
            <input
              {...control}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://"
              value={values.baseUrl}
              onChange={(e) => set('baseUrl', e.target.value)}
            />
          )}
        </Field>
        <Field
          id={idOf('username')}
          label="Username"
          error={errorOf('username')}
          warning={usernameNote}
          hint={
            usernameNote === null
              ? "Exactly as set up in the portal's user management: not the e-mail address."
              : undefined
          }
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              value={values.username}
              onChange={(e) => set('username', e.target.value)}
            />
          )}
        </Field>
        <Field
          id={idOf('password')}
          label="Password"
          error={errorOf('password')}
          warning={passwordWarning}
          hint={passwordHint}
        >
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="off"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value)
                setServerErrors((s) => ({ ...s, password: undefined }))
              }}
            />
          )}
        </Field>
        <Field
          id={idOf('headerStyle')}
          label="Header style"
          error={errorOf('headerStyle')}
          hint="Analytics APIs take “Bearer <token>”; the portal APIs take the bare token."
        >
          {(control) => (
            <select
              {...control}
              value={values.headerStyle}
              onChange={(e) => {
                if (isStyle(e.target.value)) set('headerStyle', e.target.value)
              }}
            >
              {headerStyles.map((style) => (
                <option key={style} value={style}>
                  {headerStyleLabels[style]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {values.portal === 'api-host' && (
          <Field
            id={idOf('smsMethod')}
            label="SMS method"
            error={errorOf('smsMethod')}
            hint="The service does not document which method this host accepts; POST is the default."
          >
            {(control) => (
              <select
                {...control}
                value={values.smsMethod}
                onChange={(e) => {
                  if (isMethod(e.target.value)) set('smsMethod', e.target.value)
                }}
              >
                {authMethods.map((method) => (
                  <option key={method} value={method}>
                    {method}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <CheckboxField
          id={idOf('autoRenew')}
          label="Renew automatically before expiry"
          checked={values.autoRenew}
          onChange={(checked) => set('autoRenew', checked)}
          error={errorOf('autoRenew')}
          warning={autoRenewWarning}
          hint="Needs a stored password. Stops after a 401 until you act, so the account is never locked out."
        />
      </div>

      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? 'Saving…' : 'Save profile'}
        </button>
        <button type="button" className="btn" onClick={onCancel} disabled={submitting}>
          Cancel
        </button>
      </div>
    </form>
  )
}
