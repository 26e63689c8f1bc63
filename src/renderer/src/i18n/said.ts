import type { i18n as I18n } from 'i18next'
import { english } from '../../../shared/i18n/sayMessage'
import { sayWith, type Said, type Worded } from '../../../shared/i18n/said'

const countOf = (said: Said) =>
  typeof said.values?.count === 'number' ? { count: said.values.count } : {}

/** How the window says what main composed, through its own i18next instance (pseudo-locale included). */
export function sayerFor(i18n: I18n) {
  const inMessages = (key: string, values: Record<string, unknown>): string =>
    String(i18n.t(`messages:${key}` as never, values as never))

  /** Every key a Said names, its values' included, is one the window's catalogs have. */
  const known = (said: Said): boolean =>
    i18n.exists(`messages:${said.key}`, countOf(said)) &&
    Object.values(said.values ?? {}).every((value) => typeof value !== 'object' || known(value))

  /** A Said in the window's language; in English when a key is not in its catalogs. */
  const say = (said: Said): string => (known(said) ? sayWith(inMessages, said) : english(said))

  /**
   * What main composed, in the window's language: its Said when the window
   * knows every key in it, else main's English (an answer an older version
   * kept, or a key this window's catalogs lack).
   */
  const sayOf = (worded: Worded): string =>
    worded.said !== undefined && known(worded.said)
      ? sayWith(inMessages, worded.said)
      : worded.message

  return { say, sayOf }
}
