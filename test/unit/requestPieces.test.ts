import { describe, expect, it } from 'vitest'
import { foreignAccount } from '../../src/shared/requests/accountScope'
import { requestAsCurl } from '../../src/main/core/requests/requestCurl'
import {
  fillBodyPlaceholders,
  profileOrigins,
  resolveUrl,
} from '../../src/main/core/requests/resolveRequest'
import { requestFieldsSchema } from '../../src/shared/model/request'
import { profileFixture } from '../fixtures/profile'

const profile = profileFixture({
  name: 'Acme',
  account: { id: 'ACME 001', name: 'Acme & Co' },
  baseUrl: 'https://portal.example.com',
  apiHostUrl: 'https://api.example.com/v',
  username: 'acme-api',
})

describe('resolveUrl and placeholders', () => {
  it('resolves relative URLs against the base URL or the API host, filling and encoding placeholders', () => {
    expect(resolveUrl({ url: '/a/{account}', relativeTo: 'base' }, profile).toString()).toBe(
      'https://portal.example.com/a/ACME%20001',
    )
    expect(resolveUrl({ url: 'x?u={username}', relativeTo: 'api' }, profile).toString()).toBe(
      'https://api.example.com/v/x?u=acme-api',
    )
    expect(resolveUrl({ url: 'https://other.example/q', relativeTo: 'api' }, profile).origin).toBe(
      'https://other.example',
    )
    expect(fillBodyPlaceholders('{"a":"{accountName}"}', profile, [])).toBe('{"a":"Acme & Co"}')
  })

  it('falls back to the base URL when the profile has no API host', () => {
    expect(
      resolveUrl({ url: '/x', relativeTo: 'api' }, { ...profile, apiHostUrl: '' }).origin,
    ).toBe('https://portal.example.com')
  })

  it.each([
    ['ftp://x.example/y', /http/],
    ['https://u:p@x.example/', /user name/],
  ])('refuses %s', (url, message) => {
    expect(() => resolveUrl({ url, relativeTo: 'base' }, profile)).toThrow(message)
  })

  it('knows the profile’s own origins', () => {
    expect(profileOrigins(profile)).toEqual([
      'https://portal.example.com',
      'https://api.example.com',
    ])
  })
})

describe('foreignAccount (spec 5.3: a token works for one account)', () => {
  const url = (s: string) => new URL(s)
  it.each([
    ['https://h/_rest/v4/analytics/accounts/GLOBEX-002/summary', '', 'GLOBEX-002'],
    ['https://h/_rest/v4/analytics/accounts/acme-001/summary', '', null],
    ['https://h/x?accountId=GLOBEX-002', '', 'GLOBEX-002'],
    ['https://h/flows/f/trigger', '{"accountId":"GLOBEX-002"}', 'GLOBEX-002'],
    ['https://h/flows/f/trigger', '{"data":{"account_id":"GLOBEX-002"}}', 'GLOBEX-002'],
    ['https://h/flows/f/trigger', '{"accountId":"ACME-001","accounting":"x"}', null],
    ['https://h/flows/f/trigger', 'not json', null],
  ])('%s %s → %s', (u, body, found) => {
    expect(foreignAccount(url(u), body, 'ACME-001')).toBe(found)
  })
})

describe('request validation', () => {
  const base = { name: 'r', method: 'POST', url: '/x' }
  it('checks the JSON body, GET bodies and reserved headers', () => {
    expect(
      requestFieldsSchema.safeParse({ ...base, body: '{"a":' }).error?.issues[0]?.message,
    ).toMatch(/not valid JSON/)
    expect(
      requestFieldsSchema.safeParse({ ...base, method: 'GET', body: '{}' }).error?.issues[0]
        ?.message,
    ).toBe('A GET request has no body')
    expect(
      requestFieldsSchema.safeParse({ ...base, headers: [{ name: 'Authorization', value: 'x' }] })
        .error?.issues[0]?.message,
    ).toBe('The app sets this header itself')
    expect(
      requestFieldsSchema.safeParse({
        ...base,
        headers: [{ name: 'X-A', value: 'a\r\nInjected: 1' }],
      }).success,
    ).toBe(false)
  })
})

describe('requestAsCurl', () => {
  it('writes method, URL, headers and body, quoted for the shell', () => {
    expect(
      requestAsCurl(
        'POST',
        'https://h/x',
        [{ name: 'X-Trace', value: "it's" }],
        '{"a":1}',
        'Bearer <token>',
      ),
    ).toBe(
      "curl -X POST 'https://h/x' -H 'Authorization: Bearer <token>' -H 'Accept: application/json, */*;q=0.5' -H 'Content-Type: application/json' -H 'X-Trace: it'\\''s' --data-raw '{\"a\":1}'",
    )
    expect(requestAsCurl('GET', 'https://h/', [], '', 'tok')).toBe(
      "curl 'https://h/' -H 'Authorization: tok' -H 'Accept: application/json, */*;q=0.5'",
    )
  })

  it('reproduces the request: globs off for brackets, the user’s Accept and Content-Type kept', () => {
    expect(
      requestAsCurl(
        'PATCH',
        'https://h/items?filter[status]=active',
        [
          { name: 'accept', value: 'application/vnd.api+json' },
          { name: 'Content-Type', value: 'application/merge-patch+json' },
        ],
        '{"a":1}',
        'tok',
      ),
    ).toBe(
      "curl -g -X PATCH 'https://h/items?filter[status]=active' -H 'Authorization: tok' -H 'accept: application/vnd.api+json' -H 'Content-Type: application/merge-patch+json' --data-raw '{\"a\":1}'",
    )
  })
})
