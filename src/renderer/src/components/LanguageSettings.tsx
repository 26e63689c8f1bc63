import { useEffect, useId } from 'react'
import {
  languageChoices,
  languageFor,
  languageNames,
  type LanguageChoice,
} from '../../../shared/i18n/language'
import { useSectionForm } from '../hooks/useSectionForm'
import { useUnsavedChanges } from '../hooks/useUnsavedChanges'
import { useT } from '../i18n'
import { useSettings } from '../store/settings'
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
  const language = useSettings((s) => s.settings.language)
  const save = useSettings((s) => s.save)
  const form = useSectionForm<{ language: LanguageChoice }>(() => ({ language }))
  useUnsavedChanges(() => (form.changed ? t('unsaved.language') : null))
  // Saved here or in another window: shown, unless the user is changing it.
  const { changed, show } = form
  useEffect(() => {
    if (!changed) show({ language })
  }, [language, changed, show])
  const submit = (): Promise<void> =>
    form.save(async () => {
      const result = await save({ language: form.values.language })
      return result.ok ? null : result.error
    })
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
