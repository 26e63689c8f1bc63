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
