import { useId } from 'react'
import { standingToken } from '../../../../shared/model/token'
import type { RunResult } from '../../../../shared/model/request'
import { headerStyleLabels } from '../../lib/labels'
import { useProfileActions } from '../../store/profileActions'
import { useProfileList } from '../../store/profileList'
import { useRequestEditor } from '../../store/requestEditor'
import { Spinner } from '../Spinner'
import { TicketActions } from '../ExchangeView'
import { checkDraft } from '../../lib/requestDraft'
import { formatBytes, formatDuration } from './format'
import { RedirectList } from './RedirectList'
import { RejectedNotice } from './RejectedNotice'
import { ResponseBody } from './ResponseBody'
import { ResponseHeaders } from './ResponseHeaders'
import { ResponseStatus } from './ResponseStatus'

interface Props {
  profileId: string
}

/** The last answer: status, time, size, redirects, headers and body. */
export function ResponseView({ profileId }: Props) {
  const titleId = useId()
  const result = useRequestEditor((s) => s.sessions[profileId]?.result ?? null)
  const sending = useRequestEditor((s) => (s.sessions[profileId]?.run ?? null) !== null)
  const renewBusy = useRequestEditor((s) => s.sessions[profileId]?.busy === 'renew')
  const getting = useProfileActions((s) => s.getting[profileId] === true)
  // Renewed since (here or on the token card): the notice has done its job.
  const stillRejected = useProfileList((s) => {
    const profile = s.profiles.find((p) => p.id === profileId)
    const token = profile === undefined ? null : standingToken(profile.token)
    return token !== null && token.rejectedAt !== null
  })
  const renewAndResend = useRequestEditor((s) => s.renewAndResend)

  if (result === null && !sending) return null

  const onRenew = (): void => {
    // Resends what the editor holds now; if that is not valid, the editor says why on Send.
    const draft = useRequestEditor.getState().sessions[profileId]?.draft
    const checked = draft === undefined ? null : checkDraft(draft)
    if (checked?.fields == null) return
    void renewAndResend(profileId, { fields: checked.fields, rowOf: checked.rowOf })
  }

  return (
    <section
      className={`req-response${sending ? ' req-response-stale' : ''}`}
      aria-labelledby={titleId}
      aria-busy={sending || undefined}
    >
      <div className="req-response-head">
        <h3 id={titleId} className="req-subhead">
          Response
        </h3>
        {sending && (
          <span className="req-waiting">
            <Spinner /> Waiting for the answer…
          </span>
        )}
      </div>
      {result !== null && (
        <>
          <div className="req-summary">
            <ResponseStatus status={result.status} statusText={result.statusText} />
            <dl className="req-metrics">
              <div>
                <dt>Time</dt>
                <dd>{formatDuration(result.durationMs)}</dd>
              </div>
              <div>
                <dt>Size</dt>
                <dd>{formatBytes(result.sizeBytes)}</dd>
              </div>
            </dl>
          </div>
          <p className="req-sent">
            <span className="req-method-text">{result.sent.method}</span>{' '}
            <code>{result.sent.url}</code>{' '}
            <span className="muted">
              · Authorization: {headerStyleLabels[result.sent.authStyle]}
            </span>
          </p>
          {result.exchangeId !== null && (
            <TicketActions exchange={{ profileId, exchangeId: result.exchangeId }} />
          )}
          {result.renewedFirst && (
            <p className="req-note">
              Renewed the token first: it had run out, been rejected or was not there yet.
            </p>
          )}
          {result.retry !== null && (
            <p className="req-note" data-testid="retry-note">
              {retryNote(result.retry, result.status)}
            </p>
          )}
          {result.tokenRejected &&
            result.retry?.kind !== 'resent' &&
            (stillRejected ? (
              <RejectedNotice renewing={renewBusy || getting} onRenew={onRenew} />
            ) : (
              <p className="req-note">
                The service answered 401 although the token had time left. The token has been
                renewed since: send again to try the new one.
              </p>
            ))}
          {result.redirects.length > 0 && <RedirectList redirects={result.redirects} />}
          <ResponseHeaders headers={result.headers} />
          <ResponseBody
            key={result.runId}
            body={result.body}
            contentType={result.contentType}
            truncated={result.truncated}
            sizeBytes={result.sizeBytes}
            lengthKnown={result.headers.some(([name]) => name.toLowerCase() === 'content-length')}
          />
        </>
      )}
    </section>
  )
}

/** What the retry on 401 did, and for a new token refused too, where to look instead. */
export function retryNote(retry: NonNullable<RunResult['retry']>, status: number): string {
  if (retry.kind === 'renewal-failed')
    return `The first answer was ${retry.firstStatus} although the token had time left. Token Desk tried to renew the token to send once more, but the renewal failed: ${retry.message} This is the first answer.`
  const resent = `The first answer was ${retry.firstStatus} although the token had time left, so Token Desk renewed the token and sent the request once more. This is the second answer.`
  return status === 401
    ? `${resent} The new token, issued a moment ago, was refused too: the request is at fault, not the token. Check the Authorization style (Bearer or the bare token), the URL, and whether this user may call it.`
    : resent
}
