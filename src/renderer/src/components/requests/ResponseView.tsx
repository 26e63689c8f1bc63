import { useId } from 'react'
import { standingToken } from '../../../../shared/model/token'
import type { RunResult } from '../../../../shared/model/request'
import { sayOf, t as translate, useT } from '../../i18n'
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

/** Before the Authorization form the request was sent with: the header's name, never translated. */
const AUTHORIZATION_LEAD = '· Authorization: '

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
  const t = useT('requests')

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
          {t('response.title')}
        </h3>
        {sending && (
          <span className="req-waiting">
            <Spinner /> {t('response.waiting')}
          </span>
        )}
      </div>
      {result !== null && (
        <>
          <div className="req-summary">
            <ResponseStatus status={result.status} statusText={result.statusText} />
            <dl className="req-metrics">
              <div>
                <dt>{t('response.time')}</dt>
                <dd>{formatDuration(result.durationMs)}</dd>
              </div>
              <div>
                <dt>{t('response.size')}</dt>
                <dd>{formatBytes(result.sizeBytes)}</dd>
              </div>
            </dl>
          </div>
          <p className="req-sent">
            <span className="req-method-text">{result.sent.method}</span>{' '}
            <code>{result.sent.url}</code>{' '}
            <span className="muted">
              {AUTHORIZATION_LEAD}
              {t(`headers.authStyle.${result.sent.authStyle}`)}
            </span>
          </p>
          {result.exchangeId !== null && (
            <TicketActions exchange={{ profileId, exchangeId: result.exchangeId }} />
          )}
          {result.renewedFirst && <p className="req-note">{t('response.renewedFirst')}</p>}
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
              <p className="req-note">{t('response.renewedSince')}</p>
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
    return translate('requests:response.retryRenewalFailed', {
      status: retry.firstStatus,
      message: sayOf(retry),
    })
  return status === 401
    ? translate('requests:response.retryRefusedToo', { status: retry.firstStatus })
    : translate('requests:response.retryResent', { status: retry.firstStatus })
}
