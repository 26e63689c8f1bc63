import { execFileSync } from 'node:child_process'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { copyText, envName, shellQuote } from '../../src/main/core/tokens/copyText'

const subject = {
  token: 'abc.DEF-123',
  style: 'bearer' as const,
  url: 'https://portal.example.com/',
  name: 'Acme prod',
}

describe('copy formats', () => {
  it.each([
    ['header', 'Authorization: Bearer abc.DEF-123'],
    ['token', 'abc.DEF-123'],
    [
      'curl',
      "curl -H 'Authorization: Bearer abc.DEF-123' -H 'Accept: application/json' 'https://portal.example.com/'",
    ],
    [
      'fetch',
      'await fetch("https://portal.example.com/", {\n  headers: { Authorization: "Bearer abc.DEF-123", Accept: \'application/json\' },\n})',
    ],
    [
      'httpie',
      "http GET 'https://portal.example.com/' 'Authorization:Bearer abc.DEF-123' 'Accept:application/json'",
    ],
    [
      'powershell',
      "Invoke-RestMethod -Uri 'https://portal.example.com/' -Headers @{ Authorization = 'Bearer abc.DEF-123'; Accept = 'application/json' }",
    ],
    ['env', 'ACME_PROD_TOKEN="abc.DEF-123"'],
  ] as const)('%s', (format, text) => {
    expect(copyText(format, subject)).toBe(text)
  })

  it('uses the bare token in bare style', () => {
    expect(copyText('header', { ...subject, style: 'bare' })).toBe('Authorization: abc.DEF-123')
    expect(copyText('curl', { ...subject, style: 'bare' })).toContain(
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
