import { remembered } from '../text/remembered'

/**
 * The languages the window, the tray, the menus, notifications and dialogs
 * speak. The command line and the logs stay English (scripts parse them,
 * and a support ticket quotes them).
 */
export const languages = ['en', 'de'] as const
export type Language = (typeof languages)[number]

/** What the user chose in Settings: the system's language, or one pinned. */
export const languageChoices = ['system', ...languages] as const
export type LanguageChoice = (typeof languageChoices)[number]

/** Each language by its own name: a user who cannot read the current one still finds theirs. */
export const languageNames: Record<Language, string> = { en: 'English', de: 'Deutsch' }

const isLanguage = (value: string): value is Language =>
  (languages as readonly string[]).includes(value)

/**
 * A system locale as Intl takes it ("de_AT.UTF-8" → "de-AT"), or null when it
 * is none. Remembered: every date and number the window writes asks for its
 * locale, and Intl's check took a fifth of a profile's activity list.
 */
const canonical = remembered((locale): string | null => {
  try {
    return Intl.getCanonicalLocales(locale.split('.')[0]?.replaceAll('_', '-') ?? '')[0] ?? null
  } catch {
    return null
  }
}, 64)

const primaryOf = (locale: string): string => locale.split('-')[0]?.toLowerCase() ?? ''

/**
 * The language to speak: the one chosen, or for 'system' the first of the
 * system's preferred locales ("de-AT", "en-GB") whose language we have,
 * else English.
 */
export function languageFor(choice: LanguageChoice, systemLocales: readonly string[]): Language {
  if (choice !== 'system') return choice
  for (const locale of systemLocales) {
    const primary = primaryOf(canonical(locale) ?? '')
    if (isLanguage(primary)) return primary
  }
  return 'en'
}

/**
 * The locale dates, times and numbers are written in: the system's own
 * when it speaks the chosen language ("de-CH" keeps Swiss number
 * grouping, "en-GB" a 24-hour clock), else the language itself.
 */
export function localeFor(language: Language, systemLocales: readonly string[]): string {
  for (const locale of systemLocales) {
    const own = canonical(locale)
    if (own !== null && primaryOf(own) === language) return own
  }
  return language
}
