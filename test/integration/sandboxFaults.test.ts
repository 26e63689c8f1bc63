import { request } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { parseFaultFlag } from '../../src/sandbox/faults'
import { startSandbox } from '../../src/sandbox/server'
import type { Fault, FaultRule, HostKind, Sandbox } from '../../src/sandbox/server'

const AUTH = '/_rest/v4/authenticate'
const SMS_AUTH = '/_rest/v4/app/sms/authenticate/get_portal_auth_token'
const WHOAMI = '/_rest/v4/whoami'
const DAY = 24 * 60 * 60 * 1000
const JSON_TYPE = 'application/json; charset=utf-8'
const HTML_TYPE = 'text/html; charset=utf-8'
const TOKEN = /^[A-Za-z0-9_-]{32}$/
const demo = JSON.stringify({ username: 'demo', password: 'demo-password' })

interface Answer {
  status: number
  contentType: string | null
  text: string
}

async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(url, init)
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    text: await res.text(),
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Whether `promise` settles within `ms`; clears its own timer so none is left behind. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<false>((resolve) => (timer = setTimeout(resolve, ms, false)))
  try {
    return await Promise.race([promise.then(() => true), late])
  } finally {
    clearTimeout(timer)
  }
}

const now = 1_700_000_000_000
let sb: Sandbox
const tokenUrl = (host: HostKind, base = sb) =>
  base.urls[host] + (host === 'apiHost' ? SMS_AUTH : AUTH)
const login = (host: HostKind, init: RequestInit = {}, base = sb) =>
  call(tokenUrl(host, base), { method: 'POST', body: demo, ...init })
const control = (path: string, body: string, host: HostKind = 'portal', base = sb) =>
  call(`${base.urls[host]}/__sandbox/${path}`, { method: 'POST', body })

async function tokenOf(host: HostKind): Promise<string> {
  const { token, data } = JSON.parse((await login(host)).text) as { token?: string; data?: string }
  return token ?? data ?? ''
}

/** Time to a complete answer (headers and body). */
async function timed(run: () => Promise<Answer>): Promise<{ answer: Answer; ms: number }> {
  const started = performance.now()
  const answer = await run()
  return { answer, ms: performance.now() - started }
}

beforeAll(async () => {
  sb = await startSandbox({ clock: () => now })
})
afterEach(() => {
  sb.setFault(null)
  sb.setLatency(0)
})
afterAll(() => sb.close())

