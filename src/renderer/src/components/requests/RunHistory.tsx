import { useT } from '../../i18n'
import { useClock } from '../../store/clock'
import { useRequestCollections } from '../../store/requestCollections'
import { errorLabel, formatDuration, runTime, toneOf } from './format'
import { ColumnHeads } from '../ColumnHeads'

interface Props {
  profileId: string
}

/** When a run was; a run of another day has its date, which goes above the time when the table is narrow. */
function RunTimeCell({ at, today }: { at: number; today: string }) {
  const { date, time } = runTime(at, today)
  return (
    <td>
      {date !== null && (
        <>
          <span className="req-nowrap">{date}</span>{' '}
        </>
      )}
      <span className="req-nowrap">{time}</span>
    </td>
  )
}

/** The profile's last runs, newest first: where they went and how they ended; never a secret. */
export function RunHistory({ profileId }: Props) {
  const history = useRequestCollections((s) => s.collections[profileId]?.history)
  // Changes once a day: runs from before today show their date.
  const today = useClock((s) => new Date(s.now).toDateString())
  const t = useT('requests')
  if (history === undefined) return null
  if (history.length === 0) {
    return <p className="req-history-empty muted small">{t('history.empty')}</p>
  }
  return (
    <div className="req-table-scroll req-history">
      <table className="req-table">
        <caption>{t('history.caption')}</caption>
        <ColumnHeads
          columns={[
            t('history.time'),
            t('history.method'),
            t('history.target'),
            t('history.result'),
            { label: t('history.duration'), className: 'req-num' },
          ]}
        />
        <tbody>
          {history.map((run, i) => (
            <tr key={`${run.at}:${i}`}>
              <RunTimeCell at={run.at} today={today} />
              <td className="req-mono">{run.method}</td>
              <td className="req-mono req-target">{run.target}</td>
              <td>
                {run.outcome.kind === 'response' ? (
                  <span className={`req-code req-tone-${toneOf(run.outcome.status)}`}>
                    {run.outcome.status}
                  </span>
                ) : (
                  <span
                    className={`req-run-error${run.outcome.code === 'cancelled' ? ' req-run-cancelled' : ''}`}
                  >
                    {errorLabel(run.outcome.code)}
                  </span>
                )}
              </td>
              <td className="req-num req-nowrap">{formatDuration(run.durationMs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
