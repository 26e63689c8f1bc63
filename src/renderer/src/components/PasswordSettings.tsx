import { useEffect, useId } from 'react'
import { issueOf } from '../lib/sectionForm'
import { useSectionForm } from '../hooks/useSectionForm'
import { useUnsavedChanges } from '../hooks/useUnsavedChanges'
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
  const headingId = useId()
  const vault = useSettings((s) => s.settings.passwordCommandVault)
  const save = useSettings((s) => s.save)
  const form = useSectionForm<{ vault: string }>(() => ({ vault }))
  useUnsavedChanges(() => (form.changed ? 'the vault for password commands' : null))
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
      <h2 id={headingId}>Passwords</h2>
      <Field
        id={`${headingId}-vault`}
        label="Vault for password commands"
        error={fieldError}
        hint="What {vault} stands for in a password command, e.g. Support for op://{vault}/Acme/password. Empty: a command that uses {vault} fails and says so."
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
        label="Save vault"
        savedNote="Saved. The next command run uses it."
      />
    </section>
  )
}