describe('fault kinds: what a client receives', () => {
  it.each([
    [503, 'Service unavailable'],
    [500, 'Internal server error'],
    [502, 'Bad gateway'],
  ])('status %i: JSON error body, no token issued', async (status, error) => {
    const issued = sb.issued.length
    sb.setFault({ fault: { kind: 'status', status } })
    const res = await login('portal')
    expect(res).toEqual({ status, contentType: JSON_TYPE, text: JSON.stringify({ error }) })
    expect(sb.issued).toHaveLength(issued)
  })

  it('html: a proxy error page, 502 by default', async () => {
    sb.setFault({ fault: { kind: 'html' } })
    const res = await login('alternate')
    expect(res.status).toBe(502)
    expect(res.contentType).toBe(HTML_TYPE)
    expect(res.text).toMatch(/^<!DOCTYPE html>\n<html>/)
    expect(res.text).toContain('<title>502 Bad Gateway</title>')
    expect(() => JSON.parse(res.text)).toThrow(SyntaxError)

    sb.setFault({ fault: { kind: 'html', status: 504 } })
    const timeout = await login('alternate')
    expect(timeout).toMatchObject({ status: 504, contentType: HTML_TYPE })
    expect(timeout.text).toContain('<h1>504 Gateway Timeout</h1>')
  })

  it('malformed-json: 200 JSON with a truncated body', async () => {
    sb.setFault({ fault: { kind: 'malformed-json' } })
    const res = await fetch(tokenUrl('apiHost'), { method: 'POST', body: demo })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(JSON_TYPE)
    expect(await res.clone().text()).toBe('{"token": "abc')
    await expect(res.json()).rejects.toThrow(SyntaxError)
  })

  it('no-token: 200 with a valid JSON object carrying neither token nor data', async () => {
    sb.setFault({ fault: { kind: 'no-token' } })
    const res = await login('portal')
    expect(res).toMatchObject({ status: 200, contentType: JSON_TYPE })
    expect(JSON.parse(res.text)).toEqual({ status: 'ok' })
  })

  it('redirect: 307 by default, Location exactly as given', async () => {
    const location = 'http://127.0.0.1:9/moved?from=sandbox'
    sb.setFault({ fault: { kind: 'redirect', location } })
    const res = await fetch(tokenUrl('portal'), { method: 'POST', body: demo, redirect: 'manual' })
    expect(res.status).toBe(307)
    expect(res.headers.get('location')).toBe(location)
    expect(await res.text()).toBe('')
  })

  it('redirect: other statuses and relative locations', async () => {
    sb.setFault({ fault: { kind: 'redirect', location: '/elsewhere?a=1', status: 302 } })
    const res = await fetch(tokenUrl('alternate'), {
      method: 'POST',
      body: demo,
      redirect: 'manual',
    })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/elsewhere?a=1')
    await res.body?.cancel()
  })

  it('redirect: a following client re-posts to the target (307 keeps method and body)', async () => {
    const before = sb.requests.length
    sb.setFault({ host: 'portal', fault: { kind: 'redirect', location: tokenUrl('alternate') } })
    const res = await login('portal')
    expect(res.status).toBe(200)
    expect(JSON.parse(res.text)).toEqual({ token: expect.stringMatching(TOKEN) })
    expect(sb.requests.slice(before).map((r) => [r.method, r.host, r.body])).toEqual([
      ['POST', 'portal', demo],
      ['POST', 'alternate', demo],
    ])
  })

  it('oversize: 200 JSON of exactly the given size', async () => {
    const bytes = 3_000_000
    sb.setFault({ fault: { kind: 'oversize', bytes } })
    const res = await fetch(tokenUrl('portal'), { method: 'POST', body: demo })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(JSON_TYPE)
    expect(res.headers.get('content-length')).toBe(String(bytes))
    const text = await res.text()
    expect(text).toHaveLength(bytes)
    expect((JSON.parse(text) as { token: string }).token).toHaveLength(bytes - 12)

    sb.setFault({ fault: { kind: 'oversize', bytes: 5 } })
    expect((await login('portal')).text).toBe('{"tok')
  })

  it('oversize: a client that stops reading does not upset the sandbox', async () => {
    sb.setFault({ fault: { kind: 'oversize', bytes: 100 * 1024 * 1024 }, times: 1 })
    const res = await fetch(tokenUrl('apiHost'), { method: 'POST', body: demo })
    const reader = res.body?.getReader()
    expect((await reader?.read())?.value?.length).toBeGreaterThan(0)
    await reader?.cancel()
    expect((await login('apiHost')).status).toBe(200)
  })

  it('drop: the socket closes with no answer, so fetch rejects', async () => {
    const count = sb.authCount('alternate')
    sb.setFault({ fault: { kind: 'drop' } })
    await expect(login('alternate')).rejects.toThrow(TypeError)
    expect(sb.authCount('alternate')).toBe(count + 1)
    expect(sb.requests.at(-1)).toMatchObject({ host: 'alternate', path: AUTH, body: demo })
  })

  it('hang: no answer until the client gives up; close() still resolves promptly', async () => {
    const fresh = await startSandbox()
    fresh.setFault({ fault: { kind: 'hang' } })
    const started = performance.now()
    const aborted = login('portal', { signal: AbortSignal.timeout(200) }, fresh).catch((e) => e)
    // A raw request with no timeout: it waits until the sandbox ends it.
    const req = request(tokenUrl('apiHost', fresh), { method: 'POST' })
    const ended = new Promise<unknown>((resolve) => {
      req.on('error', resolve)
      req.on('response', resolve)
    })
    req.end(demo)
    expect(await aborted).toMatchObject({ name: 'TimeoutError' })
    expect(performance.now() - started).toBeGreaterThanOrEqual(190)
    expect(fresh.requests.map((r) => [r.host, r.body])).toEqual([
      ['portal', demo],
      ['apiHost', demo],
    ])
    expect(await settlesWithin(fresh.close(), 1000)).toBe(true)
    expect(await ended).toMatchObject({ code: 'ECONNRESET' }) // an error, not a response
  })
})

