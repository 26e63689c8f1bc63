import i18next, { type i18n as I18n, type Resource, type TFunction } from 'i18next'
import { messages as en } from './en/messages'
import type { Language } from './language'
import { said as saidOf, sayWith, type Said, type SaidKey } from './said'

/**
 * An i18next instance of its own (never the global one) for the messages of
 * `languages`, made when first asked: main says every failure through one in
 * English; the window says them through its own instance, which has the
 * same catalogs (its pseudo-locale included).
 */
export function messagesSpeaker(languages: Partial<Record<Language, Resource[string]>>) {
  let instance: I18n | null = null
  const fixed = new Map<string, TFunction>()
  /** A Said in `language`, numbers written as `locale` writes them. */
  return (language: Language, said: Said, locale: string = language): string => {
    let t = fixed.get(language)
    if (t === undefined) {
      if (instance === null) {
        instance = i18next.createInstance()
        void instance.init({
          resources: languages,
          lng: 'en',
          fallbackLng: 'en',
          ns: ['messages'],
          defaultNS: 'messages',
          initAsync: false,
          interpolation: { escapeValue: false },
          returnNull: false,
        })
      }
      t = instance.getFixedT(language, 'messages')
      fixed.set(language, t)
    }
    // Keys are checked where a Said is made (SaidKey); the window's typed catalogs do not know them.
    const say = t as unknown as (key: string, options: object) => string
    return sayWith((key, values) => String(say(key, { ...values, locale })), said)
  }
}

/**
 * English alone: what this module's callers need (the command line, the
 * logs, the message beside each Said), and all the window's first frame
 * loads. Other languages: ./sayIn.ts.
 */
const sayEnglish = messagesSpeaker({ en: { messages: en } })

/** English of the messages without values: a catalog's worth at most, each said once. */
const plainEnglish = new Map<string, string>()

/**
 * A Said in English: the language of the command line and the logs. A
 * message without values is kept once said (i18next takes some microseconds
 * a call, and a token request says one).
 */
export function english(said: Said): string {
  if (said.values !== undefined) return sayEnglish('en', said)
  let text = plainEnglish.get(said.key)
  if (text === undefined) plainEnglish.set(said.key, (text = sayEnglish('en', said)))
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
