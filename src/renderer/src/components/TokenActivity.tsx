import { useState } from 'react'
import {
  everyActivity,
  inActivityFilter,
  isEveryActivity,
  type ActivityFilter,
} from '../../../shared/model/activityFilter'
import type { ProfileView } from '../../../shared/model/profile'
import { useTokenActivity } from '../hooks/useTokenActivity'
import { useExchanges } from '../hooks/useExchanges'
import { ExchangeView } from './ExchangeView'
import type { ExchangeTrace } from '../../../shared/model/exchange'
import { useT, sayOf } from '../i18n'
import { localTime } from '../lib/format'
import { useClock } from '../store/clock'
import { ActivityExportMenu } from './ActivityExportMenu'
import { ActivityFilterBar } from './ActivityFilterBar'
import { ColumnHeads } from './ColumnHeads'
import { LinkButton } from './LinkButton'

/** The filter's time ranges are hours and days: a minute's precision is plenty. */
const MINUTE = 60_000

/** When the profile's token was obtained, renewed, failed and why; never a secret. */
export function TokenActivity({ profile }: { profile: ProfileView }) {
  const t = useT(['detail', 'labels'])
  const { entries, failed } = useTokenActivity(profile)
  const traces = useExchanges(profile)
  const traceOf = (id: string | undefined) =>
    id === undefined ? undefined : traces?.find((trace) => trace.id === id)
  const [filter, setFilter] = useState<ActivityFilter>(everyActivity)
  const minute = useClock((s) => Math.floor(s.now / MINUTE))
  const shown = entries?.filter((entry) => inActivityFilter(entry, filter, minute * MINUTE)) ?? null

  return (
    <section className="card" aria-labelledby="activity-title">
      <div className="card-head">
        <h2 id="activity-title">{t('activity.title')}</h2>
        <ActivityExportMenu
          profileIds={[profile.id]}
          filter={filter}
          disabled={shown === null || shown.length === 0}
          opens="below"
        />
      </div>
      {entries !== null && entries.length > 0 && (
        <ActivityFilterBar filter={filter} onChange={setFilter} />
      )}
      {failed !== null && <p className="muted">{t('activity.loadFailed', { message: failed })}</p>}
      {entries !== null && entries.length === 0 && <p className="muted">{t('activity.empty')}</p>}
      {shown !== null && shown.length === 0 && entries !== null && entries.length > 0 && (
        <p className="muted">
          {t('activity.noMatch')}{' '}
          {!isEveryActivity(filter) && (
            <LinkButton onClick={() => setFilter(everyActivity)}>
              {t('activity.showEverything')}
            </LinkButton>
          )}
        </p>
      )}
      {shown !== null && shown.length > 0 && (
        <table className="activity-table">
          <ColumnHeads
            columns={[
              t('activity.when'),
              t('activity.what'),
              t('activity.how'),
              t('activity.detail'),
            ]}
          />
          <tbody>
            {shown.map((entry, i) => (
              <tr key={`${entry.at}:${i}`} className={`activity-${entry.kind}`}>
                <td className="activity-when">{localTime(entry.at)}</td>
                <td className="activity-what">{t(`labels:activity.${entry.kind}`)}</td>
                <td>{t(`labels:trigger.${entry.trigger}`)}</td>
                <td>
                  {entry.detail !== ''
                    ? sayOf({ message: entry.detail, said: entry.detailSaid })
                    : entry.expiresAt !== null
                      ? t('activity.validUntil', { time: localTime(entry.expiresAt) })
                      : ''}
                  {entry.times !== undefined &&
                    entry.times > 1 &&
                    ` · ${t('activity.times', { count: entry.times })}`}
                  <EntryExchange trace={traceOf(entry.exchangeId)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

/** "Show exchange" for an entry whose attempt's exchange is still kept. */
function EntryExchange({ trace }: { trace: ExchangeTrace | undefined }) {
  return trace ? <ExchangeView trace={trace} /> : null
}
