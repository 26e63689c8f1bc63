import i18next, { type i18n as I18n, type TFunction } from 'i18next'
import { messages as de } from './de/messages'
import { messages as en } from './en/messages'
import type { Language } from './language'
import { said as saidOf, sayWith, type Said, type SaidKey } from './said'

/**
 * The messages' own i18next instance (never the global one), made at the
 * first message: main says every failure through it in English, and in the
 * desktop's language where a notification quotes one. The window says them
 * through its own instance, which has the same catalogs (its pseudo-locale
 * included).
 */
let instance: I18n | null = null
function messagesI18n(): I18n {
  if (instance === null) {
    instance = i18next.createInstance()
    void instance.init({
      resources: { en: { messages: en }, de: { messages: de } },
      lng: 'en',
      fallbackLng: 'en',
      ns: ['messages'],
      defaultNS: 'messages',
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    })
  }
  return instance
}

const fixed = new Map<string, TFunction>()
/** A Said in `language`, numbers written as `locale` writes them. */
export function sayIn(language: Language, said: Said, locale: string = language): string {
  let t = fixed.get(language)
  if (t === undefined) {
    t = messagesI18n().getFixedT(language, 'messages')
    fixed.set(language, t)
  }
  // Keys are checked where a Said is made (SaidKey); the window's typed catalogs do not know them.
  const say = t as unknown as (key: string, options: object) => string
  return sayWith((key, values) => String(say(key, { ...values, locale })), said)
}

/** English of the messages without values: a catalog's worth at most, each said once. */
const plainEnglish = new Map<string, string>()

/**
 * A Said in English: the language of the command line and the logs. A
 * message without values is kept once said (i18next takes some microseconds
 * a call, and a token request says one).
 */
export function english(said: Said): string {
  if (said.values !== undefined) return sayIn('en', said)
  let text = plainEnglish.get(said.key)
  if (text === undefined) plainEnglish.set(said.key, (text = sayIn('en', said)))
  return text
}

/**
 * A message main sends, in English and as data:
 * `{ code: 'no-password', ...saying('requests.noPassword', { name }) }`.
 */
export function saying(key: SaidKey, values?: Said['values']): { message: string; said: Said } {
  const said = saidOf(key, values)
  return { message: english(said), said }
}
