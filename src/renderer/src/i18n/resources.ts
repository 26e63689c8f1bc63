import { renewSummary as deRenewSummary } from '../../../shared/i18n/de/renewSummary'
import { renewSummary } from '../../../shared/i18n/en/renewSummary'
import { messages as deMessages } from '../../../shared/i18n/de/messages'
import { messages } from '../../../shared/i18n/en/messages'
import type { Translation } from './catalog'
import { board as deBoard } from './de/board'
import { catalog as deCatalog } from './de/catalog'
import { common as deCommon } from './de/common'
import { demo as deDemo } from './de/demo'
import { detail as deDetail } from './de/detail'
import { importing as deImporting } from './de/importing'
import { labels as deLabels } from './de/labels'
import { profileForm as deProfileForm } from './de/profileForm'
import { renew as deRenew } from './de/renew'
import { requests as deRequests } from './de/requests'
import { settings as deSettings } from './de/settings'
import { sidebar as deSidebar } from './de/sidebar'
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

export const de: Translation<typeof en> = {
  common: deCommon,
  labels: deLabels,
  board: deBoard,
  sidebar: deSidebar,
  detail: deDetail,
  profileForm: deProfileForm,
  importing: deImporting,
  requests: deRequests,
  settings: deSettings,
  renew: deRenew,
  catalog: deCatalog,
  demo: deDemo,
  renewSummary: deRenewSummary,
  messages: deMessages,
}

export const namespaces = Object.keys(en) as (keyof typeof en)[]
