import { describe, expect, it } from 'vitest'
import { resolveUrl } from '../../src/main/core/requests/resolveRequest'
import { AppFailure } from '../../src/shared/ipc/errors'
import { sayIn } from '../../src/shared/i18n/sayIn'
import { english } from '../../src/shared/i18n/sayMessage'
import {
  usernameShape,
  usernameWarning,
  usernameWarningSaid,
} from '../../src/shared/model/username'
import {
  fillBodyPlaceholders,
  fillPlaceholders,
  profileOrigins,
  resolveRequestUrl,
} from '../../src/shared/requests/resolveUrl'

const profile = {
  baseUrl: 'https://portal.example.test',
  apiHostUrl: 'https://api.example.test',
  account: { id: 'ACME 001', name: 'Acme & Co' },
  username: 'api+ops',
}

/** Main's refusal message for a URL, or null when main would send it. */
function mainSays(url: string): string | null {
  try {
    resolveUrl({ url, relativeTo: 'base' }, profile)
    return null
  } catch (error) {
    return error instanceof AppFailure ? error.error.message : String(error)
  }
}

describe('one rule for request URLs, in main and in the window', () => {
  it('fills placeholders encoded in a URL and as typed in a body', () => {
    expect(fillPlaceholders('/a/{account}/{accountName}/{username}', profile, true)).toBe(
      '/a/ACME%20001/Acme%20%26%20Co/api%2Bops',
    )
    expect(fillPlaceholders('{"account":"{account}","x":"{other}"}', profile, false)).toBe(
      '{"account":"ACME 001","x":"{other}"}',
    )
  })

  it('refuses a placeholder segment of "." or "..": the request would climb the path', () => {
    for (const username of ['.', '..']) {
      const resolved = resolveRequestUrl(
        { url: '/users/{username}/summary', relativeTo: 'base' },
        { ...profile, username },
      )
      expect(resolved).toMatchObject({ ok: false })
      expect(!resolved.ok && resolved.message).toBe(
        `{username} is “${username}” for this profile, which a URL reads as a step up the path: the request would go elsewhere.`,
      )
    }
    const first = resolveRequestUrl(
      { url: '{username}/summary', relativeTo: 'base' },
      { ...profile, username: '..' },
    )
    expect(first).toMatchObject({ ok: false })
    // Inside a segment, or in the query, dots are only dots.
    const inQuery = resolveRequestUrl(
      { url: '/users?u={username}', relativeTo: 'base' },
      { ...profile, username: '..' },
    )
    expect(inQuery.ok && inQuery.url.search).toBe('?u=..')
  })

  it('JSON-escapes a body’s placeholders when the body goes as JSON, and only then', () => {
    const odd = { ...profile, account: { id: 'ACME 001', name: 'Acme "EU" C:\\new' } }
    const body = '{"label":"{accountName}"}'
    // An account name with a quote or a backslash stays one string: no field can be added.
    expect(JSON.parse(fillBodyPlaceholders(body, odd, []))).toEqual({ label: 'Acme "EU" C:\\new' })
    const json = [{ name: 'content-type', value: 'application/vnd.api+json' }]
    expect(JSON.parse(fillBodyPlaceholders(body, odd, json))).toEqual({
      label: 'Acme "EU" C:\\new',
    })
    const form = [{ name: 'Content-Type', value: 'application/x-www-form-urlencoded' }]
    expect(fillBodyPlaceholders('name={accountName}', odd, form)).toBe('name=Acme "EU" C:\\new')
  })

  it('resolves under the base URL or the API host, which falls back to the base URL', () => {
    const url = (u: string, relativeTo: 'base' | 'api', p = profile) => {
      const resolved = resolveRequestUrl({ url: u, relativeTo }, p)
      return resolved.ok ? resolved.url.toString() : resolved.message
    }
    expect(url('/x', 'base')).toBe('https://portal.example.test/x')
    expect(url('x', 'api')).toBe('https://api.example.test/x')
    expect(url('/x', 'api', { ...profile, apiHostUrl: '' })).toBe('https://portal.example.test/x')
    expect(url(' https://other.example.test/y ', 'base')).toBe('https://other.example.test/y')
  })

  it.each([
    [
      'https://user:secret@portal.example.test/x',
      'Remove the user name and password from the URL.',
    ],
    ['ftp://portal.example.test/x', 'Use an http:// or https:// URL.'],
    ['javascript:alert(1)', 'Use an http:// or https:// URL.'],
    ['https://exa mple.test/', 'The URL is not valid.'],
  ])('main refuses %s with the shared rule’s words', (url, message) => {
    expect(mainSays(url)).toBe(message)
    expect(resolveRequestUrl({ url, relativeTo: 'base' }, profile)).toMatchObject({
      ok: false,
      message,
    })
  })

  it('gives the window the refusal as data, said in German too', () => {
    const refused = resolveRequestUrl(
      { url: 'ftp://portal.example.test/x', relativeTo: 'base' },
      profile,
    )
    expect(refused.ok).toBe(false)
    if (refused.ok) return
    expect(refused.said).toEqual({ key: 'inputs.url.httpOnly' })
    expect(english(refused.said)).toBe(refused.message)
    expect(sayIn('de', refused.said)).toBe('Verwenden Sie eine http://- oder https://-URL.')
  })

  it('knows the profile’s own origins', () => {
    expect(profileOrigins({ baseUrl: 'https://p.test/x', apiHostUrl: '' })).toEqual([
      'https://p.test',
    ])
  })
})

describe('the username rule (spec 2.2), for the form and the 401 checklist', () => {
  it.each([
    ['api.user', 'username', null],
    ['ops@example.com', 'e-mail', /an e-mail address/],
    ['ops+acme@example.com', 'sub-address', /sub-address \(name\+tag@…\)/],
    ['ops+acme', 'plus-tag', /\+tag sub-address/],
    ['  ops@example.com  ', 'e-mail', /an e-mail address/],
  ] as const)('%s is %s', (username, shape, warning) => {
    expect(usernameShape(username)).toBe(shape)
    if (warning === null) expect(usernameWarning(username)).toBeNull()
    else expect(usernameWarning(username)).toMatch(warning)
  })

  it('words the warning as data for the window, the English unchanged', () => {
    expect(usernameWarning('ops+acme')).toBe(
      "This looks like a +tag sub-address. The service wants the Username set up in the portal's user management, not the e-mail address.",
    )
    const warning = usernameWarningSaid('ops@example.com')
    expect(warning).toEqual({ key: 'inputs.username.e-mail' })
    expect(sayIn('de', warning!)).toMatch(/^Das sieht nach einer E-Mail-Adresse aus\./)
    expect(usernameWarningSaid('api.user')).toBeNull()
  })
})
