import { useEffect, useId } from 'react'
import { useSectionForm } from '../hooks/useSectionForm'
import { useUnsavedChanges } from '../hooks/useUnsavedChanges'
import { useT } from '../i18n'
import { paletteShortcut, searchShortcut } from '../lib/searchShortcut'
import { useSettings } from '../store/settings'
import { CheckboxField } from './CheckboxField'
import { ErrorPanel } from './ErrorPanel'
import { SectionSave } from './SectionSave'

/**
 * Settings › Keyboard: the single-letter shortcuts (R, C) on or off. They
 * act only while focus is on the profile, but speech input types a spoken
 * word as letters wherever focus is, so WCAG 2.1.4 asks for a way to turn
 * them off.
 */
export function KeyboardSettings() {
  const t = useT('settings')
  const headingId = useId()
  const on = useSettings((s) => s.settings.letterShortcuts)
  const save = useSettings((s) => s.save)
  const form = useSectionForm<{ on: boolean }>(() => ({ on }))
  useUnsavedChanges(() => (form.changed ? t('unsaved.keyboard') : null))
  // Saved here or in another window: shown, unless the user is changing it.
  const { changed, show } = form
  useEffect(() => {
    if (!changed) show({ on })
  }, [on, changed, show])
  const submit = (): Promise<void> =>
    form.save(async () => {
      const result = await save({ letterShortcuts: form.values.on })
      return result.ok ? null : result.error
    })
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('keyboard.heading')}</h2>
      <CheckboxField
        id={`${headingId}-letters`}
        label={t('keyboard.letters')}
        hint={t('keyboard.lettersHint', {
          palette: paletteShortcut.label,
          search: searchShortcut.label,
        })}
        checked={form.values.on}
        onChange={(checked) => form.set('on', checked)}
      />
      {form.error && <ErrorPanel error={form.error} />}
      <SectionSave
        busy={form.busy}
        saved={form.saved}
        onSave={() => void submit()}
        label={t('keyboard.save')}
        savedNote={t('save.saved')}
      />
    </section>
  )
}
