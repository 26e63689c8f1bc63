import { activityLabels, triggerLabels } from '../../../shared/model/activity'
import type { ProfileView } from '../../../shared/model/profile'
import { useTokenActivity } from '../hooks/useTokenActivity'
import { localTime } from '../lib/format'
import { ColumnHeads } from './ColumnHeads'

/** When the profile's token was obtained, renewed, failed and why; never a secret. */
export function TokenActivity({ profile }: { profile: ProfileView }) {
  const { entries, failed } = useTokenActivity(profile)

  return (
    <section className="card" aria-labelledby="activity-title">
      <div className="card-head">
        <h2 id="activity-title">Token activity</h2>
      </div>
      {failed !== null && <p className="muted">Could not load the activity: {failed}</p>}
      {entries !== null && entries.length === 0 && (
        <p className="muted">
          Nothing yet: tokens obtained, renewed, refused or given to the command line will be listed
          here.
        </p>
      )}
      {entries !== null && entries.length > 0 && (
        <table className="activity-table">
          <ColumnHeads columns={['When', 'What', 'How', 'Detail']} />
          <tbody>
            {entries.map((entry, i) => (
              <tr key={`${entry.at}:${i}`} className={`activity-${entry.kind}`}>
                <td className="activity-when">{localTime(entry.at)}</td>
                <td className="activity-what">{activityLabels[entry.kind]}</td>
                <td>{triggerLabels[entry.trigger]}</td>
                <td>
                  {entry.detail !== ''
                    ? entry.detail
                    : entry.expiresAt !== null
                      ? `Valid until ${localTime(entry.expiresAt)}`
                      : ''}
                  {entry.times !== undefined && entry.times > 1 && ` · ${entry.times} times`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
