import type { ReactNode } from 'react'
import type { HeaderStyle } from '../../../shared/model/portal'
import type { TokenSnapshot } from '../../../shared/model/token'
import { localTime } from '../lib/format'
import { useTokenStateKind } from '../store/clock'
import { Countdown } from './Countdown'
import { LifetimeBar } from './LifetimeBar'
import { StateBadge } from './StateBadge'

interface Props {
  token: TokenSnapshot
  headerStyle: HeaderStyle
  children?: ReactNode
}

const mask = '••••••••••••'

/** The token's state, times and countdown; never its value, which stays in main. */
export function TokenCard({ token, headerStyle, children }: Props) {
  const kind = useTokenStateKind(token)
  return (
    <section className={`card token-card state-${kind}`} aria-labelledby="token-card-title">
      <div className="card-head">
        <h3 id="token-card-title">Token</h3>
        <StateBadge kind={kind} />
      </div>

      {token.kind === 'none' ? (
        <p className="token-none">No token yet — press Get token</p>
      ) : (
        <>
          <div className="token-main">
            <Countdown token={token} />
            <LifetimeBar token={token} />
            {kind === 'expired' && (
              <p className="token-note">This token has run out — press Get token for a new one.</p>
            )}
            {kind === 'rejected' && token.rejectedAt !== null && (
              <p className="token-note">
                The server refused this token at {localTime(token.rejectedAt)} although it had not
                expired. Press Get token for a new one.
              </p>
            )}
          </div>
          <dl className="facts">
            <div>
              <dt>Token</dt>
              <dd>
                <code className="masked" aria-hidden="true">
                  {mask}
                </code>{' '}
                <span className="muted">hidden</span>
              </dd>
            </div>
            <div>
              <dt>Header</dt>
              <dd>
                <code>
                  Authorization: {headerStyle === 'bearer' ? 'Bearer ' : ''}
                  {'<token>'}
                </code>
              </dd>
            </div>
            <div>
              <dt>Issued at</dt>
              <dd data-testid="issued-at">{localTime(token.issuedAt)}</dd>
            </div>
            <div>
              <dt>Expires at</dt>
              <dd data-testid="expires-at">{localTime(token.expiresAt)}</dd>
            </div>
          </dl>
        </>
      )}
      {children && <div className="card-actions">{children}</div>}
    </section>
  )
}
