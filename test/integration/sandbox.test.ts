import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox } from '../../src/sandbox/server'
import type { HostKind, Sandbox, SandboxUser } from '../../src/sandbox/server'
import { demoUsers } from '../../src/sandbox/users'

const AUTH = '/_rest/v4/authenticate'
const SMS_AUTH = '/_rest/v4/app/sms/authenticate/get_portal_auth_token'
const WHOAMI = '/_rest/v4/whoami'
const DAY = 24 * 60 * 60 * 1000
const JSON_TYPE = 'application/json; charset=utf-8'
const TOKEN = /^[A-Za-z0-9_-]{32}$/ // 24 random bytes in base64url

const failA = { data: null, error: 'Missing Authentication Token' }
const failB = { code: 401, error: 'Unauthorized' }

interface Answer {
  status: number
  body: unknown
  contentType: string | null
}

async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(url, init)
  const text = await res.text()
  return {
    status: res.status,
    body: JSON.parse(text),
    contentType: res.headers.get('content-type'),
  }
}

/** Spec 4: JSON body with the two documented headers; a string body is sent as is. */
function post(url: string, body: unknown, method = 'POST'): Promise<Answer> {
  return call(url, {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const creds = (username: string, password: string) => ({ username, password })
const demo = creds('demo', 'demo-password')
const smsOnly = creds('sms-only', 'sms-password')
const noAccess = creds('no-access', 'no-access-password')
const globex = creds('globex-api', 'globex-password')

const badLogins = [
  ['wrong password', creds('demo', 'Demo-password')],
  ['unknown user', creds('nobody', 'demo-password')],
  ['e-mail instead of username', creds('demo@example.com', 'demo-password')],
  ['no access', noAccess],
] as const

const now = 1_700_000_000_000
let sb: Sandbox
const portal = (path = AUTH) => sb.urls.portal + path
const alternate = (path = AUTH) => sb.urls.alternate + path
const apiHost = (path = SMS_AUTH) => sb.urls.apiHost + path

beforeAll(async () => {
  sb = await startSandbox({ clock: () => now })
})
afterAll(() => sb.close())

describe('startup', () => {
  it('serves three origins on loopback', () => {
    const urls = Object.values(sb.urls)
    for (const url of urls) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(new Set(urls).size).toBe(3)
  })

  it('rejects when a port is taken', async () => {
    const port = Number(new URL(sb.urls.portal).port)
    await expect(startSandbox({ ports: { portal: port } })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    })
  })

  it('rejects bad options', async () => {
    await expect(startSandbox({ lifetimeMs: 0 })).rejects.toThrow(RangeError)
    await expect(
      startSandbox({ users: [...demoUsers, { ...(demoUsers[0] as SandboxUser) }] }),
    ).rejects.toThrow(/Duplicate/)
  })
})

describe('customer portal (4.1)', () => {
  it('issues a token in envelope A by default and records it', async () => {
    const before = sb.issued.length
    const res = await post(portal(), demo)
    expect(res.status).toBe(200)
    expect(res.contentType).toBe(JSON_TYPE)
    const body = res.body as { data: string; error: null }
    expect(Object.keys(body).sort()).toEqual(['data', 'error'])
    expect(body.error).toBeNull()
    expect(body.data).toMatch(TOKEN)
    expect(sb.issued).toHaveLength(before + 1)
    expect(sb.issued.at(-1)).toEqual({
      token: body.data,
      username: 'demo',
      accountId: 'ACME-001',
      issuedAt: now,
      expiresAt: now + DAY,
      host: 'portal',
    })
  })

  it('issues a fresh token on every login', async () => {
    const a = (await post(portal(), demo)).body as { data: string }
    const b = (await post(portal(), demo)).body as { data: string }
    expect(a.data).not.toBe(b.data)
  })

  it.each(badLogins)('answers 401 envelope A for %s, issuing nothing', async (_, login) => {
    const before = sb.issued.length
    const res = await post(portal(), login)
    expect(res).toEqual({ status: 401, body: failA, contentType: JSON_TYPE })
    expect(sb.issued).toHaveLength(before)
  })

  it('refuses an SMS-only user (spec 2.1: access must be API)', async () => {
    expect(await post(portal(), smsOnly)).toMatchObject({ status: 401, body: failA })
  })

  it('switches envelopes with setCustomerEnvelope', async () => {
    sb.setCustomerEnvelope('B')
    try {
      const ok = await post(portal(), demo)
      expect(ok.status).toBe(200)
      expect(Object.keys(ok.body as object)).toEqual(['token'])
      expect((ok.body as { token: string }).token).toMatch(TOKEN)
      expect(await post(portal(), creds('demo', 'nope'))).toEqual({
        status: 401,
        body: failB,
        contentType: JSON_TYPE,
      })
    } finally {
      sb.setCustomerEnvelope('A')
    }
    expect((await post(portal(), demo)).body).toMatchObject({ error: null })
    expect(() => sb.setCustomerEnvelope('C' as 'A')).toThrow(TypeError)
  })

  it('starts in envelope B when asked', async () => {
    const other = await startSandbox({ customerEnvelope: 'B' })
    try {
      expect((await post(other.urls.portal + AUTH, demo)).body).toEqual({
        token: expect.stringMatching(TOKEN),
      })
    } finally {
      await other.close()
    }
  })

  it('answers 401, not 405, to methods other than POST (spec 7 check 3)', async () => {
    expect(await call(portal())).toEqual({ status: 401, body: failA, contentType: JSON_TYPE })
    expect(await post(portal(), demo, 'PUT')).toMatchObject({ status: 401, body: failA })
  })

  it.each([
    ['not JSON', '{username: demo'],
    ['empty', ''],
    ['a JSON array', '[["demo","demo-password"]]'],
    ['JSON null', 'null'],
    ['missing password', '{"username":"demo"}'],
    ['non-string password', '{"username":"demo","password":1234}'],
  ])('answers 401 to a body that is %s', async (_, body) => {
    expect(await post(portal(), body)).toEqual({ status: 401, body: failA, contentType: JSON_TYPE })
  })
})

describe('alternate portal (4.2)', () => {
  it.each([
    ['an API user', demo],
    ['an SMS user', smsOnly],
  ])('issues a token in envelope B to %s', async (_, login) => {
    const res = await post(alternate(), login)
    expect(res.status).toBe(200)
    expect(res.contentType).toBe(JSON_TYPE)
    expect(res.body).toEqual({ token: expect.stringMatching(TOKEN) })
    expect(sb.issued.at(-1)).toMatchObject({
      token: (res.body as { token: string }).token,
      username: login.username,
      host: 'alternate',
    })
  })

  it.each(badLogins)('answers 401 envelope B for %s', async (_, login) => {
    expect(await post(alternate(), login)).toEqual({
      status: 401,
      body: failB,
      contentType: JSON_TYPE,
    })
  })

  it('uses envelope B whatever the customer portal uses', async () => {
    sb.setCustomerEnvelope('A')
    expect((await post(alternate(), demo)).body).toHaveProperty('token')
    expect((await post(alternate(), noAccess)).body).toEqual(failB)
  })

  it('answers 401 to GET and to a non-JSON body', async () => {
    expect(await call(alternate())).toMatchObject({ status: 401, body: failB })
    expect(await post(alternate(), 'username=demo&password=demo-password')).toMatchObject({
      status: 401,
      body: failB,
    })
  })
})

describe('SMS API host (4.3)', () => {
  it.each([
    ['an API user', demo],
    ['an SMS user', smsOnly],
  ])('issues a token to %s over POST', async (_, login) => {
    const res = await post(apiHost(), login)
    expect(res).toEqual({
      status: 200,
      body: { token: expect.stringMatching(TOKEN) },
      contentType: JSON_TYPE,
    })
    expect(sb.issued.at(-1)).toMatchObject({ username: login.username, host: 'apiHost' })
  })

  it.each(badLogins)('answers 401 envelope B for %s', async (_, login) => {
    expect(await post(apiHost(), login)).toEqual({
      status: 401,
      body: failB,
      contentType: JSON_TYPE,
    })
  })

  it('accepts GET with the credentials as query parameters', async () => {
    const ok = await call(apiHost(`${SMS_AUTH}?username=sms-only&password=sms-password`))
    expect(ok).toEqual({
      status: 200,
      body: { token: expect.stringMatching(TOKEN) },
      contentType: JSON_TYPE,
    })
    const query = new URLSearchParams({ username: 'demo', password: 'wrong' })
    expect(await call(apiHost(`${SMS_AUTH}?${query}`))).toMatchObject({ status: 401, body: failB })
    expect(await call(apiHost(`${SMS_AUTH}?username=demo`))).toMatchObject({ status: 401 })
    expect(await call(apiHost())).toMatchObject({ status: 401, body: failB })
  })

  it('accepts GET with a JSON body', async () => {
    // fetch refuses GET bodies, so send one by hand.
    const payload = JSON.stringify(demo)
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        apiHost(),
        {
          method: 'GET',
          // Node sends GET bodies unframed unless told the length.
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(payload),
          },
        },
        (res) => {
          let body = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => (body += chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
        },
      )
      req.on('error', reject)
      req.end(payload)
    })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ token: expect.stringMatching(TOKEN) })
  })

  it('answers 401 to other methods and to bad bodies', async () => {
    expect(await post(apiHost(), demo, 'PUT')).toMatchObject({ status: 401, body: failB })
    expect(await post(apiHost(), 'not json')).toMatchObject({ status: 401, body: failB })
  })

  it('serves only its own token path', async () => {
    expect(await post(apiHost(AUTH), demo)).toMatchObject({ status: 404 })
    expect(await post(portal(SMS_AUTH), demo)).toMatchObject({ status: 404 })
  })
})

