import { useId } from 'react'
import { useSectionForm } from '../hooks/useSectionForm'
import { useUnsavedChanges } from '../hooks/useUnsavedChanges'
import { chooseTheme, savedTheme, themeLabels, themes, type Theme } from '../lib/theme'
import { SectionSave } from './SectionSave'

/** Settings › Appearance: the theme, kept on this machine once saved. */
export function AppearanceSettings() {
  const headingId = useId()
  const form = useSectionForm<{ theme: Theme }>(() => ({ theme: savedTheme() }))
  useUnsavedChanges(() => (form.changed ? 'the theme' : null))
  const submit = (): Promise<void> =>
    form.save(async () => {
      chooseTheme(form.values.theme)
      return null
    })
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Appearance</h2>
      <fieldset className="theme-choice">
        <legend>Theme</legend>
        {themes.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="theme"
              value={option}
              checked={form.values.theme === option}
              onChange={() => form.set('theme', option)}
            />
            {themeLabels[option]}
          </label>
        ))}
      </fieldset>
      <SectionSave
        busy={form.busy}
        saved={form.saved}
        onSave={() => void submit()}
        label="Save appearance"
        savedNote="Saved."
      />
    </section>
  )
}
