import { useId } from 'react'
import { useSettingsForm } from '../hooks/useSettingsForm'
import { useT } from '../i18n'
import { paletteShortcut, searchShortcut } from '../lib/searchShortcut'
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
  const { form, submit } = useSettingsForm(['letterShortcuts'], t('unsaved.keyboard'))
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
        checked={form.values.letterShortcuts}
        onChange={(checked) => form.set('letterShortcuts', checked)}
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
