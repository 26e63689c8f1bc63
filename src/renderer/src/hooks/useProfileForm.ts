import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { AppError, Result } from '../../../shared/ipc/errors'
import type { CreateProfileInput, ProfileView } from '../../../shared/model/profile'
import { t } from '../i18n'
import { call } from '../lib/api'
import { sharedPasswordNote } from '../lib/labels'
import type { FieldContext, SetValue } from '../lib/profileFields'
import {
  checkForm,
  emptyValues,
  fieldOrder,
  loginAccountsNote,
  sharedLoginOf,
  splitServerIssues,
  valuesOf,
  type FieldErrors,
  type FieldName,
  type FormValues,
} from '../lib/profileForm'
import { useUnsavedChanges } from './useUnsavedChanges'
import { useProfileList } from '../store/profileList'

export type Duplicate = Extract<AppError, { code: 'duplicate' }>

interface Options {
  /** The profile to edit; null for a new one. */
  profile: ProfileView | null
  onSaved: (profile: ProfileView) => void
  onOpenExisting: (profileId: string) => void
  /** Moves focus to a field (the first invalid one after a submit). */
  focusField: (field: FieldName) => void
}

/**
 * The profile form's state and its submit: the values, the password (which
 * leaves this state on submit), the messages per field, and a create that
 * turned out to duplicate another profile, held only until the user chooses
 * so "Save anyway" can resend it.
 */
export function useProfileForm({ profile, onSaved, onOpenExisting, focusField }: Options) {
  const editing = profile !== null
  const [initial] = useState<FormValues>(() => (profile ? valuesOf(profile) : emptyValues))
  const [values, setValues] = useState<FormValues>(initial)
  const rows = useProfileList((s) => s.profiles)
  const [password, setPasswordValue] = useState('')
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

  /** "Open the existing profile" after a duplicate: the user's choice to leave, as Cancel is. */
  const leftOnPurpose = useRef(false)
  useUnsavedChanges(() =>
    leftOnPurpose.current || (password === '' && JSON.stringify(values) === JSON.stringify(initial))
      ? null
      : profile
        ? t('profileForm:unsaved.profile', { name: profile.name })
        : t('profileForm:unsaved.newProfile'),
  )

  const checked = checkForm(values, password, profile)
  const clientErrors: FieldErrors = attempted && !checked.ok ? checked.errors : {}
  const errorOf = (field: FieldName): string | undefined =>
    clientErrors[field] ?? serverErrors[field]

  /** Any change makes a pending duplicate decision stale: it was about the values sent. */
  const forgetDuplicate = (): void => {
    pendingCreate.current = null
    setDuplicate(null)
  }

  const set: SetValue = (key, value) => {
    setValues((v) => ({ ...v, [key]: value }))
    setServerErrors((e) => ({ ...e, [key]: undefined }))
    forgetDuplicate()
  }

  const setPassword = (value: string): void => {
    setPasswordValue(value)
    setServerErrors((s) => ({ ...s, password: undefined }))
    forgetDuplicate()
  }

  const focusFirstInvalid = (errors: FieldErrors): void => {
    const first = fieldOrder.find((f) => errors[f] !== undefined)
    if (first) focusField(first)
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

  const finished = (result: Result<ProfileView>): void => {
    if (result.ok) {
      pendingCreate.current = null
      onSaved(result.value)
      return
    }
    failed(result.error)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
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
    setPasswordValue('')
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
    finished(result)
  }

  async function saveAnyway(): Promise<void> {
    const input = pendingCreate.current
    if (input === null || submitting) return
    setSubmitting(true)
    const result = await call((api) => api.createProfile({ ...input, allowDuplicate: true }))
    setSubmitting(false)
    if (!result.ok) setDuplicate(null)
    finished(result)
  }

  const openExisting = (id: string): void => {
    pendingCreate.current = null
    leftOnPurpose.current = true
    onOpenExisting(id)
  }

  const context: FieldContext = {
    values,
    profile,
    password,
    notes: {
      passwordCleared: !passwordCleared
        ? null
        : duplicate !== null
          ? // Held in the refused create: the field is empty, but "Save anyway" sends it.
            t('profileForm:field.password.held')
          : password === ''
            ? editing
              ? t('profileForm:field.password.clearedEdit')
              : t('profileForm:field.password.clearedNew')
            : null,
      // Who else has the login these values make: a password typed here is theirs too.
      sharedLogin: sharedPasswordNote(sharedLoginOf(rows, values, profile?.id ?? null), editing),
      // A login serves one account (spec 1.4): other accounts on it are almost always a mistake.
      loginAccounts: loginAccountsNote(rows, values, profile?.id ?? null),
    },
  }

  return {
    context,
    set,
    setPassword,
    errorOf,
    submitError,
    duplicate,
    /** "Save anyway" would send a typed password (held since the form was sent). */
    duplicateCarriesPassword: duplicate !== null && passwordCleared,
    submitting,
    submit,
    saveAnyway,
    openExisting,
  }
}
