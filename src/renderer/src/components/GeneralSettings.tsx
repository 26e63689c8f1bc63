import { useEffect, useId, useState } from 'react'
import {
  checkSettings,
  settingsFields,
  settingsHint,
  settingsLabel,
  settingsRange,
  splitSettingsIssues,
  valuesOfSettings,
  type SettingsErrors,
  type SettingsField,
  type SettingsValues,
} from '../lib/settingsForm'
import { enterSaves } from '../lib/sectionForm'
import { useSectionForm } from '../hooks/useSectionForm'
import { useUnsavedChanges } from '../hooks/useUnsavedChanges'
import { useT } from '../i18n'
import { useSettings } from '../store/settings'
import { CheckboxField } from './CheckboxField'
import { ErrorPanel } from './ErrorPanel'
import { Field } from './Field'
import { ScreenLockNotice } from './ScreenLockNotice'
import { SectionSave } from './SectionSave'

interface Values {
  numbers: SettingsValues
  retryOn401: boolean
}

/** Settings › General: times, limits and the 401 retry, in seconds and minutes (main keeps ms). */
export function GeneralSettings() {
  const t = useT('settings')
  const uid = useId()
  const headingId = `${uid}-heading`
  const idOf = (field: SettingsField): string => `${uid}-${field}`
  const current = useSettings((s) => s.settings)
  const saveSettings = useSettings((s) => s.save)
  const form = useSectionForm<Values>(() => ({
    numbers: valuesOfSettings(current),
    retryOn401: current.retryOn401,
  }))
  const [attempted, setAttempted] = useState(false)
  const [serverErrors, setServerErrors] = useState<SettingsErrors>({})
  useUnsavedChanges(() => (form.changed ? t('unsaved.general') : null))
  // Saved here or in another window: shown, unless the user is changing them.
  const { changed, show } = form
  useEffect(() => {
    if (!changed) show({ numbers: valuesOfSettings(current), retryOn401: current.retryOn401 })
  }, [current, changed, show])

  const checked = checkSettings(form.values.numbers)
  const clientErrors: SettingsErrors = attempted && !checked.ok ? checked.errors : {}
  const errorOf = (field: SettingsField): string | undefined =>
    clientErrors[field] ?? serverErrors[field]

  const set = (field: SettingsField, value: string): void => {
    form.set('numbers', { ...form.values.numbers, [field]: value })
    setServerErrors((e) => ({ ...e, [field]: undefined }))
  }

  const focusFirstInvalid = (errors: SettingsErrors): void => {
    const first = settingsFields.find((f) => errors[f] !== undefined)
    if (first) document.getElementById(idOf(first))?.focus()
  }

  const submit = (): Promise<void> =>
    form.save(async () => {
      setAttempted(true)
      if (!checked.ok) {
        focusFirstInvalid(checked.errors)
        return { code: 'invalid-input', message: t('general.needsLook'), issues: [] }
      }
      const result = await saveSettings({ ...checked.patch, retryOn401: form.values.retryOn401 })
      if (result.ok) return null
      const { fields, rest } = splitSettingsIssues(result.error)
      setServerErrors(fields)
      focusFirstInvalid(fields)
      return rest ?? { code: 'invalid-input', message: t('general.needsLook'), issues: [] }
    })
  // Field errors say it beside each field; the panel is for anything else.
  const panel =
    form.error && !(form.error.code === 'invalid-input' && form.error.issues.length === 0)
      ? form.error
      : null

  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('general.heading')}</h2>
      {panel && <ErrorPanel error={panel} />}
      <div className="form-grid" onKeyDown={enterSaves(() => void submit())}>
        {settingsFields.map((field, index) => (
          <Field
            key={field}
            id={idOf(field)}
            label={settingsLabel(field)}
            error={errorOf(field)}
            hint={settingsHint(field)}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                {...settingsRange(field)}
                step={1}
                autoFocus={index === 0}
                value={form.values.numbers[field]}
                onChange={(e) => set(field, e.target.value)}
              />
            )}
          </Field>
        ))}
      </div>
      <ScreenLockNotice />
      <CheckboxField
        id={`${uid}-retryOn401`}
        label={t('general.retryLabel')}
        checked={form.values.retryOn401}
        onChange={(on) => form.set('retryOn401', on)}
        hint={t('general.retryHint')}
      />
      <SectionSave
        busy={form.busy}
        saved={form.saved}
        onSave={() => void submit()}
        label={t('general.save')}
        savedNote={t('save.saved')}
      />
    </section>
  )
}
