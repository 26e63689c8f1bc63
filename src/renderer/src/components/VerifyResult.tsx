import { standingToken, type TokenSnapshot } from '../../../shared/model/token'
import { clockTime, localTime } from '../lib/format'
import { verdictNow } from '../lib/verdictNow'
import { useSettledStateKind } from '../store/clock'
import { useProfileActions } from '../store/profileActions'
import { Spinner } from './Spinner'

/** What "Verify now" found, with when: the service took the token, refused it, or could not say. */
export function VerifyResult({ profileId, token }: { profileId: string; token: TokenSnapshot }) {
  const state = useProfileActions((s) => s.verifications[profileId])
  const kind = useSettledStateKind(token)
  if (state === undefined) return null
  if (state.status === 'running') {
    return (
      <section className="card check check-plain" aria-busy="true">
        <p className="check-running">
          <Spinner /> Verifying… calling the service with the current token.
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
    <section className={`card check check-${tone}`} aria-label="Verification" data-testid="verify">
      <div className="card-head">
        <h2>Verification</h2>
        <span className="muted small">Verified at {clockTime(result.at)}</span>
      </div>
      <div className="check-body" aria-live="polite">
        {result.kind === 'accepted' && now === 'current' && (
          <p className="verdict">
            Accepted ({result.status}): the service takes the current token.
            {result.expiresAt !== null &&
              ` It says the token ends at ${localTime(result.expiresAt)}.`}
          </p>
        )}
        {result.kind === 'accepted' && now === 'since-expired' && (
          <p className="verdict">
            Accepted ({result.status}) at {clockTime(result.at)}, before this token expired at{' '}
            {localTime(standing.expiresAt)}. It no longer works: renew it.
          </p>
        )}
        {result.kind === 'accepted' && now === 'since-rejected' && (
          <p className="verdict">
            Accepted ({result.status}) at {clockTime(result.at)}; the service has refused this token
            since. Renew it.
          </p>
        )}
        {result.kind === 'rejected' && (
          <p className="verdict">
            Refused ({result.status}): the service no longer takes this token. It is marked
            rejected; renew it.
          </p>
        )}
        {result.kind === 'wrong-account' && (
          <p className="verdict">
            Wrong account ({result.status}): the service says this login’s token is for account{' '}
            {result.account}. It cannot serve this profile’s account.
          </p>
        )}
        {result.kind === 'inconclusive' && (
          <p className="verdict">
            {result.message}
            {now === 'since-expired' && ' The token has expired since.'}
          </p>
        )}
        <p className="muted small">Called {result.target}</p>
      </div>
    </section>
  )
}
