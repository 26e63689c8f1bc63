import { renewSummary as deRenewSummary } from '../../../shared/i18n/de/renewSummary'
import { messages as deMessages } from '../../../shared/i18n/de/messages'
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
import type { Translation } from './catalog'
import type { en } from './resources'

/** Every message of the window in German: loaded only when the window speaks it (./resources.ts). */
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
