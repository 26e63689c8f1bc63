import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import type { AppError } from '../../../shared/ipc/errors'
import {
  checkSettings,
  settingsFields,
  settingsHints,
  settingsLabels,
  settingsRange,
  splitSettingsIssues,
  valuesOfSettings,
  type SettingsErrors,
  type SettingsField,
  type SettingsValues,
} from '../lib/settingsForm'
import { useUnsavedChanges } from '../hooks/useUnsavedChanges'
import { leaving } from '../store/leaveGuard'
import { useSettings } from '../store/settings'
import { DiagnosticsSection } from './DiagnosticsSection'
import { ErrorPanel } from './ErrorPanel'
import { FormActions } from './FormActions'
import { CheckboxField } from './CheckboxField'
import { Field } from './Field'
import { AppearanceSettings } from './AppearanceSettings'
import { NotificationSettings } from './NotificationSettings'
import { ScreenLockNotice } from './ScreenLockNotice'
import { ShortcutSettings } from './ShortcutSettings'
import { CliAccessSettings } from './CliAccessSettings'
import { NetworkSettings } from './NetworkSettings'
import { UpdateCheck } from './UpdateCheck'
import { UnlockSettings } from './UnlockSettings'

interface Props {
  onDone: () => void
}

/** App-wide preferences, in seconds and minutes; main stores them in milliseconds. */
export function SettingsForm({ onDone }: Props) {
  const uid = useId()
  const idOf = (field: SettingsField): string => `${uid}-${field}`
  const current = useSettings((s) => s.settings)
  const loadError = useSettings((s) => s.loadError)
  const save = useSettings((s) => s.save)

  const [values, setValues] = useState<SettingsValues>(() => valuesOfSettings(current))
  const [attempted, setAttempted] = useState(false)
  const [serverErrors, setServerErrors] = useState<SettingsErrors>({})
  const [submitError, setSubmitError] = useState<AppError | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [retryOn401, setRetryOn401] = useState(current.retryOn401)

  /** Saved and on the way out: what the fields hold is what main keeps. */
  const saved = useRef(false)
  useUnsavedChanges(() =>
    saved.current ||
    (JSON.stringify(values) === JSON.stringify(valuesOfSettings(current)) &&
      retryOn401 === current.retryOn401)
      ? null
      : 'the settings',
  )

  const checked = checkSettings(values)
  const clientErrors: SettingsErrors = attempted && !checked.ok ? checked.errors : {}
  const errorOf = (field: SettingsField): string | undefined =>
    clientErrors[field] ?? serverErrors[field]

  const set = (field: SettingsField, value: string): void => {
    setValues((v) => ({ ...v, [field]: value }))
    setServerErrors((e) => ({ ...e, [field]: undefined }))
  }

  const focusFirstInvalid = (errors: SettingsErrors): void => {
    const first = settingsFields.find((f) => errors[f] !== undefined)
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
    setSubmitting(true)
    const result = await save({ ...checked.patch, retryOn401 })
    setSubmitting(false)
    if (result.ok) {
      saved.current = true
      // Through the guard: a section below with its own Save (Network) may hold changes.
      leaving(onDone)
      return
    }
    const { fields, rest } = splitSettingsIssues(result.error)
    setServerErrors(fields)
    setSubmitError(rest)
    focusFirstInvalid(fields)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>): void => {
    if (event.key === 'Escape' && !submitting) {
      event.preventDefault()
      onDone()
    }
  }

  return (
    <form
      aria-label="Settings"
      className="profile-form settings-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      onKeyDown={onKeyDown}
    >
      <header className="form-head">
        <h1>Settings</h1>
        <p className="muted">These apply to every profile.</p>
      </header>

      {loadError && (
        <ErrorPanel
          error={{
            ...loadError,
            message: `The saved settings could not be read, so the defaults are shown. ${loadError.message}`,
          }}
        />
      )}
      {submitError && <ErrorPanel error={submitError} />}

      <div className="form-grid">
        {settingsFields.map((field, index) => (
          <Field
            key={field}
            id={idOf(field)}
            label={settingsLabels[field]}
            error={errorOf(field)}
            hint={settingsHints[field]}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                {...settingsRange(field)}
                step={1}
                autoFocus={index === 0}
                value={values[field]}
                onChange={(e) => set(field, e.target.value)}
              />
            )}
          </Field>
        ))}
      </div>
      <ScreenLockNotice />
      <CheckboxField
        id={`${uid}-retryOn401`}
        label="Retry a test request once after 401"
        checked={retryOn401}
        onChange={setRetryOn401}
        hint="When a test request gets 401 although the token had time left, and a password is kept: renew the token and send the request once more (never twice, never for a request that names another account). The response view says so."
      />

      <FormActions submitLabel="Save settings" submitting={submitting} onCancel={onDone} />

      <AppearanceSettings />
      <NotificationSettings />
      <ShortcutSettings />
      <NetworkSettings />
      <UnlockSettings />
      <CliAccessSettings />
      <UpdateCheck />
      <DiagnosticsSection />
    </form>
  )
}
