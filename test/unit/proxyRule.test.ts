import { describe, expect, it } from 'vitest'
import {
  envProxyFor,
  isBypassed,
  parsePacResult,
} from '../../src/main/core/protocol/network/proxyRule'
import {
  checkProxyUrl,
  formatFingerprint,
  normalizeFingerprint,
  pinSchema,
  splitBypass,
} from '../../src/shared/model/network'

describe('PAC answers', () => {
  it.each([
    ['DIRECT', [{ kind: 'direct' }]],
    ['', [{ kind: 'direct' }]],
    [
      'PROXY proxy.corp:8080; DIRECT',
      [{ kind: 'http', host: 'proxy.corp', port: 8080 }, { kind: 'direct' }],
    ],
    ['proxy [::1]:3128', [{ kind: 'http', host: '::1', port: 3128 }]],
    ['PROXY proxy.corp', [{ kind: 'http', host: 'proxy.corp', port: 80 }]],
    ['SOCKS5 s:1080; PROXY p:3128', [{ kind: 'http', host: 'p', port: 3128 }]],
  ])('%j', (answer, hops) => {
    expect(parsePacResult(answer)).toEqual({ kind: 'hops', hops })
  })

  it('names entries it cannot use when nothing else is offered', () => {
    expect(parsePacResult('SOCKS5 s:1080; HTTPS h:443')).toEqual({
      kind: 'unsupported',
      entries: ['SOCKS5 s:1080', 'HTTPS h:443'],
    })
  })
})

describe('the bypass list', () => {
  const url = (text: string) => new URL(text)
  it.each([
    ['https://intranet.local/', ['intranet.local'], true],
    ['https://a.corp.example/', ['.corp.example'], true],
    ['https://corp.example/', ['.corp.example'], true],
    ['https://a.corp.example/', ['*.corp.example'], true],
    ['https://notcorp.example/', ['.corp.example'], false],
    ['https://intranet/', ['<local>'], true],
    ['https://intranet.corp/', ['<local>'], false],
    ['https://127.0.0.1:8443/', ['127.0.0.1:8443'], true],
    ['https://127.0.0.1:9443/', ['127.0.0.1:8443'], false],
    ['https://127.0.0.1/', ['127.0.0.1:443'], true],
    ['http://[::1]:8080/', ['[::1]'], true],
    ['http://[::1]:8080/', ['::1'], true],
    ['http://[::1]:8080/', ['[::1]:8080'], true],
    ['https://anything.example/', ['*'], true],
    ['https://portal.example/', [], false],
  ])('%s with %j: %s', (target, bypass, expected) => {
    expect(isBypassed(url(target), bypass)).toBe(expected)
  })

  it('is typed with commas, semicolons, spaces or lines', () => {
    expect(splitBypass('a.example, .b.example;c\n  <local>')).toEqual([
      'a.example',
      '.b.example',
      'c',
      '<local>',
    ])
  })
})

describe('the environment, as the Node transport reads it', () => {
  const env = {
    HTTPS_PROXY: 'http://proxy.corp:3128',
    http_proxy: 'http://plain.corp:8080',
    NO_PROXY: 'internal.example,localhost',
  }
  it.each([
    ['https://portal.example/', 'PROXY proxy.corp:3128'],
    ['http://portal.example/', 'PROXY plain.corp:8080'],
    ['https://internal.example/', 'DIRECT'],
    ['https://api.internal.example/', 'DIRECT'],
    ['https://localhost:8443/', 'DIRECT'],
  ])('%s → %s', (target, answer) => {
    expect(envProxyFor(new URL(target), env)).toBe(answer)
  })
  it('is DIRECT without variables', () => {
    expect(envProxyFor(new URL('https://portal.example/'), {})).toBe('DIRECT')
  })
})

describe('a manual proxy address', () => {
  it.each([
    ['http://proxy.corp:3128', { ok: true, host: 'proxy.corp', port: 3128 }],
    ['proxy.corp:3128', { ok: true, host: 'proxy.corp', port: 3128 }],
    ['http://proxy.corp', { ok: true, host: 'proxy.corp', port: 80 }],
    ['http://[::1]:3128', { ok: true, host: '::1', port: 3128 }],
  ])('%s', (text, expected) => {
    expect(checkProxyUrl(text)).toEqual(expected)
  })
  it.each([
    ['', /Enter the proxy address/],
    ['https://proxy.corp:443', /Only HTTP proxies/],
    ['http://u:p@proxy.corp:3128', /their own fields/],
    ['http://proxy.corp:3128/pac', /without a path/],
    ['http://', /not a proxy address/],
  ])('refuses %j', (text, message) => {
    const checked = checkProxyUrl(text)
    expect(checked.ok).toBe(false)
    if (!checked.ok) expect(checked.message).toMatch(message)
  })
})

describe('fingerprints', () => {
  const hex = 'ab'.repeat(32)
  it('reads the forms people paste', () => {
    expect(normalizeFingerprint('AB:'.repeat(31) + 'AB')).toBe(hex)
    expect(normalizeFingerprint(`SHA256=${hex.toUpperCase()}`)).toBe(hex)
    expect(formatFingerprint(hex)).toBe('AB:'.repeat(31) + 'AB')
  })
  it('takes 64 hex digits or nothing', () => {
    expect(pinSchema.parse('')).toBeNull()
    expect(pinSchema.parse(hex)).toBe(hex)
    expect(pinSchema.safeParse('abc').error?.issues[0]?.message).toMatch(/64 hex digits/)
  })
})
