import { Trans } from 'react-i18next'
import type { Outage } from '../../../shared/model/outage'
import { useT } from '../i18n'
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
  const t = useT('sidebar')
  return (
    <section
      className="outage-banner"
      role="status"
      aria-label={t('outage.label', { origin: outage.origin })}
    >
      <p>
        <Trans
          t={t}
          i18nKey="outage.failing"
          count={outage.count}
          values={{
            portal: t(`outage.portal.${outage.portal}`),
            origin: outage.origin,
            since: hourMinute(outage.since, now),
            way: t(`outage.way.${outage.way}`),
          }}
          components={{ strong: <strong /> }}
        />
        {outage.retryAt !== null &&
          ` ${t('outage.retryAt', { time: hourMinute(outage.retryAt, now) })}`}
      </p>
      <button
        type="button"
        className="btn btn-small"
        disabled={renewing}
        onClick={() => void renewChosen(outage.profileIds)}
      >
        {t('outage.retryAll')}
      </button>
    </section>
  )
}
