import { useId } from 'react'
import { useSectionForm } from '../hooks/useSectionForm'
import { useUnsavedChanges } from '../hooks/useUnsavedChanges'
import { useT } from '../i18n'
import { chooseTheme, savedTheme, themes, type Theme } from '../lib/theme'
import { SectionSave } from './SectionSave'

/** Settings › Appearance: the theme, kept on this machine once saved. */
export function AppearanceSettings() {
  const t = useT('settings')
  const headingId = useId()
  const form = useSectionForm<{ theme: Theme }>(() => ({ theme: savedTheme() }))
  useUnsavedChanges(() => (form.changed ? t('unsaved.theme') : null))
  const submit = (): Promise<void> =>
    form.save(async () => {
      chooseTheme(form.values.theme)
      return null
    })
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('appearance.heading')}</h2>
      <fieldset className="theme-choice">
        <legend>{t('appearance.theme')}</legend>
        {themes.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="theme"
              value={option}
              checked={form.values.theme === option}
              onChange={() => form.set('theme', option)}
            />
            {t(`appearance.themes.${option}`)}
          </label>
        ))}
      </fieldset>
      <SectionSave
        busy={form.busy}
        saved={form.saved}
        onSave={() => void submit()}
        label={t('appearance.save')}
        savedNote={t('save.saved')}
      />
    </section>
  )
}
