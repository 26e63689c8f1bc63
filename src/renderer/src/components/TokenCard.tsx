import type { ReactNode } from 'react'
import type { HeaderStyle } from '../../../shared/model/portal'
import {
  stateClassOf,
  standingToken,
  wrongAccountOf,
  type TokenSnapshot,
} from '../../../shared/model/token'
import { localTime } from '../lib/format'
import { expirySourceLabels, obtainedWith } from '../lib/labels'
import { useSettledStateKind, useTokenStateKind } from '../store/clock'
import { Countdown } from './Countdown'
import { LifetimeBar } from './LifetimeBar'
import { StateBadge } from './StateBadge'
import { TokenReveal } from './TokenReveal'

interface Props {
  profileId: string
  token: TokenSnapshot
  headerStyle: HeaderStyle
  /** The profile's account, which a token for another one cannot serve. */
  accountId?: string
  children?: ReactNode
}

/** The token's state, times and countdown; its value only while the user reveals it. */
export function TokenCard({ profileId, token, headerStyle, accountId, children }: Props) {
  const kind = useTokenStateKind(token)
  const settledKind = useSettledStateKind(token)
  const standing = standingToken(token)
  const wrongAccount = wrongAccountOf(token)
  const renewing = kind === 'renewing'

  return (
    <section
      className={`card token-card state-${stateClassOf(kind, token)}`}
      aria-labelledby="token-card-title"
    >
      <div className="card-head">
        <h2 id="token-card-title">Token</h2>
        <StateBadge kind={kind} token={token} />
      </div>

      {standing === null ? (
        <p className="token-none">
          {renewing ? 'Asking the server for a token…' : 'No token yet — press Get token'}
        </p>
      ) : (
        <>
          <div className="token-main">
            <Countdown token={token} />
            <LifetimeBar token={token} />
            {renewing && (
              <p className="token-note">
                Asking the server for a new token. Until it arrives, the current one stands: copy,
                verify and the rest still use it. Cancel renewal stops the request.
              </p>
            )}
            {!renewing && settledKind === 'expired' && (
              <p className="token-note token-note-alert">
                This token has run out. Renew it to get a new one.
              </p>
            )}
            {!renewing && settledKind === 'rejected' && standing.rejectedAt !== null && (
              <p className="token-note token-note-alert">
                A request was refused with 401 although the token had time left. Renew it.{' '}
                <span className="muted">Refused at {localTime(standing.rejectedAt)}.</span>
              </p>
            )}
            {wrongAccount !== null && standing.account && (
              <p className="token-note token-note-alert" data-testid="wrong-account">
                This login’s token is for account {wrongAccount}
                {accountId === undefined ? '' : `, not ${accountId}`}: the service said so at{' '}
                {localTime(standing.account.at)}. A token works only for the account its API user
                was created under, so requests for this profile’s account are refused. Enter the
                username and password of a user created under {accountId ?? 'this account'} (or
                correct the Account ID), then get a new token.
              </p>
            )}
          </div>
          <dl className="facts">
            <div className="fact-wide">
              <dt>Token</dt>
              <dd>
                {/* A new token hides the old one's value at once. */}
                <TokenReveal key={standing.issuedAt} profileId={profileId} />
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
              <dd data-testid="issued-at">{localTime(standing.issuedAt)}</dd>
            </div>
            <div>
              <dt>Expires at</dt>
              <dd data-testid="expires-at">
                {localTime(standing.expiresAt)}{' '}
                <span className="muted small" data-testid="expiry-source">
                  {expirySourceLabels[standing.expirySource ?? 'assumed']}
                </span>
              </dd>
            </div>
          </dl>
          {/* Spec 4.3: which method the SMS host took is not documented, so say which one worked. */}
          <p className="obtained muted" data-testid="obtained-with">
            {obtainedWith(standing)}
            {standing.verifiedAt !== undefined &&
              ` · last verified with the service at ${localTime(standing.verifiedAt)}`}
          </p>
        </>
      )}
      {children && <div className="card-actions">{children}</div>}
    </section>
  )
}
