import i18next, {
  type BackendModule,
  type i18n as I18n,
  type Namespace,
  type TFunction,
} from 'i18next'
import { initReactI18next } from 'react-i18next'
import { create } from 'zustand'
import {
  languageFor,
  localeFor,
  type Language,
  type LanguageChoice,
} from '../../../shared/i18n/language'
import { speakChecksWith } from '../../../shared/i18n/fieldSays'
import { pseudoCatalog } from './pseudo'
import { rememberingT } from './rememberingT'
import { en, namespaces, otherLanguages } from './resources'
import { sayerFor } from './said'

const STORAGE_KEY = 'token-desk:language'

/**
 * The system's preferred locales: as main reads them once it has said
 * (AppInfo.systemLanguages, the list the tray and menus follow), until then
 * as Chromium tells the page.
 */
let fromMain: readonly string[] | null = null
const systemLocales = (): readonly string[] =>
  fromMain ?? (typeof navigator === 'undefined' ? [] : navigator.languages)

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
 * The pseudo-locale (./pseudo.ts), for tests and for people checking a
 * layout: only when the page's address asks for it (`?pseudo-locale`),
 * which the app's own window never does.
 */
const PSEUDO = 'en-XA'
const pseudo =
  typeof location !== 'undefined' && new URLSearchParams(location.search).has('pseudo-locale')

/**
 * Loads a language other than English the first time the window speaks it
 * (English and the pseudo-locale are bundled): i18next asks for each
 * namespace, and the chunk is fetched once.
 */
const otherLanguageLoader: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load =
      language in otherLanguages ? otherLanguages[language as keyof typeof otherLanguages] : null
    if (load === null) return callback(null, {})
    load().then(
      (catalog) => callback(null, catalog[namespace as keyof typeof catalog]),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    )
  },
}

/**
 * The window's one i18next instance (never the global one, which another
 * library could configure). English is ready when this module is imported;
 * another language once `languageReady` resolves, which the first render
 * waits for (a German window's first frame speaks German).
 */
export const i18n: I18n = i18next.createInstance()
export const languageReady: Promise<unknown> = i18n
  .use(initReactI18next)
  .use(otherLanguageLoader)
  .init({
    resources: pseudo ? { en, [PSEUDO]: pseudoCatalog(en) } : { en },
    partialBundledLanguages: true,
    lng: pseudo ? PSEUDO : languageFor(savedChoice(), systemLocales()),
    fallbackLng: 'en',
    ns: namespaces,
    defaultNS: 'common',
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
  })

/**
 * The page says which language it is in (screen readers choose their voice
 * and pronunciation by it; the spelling checker its dictionary): the first
 * frame's, and each change after.
 */
const markPage = (language: string): void => {
  if (typeof document !== 'undefined') document.documentElement.lang = language
}
markPage(i18n.language)
i18n.on('languageChanged', markPage)

/**
 * What main composed (a failure's message, a notice's reason) in the
 * window's language: `sayOf(error)`; `say(said)` for a bare Said.
 */
export const { say, sayOf } = sayerFor(i18n)
// The shared checks (a profile's fields as they are typed) speak the window's language.
speakChecksWith(say)

/** The language the window speaks now (the pseudo-locale writes numbers and dates as English). */
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
  chosen = choice
  const language = languageFor(choice, systemLocales())
  if (!pseudo && i18n.language !== language) void i18n.changeLanguage(language)
}

/** The choice applied last (main's settings), or the one remembered on this machine. */
let chosen: LanguageChoice | null = null

/** Main said which languages the system prefers: "the system's" follows that list from now on. */
export function setSystemLanguages(list: readonly string[]): void {
  fromMain = list
  applyLanguage(chosen ?? savedChoice())
}

const remembering = rememberingT(i18n)

/**
 * Counts the changes to what a `t` answers (the language, catalogs loaded
 * or removed). Every component reading it renders again on a change, as
 * react-i18next's useTranslation had them do; that hook also checked each
 * namespace was loaded and bound i18next's events per component, on every
 * render and mount (at 10,000 profiles, a keystroke re-renders the rows in
 * view: some 0.8 ms of each went to it). Every catalog here is loaded before
 * the first render (languageReady), so no component waits for one.
 */
const useCatalogs = create(() => ({ changes: 0 }))
/** Each namespace's `t` for the catalogs as they are now: made anew after a change, as components expect. */
const fixedTs = new Map<string, unknown>()
const changed = (): void => {
  fixedTs.clear()
  useCatalogs.setState((s) => ({ changes: s.changes + 1 }))
}
i18n.on('languageChanged', changed)
i18n.on('loaded', changed)
i18n.store.on('added', changed)
i18n.store.on('removed', changed)

/** A component's messages: `t` for its namespace (others as "ns:key"), rendered again on a language change. */
export function useT<N extends Namespace>(ns: N): TFunction<N> {
  useCatalogs((s) => s.changes)
  const key = typeof ns === 'string' ? ns : ns.join('\n')
  const kept = fixedTs.get(key) as TFunction<N> | undefined
  if (kept !== undefined) return kept
  const fixed: TFunction<N> = i18n.getFixedT(null, ns)
  const t = remembering(
    fixed as unknown as (...args: never[]) => unknown,
  ) as unknown as TFunction<N>
  fixedTs.set(key, t)
  return t
}

/** Messages outside components (stores, helpers): read when called, never kept at import. */
export const t = i18n.t.bind(i18n)
