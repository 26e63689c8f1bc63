import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { classifyNetworkError } from '../../src/main/core/protocol/networkError'
import { sayIn } from '../../src/shared/i18n/sayIn'
import { startSandbox, type Fault, type Sandbox } from '../../src/sandbox/server'
import type { AppError } from '../../src/shared/ipc/errors'
import type { ProfileView } from '../../src/shared/model/profile'
import { demoProfile, expectError, profileWithToken, unwrap } from '../helpers/api'
import { coreIn } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import { loopbackServer } from '../helpers/loopbackServer'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ customerEnvelope: 'B' })
})
afterEach(() => sandbox.setFault(null))
afterAll(() => sandbox.close())

type Core = ReturnType<typeof coreIn>

async function renewFails(core: Core, profile: ProfileView): Promise<AppError> {
  const error = await expectError(core.api.getToken({ profileId: profile.id }))
  // Whatever went wrong, the token from before is still there and unchanged.
  const listed = await unwrap(core.api.listProfiles())
  expect(listed.find((p) => p.id === profile.id)?.token).toEqual(profile.token)
  return error
}

describe('every bad answer has its own error, and the token survives it', () => {
  it.each<[string, Fault, Partial<Record<string, unknown>>, RegExp]>([
    [
      '503',
      { kind: 'status', status: 503 },
      { code: 'unexpected-response', status: 503 },
      /got an error answer saying "Service unavailable" \(HTTP 503, application\/json/,
    ],
    [
      'an HTML page',
      { kind: 'html', status: 502 },
      { code: 'unexpected-response', status: 502, contentType: 'text/html; charset=utf-8' },
      /an HTML error page saying ".+" \(HTTP 502/,
    ],
    [
      'malformed JSON',
      { kind: 'malformed-json' },
      { code: 'unexpected-response', status: 200 },
      /a body that is not JSON/,
    ],
    [
      '200 without a token',
      { kind: 'no-token' },
      { code: 'unexpected-response', status: 200, excerpt: '{"status":"ok"}' },
      /JSON without a "token" or "data" field/,
    ],
    [
      'an oversize body',
      { kind: 'oversize', bytes: 2 * 1024 * 1024 },
      { code: 'network', cause: 'too-large' },
      /larger than 1 MiB/,
    ],
    [
      'a dropped connection',
      { kind: 'drop' },
      { code: 'network', cause: 'reset' },
      /dropped the connection/,
    ],
    [
      'a same-origin 301: the service’s answer, not a network failure',
      { kind: 'redirect', status: 301, location: '/elsewhere' },
      { code: 'unexpected-response', status: 301 },
      /answered 301 with a redirect to \/elsewhere; it was not followed, .* Check the base URL\.$/,
    ],
    [
      'a same-origin 302 to a login page',
      { kind: 'redirect', status: 302, location: '/login?return=%2F' },
      { code: 'unexpected-response', status: 302 },
      /^The token service \(127\.0\.0\.1:\d+\) answered 302 with a redirect to \/login; it was not followed, because that would send the request again as a GET without its body\. Check the base URL\.$/,
    ],
    [
      'a 302 whose Location is no address',
      { kind: 'redirect', status: 302, location: 'http://[not-a-host/login' },
      { code: 'unexpected-response', status: 302 },
      /^Expected a token from 127\.0\.0\.1:\d+ but got a redirect to something that is not an address \(HTTP 302/,
    ],
    [
      'a 307 to itself, again and again',
      { kind: 'redirect', status: 307, location: '/_rest/v4/authenticate' },
      { code: 'unexpected-response', status: 307 },
      /answered 307 with a redirect to \/_rest\/v4\/authenticate; it was not followed, after 3 redirects in a row\. Check the base URL\.$/,
    ],
  ])('%s', async (_name, fault, expected, message) => {
    const core = coreIn(newDir())
    const profile = await profileWithToken(core.api, demoLogin(sandbox))
    sandbox.setFault({ fault, host: 'portal' })
    const error = await renewFails(core, profile)
    expect(error).toMatchObject(expected)
    expect(error.message).toMatch(message)
  })

  it('times out a server that never answers', async () => {
    const core = coreIn(newDir(), { timeoutMs: 1000 })
    const profile = await profileWithToken(core.api, demoLogin(sandbox))
    sandbox.setFault({ fault: { kind: 'hang' }, host: 'portal' })
    const error = await renewFails(core, profile)
    expect(error).toMatchObject({ code: 'network', cause: 'timeout' })
    expect(error.message).toMatch(/did not answer within 1 s/)
  })

  it('times out an answer that trickles in: the limit is for the whole answer, not each pause', async () => {
    // A byte every 50 ms keeps the socket busy, so only the request's own deadline can end it.
    const drips = new Set<ReturnType<typeof setInterval>>()
    const trickle = await loopbackServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.write('{')
      const drip = setInterval(() => res.write(' '), 50)
      drips.add(drip)
      res.on('close', () => clearInterval(drip))
    })
    try {
      const core = coreIn(newDir(), { timeoutMs: 1000 })
      const created = await unwrap(
        core.api.createProfile({ ...demoLogin(sandbox), baseUrl: trickle.url }),
      )
      const started = Date.now()
      const error = await expectError(core.api.getToken({ profileId: created.id }))
      expect(error).toMatchObject({ code: 'network', cause: 'timeout' })
      expect(error.message).toMatch(
        /answered HTTP 200, but did not send the rest of its answer within 1 s/,
      )
      expect(Date.now() - started).toBeLessThan(5_000)
    } finally {
      for (const drip of drips) clearInterval(drip)
      await trickle.close()
    }
  })

  it('follows a same-origin 307 and keeps the POST and its body', async () => {
    const core = coreIn(newDir())
    const profile = await profileWithToken(core.api, demoLogin(sandbox))
    sandbox.setFault({
      fault: { kind: 'redirect', status: 307, location: '/_rest/v4/authenticate' },
      host: 'portal',
      times: 1,
    })
    const before = sandbox.requests.length
    await unwrap(core.api.getToken({ profileId: profile.id }))
    const hops = sandbox.requests.slice(before)
    expect(hops.map((r) => r.method)).toEqual(['POST', 'POST'])
    expect(hops.map((r) => JSON.parse(r.body) as unknown)).toEqual([
      { username: 'demo', password: 'demo-password' },
      { username: 'demo', password: 'demo-password' },
    ])
  })

  it('a same-origin 307 to a page that is no token service: the answer says where it came from', async () => {
    const core = coreIn(newDir())
    const profile = await profileWithToken(core.api, demoLogin(sandbox))
    sandbox.setFault({
      fault: { kind: 'redirect', status: 307, location: '/login' },
      host: 'portal',
    })
    const error = await renewFails(core, profile)
    expect(error).toMatchObject({ code: 'unexpected-response', status: 404 })
    expect(error.message).toMatch(
      / \(HTTP 404, [^)]*\)\. It answered at \/login, where the server redirected the request\.$/,
    )
  })

  it('sends nothing to another origin that a redirect names', async () => {
    const other = await loopbackServer((_req, res) => res.end('{"token":"x"}'))
    try {
      const core = coreIn(newDir())
      const profile = await profileWithToken(core.api, demoLogin(sandbox))
      sandbox.setFault({
        fault: { kind: 'redirect', status: 308, location: `${other.url}/_rest/v4/authenticate` },
        host: 'portal',
      })
      const error = await renewFails(core, profile)
      expect(error).toMatchObject({ code: 'unexpected-response', status: 308 })
      expect(error.message).toMatch(
        /answered 308 with a redirect to http:\/\/127\.0\.0\.1:\d+\/_rest/,
      )
      expect(error.message).toMatch(/never sent to another origin/)
      expect(other.hits).toEqual([])
    } finally {
      await other.close()
    }
  })

  it('refuses a certificate it cannot verify, without ever disabling verification', async () => {
    const dir = newDir()
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    )
    const server = createServer(
      { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
      (_req, res) => res.end('{"token":"should-not-be-read"}'),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const core = coreIn(newDir())
      const port = (server.address() as AddressInfo).port
      const created = await demoProfile(core.api, sandbox, {
        name: 'TLS',
        accountId: 'A',
        baseUrl: `https://127.0.0.1:${port}`,
      })
      const error = await expectError(core.api.getToken({ profileId: created.id }), 'network')
      expect(error.cause).toBe('untrusted-ca')
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('names DNS failures (classified without a lookup: tests stay on loopback)', () => {
    const error = Object.assign(new Error('getaddrinfo ENOTFOUND portal.example'), {
      code: 'ENOTFOUND',
    })
    const named = classifyNetworkError(error, 'https://portal.example/x', 15_000)
    expect(named).toEqual({
      cause: 'dns',
      message:
        'The host name portal.example could not be resolved. Check the base URL, or your network and VPN.',
      said: {
        key: 'network.failure.dns',
        values: { host: 'portal.example', setting: { key: 'network.setting.baseUrl' } },
      },
    })
    expect(sayIn('de', named.said)).toBe(
      'Der Hostname portal.example konnte nicht aufgelöst werden. Prüfen Sie die Basis-URL oder Ihr Netzwerk und VPN.',
    )
  })
})

describe('SMS variant method', () => {
  it.each(['POST', 'GET'] as const)(
    'uses %s when the profile says so, and records it',
    async (method) => {
      const core = coreIn(newDir())
      const before = sandbox.requests.length
      const view = await profileWithToken(
        core.api,
        demoLogin(sandbox, {
          portal: 'api-host',
          baseUrl: sandbox.urls.apiHost,
          username: 'sms-only',
          password: 'sms-password',
          smsMethod: method,
        }),
      )
      const request = sandbox.requests.slice(before).find((r) => r.path.includes('sms'))
      expect(request?.method).toBe(method)
      expect(JSON.parse(request?.body ?? '')).toEqual({
        username: 'sms-only',
        password: 'sms-password',
      })
      expect(request?.query).toBe('')
      expect(view.token).toMatchObject({ kind: 'issued', method, envelope: 'B' })
    },
  )

  it('always POSTs to the portals, whatever the SMS setting', async () => {
    const core = coreIn(newDir())
    const before = sandbox.requests.length
    await profileWithToken(core.api, demoLogin(sandbox, { smsMethod: 'GET' }))
    expect(sandbox.requests.slice(before).map((r) => r.method)).toEqual(['POST'])
  })
})