describe('errors', () => {
  it('answers 413 to an oversize body and keeps serving', async () => {
    const huge = JSON.stringify({ username: 'demo', password: 'x'.repeat(70 * 1024) })
    for (const url of [portal(), alternate(), apiHost()]) {
      expect(await post(url, huge)).toEqual({
        status: 413,
        body: { error: 'Request body too large' },
        contentType: JSON_TYPE,
      })
    }
    expect((await post(portal(), demo)).status).toBe(200)
  })

  it('answers 413 to an oversize chunked body with no Content-Length', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(apiHost(), { method: 'POST' }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      req.on('error', reject)
      for (let i = 0; i < 70; i++) req.write('x'.repeat(1024))
      req.end()
    })
    expect(answer).toEqual({ status: 413, body: '{"error":"Request body too large"}' })
  })

  it('accepts a body just under the limit', async () => {
    const padded = { ...demo, pad: 'x'.repeat(64 * 1024 - 100) }
    expect((await post(alternate(), padded)).status).toBe(200)
  })

  it('answers 404 JSON to unknown paths', async () => {
    for (const url of [portal('/'), alternate('/_rest/v3/authenticate'), apiHost(`${AUTH}/`)]) {
      expect(await call(url)).toEqual({
        status: 404,
        body: { error: 'Not found' },
        contentType: JSON_TYPE,
      })
    }
  })
})

