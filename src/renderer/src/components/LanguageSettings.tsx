import { useId } from 'react'
import { languageChoices, languageFor, languageNames } from '../../../shared/i18n/language'
import { useSettingsForm } from '../hooks/useSettingsForm'
import { useT } from '../i18n'
import { ErrorPanel } from './ErrorPanel'
import { SectionSave } from './SectionSave'

/** The system's preferred locales, as the window knows them. */
const systemLocales = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages

/**
 * Settings › Language: the system's language, or English or Deutsch pinned.
 * Each language is named in its own words, so a user who cannot read the
 * one shown still finds theirs. Saved with main's settings (the tray, menus
 * and notifications speak it too); the window speaks it once main has it
 * (store/settings.ts).
 */
export function LanguageSettings() {
  const t = useT(['settings', 'common'])
  const headingId = useId()
  const { form, submit } = useSettingsForm(['language'], t('unsaved.language'))
  const systemLanguage = languageNames[languageFor('system', systemLocales())]
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('common:language.heading')}</h2>
      <fieldset className="theme-choice" aria-labelledby={headingId}>
        {languageChoices.map((option) => (
          <label key={option} lang={option === 'system' ? undefined : option}>
            <input
              type="radio"
              name={`${headingId}-language`}
              value={option}
              checked={form.values.language === option}
              onChange={() => form.set('language', option)}
            />
            {option === 'system'
              ? t('common:language.system', { language: systemLanguage })
              : languageNames[option]}
          </label>
        ))}
      </fieldset>
      <p className="muted small">{t('common:language.note')}</p>
      {form.error && <ErrorPanel error={form.error} />}
      <SectionSave
        busy={form.busy}
        saved={form.saved}
        onSave={() => void submit()}
        label={t('language.save')}
        savedNote={t('save.saved')}
      />
    </section>
  )
}
