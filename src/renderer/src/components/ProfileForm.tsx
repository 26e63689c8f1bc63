import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import type { AppError } from '../../../shared/ipc/errors'
import { authMethods, headerStyles, portalKinds, portalLabels } from '../../../shared/model/portal'
import {
  profileColours,
  type CreateProfileInput,
  type ProfileView,
} from '../../../shared/model/profile'
import { call } from '../lib/api'
import { usernameWarning } from '../../../shared/model/username'
import { colourLabels, headerStyleLabels, sharedPasswordNote } from '../lib/labels'
import {
  baseUrlWarnings,
  checkForm,
  emptyValues,
  fieldOrder,
  hostMoveNote,
  parseTags,
  sharedLoginOf,
  splitServerIssues,
  valuesOf,
  type FieldErrors,
  type FieldName,
  type FormValues,
} from '../lib/profileForm'
import { CheckboxField } from './CheckboxField'
import { ColourDot } from './ColourDot'
import { DuplicateNotice } from './DuplicateNotice'
import { ErrorPanel } from './ErrorPanel'
import { Field, type ControlProps } from './Field'
import { ProfileNetworkSection } from './ProfileNetworkSection'
import { TagChips } from './TagChips'
import { useProfiles } from '../store/profiles'

interface Props {
  /** The profile to edit; absent for a new one. */
  profile?: ProfileView | undefined
  onSaved: (profile: ProfileView) => void
  onCancel: () => void
  /** Leaves the form for the profile a save would have duplicated. */
  onOpenExisting: (profileId: string) => void
}

type Duplicate = Extract<AppError, { code: 'duplicate' }>

/** The fields chosen from a fixed list. */
type ChoiceField = 'portal' | 'headerStyle' | 'smsMethod' | 'colour'
type TextField = 'name' | 'accountId' | 'accountName' | 'username' | 'tags'

/**
 * Create or edit a profile. The password leaves this component's state on
 * submit; only a create that turned out to duplicate another profile holds on
 * to its request until the user chooses, so "Save anyway" can resend it.
 */