describe('whoami', () => {
  const whoami = (host: HostKind, authorization?: string) =>
    call(sb.urls[host] + WHOAMI, authorization === undefined ? {} : { headers: { authorization } })

  async function tokenFor(login: { username: string; password: string }): Promise<string> {
    return ((await post(alternate(), login)).body as { token: string }).token
  }

  it('accepts "Bearer <token>" and the bare token on every host', async () => {
    const token = await tokenFor(demo)
    const expected = {
      status: 200,
      body: {
        accountId: 'ACME-001',
        accountName: 'Acme Corp',
        username: 'demo',
        expiresAt: now + DAY,
      },
      contentType: JSON_TYPE,
    }
    for (const host of ['portal', 'alternate', 'apiHost'] as const) {
      expect(await whoami(host, `Bearer ${token}`)).toEqual(expected)
      expect(await whoami(host, token)).toEqual(expected)
    }
    expect(await whoami('portal', `bearer  ${token}`)).toEqual(expected)
  })

  it('scopes a token to its own account', async () => {
    const token = await tokenFor(globex)
    expect((await whoami('apiHost', `Bearer ${token}`)).body).toMatchObject({
      accountId: 'GLOBEX-002',
      accountName: 'Globex Inc',
      username: 'globex-api',
    })
  })

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['"Bearer" alone', 'Bearer'],
    ['an unknown token', `Bearer ${'A'.repeat(32)}`],
  ])('answers 401 in the host envelope to %s', async (_, header) => {
    expect(await whoami('portal', header)).toEqual({
      status: 401,
      body: failA,
      contentType: JSON_TYPE,
    })
    expect(await whoami('alternate', header)).toMatchObject({ status: 401, body: failB })
    expect(await whoami('apiHost', header)).toMatchObject({ status: 401, body: failB })
  })

  it('rejects a token once its lifetime has passed, by the injected clock', async () => {
    let time = 5_000
    const short = await startSandbox({ clock: () => time, lifetimeMs: 60_000 })
    try {
      const res = await post(short.urls.alternate + AUTH, smsOnly)
      const token = (res.body as { token: string }).token
      expect(short.issued[0]).toMatchObject({ issuedAt: 5_000, expiresAt: 65_000 })
      const check = () =>
        call(short.urls.apiHost + WHOAMI, { headers: { Authorization: `Bearer ${token}` } })
      time = 64_999
      expect((await check()).status).toBe(200)
      time = 65_000
      expect(await check()).toMatchObject({ status: 401, body: failB })
      // A new login gives a new valid token (spec 3: expired -> valid).
      const again = (await post(short.urls.alternate + AUTH, smsOnly)).body as { token: string }
      expect(again.token).not.toBe(token)
      const renewed = await call(short.urls.apiHost + WHOAMI, {
        headers: { Authorization: again.token },
      })
      expect(renewed.body).toMatchObject({ expiresAt: 125_000 })
    } finally {
      await short.close()
    }
  })

  it('answers 405 to non-GET methods', async () => {
    const res = await fetch(portal(WHOAMI), { method: 'POST' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET')
    await res.body?.cancel()
  })
})

