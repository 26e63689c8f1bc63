import type { RunResult } from '../../../../shared/model/request'

interface Props {
  redirects: RunResult['redirects']
}

/**
 * Each redirect followed, and what went along: everything within the first
 * origin; only the method and URL once the request has left it.
 */
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
              <span className="req-auth-withheld">
                Authorization, your headers and the body NOT sent: the request had left the
                profile&apos;s host.
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  )
}
