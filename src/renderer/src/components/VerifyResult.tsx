import { standingToken, type TokenSnapshot } from '../../../shared/model/token'
import { sayOf, useT } from '../i18n'
import { clockTime, localTime } from '../lib/format'
import { verdictNow } from '../lib/verdictNow'
import { useSettledStateKind } from '../store/clock'
import { useProfileActions } from '../store/profileActions'
import { Spinner } from './Spinner'

/** What "Verify now" found, with when: the service took the token, refused it, or could not say. */
export function VerifyResult({ profileId, token }: { profileId: string; token: TokenSnapshot }) {
  const t = useT('detail')
  const state = useProfileActions((s) => s.verifications[profileId])
  const kind = useSettledStateKind(token)
  if (state === undefined) return null
  if (state.status === 'running') {
    return (
      <section className="card check check-plain" aria-busy="true">
        <p className="check-running">
          <Spinner /> {t('verify.running')}
        </p>
      </section>
    )
  }
  const { result } = state
  const standing = standingToken(token)
  // About the token it verified only: one got since (auto-renew, say), or none, makes it old news.
  const now = verdictNow(result, standing, kind)
  if (now === null || standing === null) return null
  const tone =
    now !== 'current'
      ? 'plain'
      : result.kind === 'accepted'
        ? 'ok'
        : result.kind === 'rejected' || result.kind === 'wrong-account'
          ? 'refused'
          : 'plain'
  return (
    <section
      className={`card check check-${tone}`}
      aria-label={t('verify.title')}
      data-testid="verify"
    >
      <div className="card-head">
        <h2>{t('verify.title')}</h2>
        <span className="muted small">
          {t('verify.verifiedAt', { time: clockTime(result.at) })}
        </span>
      </div>
      <div className="check-body" aria-live="polite">
        {result.kind === 'accepted' && now === 'current' && (
          <p className="verdict">
            {result.expiresAt === null
              ? t('verify.accepted', { status: result.status })
              : t('verify.acceptedEnds', {
                  status: result.status,
                  time: localTime(result.expiresAt),
                })}
          </p>
        )}
        {result.kind === 'accepted' && now === 'since-expired' && (
          <p className="verdict">
            {t('verify.acceptedSinceExpired', {
              status: result.status,
              at: clockTime(result.at),
              expired: localTime(standing.expiresAt),
            })}
          </p>
        )}
        {result.kind === 'accepted' && now === 'since-rejected' && (
          <p className="verdict">
            {t('verify.acceptedSinceRejected', { status: result.status, at: clockTime(result.at) })}
          </p>
        )}
        {result.kind === 'rejected' && (
          <p className="verdict">{t('verify.rejected', { status: result.status })}</p>
        )}
        {result.kind === 'wrong-account' && (
          <p className="verdict">
            {t('verify.wrongAccount', { status: result.status, account: result.account })}
          </p>
        )}
        {result.kind === 'inconclusive' && (
          <p className="verdict">
            {sayOf(result)}
            {now === 'since-expired' && ` ${t('verify.sinceExpired')}`}
          </p>
        )}
        <p className="muted small">{t('verify.called', { target: result.target })}</p>
      </div>
    </section>
  )
}
