import { standingToken, type TokenSnapshot } from '../../../shared/model/token'
import { clockTime, localTime } from '../lib/format'
import { useProfileActions } from '../store/profileActions'
import { Spinner } from './Spinner'

/** What "Verify now" found, with when: the service took the token, refused it, or could not say. */
export function VerifyResult({ profileId, token }: { profileId: string; token: TokenSnapshot }) {
  const state = useProfileActions((s) => s.verifications[profileId])
  if (state === undefined) return null
  // About the token that stood then: one got since (auto-renew, say), or none, makes it old news.
  const standing = standingToken(token)
  if (state.status === 'done' && (standing === null || standing.issuedAt > state.result.at))
    return null
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
  const tone =
    result.kind === 'accepted'
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
        {result.kind === 'accepted' && (
          <p className="verdict">
            Accepted ({result.status}): the service takes the current token.
            {result.expiresAt !== null &&
              ` It says the token ends at ${localTime(result.expiresAt)}.`}
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
        {result.kind === 'inconclusive' && <p className="verdict">{result.message}</p>}
        <p className="muted small">Called {result.target}</p>
      </div>
    </section>
  )
}
