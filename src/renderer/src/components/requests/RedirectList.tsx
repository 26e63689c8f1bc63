import type { RunResult } from '../../../../shared/model/request'

interface Props {
  redirects: RunResult['redirects']
}

/** Each redirect followed, and whether the token went along (never to another origin). */
export function RedirectList({ redirects }: Props) {
  return (
    <div className="req-redirects">
      <h4 className="req-minor-head">Redirects ({redirects.length})</h4>
      <ol>
        {redirects.map((r, i) => (
          <li key={`${i}:${r.location}`}>
            <span className="req-code">{r.status}</span> <span aria-hidden="true">→</span>
            <span className="sr-only">to</span> <code>{r.location}</code>{' '}
            {r.authorizationSent ? (
              <span className="muted">Authorization sent (same origin).</span>
            ) : (
              <span className="req-auth-withheld">Authorization NOT sent: another origin.</span>
            )}
          </li>
        ))}
      </ol>
    </div>
  )
}
