import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseAuthResponse } from '../../src/main/core/protocol/authResponse'
import { english } from '../../src/shared/i18n/sayMessage'

const json = (status: number, value: unknown) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(value),
})

describe('parseAuthResponse', () => {
  it('reads Envelope A success', () => {
    expect(parseAuthResponse(json(200, { data: 'tok-A', error: null }))).toEqual({
      kind: 'token',
      token: 'tok-A',
      envelope: 'A',
      serviceExpiry: null,
      words: null,
    })
  })

  it('reads Envelope B success', () => {
    expect(parseAuthResponse(json(200, { token: 'tok-B' }))).toEqual({
      kind: 'token',
      token: 'tok-B',
      envelope: 'B',
      serviceExpiry: null,
      words: null,
    })
  })

  it('keeps an error the answer carries beside its token', () => {
    expect(
      parseAuthResponse(json(200, { data: 'tok-A', error: 'Password expires in 2 days' })),
    ).toMatchObject({ kind: 'token', token: 'tok-A', words: 'Password expires in 2 days' })
    expect(parseAuthResponse(json(200, { token: 'tok-B', error: ' ' }))).toMatchObject({
      words: null,
    })
  })

  it('reads both 401 bodies of spec section 7', () => {
    expect(
      parseAuthResponse(json(401, { data: null, error: 'Missing Authentication Token' })),
    ).toEqual({
      kind: 'rejected',
      status: 401,
      serverMessage: 'Missing Authentication Token',
      envelope: 'A',
    })
    expect(parseAuthResponse(json(401, { code: 401, error: 'Unauthorized' }))).toEqual({
      kind: 'rejected',
      status: 401,
      serverMessage: 'Unauthorized',
      envelope: 'B',
    })
  })

  it('treats a 401 with a non-JSON body as a rejection, its text as the service’s words', () => {
    expect(parseAuthResponse({ status: 401, contentType: 'text/plain', body: 'nope' })).toEqual({
      kind: 'rejected',
      status: 401,
      serverMessage: 'nope',
      envelope: 'unknown',
    })
  })

  // The audit's bodies: each lost its words before ("The server gave no message").
  it.each([
    [
      { status: 401, contentType: 'text/plain', body: 'Invalid username or password\n' },
      'Invalid username or password',
    ],
    [
      {
        status: 401,
        contentType: 'text/html',
        body: '<html><head><title>Account locked</title></head><body><h1>Locked</h1></body></html>',
      },
      'Account locked',
    ],
    [
      json(401, { message: 'User locked out after 5 attempts' }),
      'User locked out after 5 attempts',
    ],
    [json(401, { error: { code: 'LOCKED', message: 'Account locked' } }), 'Account locked'],
    [json(401, { error: 'invalid_grant', error_description: 'Bad password' }), 'invalid_grant'],
    [json(401, { title: 'Unauthorized', detail: 'Password expired' }), 'Password expired'],
    [
      { status: 401, contentType: 'text/plain', body: `  ${'x'.repeat(400)}  ` },
      `${'x'.repeat(299)}…`,
    ],
    [{ status: 401, contentType: 'text/plain', body: '' }, ''],
    [json(401, { data: null, error: null }), ''],
  ])('keeps what a 401 said in any shape: %#', (response, words) => {
    expect(parseAuthResponse(response)).toMatchObject({ kind: 'rejected', serverMessage: words })
  })

  it.each([
    [json(200, { data: null, error: 'Boom' }), 'no token but an error', 'Boom'],
    [json(200, {}), 'JSON without a "token" or "data" field'],
    // Why, without the value (it may be a real token with one stray character).
    [json(200, { token: '' }), 'an empty "token" field'],
    [
      json(200, { token: 'has space' }),
      'a "token" field of 9 characters with U+0020 at position 4, which a header cannot carry',
    ],
    [
      json(200, { token: 'abc\n' }),
      'a "token" field of 4 characters with U+000A at position 4, which a header cannot carry',
    ],
    [
      json(200, { token: 'abcé123' }),
      'a "token" field of 7 characters with U+00E9 at position 4, which a header cannot carry',
    ],
    [
      json(200, { token: 'Bearer abc123' }),
      'a "token" field starting with "Bearer": the scheme belongs in the header, not in the token',
    ],
    [json(200, { data: 42 }), 'a "data" field that is not text'],
    [json(200, { data: '', error: null }), 'an empty "data" field'],
    [json(200, ['x']), 'JSON that is not an object'],
    [{ status: 200, contentType: 'application/json', body: '' }, 'an empty body'],
    [{ status: 200, contentType: 'application/json', body: '{"tok' }, 'a body that is not JSON'],
    [{ status: 200, contentType: 'text/html', body: '<html>hi</html>' }, 'an HTML page'],
    [{ status: 502, contentType: 'text/html', body: '<!doctype html>' }, 'an HTML error page'],
    // The status is in the outcome once; the reason does not repeat it. The words come apart.
    [json(500, { error: 'x' }), 'an error answer', 'x'],
    [json(403, { code: 403, error: 'Forbidden' }), 'an error answer', 'Forbidden'],
    [
      json(403, { data: null, error: 'User has no API access' }),
      'an error answer',
      'User has no API access',
    ],
    [
      { status: 503, contentType: 'text/html', body: '<title>503 Service Unavailable</title>' },
      'an HTML error page',
      '503 Service Unavailable',
    ],
    [json(404, []), 'an error answer'],
    // Envelope B's failure body with a 200: its words said too.
    [
      json(200, { code: 401, error: 'Unauthorized' }),
      'JSON without a "token" or "data" field',
      'Unauthorized',
    ],
  ])('names what came back instead of a token: %#', (response, reason, said?: string) => {
    // The service's words apart from ours: the token client redacts them (redact.ts).
    const outcome = parseAuthResponse(response)
    expect(outcome).toMatchObject({
      kind: 'unexpected',
      status: response.status,
      reason: { key: expect.stringMatching(/^network\.answer\./) },
      said: said ?? null,
    })
    // The reason is data the window says in its language; its English is as it was.
    expect(outcome.kind === 'unexpected' && english(outcome.reason)).toBe(reason)
  })

  it('never throws and only returns usable tokens, whatever JSON arrives', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.jsonValue(), (status, value) => {
        const outcome = parseAuthResponse(json(status, value))
        if (outcome.kind === 'token') {
          expect(status).toBeGreaterThanOrEqual(200)
          expect(status).toBeLessThan(300)
          expect(outcome.token).toMatch(/^[\x21-\x7e]+$/)
        }
        if (status === 401) expect(outcome.kind).toBe('rejected')
      }),
      { numRuns: 2000 },
    )
  })

  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 599 }),
        fc.string(),
        fc.string(),
        (status, type, body) => {
          expect(() => parseAuthResponse({ status, contentType: type, body })).not.toThrow()
        },
      ),
    )
  })
})
