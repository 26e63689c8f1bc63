import i18next, { type i18n as I18n, type Namespace } from 'i18next'
import { initReactI18next, useTranslation } from 'react-i18next'
import {
  languageFor,
  localeFor,
  type Language,
  type LanguageChoice,
} from '../../../shared/i18n/language'
import { de, en, namespaces } from './resources'

const STORAGE_KEY = 'token-desk:language'

/** The system's preferred locales, as the window knows them. */
const systemLocales = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages

/** The language chosen last time on this machine: the first frame speaks it before main answers. */
function savedChoice(): LanguageChoice {
  try {
    const saved = localStorage.getItem(STORAGE_KEY)
    return saved === 'en' || saved === 'de' ? saved : 'system'
  } catch {
    return 'system'
  }
}

/**
 * The window's one i18next instance (never the global one, which another
 * library could configure), ready when this module is imported: the
 * catalogs are bundled, nothing loads.
 */
export const i18n: I18n = i18next.createInstance()
void i18n.use(initReactI18next).init({
  resources: { en, de },
  lng: languageFor(savedChoice(), systemLocales()),
  fallbackLng: 'en',
  ns: namespaces,
  defaultNS: 'common',
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
})

/** The language the window speaks now. */
export const currentLanguage = (): Language => (i18n.language === 'de' ? 'de' : 'en')

/** The locale numbers, dates and times are written in for the language spoken now. */
export const currentLocale = (): string => localeFor(currentLanguage(), systemLocales())

/**
 * Speaks the chosen language from now on (every component using `useT`
 * renders again), and remembers it for the next window's first frame.
 */
export function applyLanguage(choice: LanguageChoice): void {
  try {
    localStorage.setItem(STORAGE_KEY, choice)
  } catch {
    // Only the first frame of the next window would speak the system's language.
  }
  const language = languageFor(choice, systemLocales())
  if (i18n.language !== language) void i18n.changeLanguage(language)
}

/** A component's messages: `t` for its namespace (others as "ns:key"), rendered again on a language change. */
export const useT = <N extends Namespace>(ns: N) => useTranslation(ns, { i18n }).t

/** Messages outside components (stores, helpers): read when called, never kept at import. */
export const t = i18n.t.bind(i18n)
