import { useMemo } from 'react'
import type { ProfileRow } from '../../../shared/model/profile'
import {
  hasQualifiers,
  meetsQualifiers,
  parseQualifiers,
  type Qualifiers,
  type QueryProblem,
} from '../../../shared/search/qualifiers'
import { inView, type StatusFilter } from '../../../shared/search/statusFilter'
import { useClock } from '../store/clock'
import { useWarningMs } from '../store/settings'

export interface QualifiedList {
  /** The profiles the qualifiers (and the status view) leave, in the list's order. */
  list: readonly ProfileRow[]
  /** The rest of the query, to rank as text. */
  text: string
  /** What the query asked that was not searched (lib/queryProblems says it). */
  problems: QueryProblem[]
  /** Whether qualifiers filtered the list. */
  filtered: boolean
}

/**
 * `is:expiring portal:alt host:eu acme`: the qualifiers filter the sorted
 * list, the rest is ranked as text; one reading for the sidebar and the quick
 * switcher. The states follow the clock by the minute (enough for
 * "expiring", cheap at 50,000).
 */
export function useQualifiedList(
  sorted: readonly ProfileRow[],
  query: string,
  view: StatusFilter = 'all',
): QualifiedList {
  const minute = useClock((s) => Math.floor(s.now / 60_000)) * 60_000
  const warningMs = useWarningMs()
  const qualified = useMemo(() => parseQualifiers(query), [query])
  // Keyed on the qualifiers alone: typing more text keeps the filtered list, and with it the
  // search index built for it (a new list per keystroke would build a new index each time).
  const filterKey = JSON.stringify([
    qualified.views,
    qualified.mixedLogin,
    qualified.portals,
    qualified.hosts,
    qualified.accounts,
  ])
  const filters = useMemo((): Qualifiers => {
    const [views, mixedLogin, portals, hosts, accounts] = JSON.parse(filterKey) as [
      Qualifiers['views'],
      boolean,
      string[],
      string[],
      string[],
    ]
    return { views, mixedLogin, portals, hosts, accounts }
  }, [filterKey])
  const filtered = hasQualifiers(filters)
  const list = useMemo(
    () =>
      view === 'all' && !filtered
        ? sorted
        : sorted.filter(
            (p) =>
              inView(p, view, minute, warningMs) && meetsQualifiers(p, filters, minute, warningMs),
          ),
    [sorted, view, filtered, filters, minute, warningMs],
  )
  return { list, text: qualified.text, problems: qualified.problems, filtered }
}
