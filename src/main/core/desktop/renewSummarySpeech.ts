import type { RenewAllSummary } from '../../../shared/ipc/events'
import { renewSummarySentence } from '../../../shared/i18n/renewSummarySentence'
import type { Speech } from '../i18n/speech'

/**
 * One sentence for a finished Renew all, as the tray's notification says it
 * in the language spoken (the window's status line says the same sentence).
 */
export const renewSummarySpeech = (summary: RenewAllSummary, { t }: Speech): string =>
  renewSummarySentence(summary, (key, values) => t(`renewSummary:${key}`, values))
