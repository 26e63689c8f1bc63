import i18next, { type i18n as I18n } from 'i18next'
import {
  languageFor,
  localeFor,
  type Language,
  type LanguageChoice,
} from '../../../shared/i18n/language'
import type { Worded } from '../../../shared/i18n/said'
import { sayIn } from '../../../shared/i18n/sayIn'
import type { CatalogKeys } from '../../../shared/i18n/translation'
import { de, en, namespaces, type Catalog } from './resources'

/** "desktop:tray.open": a message of main's catalogs, by namespace and key. */
export type MessageKey = {
  [N in keyof Catalog & string]: CatalogKeys<Catalog[N], `${N}:`>
}[keyof Catalog & string]

/** What a message's placeholders stand for; `count` picks its plural form. */
export type MessageValues = Readonly<Record<string, string | number>>

/**
 * The language main speaks on the desktop at one moment: its messages, and
 * durations and numbers written as that language writes them. Pure code
 * (the tray's entries, the menus' templates, the dialogs' questions) is
 * given one instead of reading a global, so it says what it is given.
 */
export interface Speech {
  readonly language: Language
  /** Where numbers are written from ("de-CH" keeps Swiss grouping): shared/i18n/language's localeFor. */
  readonly locale: string
  /** A message in this language, its placeholders filled in. */
  t(key: MessageKey, values?: MessageValues): string
  /** "1 h 20 min", "42 s": how long, as the tray and the notifications say it. */
  duration(ms: number): string
  /**
   * What main composed (a failure's message) in this language: its Said,
   * or the English `message` when it has none.
   */
  sayOf(worded: Worded): string
}

/**
 * Main's one i18next instance (never the global one, which a library could
 * configure), ready when this module is imported: the catalogs are bundled,
 * nothing loads. Each Speech fixes its language, so one instance serves the
 * tray, the menus and a dialog in whatever language each was built for.
 */
const instance: I18n = i18next.createInstance()
void instance.init({
  resources: { en, de },
  lng: 'en',
  fallbackLng: 'en',
  ns: namespaces,
  defaultNS: false,
  initAsync: false,
  // Menus, dialogs and notifications take text, not markup (a Linux notification's body is
  // escaped where it is shown: adapters/electronDesktop.ts).
  interpolation: { escapeValue: false },
  returnNull: false,
})

const made = new Map<string, Speech>()

/** How many messages a Speech keeps as it said them (a full tray is some 60). */
const SAID_KEPT = 1000

/** The Speech for a language, its numbers written in `locale`; made once per pair. */
export function speechFor(language: Language, locale: string = language): Speech {
  const key = `${language} ${locale}`
  const found = made.get(key)
  if (found) return found
  const fixed = instance.getFixedT(language)
  // Said before, said the same: the catalogs never change while the app runs, and the tray
  // rebuilds its dozens of labels every 30 s, mostly with the values of the last time.
  const said = new Map<string, string>()
  const t = (key: MessageKey, values?: MessageValues): string => {
    const id = values === undefined ? key : `${key} ${JSON.stringify(values)}`
    let text = said.get(id)
    if (text === undefined) {
      // i18next's number format takes `locale` before the language (its Formatter.format).
      text = String(fixed(key, { ...values, locale }))
      if (said.size >= SAID_KEPT) said.clear()
      said.set(id, text)
    }
    return text
  }
  const speech: Speech = {
    language,
    locale,
    t,
    sayOf: (worded) =>
      worded.said === undefined ? worded.message : sayIn(language, worded.said, locale),
    duration: (ms) => {
      // As shared/time/countdown's formatDuration counts, which the command line keeps.
      const s = Math.round(Math.abs(ms) / 1000)
      if (s < 60) return t('desktop:duration.seconds', { s })
      const m = Math.floor(s / 60)
      if (m < 60) return t('desktop:duration.minutes', { m })
      const h = Math.floor(m / 60)
      const rest = m % 60
      return rest === 0
        ? t('desktop:duration.hours', { h })
        : t('desktop:duration.hoursMinutes', { h, m: rest })
    },
  }
  made.set(key, speech)
  return speech
}

/** English: what main said before it had languages, and what it says without a choice. */
export const english: Speech = speechFor('en')

/**
 * The language chosen in Settings, or for 'system' the system's (the
 * app's adapter asks Electron's app.getPreferredSystemLanguages), read
 * each time it is asked: a change in either is heard at the next word.
 */
export function speaker(
  choice: () => LanguageChoice,
  systemLanguages: () => readonly string[],
): () => Speech {
  return () => {
    let locales: readonly string[]
    try {
      locales = systemLanguages()
    } catch {
      // The desktop must still speak: English, or the language pinned in Settings.
      locales = []
    }
    const language = languageFor(choice(), locales)
    return speechFor(language, localeFor(language, locales))
  }
}
