import { renewSummary as deRenewSummary } from '../../../shared/i18n/de/renewSummary'
import { renewSummary } from '../../../shared/i18n/en/renewSummary'
import type { Translation } from '../../../shared/i18n/translation'
import { desktop as deDesktop } from './de/desktop'
import { dialogs as deDialogs } from './de/dialogs'
import { menu as deMenu } from './de/menu'
import { desktop } from './en/desktop'
import { dialogs } from './en/dialogs'
import { menu } from './en/menu'

/**
 * Every word main shows on the desktop, in English, by namespace: the tray
 * and notifications, the menus, the dialogs. The catalog the others
 * translate, and the type `Speech.t` checks keys against.
 */
export const en = { desktop, menu, dialogs, renewSummary }
export type Catalog = typeof en

export const de: Translation<Catalog> = {
  desktop: deDesktop,
  menu: deMenu,
  dialogs: deDialogs,
  renewSummary: deRenewSummary,
}

export const namespaces = Object.keys(en) as (keyof Catalog)[]
