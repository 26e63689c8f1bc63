import type { ReactNode } from 'react'
import type { HeaderStyle } from '../../../shared/model/portal'
import {
  stateClassOf,
  standingToken,
  wrongAccountOf,
  type TokenSnapshot,
} from '../../../shared/model/token'
import type { OtherAccount } from '../../../shared/model/loginAccounts'
import { localTime } from '../lib/format'
import { useT } from '../i18n'
import { accountList, expirySourceLabel, obtainedWith } from '../lib/labels'
import { useSettledStateKind, useTokenStateKind } from '../store/clock'
import { Countdown } from './Countdown'
import { LifetimeBar } from './LifetimeBar'
import { StateBadge } from './StateBadge'
import { TokenReveal } from './TokenReveal'

/** The header a token goes in, as code: never translated. */
const headerShapes: Record<HeaderStyle, string> = {
  bearer: 'Authorization: Bearer <token>',
  bare: 'Authorization: <token>',
}

interface Props {
  profileId: string
  token: TokenSnapshot
  headerStyle: HeaderStyle
  /** The profile's account, which a token for another one cannot serve. */
  accountId?: string
  /** The other accounts this profile's login serves (loginAccounts): its token is for one account only. */
  loginAccounts?: readonly OtherAccount[]
  /** Copy › Token, for the revealed token copied whole (TokenReveal). */
  onCopyToken?: () => void
  children?: ReactNode
}

/** The token's state, times and countdown; its value only while the user reveals it. */
export function TokenCard({
  profileId,
  token,
  headerStyle,
  accountId,
  loginAccounts = [],
  onCopyToken,
  children,
}: Props) {
  const kind = useTokenStateKind(token)
  const settledKind = useSettledStateKind(token)
  const standing = standingToken(token)
  const wrongAccount = wrongAccountOf(token)
  const renewing = kind === 'renewing'
  const t = useT('detail')

  return (
    <section
      className={`card token-card state-${stateClassOf(kind, token)}`}
      aria-labelledby="token-card-title"
    >
      <div className="card-head">
        <h2 id="token-card-title">{t('card.title')}</h2>
        <StateBadge kind={kind} token={token} />
      </div>

      {standing === null ? (
        <p className="token-none">{renewing ? t('card.asking') : t('card.none')}</p>
      ) : (
        <>
          <div className="token-main">
            <Countdown token={token} />
            <LifetimeBar token={token} />
            {renewing && <p className="token-note">{t('card.renewing')}</p>}
            {!renewing && settledKind === 'expired' && (
              <p className="token-note token-note-alert">{t('card.expired')}</p>
            )}
            {!renewing && settledKind === 'rejected' && standing.rejectedAt !== null && (
              <p className="token-note token-note-alert">
                {t('card.rejected')}{' '}
                <span className="muted">
                  {t('card.refusedAt', { time: localTime(standing.rejectedAt) })}
                </span>
              </p>
            )}
            {wrongAccount !== null && standing.account && (
              <p className="token-note token-note-alert" data-testid="wrong-account">
                {accountId === undefined
                  ? t('card.wrongAccountUnknown', {
                      account: wrongAccount,
                      time: localTime(standing.account.at),
                    })
                  : t('card.wrongAccount', {
                      account: wrongAccount,
                      expected: accountId,
                      time: localTime(standing.account.at),
                    })}
              </p>
            )}
            {/* Valid says the service took the login: with other accounts on it, and no word
                from the service on whose token it is, that is all it says. */}
            {standing.account === undefined &&
              accountId !== undefined &&
              loginAccounts.length > 0 && (
                <p className="token-note token-note-warn" data-testid="shared-login-token">
                  {t('card.sharedLogin', {
                    accounts: accountList(loginAccounts),
                    account: accountId,
                  })}
                </p>
              )}
          </div>
          <dl className="facts">
            <div className="fact-wide">
              <dt>{t('card.token')}</dt>
              <dd>
                {/* A new token hides the old one's value at once. */}
                <TokenReveal
                  key={standing.issuedAt}
                  profileId={profileId}
                  {...(onCopyToken ? { onCopyToken } : {})}
                />
              </dd>
            </div>
            <div>
              <dt>{t('card.header')}</dt>
              <dd>
                <code>{headerShapes[headerStyle]}</code>
              </dd>
            </div>
            <div>
              <dt>{t('card.issuedAt')}</dt>
              <dd data-testid="issued-at">{localTime(standing.issuedAt)}</dd>
            </div>
            <div>
              <dt>{t('card.expiresAt')}</dt>
              <dd data-testid="expires-at">
                {localTime(standing.expiresAt)}{' '}
                <span className="muted small" data-testid="expiry-source">
                  {expirySourceLabel(standing.expirySource ?? 'assumed')}
                </span>
              </dd>
            </div>
          </dl>
          {/* Spec 4.3: which method the SMS host took is not documented, so say which one worked. */}
          <p className="obtained muted" data-testid="obtained-with">
            {standing.verifiedAt === undefined
              ? obtainedWith(standing)
              : t('card.lastVerified', {
                  obtained: obtainedWith(standing),
                  time: localTime(standing.verifiedAt),
                })}
          </p>
        </>
      )}
      {children && <div className="card-actions">{children}</div>}
    </section>
  )
}
