import { useId } from 'react'
import { issueOf } from '../lib/sectionForm'
import { useSettingsForm } from '../hooks/useSettingsForm'
import { useT } from '../i18n'
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
  const { form, submit } = useSettingsForm(['passwordCommandVault'], t('unsaved.vault'))
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
            value={form.values.passwordCommandVault}
            onChange={(e) => form.set('passwordCommandVault', e.target.value)}
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
