/** The window's catalogs are typed as main's are. */
export type { Translation } from '../../../shared/i18n/translation'
