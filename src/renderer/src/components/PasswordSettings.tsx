import { useEffect, useId } from 'react'
import { issueOf } from '../lib/sectionForm'
import { useSectionForm } from '../hooks/useSectionForm'
import { useUnsavedChanges } from '../hooks/useUnsavedChanges'
import { useT } from '../i18n'
import { useSettings } from '../store/settings'
import { ErrorPanel } from './ErrorPanel'
import { Field } from './Field'
import { SectionSave } from './SectionSave'

/**
 * Settings › Passwords: this desk's vault, which `{vault}` in a password
 * command stands for (a team catalog names one command for every desk; each
 * desk's vault may differ).
 */
export function PasswordSettings() {
  const t = useT('settings')
  const headingId = useId()
  const vault = useSettings((s) => s.settings.passwordCommandVault)
  const save = useSettings((s) => s.save)
  const form = useSectionForm<{ vault: string }>(() => ({ vault }))
  useUnsavedChanges(() => (form.changed ? t('unsaved.vault') : null))
  // Saved here or in another window: shown, unless the user is changing it.
  const { changed, show } = form
  useEffect(() => {
    if (!changed) show({ vault })
  }, [vault, changed, show])
  const submit = (): Promise<void> =>
    form.save(async () => {
      const result = await save({ passwordCommandVault: form.values.vault })
      return result.ok ? null : result.error
    })
  const fieldError = issueOf(form.error, 'passwordCommandVault')
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('passwords.heading')}</h2>
      <Field
        id={`${headingId}-vault`}
        label={t('passwords.vaultLabel')}
        error={fieldError}
        hint={t('passwords.vaultHint')}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={form.values.vault}
            onChange={(e) => form.set('vault', e.target.value)}
          />
        )}
      </Field>
      {form.error && fieldError === undefined && <ErrorPanel error={form.error} />}
      <SectionSave
        busy={form.busy}
        saved={form.saved}
        onSave={() => void submit()}
        label={t('passwords.save')}
        savedNote={t('passwords.saved')}
      />
    </section>
  )
}
