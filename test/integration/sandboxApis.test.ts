import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { apiPaths, expandPath, hostKinds, startSandbox } from '../../src/sandbox/server'
import type { HostKind, Sandbox } from '../../src/sandbox/server'

const AUTH = '/_rest/v4/authenticate'
const SMS_AUTH = '/_rest/v4/app/sms/authenticate/get_portal_auth_token'
// Spelled out rather than taken from apiPaths, so a changed path fails here.
const analytics = (account: string) => `/_rest/v4/analytics/accounts/${account}/summary`
const SMS = '/_rest/v4/app/sms/messages'
const flow = (id: string) => `/_rest/v4/flows/${id}/trigger`
const DAY = 24 * 60 * 60 * 1000
const JSON_TYPE = 'application/json; charset=utf-8'

const unauthorized = { code: 401, error: 'Unauthorized' }
const bearerRequired = { code: 401, error: 'Bearer token required' }
const demo = { username: 'demo', password: 'demo-password' } // ACME-001
const globex = { username: 'globex-api', password: 'globex-password' } // GLOBEX-002

interface Answer {
  status: number
  body: unknown
  headers: Headers
}

const start = 1_700_000_000_000
let time = start
let sb: Sandbox

beforeAll(async () => {
  sb = await startSandbox({ clock: () => time })
})
afterAll(() => sb.close())
afterEach(() => {
  time = start
  sb.setLatency(0)
  sb.setFault(null)
})

async function call(
  host: HostKind,
  path: string,
  {
    method = 'GET',
    authorization,
    body,
  }: { method?: string; authorization?: string; body?: unknown } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {}
  if (authorization !== undefined) headers.Authorization = authorization
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const res = await fetch(sb.urls[host] + path, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: res.status, body: JSON.parse(await res.text()), headers: res.headers }
}

/** A real token from a real authenticate endpoint; the portal answers in envelope A. */
async function login(
  credentials: { username: string; password: string },
  host: HostKind = 'alternate',
): Promise<string> {
  const res = await fetch(sb.urls[host] + (host === 'apiHost' ? SMS_AUTH : AUTH), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  })
  expect(res.status).toBe(200)
  const body = (await res.json()) as { token?: string; data?: string }
  const token = body.token ?? body.data
  if (typeof token !== 'string') throw new Error(`No token in ${JSON.stringify(body)}`)
  return token
}

const summary = (host: HostKind, account: string, authorization?: string) =>
  call(host, analytics(account), { authorization })
const sendSms = (host: HostKind, authorization: string | undefined, body: unknown) =>
  call(host, SMS, { method: 'POST', authorization, body })
const trigger = (host: HostKind, id: string, authorization: string | undefined, body: unknown) =>
  call(host, flow(id), { method: 'POST', authorization, body })

const smsBody = { to: '+15550100', text: 'Hello' }
const RUN_ID = /^run_[A-Za-z0-9_-]{12}$/
const SMS_ID = /^sms_[A-Za-z0-9_-]{12}$/

describe('apiPaths', () => {
  it('describes the three endpoints with their method and token form', () => {
    expect(apiPaths).toEqual({
      analyticsSummary: { method: 'GET', path: analytics('{accountId}'), authorization: 'bearer' },
      smsMessages: { method: 'POST', path: SMS, authorization: 'either' },
      flowTrigger: { method: 'POST', path: flow('{flowId}'), authorization: 'either' },
    })
    expect(expandPath(apiPaths.flowTrigger.path, { flowId: 'a b/c' })).toBe(flow('a%20b%2Fc'))
    expect(() => expandPath(apiPaths.analyticsSummary.path, {})).toThrow(/accountId/)
  })
})

