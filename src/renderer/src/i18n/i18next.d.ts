import 'i18next'
import type { en } from './resources'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: typeof en
    /** React escapes what it renders; i18next must not escape it first. */
    returnNull: false
  }
}