describe('fault rules', () => {
  it('times N faults the next N token requests, then answers normally again', async () => {
    sb.setFault({ fault: { kind: 'status', status: 503 }, times: 2 })
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await login('portal')).status)
    expect(statuses).toEqual([503, 503, 200, 200])
  })

  it('a host-scoped fault leaves the other hosts normal', async () => {
    sb.setFault({ host: 'alternate', fault: { kind: 'status', status: 503 } })
    expect((await login('alternate')).status).toBe(503)
    expect((await login('portal')).status).toBe(200)
    expect((await login('apiHost')).status).toBe(200)
    expect((await login('alternate')).status).toBe(503)
  })

  it('times counts only the requests the rule covers', async () => {
    sb.setFault({ host: 'apiHost', fault: { kind: 'no-token' }, times: 1 })
    expect(JSON.parse((await login('portal')).text)).toHaveProperty('data')
    expect(JSON.parse((await login('apiHost')).text)).toEqual({ status: 'ok' })
    expect(JSON.parse((await login('apiHost')).text)).toHaveProperty('token')
  })

  it('spares whoami and other paths', async () => {
    const token = await tokenOf('alternate')
    sb.setFault({ fault: { kind: 'drop' } })
    const me = await call(sb.urls.alternate + WHOAMI, { headers: { authorization: token } })
    expect(me).toMatchObject({ status: 200, contentType: JSON_TYPE })
    expect((await call(sb.urls.portal + '/missing')).status).toBe(404)
  })

  it('setFault replaces the rule, null clears it, an invalid rule throws and changes nothing', async () => {
    sb.setFault({ fault: { kind: 'status', status: 500 } })
    sb.setFault({ fault: { kind: 'status', status: 502 } })
    expect((await login('portal')).status).toBe(502)
    expect(() => sb.setFault({ fault: { kind: 'status', status: 99 } })).toThrow(RangeError)
    expect(() => sb.setFault({ fault: { kind: 'nope' } as unknown as Fault })).toThrow(TypeError)
    expect(() => sb.setFault({ fault: { kind: 'drop' }, times: 0 })).toThrow(RangeError)
    const badHost = { fault: { kind: 'drop' }, host: 'nowhere' } as unknown as FaultRule
    expect(() => sb.setFault(badHost)).toThrow(TypeError)
    expect((await login('portal')).status).toBe(502)
    sb.setFault(null)
    expect((await login('portal')).status).toBe(200)
  })

  it('does not disturb recording or authCount', async () => {
    const fresh = await startSandbox()
    try {
      const faults: Fault[] = [
        { kind: 'status', status: 503 },
        { kind: 'malformed-json' },
        { kind: 'drop' },
      ]
      for (const fault of faults) {
        fresh.setFault({ fault, times: 1 })
        await login('portal', {}, fresh).catch(() => undefined)
      }
      fresh.setFault({ fault: { kind: 'hang' }, host: 'apiHost' })
      await login('apiHost', { signal: AbortSignal.timeout(50) }, fresh).catch(() => undefined)
      await call(fresh.urls.apiHost + WHOAMI)

      expect(fresh.requests.map((r) => [r.host, r.path, r.body])).toEqual([
        ['portal', AUTH, demo],
        ['portal', AUTH, demo],
        ['portal', AUTH, demo],
        ['apiHost', SMS_AUTH, demo],
        ['apiHost', WHOAMI, ''],
      ])
      expect([fresh.authCount(), fresh.authCount('portal'), fresh.authCount('apiHost')]).toEqual([
        4, 3, 1,
      ])
      expect(fresh.issued).toEqual([])
    } finally {
      await fresh.close()
    }
  })
})

describe('latency', () => {
  it('delays token and whoami answers on every host, faults included', async () => {
    const token = await tokenOf('apiHost')
    sb.setLatency(100)
    sb.setFault({ host: 'alternate', fault: { kind: 'status', status: 503 } })
    const results = await Promise.all([
      timed(() => login('portal')),
      timed(() => login('alternate')),
      timed(() => login('apiHost')),
      timed(() => call(sb.urls.portal + WHOAMI, { headers: { authorization: token } })),
    ])
    expect(results.map((r) => r.answer.status)).toEqual([200, 503, 200, 200])
    // Timers may fire a little early; assert only a generous lower bound.
    for (const { ms } of results) expect(ms).toBeGreaterThanOrEqual(90)
  })

  it('can be limited to one host', async () => {
    sb.setLatency(100, 'apiHost')
    const order: HostKind[] = []
    const run = (host: HostKind) =>
      timed(() => login(host)).then((result) => {
        order.push(host)
        return result
      })
    const [slow] = await Promise.all([run('apiHost'), run('portal')])
    expect(slow.ms).toBeGreaterThanOrEqual(90)
    expect(order).toEqual(['portal', 'apiHost'])
  })

  it('is cleared by 0', async () => {
    sb.setLatency(60_000)
    sb.setLatency(0)
    expect((await login('alternate', { signal: AbortSignal.timeout(1000) })).status).toBe(200)
  })

  it('rejects out-of-range input', () => {
    expect(() => sb.setLatency(-1)).toThrow(RangeError)
    expect(() => sb.setLatency(600_001)).toThrow(RangeError)
    expect(() => sb.setLatency(Number.NaN)).toThrow(TypeError)
    expect(() => sb.setLatency(10, 'nowhere' as HostKind)).toThrow(TypeError)
  })

  it('close() ends delayed requests at once and leaves no timer behind', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length
    const fresh = await startSandbox()
    fresh.setLatency(600_000)
    const baseline = timers()
    const req = request(tokenUrl('portal', fresh), { method: 'POST' })
    const ended = new Promise<unknown>((resolve) => req.on('error', resolve))
    req.end(demo)
    for (let i = 0; i < 100 && timers() === baseline; i++) await sleep(5)
    expect(timers()).toBe(baseline + 1)
    expect(await settlesWithin(fresh.close(), 1000)).toBe(true)
    expect(await ended).toMatchObject({ code: 'ECONNRESET' })
    expect(timers()).toBe(baseline)
  })
})

