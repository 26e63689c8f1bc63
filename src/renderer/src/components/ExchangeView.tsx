import {
  formatPhase,
  pinText,
  routeText,
  timingPhases,
  type ExchangeTrace,
} from '../../../shared/model/exchange'
import { useTicket, type ExchangeRef } from '../hooks/useExchanges'

const headerText = (headers: [string, string][]): string =>
  headers.map(([name, value]) => `${name}: ${value}`).join('\n')

/** Copy for a ticket and Save as…, for one kept exchange. */
export function TicketActions({ exchange }: { exchange: ExchangeRef }) {
  const ticket = useTicket()
  return (
    <div className="ticket-actions">
      <button
        type="button"
        className="btn btn-small"
        disabled={ticket.busy}
        onClick={() => void ticket.copy(exchange)}
      >
        Copy for a ticket
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-small"
        disabled={ticket.busy}
        onClick={() => void ticket.save(exchange)}
      >
        Save as…
      </button>
    </div>
  )
}

/**
 * One exchange, compact: the request, the answer, the phases and the TLS
 * path, every credential already replaced by main. Closed until asked for.
 */
export function ExchangeView({ trace }: { trace: ExchangeTrace }) {
  const { request, response, timing, tls } = trace
  return (
    <details className="exchange" data-testid="exchange">
      <summary>Show exchange</summary>
      <dl className="exchange-facts">
        <dt>Variant</dt>
        <dd>{trace.variant}</dd>
        <dt>Route</dt>
        <dd>{routeText(trace.route)}</dd>
        <dt>Timing</dt>
        <dd>
          {timingPhases
            .map((phase) => `${phase.label} ${formatPhase(timing[phase.key])}`)
            .join(' · ')}
        </dd>
        <dt>TLS</dt>
        <dd>
          {tls === null ? (
            'none (plain http, or no handshake reached)'
          ) : (
            <>
              {pinText[tls.pin]}
              <ul className="exchange-chain">
                {tls.chain.map((cert) => (
                  <li key={cert.sha256}>
                    {cert.subject}, issued by {cert.issuer}, valid {cert.validFrom} to{' '}
                    {cert.validTo}, SHA-256 <code>{cert.sha256.slice(0, 16)}…</code>
                  </li>
                ))}
              </ul>
            </>
          )}
        </dd>
      </dl>
      <h3 className="exchange-head">Request</h3>
      {/* Focusable: a long excerpt scrolls, and the keyboard must reach it (as ResponseBody's). */}
      <pre className="excerpt" tabIndex={0} aria-label="Request sent">
        {`${request.method} ${request.url}\n${headerText(request.headers)}${request.body ? `\n\n${request.body}` : ''}`}
      </pre>
      <h3 className="exchange-head">Response</h3>
      {response === null ? (
        <p className="muted">No answer came back.</p>
      ) : (
        <pre className="excerpt" tabIndex={0} aria-label="Response received">
          {`HTTP ${response.status}\n${headerText(response.headers)}\n\n${response.body}${response.truncated ? '\n… (cut at 2 KiB)' : ''}`}
        </pre>
      )}
      <TicketActions exchange={{ profileId: trace.profileId, exchangeId: trace.id }} />
    </details>
  )
}
