import { useEffect, useRef } from 'react'
import { countOutcomes, renewSummaryText } from '../../../shared/renew/renewSummary'
import { useLoginPasswords } from '../store/loginPasswords'
import { useRenewAll } from '../store/renewAll'
import { OutcomeProblems } from './OutcomeProblems'
import { ErrorPanel } from './ErrorPanel'

const profiles = (n: number): string => (n === 1 ? '1 profile' : `${n} profiles`)

/**
 * What the last Renew all did: one sentence (the same the tray notification
 * says), counts, each profile it could not renew and why, and the offer to
 * get tokens for the profiles that have none.
 */
export function RenewAllResults() {
  const summary = useRenewAll((s) => s.summary)
  const error = useRenewAll((s) => s.error)
  const dismiss = useRenewAll((s) => s.dismiss)
  const start = useRenewAll((s) => s.start)
  const offerPasswords = useLoginPasswords((s) => s.offerFor)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shown = summary !== null || error !== null

  // The run was started from the sidebar: take the reader to its outcome.
  useEffect(() => {
    if (shown) headingRef.current?.focus()
  }, [shown, summary])

  if (!shown) return null
  const counts = countOutcomes(summary?.outcomes ?? [])
  const withoutToken = summary?.scope === 'due' ? summary.leftAlone.withoutToken : 0
  // Skipped for want of a password: the way to enter them (once per shared login).
  const noPassword = (summary?.outcomes ?? [])
    .filter((o) => o.kind === 'skipped' && o.why === 'no-password')
    .map((o) => o.profileId)

  return (
    <section className="renew-results" aria-labelledby="renew-results-title">
      <div className="renew-results-head">
        <h2 id="renew-results-title" ref={headingRef} tabIndex={-1}>
          {summary?.scope === 'without-token' ? 'New tokens' : 'Renew all results'}
        </h2>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          aria-label="Dismiss results"
          onClick={dismiss}
        >
          Dismiss
        </button>
      </div>
      {error !== null && <ErrorPanel error={error} />}
      {summary !== null && (
        <>
          <p className="renew-summary">{renewSummaryText(summary)}</p>
          {summary.total > 0 && (
            <ul className="renew-counts" aria-label="Counts">
              <li className="count-renewed">
                {counts.renewed} {summary.scope === 'due' ? 'renewed' : 'got a token'}
              </li>
              <li className={counts.failed > 0 ? 'count-failed' : undefined}>
                {counts.failed} failed
              </li>
              <li className={counts.skipped > 0 ? 'count-skipped' : undefined}>
                {counts.skipped} skipped
              </li>
            </ul>
          )}
          <OutcomeProblems outcomes={summary.outcomes} />
          {noPassword.length > 0 && (
            <div className="renew-offer">
              <button
                type="button"
                className="btn btn-small btn-primary"
                onClick={() => void offerPasswords(noPassword, true)}
              >
                Enter passwords for {profiles(noPassword.length)}
              </button>
            </div>
          )}
          {withoutToken > 0 && (
            <div className="renew-offer">
              <button
                type="button"
                className="btn btn-small"
                onClick={() => void start('without-token')}
              >
                Get tokens for {profiles(withoutToken)} without one
              </button>
            </div>
          )}
        </>
      )}
    </section>
  )
}
