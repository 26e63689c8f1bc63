import type { RunResult } from '../../../../shared/model/request'
import { useT } from '../../i18n'

interface Props {
  redirects: RunResult['redirects']
}

/**
 * Each redirect followed, and what went along: everything within the first
 * origin; only the method and URL once the request has left it.
 */
export function RedirectList({ redirects }: Props) {
  const t = useT('requests')
  return (
    <div className="req-redirects">
      <h4 className="req-minor-head">{t('response.redirects', { count: redirects.length })}</h4>
      <ol>
        {redirects.map((r, i) => (
          <li key={`${i}:${r.location}`}>
            <span className="req-code">{r.status}</span> <span aria-hidden="true">→</span>
            <span className="sr-only">{t('response.redirectTo')}</span> <code>{r.location}</code>{' '}
            {r.authorizationSent ? (
              <span className="muted">{t('response.authSent')}</span>
            ) : (
              <span className="req-auth-withheld">{t('response.authWithheld')}</span>
            )}
          </li>
        ))}
      </ol>
    </div>
  )
}