describe('lifetime', () => {
  it('applies to tokens issued from then on, by the injected clock', async () => {
    let time = 1_000
    const fresh = await startSandbox({ clock: () => time })
    const whoami = (token: string) =>
      call(fresh.urls.portal + WHOAMI, { headers: { authorization: `Bearer ${token}` } })
    try {
      const before = JSON.parse((await login('alternate', {}, fresh)).text).token as string
      fresh.setLifetime(90_000)
      const after = JSON.parse((await login('alternate', {}, fresh)).text).token as string
      expect(fresh.issued.map((t) => t.expiresAt)).toEqual([1_000 + DAY, 91_000])
      time = 90_999
      expect(JSON.parse((await whoami(after)).text)).toMatchObject({ expiresAt: 91_000 })
      time = 91_000
      expect((await whoami(after)).status).toBe(401)
      expect((await whoami(before)).status).toBe(200)
    } finally {
      await fresh.close()
    }
  })

  it('rejects a lifetime that is not positive', () => {
    expect(() => sb.setLifetime(0)).toThrow(RangeError)
    expect(() => sb.setLifetime(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})

describe('control endpoints', () => {
  it('POST /__sandbox/fault sets a rule from any host; null clears it', async () => {
    const count = sb.authCount()
    const before = sb.requests.length
    const rule = JSON.stringify({ fault: { kind: 'status', status: 503 }, host: 'portal' })
    expect(await control('fault', rule, 'apiHost')).toEqual({
      status: 204,
      contentType: null,
      text: '',
    })
    expect((await login('portal')).status).toBe(503)
    expect((await login('apiHost')).status).toBe(200)
    expect((await control('fault', 'null', 'alternate')).status).toBe(204)
    expect((await login('portal')).status).toBe(200)
    // Control calls are recorded but are not token requests.
    expect(sb.authCount()).toBe(count + 3)
    expect(sb.requests.slice(before).map((r) => [r.host, r.path])).toEqual([
      ['apiHost', '/__sandbox/fault'],
      ['portal', AUTH],
      ['apiHost', SMS_AUTH],
      ['alternate', '/__sandbox/fault'],
      ['portal', AUTH],
    ])
    expect(sb.requests[before]?.body).toBe(rule)
  })

  it('POST /__sandbox/latency sets and clears a delay', async () => {
    expect((await control('latency', '{"ms":100,"host":"alternate"}')).status).toBe(204)
    expect((await timed(() => login('alternate'))).ms).toBeGreaterThanOrEqual(90)
    expect((await control('latency', '{"ms":0}')).status).toBe(204)
    expect((await login('alternate', { signal: AbortSignal.timeout(1000) })).status).toBe(200)
  })

  it('POST /__sandbox/lifetime sets the lifetime of new tokens', async () => {
    try {
      expect((await control('lifetime', '{"ms":90000}', 'alternate')).status).toBe(204)
      await login('portal')
      expect(sb.issued.at(-1)?.expiresAt).toBe(now + 90_000)
    } finally {
      sb.setLifetime(DAY)
    }
  })

  it('answers even while a fault and latency are in place', async () => {
    sb.setFault({ fault: { kind: 'hang' } })
    sb.setLatency(60_000)
    const res = await call(`${sb.urls.portal}/__sandbox/fault`, {
      method: 'POST',
      body: 'null',
      signal: AbortSignal.timeout(1000),
    })
    expect(res.status).toBe(204)
  })

  it.each([
    ['fault', 'not json', /^Body must be JSON/],
    ['fault', '', /^Body must be JSON/],
    ['fault', '[]', /fault rule must be a JSON object/],
    ['fault', '{"fault":{"kind":"teapot"}}', /fault\.kind must be one of status, html, /],
    ['fault', '{"fault":{"kind":"status"}}', /status must be a number/],
    [
      'fault',
      '{"fault":{"kind":"status","status":99}}',
      /status must be an integer from 100 to 599/,
    ],
    ['fault', '{"fault":{"kind":"status","status":600}}', /from 100 to 599, got 600/],
    ['fault', '{"fault":{"kind":"status","status":503.5}}', /must be an integer/],
    ['fault', '{"fault":{"kind":"status","code":503}}', /unknown field\(s\): code/],
    ['fault', '{"fault":{"kind":"oversize","bytes":0}}', /bytes must be an integer from 1 to/],
    ['fault', '{"fault":{"kind":"oversize","bytes":104857601}}', /from 1 to 104857600/],
    ['fault', '{"fault":{"kind":"redirect"}}', /location must be/],
    ['fault', '{"fault":{"kind":"redirect","location":"/x","status":304}}', /redirect status/],
    ['fault', '{"fault":{"kind":"drop"},"times":0}', /times must be an integer from 1/],
    ['fault', '{"fault":{"kind":"drop"},"host":"nowhere"}', /host must be one of portal/],
    ['fault', '{"fault":{"kind":"drop"},"time":3}', /unknown field\(s\): time/],
    ['latency', '{"ms":-1}', /ms must be a number from 0 to 600000/],
    ['latency', '{"ms":600001}', /ms must be a number from 0 to 600000/],
    ['latency', '{"ms":"100"}', /ms must be a number, got "100"/],
    ['latency', '{"ms":10,"host":"nowhere"}', /host must be one of/],
    ['latency', 'null', /latency body must be a JSON object/],
    ['lifetime', '{"ms":0}', /lifetime must be a positive number/],
    ['lifetime', '{}', /lifetime must be a positive number/],
  ])('POST /__sandbox/%s %s: 400 with the reason, nothing changed', async (path, body, reason) => {
    const res = await control(path, body)
    expect(res).toMatchObject({ status: 400, contentType: JSON_TYPE })
    expect(JSON.parse(res.text)).toEqual({ error: expect.stringMatching(reason) })
    const ok = await login('portal', { signal: AbortSignal.timeout(1000) })
    expect(ok.status).toBe(200)
    expect(sb.issued.at(-1)?.expiresAt).toBe(now + DAY)
  })

  it('answers 405 to other methods and 404 to unknown control paths', async () => {
    const get = await fetch(`${sb.urls.portal}/__sandbox/fault`)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    await get.body?.cancel()
    expect(await control('faults', 'null')).toMatchObject({ status: 404, contentType: JSON_TYPE })
  })
})

describe('CLI --fault parsing', () => {
  it.each<[string, Fault]>([
    ['status:503', { kind: 'status', status: 503 }],
    ['html', { kind: 'html' }],
    ['html:504', { kind: 'html', status: 504 }],
    ['malformed-json', { kind: 'malformed-json' }],
    ['no-token', { kind: 'no-token' }],
    ['drop', { kind: 'drop' }],
    ['hang', { kind: 'hang' }],
    ['redirect:http://127.0.0.1:8080/x', { kind: 'redirect', location: 'http://127.0.0.1:8080/x' }],
    ['oversize:1000', { kind: 'oversize', bytes: 1000 }],
  ])('parses %s', (flag, fault) => {
    expect(parseFaultFlag(flag)).toEqual(fault)
  })

  it.each([
    ['status', /needs an argument: status:<status>/],
    ['redirect', /needs an argument: redirect:<location>/],
    ['status:abc', /status must be a number, got "abc"/],
    ['status:99', /from 100 to 599/],
    ['oversize:0', /bytes must be an integer from 1/],
    ['drop:1', /fault drop takes no argument/],
    ['teapot', /fault\.kind must be one of/],
    ['teapot:1', /fault\.kind must be one of/],
    ['', /fault\.kind must be one of/],
  ])('rejects %j', (flag, reason) => {
    expect(() => parseFaultFlag(flag)).toThrow(reason)
  })
})
