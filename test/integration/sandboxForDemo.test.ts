import { afterEach, describe, expect, it } from 'vitest'
import { startSandbox } from '../../src/sandbox/server'
import type { Sandbox, SandboxUser } from '../../src/sandbox/server'
import { demoUsers } from '../../src/sandbox/users'

/** What the in-app demo needs from the sandbox: tokens that outlive a restart, per-login faults. */

const AUTH = '/_rest/v4/authenticate'
const SMS_AUTH = '/_rest/v4/app/sms/authenticate/get_portal_auth_token'
const WHOAMI = '/_rest/v4/whoami'
const KEY = 'a-demo-key-of-this-data-folder'
const demo = { username: 'demo', password: 'demo-password' }

const running: Sandbox[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((sb) => sb.close()))
})

async function start(options: Parameters<typeof startSandbox>[0] = {}): Promise<Sandbox> {
  const sb = await startSandbox({ customerEnvelope: 'B', ...options })
  running.push(sb)
  return sb
}

async function login(url: string, body: unknown = demo): Promise<Response> {
  return fetch(url, { method: 'POST', body: JSON.stringify(body) })
}

async function tokenFrom(sb: Sandbox): Promise<string> {
  const res = await login(sb.urls.portal + AUTH)
  expect(res.status).toBe(200)
  return ((await res.json()) as { token: string }).token
}

const whoami = (sb: Sandbox, token: string) =>
  fetch(sb.urls.apiHost + WHOAMI, { headers: { Authorization: `Bearer ${token}` } })

describe('tokenKey: a restarted sandbox accepts the tokens it issued', () => {
  it('accepts a token from an earlier run with the same key, on whoami and the APIs', async () => {
    const first = await start({ tokenKey: KEY })
    const token = await tokenFrom(first)
    expect(token.split('.')).toHaveLength(2) // never JWT-shaped: no client reads a fake exp
    await first.close()

    const second = await start({ tokenKey: KEY })
    const me = await whoami(second, token)
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ username: 'demo', accountId: 'ACME-001' })
    const summary = await fetch(
      `${second.urls.portal}/_rest/v4/analytics/accounts/ACME-001/summary`,
      { headers: { Authorization: `Bearer ${token}` } },
    )
    expect(summary.status).toBe(200)
  })

  it('refuses it under another key, without a key, and when tampered with', async () => {
    const first = await start({ tokenKey: KEY })
    const token = await tokenFrom(first)
    const other = await start({ tokenKey: 'another-key-entirely-0000' })
    const keyless = await start()
    expect((await whoami(other, token)).status).toBe(401)
    expect((await whoami(keyless, token)).status).toBe(401)
    const [claims, mac] = token.split('.') as [string, string]
    const forged = Buffer.from(
      Buffer.from(claims, 'base64url').toString().replace('ACME-001', 'GLOBEX-002'),
    ).toString('base64url')
    expect((await whoami(first, `${forged}.${mac}`)).status).toBe(401)
    expect((await whoami(first, `${claims}.${mac}x`)).status).toBe(401)
  })

  it('still expires a signed token by its lifetime, on the injected clock', async () => {
    let now = 1_000_000
    const first = await start({ tokenKey: KEY, lifetimeMs: 60_000, clock: () => now })
    const token = await tokenFrom(first)
    await first.close()
    const second = await start({ tokenKey: KEY, clock: () => now })
    expect((await whoami(second, token)).status).toBe(200)
    now += 60_000
    expect((await whoami(second, token)).status).toBe(401)
  })

  it('issues a different token for every login and records it as before', async () => {
    const sb = await start({ tokenKey: KEY })
    const [a, b] = [await tokenFrom(sb), await tokenFrom(sb)]
    expect(a).not.toBe(b)
    expect(sb.issued.map((t) => t.token)).toEqual([a, b])
  })

  it('rejects a key too short to be meant', async () => {
    await expect(startSandbox({ tokenKey: 'short' })).rejects.toThrow(/at least 16 characters/)
  })
})

describe('SandboxUser.fault: several faults live at once', () => {
  const users: SandboxUser[] = [
    ...demoUsers,
    { ...demoUsers[0]!, username: 'always-503', fault: { kind: 'status', status: 503 } },
    { ...demoUsers[0]!, username: 'always-html', fault: { kind: 'html' } },
  ]

  it('answers that login with its fault on every host while the others get tokens', async () => {
    const sb = await start({ users })
    const res503 = await login(sb.urls.portal + AUTH, { username: 'always-503', password: 'x' })
    expect(res503.status).toBe(503)
    expect(await res503.json()).toEqual({ error: 'Service unavailable' })
    const html = await login(sb.urls.apiHost + SMS_AUTH, { ...demo, username: 'always-html' })
    expect(html.status).toBe(502)
    expect(html.headers.get('content-type')).toMatch(/^text\/html/)
    expect((await login(sb.urls.alternate + AUTH)).status).toBe(200)
  })

  it('also for the SMS host GET with query parameters', async () => {
    const sb = await start({ users })
    const res = await fetch(`${sb.urls.apiHost}${SMS_AUTH}?username=always-503&password=x`)
    expect(res.status).toBe(503)
  })

  it('gives way to a fault set for the whole host', async () => {
    const sb = await start({ users })
    sb.setFault({ fault: { kind: 'no-token' }, host: 'portal' })
    const res = await login(sb.urls.portal + AUTH, { username: 'always-503', password: 'x' })
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('{"status":"ok"}')
  })

  it('refuses a user with an invalid fault at start', async () => {
    const bad = [{ ...demoUsers[0]!, fault: { kind: 'status', status: 42 } }] as SandboxUser[]
    await expect(startSandbox({ users: bad })).rejects.toThrow(/status must be an integer/)
  })
})
