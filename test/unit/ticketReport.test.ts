import { describe, expect, it } from 'vitest'
import { ticketReport, tokenCurl } from '../../src/main/core/diagnostics/ticketReport'
import type { ExchangeTrace } from '../../src/shared/model/exchange'

const trace: ExchangeTrace = {
  id: 'e1',
  profileId: 'p1',
  at: Date.UTC(2026, 10, 29, 9, 12, 0),
  kind: 'token',
  section: '4.3',
  variant: 'API host (SMS variant) (spec 4.3)',
  request: {
    method: 'GET',
    url: "https://api.example/_rest/v4/app/sms/authenticate/get_portal_auth_token?x='y'",
    headers: [['Content-Type', 'application/json']],
    body: '{"username":"demo","password":"<password>"}',
  },
  route: null,
  tls: null,
  timing: { dnsMs: null, connectMs: null, tlsMs: null, firstByteMs: null, totalMs: 12 },
  response: {
    status: 502,
    headers: [['content-type', 'text/html']],
    body: 'a page with ``` in it',
    truncated: true,
  },
  outcome: { ok: false, code: 'unexpected-response', message: 'The service is failing.', next: [] },
}
const environment = {
  version: '1.2.3',
  runtime: 'electron',
  platform: 'linux',
  release: '6.1',
  arch: 'x64',
}

const acme = { name: 'Acme', account: { id: 'ACME-001', name: 'Acme Corp' }, username: 'api-user' }

describe('the ticket report', () => {
  it('says what was tried, never guesses a phase, and is a function of the trace and the clock', () => {
    const text = ticketReport(trace, acme, environment, trace.at + 60_000)
    expect(text).toBe(ticketReport(trace, acme, environment, trace.at + 60_000))
    expect(text).toContain('# Token request: failed (502)')
    // Named as the vendor looks the login up.
    expect(text).toContain(
      '- **Profile:** Acme\n- **Account:** ACME-001 (Acme Corp)\n- **Username:** api-user\n',
    )
    expect(text).toContain('API host (SMS variant) (spec 4.3)')
    expect(text).toMatch(/\*\*When:\*\* 2026-11-29T\d\d:12:00[+-]\d\d:\d\d/)
    expect(text).toContain('| DNS | not measured |')
    expect(text).toContain('| Total | 12 ms |')
    expect(text).toContain('- **Route:** not reached')
    expect(text).toContain('… (cut at 2 KiB)')
    // A body holding a fence cannot close the block around it.
    expect(text).toContain('````http\nHTTP 502')
    expect(text).toContain('Token Desk 1.2.3 (electron)')
    // Recorded before connections were noted (or none reached): no row, no guess.
    expect(text).not.toContain('| Connection |')
  })

  it('says when the request went over a connection kept from an earlier one, and when not', () => {
    const kept = ticketReport({ ...trace, connection: 'kept' }, acme, environment, trace.at)
    expect(kept).toContain(
      "| Total | 12 ms |\n| Connection | kept alive from an earlier request: the lookup, connect and any TLS handshake were that request's |",
    )
    const fresh = ticketReport({ ...trace, connection: 'new' }, acme, environment, trace.at)
    expect(fresh).toContain('| Connection | new |')
  })

  it("quotes the URL for the shell and leaves only the username's variable outside the quotes", () => {
    expect(tokenCurl(trace)).toBe(
      `curl -sS -X GET 'https://api.example/_rest/v4/app/sms/authenticate/get_portal_auth_token?x='\\''y'\\''' -H 'Content-Type: application/json' --data-raw '{"username":"'"$TOKEN_DESK_USERNAME"'","password":"<password>"}'`,
    )
  })
})

describe('a test request sent again after its token was refused', () => {
  const HOUR = 3_600_000
  const issuedAt = Date.UTC(2026, 10, 29, 6, 0, 0)
  const first: ExchangeTrace = {
    ...trace,
    id: 'first',
    kind: 'request',
    section: null,
    variant: 'Test request',
    request: { method: 'GET', url: 'https://api.example/stats', headers: [], body: '' },
    response: { status: 401, headers: [], body: '{"error":"token revoked"}', truncated: false },
    outcome: { ok: false, code: 'auth-rejected', message: 'Refused.', next: [] },
    sentToken: { issuedAt, expiresAt: issuedAt + 24 * HOUR },
  }
  const second: ExchangeTrace = {
    ...first,
    id: 'second',
    at: trace.at + 2_000,
    response: { status: 200, headers: [], body: '{}', truncated: false },
    outcome: { ok: true, summary: 'HTTP 200 OK' },
    sentToken: { issuedAt: trace.at + 1_000, expiresAt: trace.at + 1_000 + 24 * HOUR },
    resentAfter: { exchangeId: 'first', status: 401 },
  }

  it("shows the first send, its token's validity left and the service's refusal", () => {
    const text = ticketReport(second, acme, environment, second.at, first)
    expect(text).toMatch(
      /^# Test request: answered \(200\) after its first token was refused \(401\)\n/,
    )
    const section = text.slice(
      text.indexOf('## First send: answered 401, so sent again with a new token'),
      text.indexOf('## Request'),
    )
    // Sent at 09:12 with a token issued at 06:00: 20 h 48 min of its 24 h left.
    expect(section).toContain('20 h 48 min of its validity left when sent')
    expect(section).toContain('answered 401')
    expect(section).toContain('GET https://api.example/stats')
    expect(section).toContain('{"error":"token revoked"}')
    // The second send's own token, under the summary.
    expect(text).toContain('- **Token sent:** issued ')
    expect(text).toContain('23 h 59 min of its validity left when sent')
  })

  it('a new token refused too: the request is at fault, not the token, as the window says', () => {
    const again = { ...second, response: first.response, outcome: first.outcome }
    const text = ticketReport(again, acme, environment, again.at, first)
    expect(text).toMatch(
      /^# Test request: failed \(401\) with its first token and with a new one\n/,
    )
    expect(text).toContain(
      '- **Conclusion:** a token issued moments before was refused too (401): the request is at fault',
    )
    // A different answer the second time draws no such conclusion.
    expect(ticketReport(second, acme, environment, second.at, first)).not.toContain('Conclusion')
  })

  it('says so when the first send is no longer kept', () => {
    const text = ticketReport(second, acme, environment, second.at, null)
    expect(text).toContain('## First send: answered 401, so sent again with a new token')
    expect(text).toContain('answered 401')
    expect(text).toContain('no longer kept (only the newest 10 are)')
  })

  it('a token sent past its expiry reads so', () => {
    const late = { ...first, at: issuedAt + 25 * HOUR }
    expect(ticketReport(late, acme, environment, late.at)).toContain(
      'already past its expiry when sent',
    )
  })
})
