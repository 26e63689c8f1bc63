/** The window's theme: the system's, or pinned light or dark (remembered on this machine). */
export const themes = ['system', 'light', 'dark'] as const
export type Theme = (typeof themes)[number]

const STORAGE_KEY = 'token-desk:theme'

const isTheme = (value: unknown): value is Theme => (themes as readonly unknown[]).includes(value)

export function savedTheme(): Theme {
  try {
    const saved = localStorage.getItem(STORAGE_KEY)
    return isTheme(saved) ? saved : 'system'
  } catch {
    return 'system'
  }
}

/** Pins color-scheme on <html> (styles.css picks every colour with light-dark()); 'system' unpins it. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement
  if (theme === 'system') delete root.dataset['theme']
  else root.dataset['theme'] = theme
}

export function chooseTheme(theme: Theme): void {
  applyTheme(theme)
  try {
    localStorage.setItem(STORAGE_KEY, theme)
  } catch {
    // A preference only: without storage it lasts until the window closes.
  }
}
