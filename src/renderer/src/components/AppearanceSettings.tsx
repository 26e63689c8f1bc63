import { useId, useState } from 'react'
import { chooseTheme, savedTheme, themeLabels, themes, type Theme } from '../lib/theme'

/** Settings › Appearance: the theme applies at once, no Save needed. */
export function AppearanceSettings() {
  const headingId = useId()
  const [theme, setTheme] = useState<Theme>(savedTheme)
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
              checked={theme === option}
              onChange={() => {
                setTheme(option)
                chooseTheme(option)
              }}
            />
            {themeLabels[option]}
          </label>
        ))}
      </fieldset>
    </section>
  )
}
