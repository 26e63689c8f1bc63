import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formEncoded,
  heardFrom,
  maskerFor,
  redact,
  redactorFor,
} from '../../src/main/core/protocol/redact'

const PW = 'p@ss "wörd"/&+1'

describe('redact: a sent secret in every form a service may echo it in', () => {
  it.each([
    ['as sent', `Login failed for password ${PW}`],
    ['JSON-escaped', `{"error":"Login failed for ${JSON.stringify(PW).slice(1, -1)}"}`],
    ['URL-encoded', `GET /login?next=%2F&pw=${encodeURIComponent(PW)}`],
    ['form-encoded', `body: ${new URLSearchParams({ p: PW }).toString()}`],
    ['HTML-escaped', '<p>Bad password p@ss &quot;wörd&quot;/&amp;+1</p>'],
    ['base64', `debug=${Buffer.from(PW).toString('base64')}`],
    ['base64url', `debug=${Buffer.from(PW).toString('base64url')}`],
  ])('%s', (_form, text) => {
    const out = redact(text, [PW])
    expect(out).toContain('‹redacted›')
    expect(out).not.toMatch(/w(ö|%C3%B6|\\u00f6)rd|cEBzcy/)
  })

  it('a URL’s password (a proxy’s, say), whoever sent it', () => {
    expect(redact('connect to http://ops:s3cr3t@proxy.test:8080 failed')).toBe(
      'connect to http://ops:‹redacted›@proxy.test:8080 failed',
    )
  })

  it('heardFrom: the service’s words on one line, redacted before they are cut', () => {
    const heard = heardFrom([PW])
    expect(heard(`Login failed\nfor password ${PW}`)).toBe('Login failed for password ‹redacted›')
    // The password straddles the 160th character: masked whole, not cut in two.
    const cut = heard(`${'x'.repeat(150)}${PW}`)
    expect(cut).toBe(`${'x'.repeat(150)}‹redacted›`)
  })

  it("quotes HTTP's own words after Bearer, and masks anything else there", () => {
    const said = [
      '{"error":"Bearer token required"}',
      'Bearer realm="api", error="invalid_token", error_description="The token expired"',
      'Use the Bearer scheme',
    ]
    for (const text of said) expect(redact(text)).toBe(text)
    expect(redact('boom Bearer abc')).toBe('boom Bearer ‹redacted›')
    // A token that starts like one of those words is still a token.
    expect(redact('Bearer token-1f9c2a')).toBe('Bearer ‹redacted›')
    expect(redact('Bearer realmXYZ.sig')).toBe('Bearer ‹redacted›')
  })

  it('a secret shorter than 3 characters is left to the patterns', () => {
    expect(redact('pw is ab', ['ab'])).toBe('pw is ab')
  })

  it('formEncoded writes a value as URLSearchParams does, for any well-formed text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(formEncoded(text)).toBe(new URLSearchParams({ s: text }).toString().slice(2))
      }),
      { numRuns: 500 },
    )
    expect(formEncoded(" a!'()~*-._+")).toBe('+a%21%27%28%29%7E*-._%2B')
  })

  it('a redactor made once for an exchange redacts every text it is given', () => {
    const clean = redactorFor([PW, 'proxy-pw'])
    const cases: [string, string][] = [
      [`x-echo: ${PW}`, 'x-echo: ‹redacted›'],
      ['Authorization: Bearer abc.def', 'Authorization: ‹redacted›'],
      ['via http://u:proxy-pw@p:3128', 'via http://u:‹redacted›@p:3128'],
      [new URLSearchParams({ p: PW }).toString(), 'p=‹redacted›'],
      ['nothing to hide', 'nothing to hide'],
    ]
    // Twice over: its forms, worked out once, serve every later text alike.
    for (const [text, expected] of [...cases, ...cases]) expect(clean(text)).toBe(expected)
    // The masker takes the secrets' forms only, not the patterns.
    const mask = maskerFor([PW])
    expect(mask(`x-echo: ${PW}`)).toBe('x-echo: ‹redacted›')
    expect(mask('Authorization: Bearer abc.def')).toBe('Authorization: Bearer abc.def')
  })
})