describe('analytics summary (Bearer only)', () => {
  it('answers 200 to "Bearer <token>" for the token’s own account', async () => {
    const token = await login(demo)
    const res = await summary('portal', 'ACME-001', `Bearer ${token}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(JSON_TYPE)
    expect(res.body).toEqual({
      accountId: 'ACME-001',
      period: 'last-7-days',
      messagesSent: expect.any(Number),
      flowsTriggered: expect.any(Number),
    })
    const { messagesSent, flowsTriggered } = res.body as Record<string, number | undefined>
    for (const count of [messagesSent, flowsTriggered]) {
      expect(Number.isInteger(count) && (count ?? -1) >= 0).toBe(true)
    }
    // Deterministic per account; a lower-case scheme is still Bearer.
    expect((await summary('apiHost', 'ACME-001', `bearer ${token}`)).body).toEqual(res.body)
    const other = await summary('portal', 'GLOBEX-002', `Bearer ${await login(globex)}`)
    expect(other).toMatchObject({ status: 200, body: { accountId: 'GLOBEX-002' } })
    expect(other.body).not.toEqual({ ...(res.body as object), accountId: 'GLOBEX-002' })
  })

  it('rejects the bare token with 401 "Bearer token required"', async () => {
    const token = await login(demo)
    for (const host of hostKinds) {
      const res = await summary(host, 'ACME-001', token)
      expect(res).toMatchObject({ status: 401, body: bearerRequired })
      expect(res.headers.get('www-authenticate')).toBe('Bearer')
    }
  })

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['"Bearer" alone', 'Bearer'],
    ['an unknown token', `Bearer ${'A'.repeat(32)}`],
  ])('answers 401 Unauthorized to %s', async (_, authorization) => {
    const res = await summary('alternate', 'ACME-001', authorization)
    expect(res).toMatchObject({ status: 401, body: unauthorized })
  })

  it('rejects an expired token by the injected clock', async () => {
    const token = await login(demo)
    time = start + DAY - 1
    expect((await summary('portal', 'ACME-001', `Bearer ${token}`)).status).toBe(200)
    time = start + DAY
    expect(await summary('portal', 'ACME-001', `Bearer ${token}`)).toMatchObject({
      status: 401,
      body: unauthorized,
    })
  })

  it('answers 403 for an account the token was not issued for', async () => {
    const globexToken = await login(globex)
    expect(await summary('portal', 'ACME-001', `Bearer ${globexToken}`)).toMatchObject({
      status: 403,
      body: { code: 403, error: 'This token is for account GLOBEX-002, not ACME-001' },
    })
    const demoToken = await login(demo)
    expect(await summary('apiHost', 'GLOBEX-002', `Bearer ${demoToken}`)).toMatchObject({
      status: 403,
      body: { code: 403, error: 'This token is for account ACME-001, not GLOBEX-002' },
    })
    // Percent-decoded before the comparison, as a path segment should be.
    const encoded = await summary('portal', 'ACME%2D001', `Bearer ${demoToken}`)
    expect(encoded).toMatchObject({ status: 200, body: { accountId: 'ACME-001' } })
  })

  it.each(['POST', 'PUT', 'DELETE'])('answers %s with 405 and Allow: GET', async (method) => {
    const token = await login(demo)
    const res = await call('portal', analytics('ACME-001'), {
      method,
      authorization: `Bearer ${token}`,
    })
    expect(res).toMatchObject({ status: 405, body: { error: 'Method not allowed' } })
    expect(res.headers.get('allow')).toBe('GET')
  })
})

describe('SMS messages', () => {
  it('queues a message with "Bearer <token>" or the bare token: 202', async () => {
    const token = await login(demo)
    for (const authorization of [`Bearer ${token}`, token]) {
      const res = await sendSms('apiHost', authorization, smsBody)
      expect(res.status).toBe(202)
      expect(res.body).toEqual({
        id: expect.stringMatching(SMS_ID),
        status: 'queued',
        accountId: 'ACME-001',
        to: '+15550100',
      })
    }
    const globexRes = await sendSms('portal', await login(globex), { ...smsBody, extra: true })
    expect(globexRes).toMatchObject({ status: 202, body: { accountId: 'GLOBEX-002' } })
  })

  it('records the headers it received', async () => {
    const token = await login(demo)
    const before = sb.requests.length
    await sendSms('alternate', `Bearer ${token}`, smsBody)
    const [recorded] = sb.requests.slice(before)
    expect(recorded).toMatchObject({
      method: 'POST',
      host: 'alternate',
      path: SMS,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(smsBody),
    })
  })

  it.each([
    ['no header', undefined],
    ['an unknown token', 'B'.repeat(32)],
    ['an unknown Bearer token', `Bearer ${'B'.repeat(32)}`],
  ])('answers 401 Unauthorized to %s', async (_, authorization) => {
    expect(await sendSms('apiHost', authorization, smsBody)).toMatchObject({
      status: 401,
      body: unauthorized,
    })
  })

  it('rejects an expired token by the injected clock', async () => {
    const token = await login(demo, 'apiHost')
    time = start + DAY - 1
    expect((await sendSms('apiHost', token, smsBody)).status).toBe(202)
    time = start + DAY
    expect(await sendSms('apiHost', token, smsBody)).toMatchObject({
      status: 401,
      body: unauthorized,
    })
  })

  it.each([
    ['a non-JSON body', '{"to": ', /^Body must be JSON/],
    ['an empty body', '', /^Body must be JSON/],
    ['an array', [smsBody], /^Body must be a JSON object/],
    ['a missing to', { text: 'Hello' }, /^to is required$/],
    ['a numeric to', { to: 15550100, text: 'Hello' }, /^to must be a non-empty string/],
    ['a blank to', { to: ' ', text: 'Hello' }, /^to must be a non-empty string/],
    ['a missing text', { to: '+15550100' }, /^text is required$/],
    ['an empty text', { to: '+15550100', text: '' }, /^text must be a non-empty string/],
  ])('answers 400 naming the problem for %s', async (_, body, error) => {
    const res = await sendSms('apiHost', `Bearer ${await login(demo)}`, body)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: expect.stringMatching(error) })
  })

  it('checks the token before the body', async () => {
    expect(await sendSms('apiHost', undefined, '{')).toMatchObject({ status: 401 })
  })

  it.each(['GET', 'PUT'])('answers %s with 405 and Allow: POST', async (method) => {
    const token = await login(demo)
    const res = await call('apiHost', SMS, { method, authorization: token })
    expect(res).toMatchObject({ status: 405, body: { error: 'Method not allowed' } })
    expect(res.headers.get('allow')).toBe('POST')
  })
})

describe('flow trigger', () => {
  it('triggers a flow with "Bearer <token>" or the bare token: 200', async () => {
    const token = await login(demo)
    const runIds = new Set<string>()
    for (const authorization of [`Bearer ${token}`, token]) {
      const res = await trigger('portal', 'welcome', authorization, {
        accountId: 'ACME-001',
        data: { name: 'Ada' },
      })
      expect(res).toMatchObject({ status: 200 })
      expect(res.body).toEqual({
        flowId: 'welcome',
        accountId: 'ACME-001',
        runId: expect.stringMatching(RUN_ID),
      })
      runIds.add((res.body as { runId: string }).runId)
    }
    expect(runIds.size).toBe(2)
    // data is optional; the flow id is percent-decoded.
    const res = await trigger('alternate', 'on%20signup', token, { accountId: 'ACME-001' })
    expect(res).toMatchObject({ status: 200, body: { flowId: 'on signup' } })
  })

  it('answers 403 when the body names another account than the token’s', async () => {
    expect(
      await trigger('portal', 'welcome', `Bearer ${await login(globex)}`, {
        accountId: 'ACME-001',
      }),
    ).toMatchObject({
      status: 403,
      body: {
        code: 403,
        error: 'A token for account GLOBEX-002 cannot trigger a flow under account ACME-001',
      },
    })
    expect(
      await trigger('apiHost', 'welcome', await login(demo), { accountId: 'GLOBEX-002' }),
    ).toMatchObject({
      status: 403,
      body: {
        code: 403,
        error: 'A token for account ACME-001 cannot trigger a flow under account GLOBEX-002',
      },
    })
  })

  it.each([
    ['no header', undefined],
    ['an unknown token', 'C'.repeat(32)],
  ])('answers 401 Unauthorized to %s', async (_, authorization) => {
    expect(
      await trigger('portal', 'welcome', authorization, { accountId: 'ACME-001' }),
    ).toMatchObject({
      status: 401,
      body: unauthorized,
    })
  })

  it('rejects an expired token by the injected clock', async () => {
    const token = await login(demo, 'portal')
    const body = { accountId: 'ACME-001' }
    time = start + DAY - 1
    expect((await trigger('portal', 'welcome', token, body)).status).toBe(200)
    time = start + DAY
    expect(await trigger('portal', 'welcome', token, body)).toMatchObject({
      status: 401,
      body: unauthorized,
    })
  })

  it.each([
    ['a non-JSON body', 'accountId=ACME-001', /^Body must be JSON/],
    ['null', null, /^Body must be a JSON object/],
    ['a missing accountId', { data: {} }, /^accountId is required$/],
    ['a numeric accountId', { accountId: 1 }, /^accountId must be a non-empty string/],
    ['an array as data', { accountId: 'ACME-001', data: [1] }, /^data must be a JSON object/],
    ['a string as data', { accountId: 'ACME-001', data: 'x' }, /^data must be a JSON object/],
  ])('answers 400 naming the problem for %s', async (_, body, error) => {
    const res = await trigger('portal', 'welcome', await login(demo), body)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: expect.stringMatching(error) })
  })

  it.each(['GET', 'PATCH'])('answers %s with 405 and Allow: POST', async (method) => {
    const res = await call('portal', flow('welcome'), { method, authorization: await login(demo) })
    expect(res).toMatchObject({ status: 405, body: { error: 'Method not allowed' } })
    expect(res.headers.get('allow')).toBe('POST')
  })
})

describe('on every host', () => {
  it.each(hostKinds)('accepts a token issued by the %s on all three hosts', async (issuer) => {
    const token = await login(demo, issuer)
    for (const host of hostKinds) {
      expect((await summary(host, 'ACME-001', `Bearer ${token}`)).status).toBe(200)
      expect((await sendSms(host, token, smsBody)).status).toBe(202)
      const res = await trigger(host, 'welcome', token, { accountId: 'ACME-001' })
      expect(res.status).toBe(200)
    }
  })

  it('answers 404 to paths near but not equal to the endpoints', async () => {
    const token = `Bearer ${await login(demo)}`
    for (const path of [analytics('ACME-001') + '/', '/_rest/v4/analytics/accounts//summary']) {
      expect(await call('portal', path, { authorization: token })).toMatchObject({ status: 404 })
    }
    expect(await call('apiHost', '/_rest/v4/flows/trigger', { method: 'POST' })).toMatchObject({
      status: 404,
    })
  })

  it('applies latency but not token-path faults', async () => {
    const token = await login(demo)
    sb.setFault({ fault: { kind: 'status', status: 503 } })
    sb.setLatency(60, 'apiHost')
    const started = performance.now()
    expect((await summary('apiHost', 'ACME-001', `Bearer ${token}`)).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(55)
    expect((await sendSms('portal', token, smsBody)).status).toBe(202)
  })
})
