import { describe, expect, it } from 'vitest'
import { checkBaseUrl } from '../../src/shared/model/baseUrl'
import { hostMoves } from '../../src/shared/model/profile'
import { usernameWarnings } from '../../src/main/core/protocol/checklist'
import { excerpt, redact } from '../../src/main/core/protocol/redact'

describe('checkBaseUrl', () => {
  it('normalizes to origin plus optional prefix, without a trailing slash', () => {
    expect(checkBaseUrl(' https://portal.example.com/ ')).toEqual({
      ok: true,
      url: 'https://portal.example.com',
      warnings: [],
    })
    expect(checkBaseUrl('https://example.com/tenant/')).toMatchObject({
      ok: true,
      url: 'https://example.com/tenant',
    })
  })

  it('allows http on loopback silently and warns elsewhere', () => {
    expect(checkBaseUrl('http://127.0.0.1:8080')).toMatchObject({ ok: true, warnings: [] })
    const remote = checkBaseUrl('http://portal.example.com')
    expect(remote.ok && remote.warnings[0]).toMatch(/unencrypted/)
  })

  it.each([
    ['', /Enter the base URL/],
    ['portal.example.com', /Not a URL/],
    ['http://127.0.0.1:99999', /^Port 99999 does not exist: ports go from 1 to 65535$/],
    ['https://portal.example.com:70000/eu', /^Port 70000 does not exist/],
    ['https://portal example.com', /Not a URL/],
    ['ftp://x.example', /Use http/],
    ['https://u:p@x.example', /user name and password/],
    ['https://x.example/?a=1', /query/],
    ['https://x.example/#top', /fragment/],
    ['https://x.example/_rest/v4/authenticate', /adds \/_rest/],
  ])('rejects %j', (raw, message) => {
    const result = checkBaseUrl(raw)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.message).toMatch(message)
  })
})

describe('usernameWarnings', () => {
  it('warns about e-mail addresses and sub-addresses, not usernames', () => {
    expect(usernameWarnings('api.user')).toEqual([])
    expect(usernameWarnings('ops@example.com')[0]).toMatch(/looks like an e-mail/)
    expect(usernameWarnings('ops+acme@example.com')[0]).toMatch(/sub-address/)
  })
})

describe('redact', () => {
  it('removes known secrets and token-like JSON values', () => {
    const text = '{"token":"abc.def","password":"hunter22","note":"hunter22 again"}'
    const out = redact(text, ['hunter22'])
    expect(out).not.toContain('hunter22')
    expect(out).not.toContain('abc.def')
    expect(out).toContain('"note":"‹redacted› again"')
  })

  it('makes short single-line excerpts', () => {
    expect(excerpt('<html>\n  <body>oops</body>\n</html>')).toBe('<html> <body>oops</body> </html>')
    expect(excerpt('x'.repeat(500))).toHaveLength(161)
  })
})

describe('hostMoves: where a stored password or token must not follow', () => {
  const before = { baseUrl: 'https://portal.example.test', apiHostUrl: '' }
  it.each([
    ['same origin, new path prefix', { baseUrl: 'https://portal.example.test/eu' }, []],
    ['http instead of https', { baseUrl: 'http://portal.example.test' }, ['baseUrl']],
    ['another port', { baseUrl: 'https://portal.example.test:8443' }, ['baseUrl']],
    ['an API host on a new origin', { apiHostUrl: 'https://api.example.test' }, ['apiHostUrl']],
    ['an API host on the base URL origin', { apiHostUrl: 'https://portal.example.test/api' }, []],
    [
      'both',
      { baseUrl: 'https://a.test', apiHostUrl: 'https://b.test' },
      ['baseUrl', 'apiHostUrl'],
    ],
  ])('%s', (_what, change, fields) => {
    expect(hostMoves(before, { ...before, ...change }).map((m) => m.field)).toEqual(fields)
  })

  it('clearing the API host moves nothing', () => {
    const withApi = { ...before, apiHostUrl: 'https://api.example.test' }
    expect(hostMoves(withApi, before)).toEqual([])
  })
})
