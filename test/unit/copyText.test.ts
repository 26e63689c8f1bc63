import { execFileSync } from 'node:child_process'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { copyText, envName, shellQuote } from '../../src/main/core/tokens/copyText'

const target = {
  method: 'POST' as const,
  url: 'https://api.example.com/_rest/v4/app/sms/messages',
  headers: [{ name: 'X-Trace', value: "it's" }],
  body: '{"to":"+100","text":"hi"}',
  style: 'bare' as const,
  label: 'last request sent: Send SMS',
}
const getTarget = {
  method: 'GET' as const,
  url: 'https://portal.example.com/_rest/v4/whoami',
  headers: [],
  body: '',
  style: 'bearer' as const,
  label: 'the sandbox’s whoami',
}
const subject = {
  token: 'abc.DEF-123',
  style: 'bearer' as const,
  target: getTarget,
  name: 'Acme prod',
}

describe('copy formats', () => {
  it.each([
    ['header', 'Authorization: Bearer abc.DEF-123'],
    ['token', 'abc.DEF-123'],
    [
      'curl',
      "curl 'https://portal.example.com/_rest/v4/whoami' -H 'Authorization: Bearer abc.DEF-123' -H 'Accept: application/json'",
    ],
    [
      'fetch',
      'await fetch("https://portal.example.com/_rest/v4/whoami", {\n  method: "GET",\n  headers: {\n    "Authorization": "Bearer abc.DEF-123",\n    "Accept": "application/json",\n  },\n})',
    ],
    [
      'httpie',
      "http --ignore-stdin GET 'https://portal.example.com/_rest/v4/whoami' 'Authorization:Bearer abc.DEF-123' 'Accept:application/json'",
    ],
    [
      'powershell',
      "Invoke-RestMethod -Method GET -Uri 'https://portal.example.com/_rest/v4/whoami' -Headers @{ 'Authorization' = 'Bearer abc.DEF-123'; 'Accept' = 'application/json' }",
    ],
    ['env', 'ACME_PROD_TOKEN="abc.DEF-123"'],
  ] as const)('%s', (format, text) => {
    expect(copyText(format, subject)).toBe(text)
  })

  it('sends the method, body, content type and own headers of the target, in its header style', () => {
    const withBody = { ...subject, target }
    expect(copyText('curl', withBody)).toBe(
      "curl -X POST 'https://api.example.com/_rest/v4/app/sms/messages' -H 'Authorization: abc.DEF-123' -H 'Accept: application/json' -H 'Content-Type: application/json' -H 'X-Trace: it'\\''s' --data-raw '{\"to\":\"+100\",\"text\":\"hi\"}'",
    )
    expect(copyText('httpie', withBody)).toContain(`--raw='{"to":"+100","text":"hi"}' POST`)
    expect(copyText('fetch', withBody)).toContain(
      '  body: "{\\"to\\":\\"+100\\",\\"text\\":\\"hi\\"}",',
    )
    expect(copyText('powershell', withBody)).toContain("'X-Trace' = 'it''s'")
    expect(copyText('powershell', withBody)).toContain(`-Body '{"to":"+100","text":"hi"}'`)
  })

  it('the fetch snippet uses one quoting style (JSON double quotes) throughout', () => {
    const text = copyText('fetch', { ...subject, target: { ...target, headers: [] } })
    expect(text).not.toContain("'")
    expect(text).not.toContain('`')
  })

  it('a request format without a target says so instead of producing a URL that answers 404', () => {
    for (const format of ['curl', 'fetch', 'httpie', 'powershell'] as const) {
      expect(() => copyText(format, { ...subject, target: null })).toThrow(/No request to aim/)
    }
    expect(copyText('header', { ...subject, target: null })).toBe(
      'Authorization: Bearer abc.DEF-123',
    )
  })

  it('uses the bare token in bare style', () => {
    expect(copyText('header', { ...subject, style: 'bare' })).toBe('Authorization: abc.DEF-123')
    expect(copyText('curl', { ...subject, target: { ...getTarget, style: 'bare' } })).toContain(
      "'Authorization: abc.DEF-123'",
    )
  })

  it('names .env variables safely', () => {
    expect(envName('Acme · prod (EU)')).toBe('ACME_PROD_EU_TOKEN')
    expect(envName('1st account')).toBe('TOKEN_1ST_ACCOUNT_TOKEN')
    expect(envName('···')).toBe('TOKEN_TOKEN')
  })

  it('quotes for the shell so that any printable token survives (checked by a real shell)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\x21-\x7e]{1,40}$/), (token) => {
        expect(execFileSync('sh', ['-c', `printf %s ${shellQuote(token)}`]).toString()).toBe(token)
      }),
      { numRuns: 40 },
    )
  })
})