export function ProfileForm({ profile, onSaved, onCancel, onOpenExisting }: Props) {
  const editing = profile !== undefined
  const uid = useId()
  const idOf = (field: FieldName): string => `${uid}-${field}`

  const [values, setValues] = useState<FormValues>(() =>
    profile ? valuesOf(profile) : emptyValues,
  )
  const rows = useProfiles((s) => s.profiles)
  const [password, setPassword] = useState('')
  const [passwordCleared, setPasswordCleared] = useState(false)
  const [attempted, setAttempted] = useState(false)
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const [submitError, setSubmitError] = useState<AppError | null>(null)
  const [duplicate, setDuplicate] = useState<Duplicate | null>(null)
  const [submitting, setSubmitting] = useState(false)
  /** The create request a duplicate refused, kept only until the user decides. */
  const pendingCreate = useRef<CreateProfileInput | null>(null)

  useEffect(
    () => () => {
      pendingCreate.current = null
    },
    [],
  )

  const checked = checkForm(values, password, profile ?? null)
  const clientErrors: FieldErrors = attempted && !checked.ok ? checked.errors : {}
  const errorOf = (field: FieldName): string | undefined =>
    clientErrors[field] ?? serverErrors[field]
  const passwordWarning =
    passwordCleared && password === '' && duplicate === null
      ? editing
        ? 'The new password was cleared when the form was sent: enter it again to change it'
        : 'The password was cleared when the form was sent: enter it again, or leave it empty to be asked when a token is needed'
      : null

  /** Any change makes a pending duplicate decision stale: it was about the values sent. */
  const forgetDuplicate = (): void => {
    pendingCreate.current = null
    setDuplicate(null)
  }

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]): void => {
    setValues((v) => ({ ...v, [key]: value }))
    setServerErrors((e) => ({ ...e, [key]: undefined }))
    forgetDuplicate()
  }

  /** A select over a fixed list; the chosen option is found in the list, so it is typed. */
  const choiceSelect =
    <F extends ChoiceField>(
      field: F,
      options: readonly FormValues[F][],
      label: (option: FormValues[F]) => string,
    ) =>
    (control: ControlProps) => (
      <select
        {...control}
        value={values[field]}
        onChange={(e) => {
          const chosen = options.find((option) => option === e.target.value)
          if (chosen !== undefined) set(field, chosen)
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {label(option)}
          </option>
        ))}
      </select>
    )

  /** The Base URL and API host URL inputs: the same control for the same kind of value. */
  /**
   * A text field of the form. `verbatim`: typed exactly as the service or
   * the user's own scheme has it (ids, usernames, tags): no spelling marks,
   * no capital added by the keyboard.
   */
  const textInput =
    (field: TextField, options: { verbatim?: boolean; autoFocus?: boolean } = {}) =>
    (control: ControlProps) => (
      <input
        {...control}
        type="text"
        autoComplete="off"
        autoFocus={options.autoFocus}
        {...(options.verbatim ? { spellCheck: false, autoCapitalize: 'off' } : {})}
        value={values[field]}
        onChange={(e) => set(field, e.target.value)}
      />
    )

  const urlInput =
    (field: 'baseUrl' | 'apiHostUrl', placeholder: string) => (control: ControlProps) => (
      <input
        {...control}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={values[field]}
        onChange={(e) => set(field, e.target.value)}
      />
    )

  const focusFirstInvalid = (errors: FieldErrors): void => {
    const first = fieldOrder.find((f) => errors[f] !== undefined)
    if (first) document.getElementById(idOf(first))?.focus()
  }

  const failed = (error: AppError): void => {
    if (error.code === 'duplicate') {
      setDuplicate(error)
      return
    }
    pendingCreate.current = null
    const { fields, rest } = splitServerIssues(error)
    setServerErrors(fields)
    setSubmitError(rest)
    focusFirstInvalid(fields)
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault()
    if (submitting) return
    setAttempted(true)
    setSubmitError(null)
    forgetDuplicate()
    if (!checked.ok) {
      focusFirstInvalid(checked.errors)
      return
    }
    // From here on the password exists only in the request being sent.
    setPassword('')
    setPasswordCleared(password !== '')
    setSubmitting(true)
    let result
    if (checked.kind === 'create') {
      const input = checked.input
      pendingCreate.current = input
      result = await call((api) => api.createProfile(input))
    } else {
      const input = checked.input
      result = await call((api) => api.updateProfile(input))
    }
    setSubmitting(false)
    if (result.ok) {
      pendingCreate.current = null
      onSaved(result.value)
      return
    }
    failed(result.error)
  }

  async function saveAnyway(): Promise<void> {
    const input = pendingCreate.current
    if (input === null || submitting) return
    setSubmitting(true)
    const result = await call((api) => api.createProfile({ ...input, allowDuplicate: true }))
    setSubmitting(false)
    if (result.ok) {
      pendingCreate.current = null
      onSaved(result.value)
      return
    }
    setDuplicate(null)
    failed(result.error)
  }

  const openExisting = (id: string): void => {
    pendingCreate.current = null
    onOpenExisting(id)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>): void => {
    if (event.key === 'Escape' && !submitting) {
      event.preventDefault()
      onCancel()
    }
  }

  const usernameNote = usernameWarning(values.username)
  const passwordHint = !editing
    ? "Optional. Without it you'll be asked each time a token is needed."
    : profile.password === 'stored'
      ? 'Leave empty to keep the stored password.'
      : profile.password === 'session'
        ? 'Leave empty to keep the password until you quit.'
        : 'None is kept: enter one to keep it, or leave empty to be asked when a token is needed.'
  const moveNote = editing ? hostMoveNote(profile, values, password !== '') : null
  // Who else has the login these values make: a password typed here is theirs too.
  const sharedNote = sharedPasswordNote(sharedLoginOf(rows, values, profile?.id ?? null), editing)
  const noPassword = password === '' && (!editing || profile.password === 'none')
  const autoRenewWarning =
    values.autoRenew && noPassword
      ? 'No password is kept: auto-renew cannot run until you enter one.'
      : null
  const tags = parseTags(values.tags)

  return (
    <form
      aria-label="Profile"
      className="profile-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      onKeyDown={onKeyDown}
    >
      <header className="form-head">
        <h1>{editing ? 'Edit profile' : 'New profile'}</h1>
        {editing && <p className="muted">{profile.name}</p>}
      </header>

      {submitError && <ErrorPanel error={submitError} />}
      {duplicate && (
        <DuplicateNotice
          error={duplicate}
          saving={submitting}
          onOpenExisting={() => openExisting(duplicate.existingProfileId)}
          onSaveAnyway={editing ? undefined : () => void saveAnyway()}
        />
      )}

      <div className="form-grid">
        <Field
          id={idOf('name')}
          label="Name"
          error={errorOf('name')}
          hint="Your label for this profile, e.g. “Acme – production”."
        >
          {textInput('name', { autoFocus: true })}
        </Field>
        <Field
          id={idOf('accountId')}
          label="Account ID"
          error={errorOf('accountId')}
          hint="A token works only for the account its user was created under."
        >
          {textInput('accountId', { verbatim: true })}
        </Field>
        <Field
          id={idOf('accountName')}
          label="Account name"
          error={errorOf('accountName')}
          hint="Optional."
        >
          {textInput('accountName')}
        </Field>
        <Field
          id={idOf('portal')}
          label="Portal"
          error={errorOf('portal')}
          hint="The host that hands out this login's tokens."
        >
          {choiceSelect('portal', portalKinds, (kind) => portalLabels[kind])}
        </Field>
        <Field
          id={idOf('baseUrl')}
          label="Base URL"
          wide
          error={errorOf('baseUrl')}
          warning={baseUrlWarnings(values.baseUrl)}
          hint="Scheme and host only, e.g. https://portal.example.com. The app adds /_rest/v4/… itself."
        >
          {urlInput('baseUrl', 'https://')}
        </Field>
        <Field
          id={idOf('apiHostUrl')}
          label="API host URL"
          wide
          error={errorOf('apiHostUrl')}
          warning={values.apiHostUrl.trim() === '' ? [] : baseUrlWarnings(values.apiHostUrl)}
          hint="Optional. Where test requests go when they are relative to the API host (the spec's {api_url}). The token is sent only to this host and the base URL."
        >
          {urlInput('apiHostUrl', 'https:// (optional)')}
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
          {textInput('username', { verbatim: true })}
        </Field>
        <Field
          id={idOf('password')}
          label="Password"
          error={errorOf('password')}
          warning={[passwordWarning ?? '', moveNote ?? '', sharedNote ?? '']}
          hint={`${passwordHint} It stays kept if the service refuses it (401), as one typed in the password prompt does.`}
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
                forgetDuplicate()
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
          {choiceSelect('headerStyle', headerStyles, (style) => headerStyleLabels[style])}
        </Field>
        {values.portal === 'api-host' && (
          <Field
            id={idOf('smsMethod')}
            label="SMS method"
            error={errorOf('smsMethod')}
            hint="The service does not document which method this host accepts; POST is the default."
          >
            {choiceSelect('smsMethod', authMethods, (method) => method)}
          </Field>
        )}
        <CheckboxField
          id={idOf('autoRenew')}
          label="Renew automatically before expiry"
          checked={values.autoRenew}
          onChange={(checked) => set('autoRenew', checked)}
          error={errorOf('autoRenew')}
          warning={autoRenewWarning}
          hint="Needs a kept password. Stops after a 401 until you act, so the account is never locked out."
        />
      </div>

      <fieldset className="form-grid form-section">
        <legend>Organise</legend>
        <Field
          id={idOf('tags')}
          label="Tags"
          error={errorOf('tags')}
          hint="Comma-separated, e.g. eu, gold"
          after={
            tags.length > 0 && (
              <div aria-hidden="true">
                <TagChips tags={tags} />
              </div>
            )
          }
        >
          {textInput('tags', { verbatim: true })}
        </Field>
        <Field
          id={idOf('colour')}
          label="Colour"
          error={errorOf('colour')}
          hint="A mark beside the name in the list."
        >
          {(control) => (
            <div className="colour-pick">
              <ColourDot colour={values.colour} size="swatch" />
              {choiceSelect('colour', profileColours, (colour) => colourLabels[colour])(control)}
            </div>
          )}
        </Field>
        <CheckboxField
          id={idOf('favourite')}
          label="Favourite"
          checked={values.favourite}
          onChange={(checked) => set('favourite', checked)}
          error={errorOf('favourite')}
          hint="Favourites come first in the list, whatever the sort order."
        />
        <Field id={idOf('notes')} label="Notes" wide error={errorOf('notes')} hint="Optional.">
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={values.notes}
              onChange={(e) => set('notes', e.target.value)}
            />
          )}
        </Field>
      </fieldset>

      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? 'Saving…' : 'Save profile'}
        </button>
        <button type="button" className="btn" onClick={onCancel} disabled={submitting}>
          Cancel
        </button>
      </div>

      {editing ? (
        <ProfileNetworkSection profileId={profile.id} />
      ) : (
        <p className="muted small">
          A client certificate, extra CAs or a pinned certificate for this profile can be set once
          it is saved (Edit profile → Network).
        </p>
      )}
    </form>
  )
}