describe('recording', () => {
  it('records every request in order and counts token requests per host', async () => {
    const fresh = await startSandbox({ clock: () => 42 })
    try {
      await call(fresh.urls.portal + AUTH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Trace': 'one' },
        body: JSON.stringify(demo),
      })
      await post(fresh.urls.portal + AUTH, creds('demo', 'wrong'))
      await call(fresh.urls.apiHost + `${SMS_AUTH}?username=demo&password=demo-password`)
      await call(fresh.urls.alternate + WHOAMI, { headers: { Authorization: 'Bearer x' } })
      await call(fresh.urls.alternate + '/missing')

      expect(fresh.requests.map((r) => [r.method, r.host, r.path, r.query])).toEqual([
        ['POST', 'portal', AUTH, ''],
        ['POST', 'portal', AUTH, ''],
        ['GET', 'apiHost', SMS_AUTH, '?username=demo&password=demo-password'],
        ['GET', 'alternate', WHOAMI, ''],
        ['GET', 'alternate', '/missing', ''],
      ])
      const [first, , third, fourth] = fresh.requests
      expect(first?.body).toBe(JSON.stringify(demo))
      expect(first?.headers).toMatchObject({
        'content-type': 'application/json',
        'x-trace': 'one',
        host: fresh.urls.portal.slice('http://'.length),
      })
      expect(first?.receivedAt).toBe(42)
      expect(third?.body).toBe('')
      expect(fourth?.headers.authorization).toBe('Bearer x')

      expect(fresh.authCount()).toBe(3)
      expect(fresh.authCount('portal')).toBe(2)
      expect(fresh.authCount('apiHost')).toBe(1)
      expect(fresh.authCount('alternate')).toBe(0)
      expect(fresh.issued.map((t) => t.host)).toEqual(['portal', 'apiHost'])
    } finally {
      await fresh.close()
    }
  })

  it('close() resolves promptly with keep-alive connections open, and is idempotent', async () => {
    const fresh = await startSandbox()
    // An open keep-alive socket would make a plain server.close() wait for its timeout.
    expect((await post(fresh.urls.portal + AUTH, demo)).status).toBe(200)
    expect((await post(fresh.urls.apiHost + SMS_AUTH, demo)).status).toBe(200)
    const started = performance.now()
    await Promise.all([fresh.close(), fresh.close()])
    expect(performance.now() - started).toBeLessThan(200)
    await expect(fetch(fresh.urls.portal + AUTH, { method: 'POST' })).rejects.toThrow()
  })

  it('close() does not wait for a request still sending its body', async () => {
    const fresh = await startSandbox()
    const req = request(fresh.urls.alternate + AUTH, {
      method: 'POST',
      headers: { 'Content-Length': '1000' },
    })
    const failed = new Promise<unknown>((resolve) => req.on('error', resolve))
    try {
      req.write('{"username":')
      for (let i = 0; i < 100 && fresh.requests.length === 0; i++) await sleep(5)
      expect(fresh.requests).toHaveLength(1)
      const started = performance.now()
      const closed = await Promise.race([
        fresh.close().then(() => true),
        sleep(500).then(() => false),
      ])
      expect(closed).toBe(true)
      expect(performance.now() - started).toBeLessThan(200)
      expect(await failed).toBeInstanceOf(Error)
    } finally {
      req.destroy()
      await fresh.close()
    }
  })
})
