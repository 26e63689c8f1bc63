import { renewSummary } from '../../../shared/i18n/en/renewSummary'
import { messages } from '../../../shared/i18n/en/messages'
import type { Language } from '../../../shared/i18n/language'
import type { Translation } from './catalog'
import { board } from './en/board'
import { catalog } from './en/catalog'
import { common } from './en/common'
import { demo } from './en/demo'
import { detail } from './en/detail'
import { importing } from './en/importing'
import { labels } from './en/labels'
import { profileForm } from './en/profileForm'
import { renew } from './en/renew'
import { requests } from './en/requests'
import { settings } from './en/settings'
import { sidebar } from './en/sidebar'

/**
 * Every message of the window in English, by namespace (one per part of
 * the window): the catalog the others translate, and the type the keys
 * of `t` are checked against.
 */
export const en = {
  common,
  labels,
  board,
  sidebar,
  detail,
  profileForm,
  importing,
  requests,
  settings,
  renew,
  catalog,
  demo,
  renewSummary,
  /** What main composes and sends (a failure's message), and the shared checks' words. */
  messages,
}

/**
 * The other languages' catalogs, each a chunk of its own that the window
 * loads when it first speaks that language (i18n/index.ts): an English
 * window never parses the German, some 160 KB of the bundle.
 */
export const otherLanguages = {
  de: () => import('./german').then((m) => m.de),
} satisfies Record<Exclude<Language, 'en'>, () => Promise<Translation<typeof en>>>

export const namespaces = Object.keys(en) as (keyof typeof en)[]
