import { useEffect, useRef } from 'react'
import type { RenewOutcome } from '../../../shared/ipc/events'
import { useProfiles } from '../store/profiles'
import { useRenewAll } from '../store/renewAll'
import { ErrorPanel } from './ErrorPanel'

type Problem = Exclude<RenewOutcome, { kind: 'renewed' }>

const count = (n: number, what: string): string => `${n} ${what}`

/** What the last Renew all did: counts, then each profile it could not renew and why. */
export function RenewAllResults() {
  const summary = useRenewAll((s) => s.summary)
  const error = useRenewAll((s) => s.error)
  const dismiss = useRenewAll((s) => s.dismiss)
  const select = useProfiles((s) => s.select)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shown = summary !== null || error !== null

  // The run was started from the sidebar: take the reader to its outcome.
  useEffect(() => {
    if (shown) headingRef.current?.focus()
  }, [shown, summary])

  if (!shown) return null
  const outcomes = summary?.outcomes ?? []
  const renewed = outcomes.filter((o) => o.kind === 'renewed').length
  const problems = outcomes.filter((o): o is Problem => o.kind !== 'renewed')
  const failed = problems.filter((o) => o.kind === 'failed').length
  const skipped = problems.length - failed

  return (
    <section className="renew-results" aria-labelledby="renew-results-title">
      <div className="renew-results-head">
        <h2 id="renew-results-title" ref={headingRef} tabIndex={-1}>
          Renew all results
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
      {summary !== null && summary.total === 0 && (
        <p>Nothing to renew: every token is valid for longer than the warning window.</p>
      )}
      {summary !== null && summary.total > 0 && (
        <>
          <ul className="renew-counts">
            <li className="count-renewed">{count(renewed, 'renewed')}</li>
            <li className={failed > 0 ? 'count-failed' : undefined}>{count(failed, 'failed')}</li>
            <li className={skipped > 0 ? 'count-skipped' : undefined}>
              {count(skipped, 'skipped')}
            </li>
          </ul>
          {problems.length > 0 && (
            <ul className="renew-problems">
              {problems.map((outcome) => (
                <li key={outcome.profileId}>
                  <span className={`outcome outcome-${outcome.kind}`}>
                    {outcome.kind === 'failed' ? 'Failed' : 'Skipped'}
                  </span>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => select(outcome.profileId)}
                  >
                    {outcome.name}
                  </button>
                  <span className="renew-problem-message">
                    {outcome.kind === 'failed' ? outcome.error.message : outcome.reason}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}
