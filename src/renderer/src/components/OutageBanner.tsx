import { outageWayWords, type Outage } from '../../../shared/model/outage'
import { portalLabels } from '../../../shared/model/portal'
import { countOf } from '../lib/labels'
import { hourMinute } from '../lib/format'
import { useClock } from '../store/clock'
import { useOutages } from '../store/outages'
import { useRenewAll } from '../store/renewAll'

/**
 * A host where many profiles fail the same way, said once above everything
 * else: likely the service, not the passwords. Auto-renew holds the host
 * (main tries one profile now and then); Retry all tries every one now.
 */
export function OutageBanner() {
  const outages = useOutages((s) => s.outages)
  if (outages.length === 0) return null
  return (
    <div className="outage-banners">
      {outages.map((outage) => (
        <OutageNotice key={`${outage.way} ${outage.origin}`} outage={outage} />
      ))}
    </div>
  )
}

function OutageNotice({ outage }: { outage: Outage }) {
  const renewChosen = useRenewAll((s) => s.renewChosen)
  const renewing = useRenewAll((s) => s.running)
  // Minutes are enough for "since" and "next try"; a date shows when it is not today.
  const now = useClock((s) => Math.floor(s.now / 60_000) * 60_000)
  const portal = portalLabels[outage.portal].toLowerCase()
  return (
    <section className="outage-banner" role="status" aria-label={`Outage at ${outage.origin}`}>
      <p>
        <strong>
          The {portal} at {outage.origin} is failing for {countOf(outage.count, 'profile')} since{' '}
          {hourMinute(outage.since, now)}
        </strong>{' '}
        ({outageWayWords[outage.way]}): likely the service, not your credentials.
        {outage.retryAt !== null && (
          <>
            {' '}
            Auto-renew waits for this host and tries one profile at{' '}
            {hourMinute(outage.retryAt, now)}.
          </>
        )}
      </p>
      <button
        type="button"
        className="btn btn-small"
        disabled={renewing}
        onClick={() => void renewChosen(outage.profileIds)}
      >
        Retry all on this host
      </button>
    </section>
  )
}
