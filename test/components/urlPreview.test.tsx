import { describe, expect, it } from 'vitest'
import { previewUrl } from '../../src/renderer/src/components/requests/resolve'

const profile = {
  baseUrl: 'https://portal.example.test',
  apiHostUrl: 'https://api.example.test',
  account: { id: 'ACME-001', name: 'Acme' },
  username: 'api-user',
}

// The preview uses the rule main sends by (test/unit/resolveUrl.test.ts checks main's side).
describe('the URL preview under the request editor', () => {
  it.each([
    [
      'https://user:secret@portal.example.test/x',
      'Remove the user name and password from the URL.',
    ],
    ['ftp://portal.example.test/x', 'Use an http:// or https:// URL.'],
  ])('refuses %s as main does, saying why', (url, problem) => {
    expect(previewUrl(profile, url, 'base')).toMatchObject({ url: null, problem })
  })

  it('shows where a relative URL goes and names a host that is none of the profile’s', () => {
    expect(previewUrl(profile, '/a/{account}', 'api')).toEqual({
      base: 'https://api.example.test',
      url: 'https://api.example.test/a/ACME-001',
      problem: null,
      foreignOrigin: null,
    })
    expect(previewUrl(profile, 'https://elsewhere.example.test/a', 'base')).toMatchObject({
      base: null,
      foreignOrigin: 'https://elsewhere.example.test',
    })
    expect(previewUrl(profile, '  ', 'base')).toMatchObject({ url: null, problem: null })
  })
})
