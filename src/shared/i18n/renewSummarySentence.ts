import type { RenewAllSummary } from '../ipc/events'
import { countOutcomes } from '../renew/outcomeCounts'
import type { renewSummary } from './en/renewSummary'

type Catalog = typeof renewSummary
type Plural = `${string}_${'one' | 'other'}`
/** A message of the renew summary by its key, plural forms by their base ("renewed"). */
export type RenewSummaryKey =
  | {
      [K in keyof Catalog]: K extends Plural ? never : Catalog[K] extends string ? K : never
    }[keyof Catalog]
  | (keyof Catalog extends infer K
      ? K extends `${infer Base}_${'one' | 'other'}`
        ? Base
        : never
      : never)
  | `from.${keyof Catalog['from']}`

/** How a language says one of those messages (the window's i18next, or main's Speech). */
export type SaySummary = (key: RenewSummaryKey, values?: Record<string, string | number>) => string

/**
 * One sentence for a finished Renew all, in the language `say` speaks: what
 * ran, what came of it, and what was left alone and why. The window's
 * status line and the tray's notification both say it.
 */
export function renewSummarySentence(summary: RenewAllSummary, say: SaySummary): string {
  const counts = countOutcomes(summary.outcomes)
  const { valid, withoutToken, renewing } = summary.leftAlone
  const left = [
    valid > 0 ? say('leftValid', { count: valid }) : '',
    withoutToken > 0 ? say('leftWithoutToken', { count: withoutToken }) : '',
    renewing > 0 ? say('leftRenewing', { count: renewing }) : '',
  ].filter(Boolean)
  const leftText =
    left.length > 0 ? ` ${say('leftAlone', { list: left.join(say('leftSeparator')) })}` : ''

  if (summary.total === 0) {
    const nothing = summary.scope === 'due' ? say('nothingDue') : say('nothingWithout')
    return `${nothing}${leftText}`
  }
  const from = (['expired', 'expiring', 'rejected'] as const)
    .filter((reason) => counts.renewedFrom[reason] > 0)
    .map((reason) => say(`from.${reason}`, { count: counts.renewedFrom[reason] }))
    .join(say('outcomeSeparator'))
  const done =
    summary.scope !== 'due'
      ? say('gotToken', { count: counts.renewed })
      : from
        ? say('renewedFrom', { count: counts.renewed, from })
        : say('renewed', { count: counts.renewed })
  const problems = [
    counts.failed > 0 ? say('failed', { count: counts.failed }) : '',
    counts.stillValid > 0 ? say('stillValid', { count: counts.stillValid }) : '',
    counts.refused > 0 ? say('refused', { count: counts.refused }) : '',
    counts.notTried > 0 ? say('notTried', { count: counts.notTried }) : '',
    counts.cancelled > 0 ? say('cancelled', { count: counts.cancelled }) : '',
    counts.skipped > 0 ? say('skipped', { count: counts.skipped }) : '',
  ].filter(Boolean)
  const of =
    summary.scope === 'due'
      ? say('ofDue', { count: summary.total })
      : summary.scope === 'selected'
        ? say('ofSelected', { count: summary.total })
        : say('ofWithout', { count: summary.total })
  const outcomes = [done, ...problems].join(say('outcomeSeparator'))
  return `${say('line', { of, outcomes })}${leftText}`
}
