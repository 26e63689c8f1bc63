import type { TFunction } from 'i18next'
import {
  redirectsText,
  timingPhases,
  type ExchangeRoute,
  type ExchangeTrace,
  type SentToken,
} from '../../../shared/model/exchange'
import { formatDuration, localTime } from '../lib/format'
import { useTicket, type ExchangeRef } from '../hooks/useExchanges'
import { useT } from '../i18n'
import { formatPhase } from './requests/format'

const headerText = (headers: [string, string][]): string =>
  headers.map(([name, value]) => `${name}: ${value}`).join('\n')

type Messages = TFunction<'requests'>

/** How the request travelled, in words. */
function routeText(route: ExchangeRoute | null, t: Messages): string {
  if (route === null) return t('exchange.notReached')
  if (route.kind === 'direct') return t('exchange.direct')
  const { proxy } = route
  if (route.tunnel)
    return route.credentialsSent
      ? t('exchange.proxyTunnelCredentials', { proxy })
      : t('exchange.proxyTunnel', { proxy })
  return route.credentialsSent
    ? t('exchange.proxyCredentials', { proxy })
    : t('exchange.proxy', { proxy })
}

/** The token's times as a refusal is judged by them (its value never reaches the window). */
function sentTokenText(token: SentToken, sentAt: number, t: Messages): string {
  const times = { issued: localTime(token.issuedAt), expires: localTime(token.expiresAt) }
  const left = token.expiresAt - sentAt
  return left > 0
    ? t('exchange.tokenSentLeft', { ...times, left: formatDuration(left) })
    : t('exchange.tokenSentPast', times)
}

/** The request as it went: its line, headers and body (HTTP's own words). */
const requestText = ({ request }: ExchangeTrace): string =>
  `${request.method} ${request.url}\n${headerText(request.headers)}${request.body ? `\n\n${request.body}` : ''}`

/** The answer as it came, and where its excerpt was cut. */
const responseText = (response: NonNullable<ExchangeTrace['response']>, t: Messages): string =>
  `HTTP ${response.status}\n${headerText(response.headers)}\n\n${response.body}${response.truncated ? `\n${t('exchange.cut')}` : ''}`

/** Copy for a ticket and Save as…, for one kept exchange. */
export function TicketActions({ exchange }: { exchange: ExchangeRef }) {
  const ticket = useTicket()
  const t = useT('requests')
  return (
    <div className="ticket-actions">
      <button
        type="button"
        className="btn btn-small"
        disabled={ticket.busy}
        onClick={() => void ticket.copy(exchange)}
      >
        {t('exchange.copyTicket')}
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-small"
        disabled={ticket.busy}
        onClick={() => void ticket.save(exchange)}
      >
        {t('exchange.saveAs')}
      </button>
    </div>
  )
}

/**
 * Which portal each token endpoint variant of the spec serves (the
 * section main records beside its English `variant`), so the window words
 * the variant itself.
 */
const portalOfSection = { '4.1': 'customer', '4.2': 'alternate', '4.3': 'api-host' } as const

/**
 * One exchange, compact: the request, the answer, the phases and the TLS
 * path, every credential already replaced by main. Closed until asked for.
 */
export function ExchangeView({ trace }: { trace: ExchangeTrace }) {
  const { response, timing, tls } = trace
  const t = useT('requests')
  const labels = useT('labels')
  return (
    <details className="exchange" data-testid="exchange">
      <summary>{t('exchange.show')}</summary>
      <dl className="exchange-facts">
        <dt>{t('exchange.variant')}</dt>
        <dd>
          {trace.section === null
            ? t(trace.kind === 'verify' ? 'exchange.variantVerify' : 'exchange.variantTest')
            : t('exchange.variantToken', {
                portal: labels(`portal.${portalOfSection[trace.section]}`),
                section: trace.section,
              })}
        </dd>
        <dt>{t('exchange.route')}</dt>
        <dd>{routeText(trace.route, t)}</dd>
        {trace.sentToken && (
          <>
            <dt>{t('exchange.tokenSent')}</dt>
            <dd>
              {sentTokenText(trace.sentToken, trace.at, t)}
              {trace.resentAfter && (
                <div>{t('exchange.resentAfter', { status: trace.resentAfter.status })}</div>
              )}
            </dd>
          </>
        )}
        <dt>{t('exchange.timing')}</dt>
        <dd>
          {timingPhases
            .map((phase) =>
              t('exchange.phase', {
                phase: t(`exchange.phases.${phase.key}`),
                time: formatPhase(timing[phase.key]),
              }),
            )
            .join(' · ')}
          {trace.connection === 'kept' && <div>{t('exchange.keptConnection')}</div>}
        </dd>
        <dt>{t('exchange.tls')}</dt>
        <dd>
          {tls === null ? (
            t('exchange.noTls')
          ) : (
            <>
              {labels(`pin.${tls.pin}`)}
              <ul className="exchange-chain">
                {tls.chain.map((cert) => (
                  <li key={cert.sha256}>
                    {t('exchange.certificate', {
                      subject: cert.subject,
                      issuer: cert.issuer,
                      from: cert.validFrom,
                      to: cert.validTo,
                    })}{' '}
                    <code>{cert.sha256.slice(0, 16)}…</code>
                  </li>
                ))}
              </ul>
            </>
          )}
        </dd>
      </dl>
      {trace.redirects !== undefined && trace.redirects.length > 0 && (
        <>
          <h3 className="exchange-head">
            {t('exchange.redirects', { count: trace.redirects.length })}
          </h3>
          <pre className="excerpt" tabIndex={0} aria-label={t('exchange.redirectsBefore')}>
            {redirectsText(trace.redirects)}
          </pre>
        </>
      )}
      <h3 className="exchange-head">{t('exchange.request')}</h3>
      {/* Focusable: a long excerpt scrolls, and the keyboard must reach it (as ResponseBody's). */}
      <pre className="excerpt" tabIndex={0} aria-label={t('exchange.requestSent')}>
        {requestText(trace)}
      </pre>
      <h3 className="exchange-head">{t('exchange.response')}</h3>
      {response === null ? (
        <p className="muted">{t('exchange.noAnswer')}</p>
      ) : (
        <pre className="excerpt" tabIndex={0} aria-label={t('exchange.responseReceived')}>
          {responseText(response, t)}
        </pre>
      )}
      <TicketActions exchange={{ profileId: trace.profileId, exchangeId: trace.id }} />
    </details>
  )
}
