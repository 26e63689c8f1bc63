import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer, type AddressInfo, type Server } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import type { InputOf } from '../../src/shared/ipc/contract'
import { expectError, profileWithToken, unwrap } from '../helpers/api'
import { coreIn } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import { loopbackServer, type LoopbackServer } from '../helpers/loopbackServer'
import { useTempDirs } from '../helpers/tempDir'

/*
 * From a read of the test requests against odd servers: verdicts on a token
 * came from answers that never saw it, or were about another account, and
 * secrets the user typed were kept in the exchange a ticket copies.
 */

const newDir = useTempDirs()
let sandbox: Sandbox
const servers: LoopbackServer[] = []
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()))
})
afterAll(() => sandbox.close())
const raw: Server[] = []
afterEach(async () => {
  await Promise.all(raw.splice(0).map((s) => new Promise((done) => s.close(done))))
})

async function serve(respond: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = await loopbackServer(respond)
  servers.push(server)
  return server
}

type Request = InputOf<'sendRequest'>['request']
const request = (url: string, over: Partial<Request> = {}): Request => ({
  name: 'T',
  method: 'GET',
  url,
  relativeTo: 'api',
  headers: [],
  body: '',
  authStyle: 'bearer',
  ...over,
})

/** A profile of the sandbox's demo login with a token, whose API host is `apiHost`. */
async function profileOn(apiHost: string, over: Partial<InputOf<'createProfile'>> = {}) {
  const core = coreIn(newDir())
  const profile = await profileWithToken(
    core.api,
    demoLogin(sandbox, { apiHostUrl: apiHost, ...over }),
  )
  const send = (r: Request, extra: Partial<InputOf<'sendRequest'>> = {}) =>
    unwrap(
      core.api.sendRequest({
        profileId: profile.id,
        runId: crypto.randomUUID(),
        request: r,
        ...extra,
      }),
    )
  const token = async () => (await unwrap(core.api.getProfile({ profileId: profile.id }))).token
  return { core, profile, send, token }
}

async function verifyWith(apiHost: string, path: string) {
  const rig = await profileOn(apiHost)
  const saved = await unwrap(
    rig.core.api.saveRequest({ profileId: rig.profile.id, request: request(path) }),
  )
  await unwrap(rig.core.api.chooseProbe({ profileId: rig.profile.id, requestId: saved.id }))
  const before = await rig.token()
  const verdict = await unwrap(rig.core.api.verifyToken({ profileId: rig.profile.id }))
  return { verdict, before, after: await rig.token() }
}

describe('Verify now', () => {
  it('is inconclusive when the probe was redirected to a page that never saw the token', async () => {
    const sso = await serve((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"expires_in":999999}'),
    )
    const api = await serve((_req, res) =>
      res.writeHead(302, { Location: `${sso.url}/login` }).end(),
    )
    const { verdict, before, after } = await verifyWith(api.url, '/v1/me')
    expect(verdict).toMatchObject({ kind: 'inconclusive', status: 200 })
    expect(verdict.kind === 'inconclusive' && verdict.message).toMatch(
      /redirected to http:\/\/127\.0\.0\.1:\d+\/login, which got no token/,
    )
    expect(sso.hits[0]?.headers.authorization).toBeUndefined()
    // Its "expires_in" moved nothing.
    expect(after).toEqual(before)
  })

  it('does not follow a redirect to a data: address, which no server answers', async () => {
    const api = await serve((_req, res) =>
      res.writeHead(302, { Location: 'data:application/json,{"expires_in":31536000}' }).end(),
    )
    const { verdict, before, after } = await verifyWith(api.url, '/v1/me')
    expect(verdict).toMatchObject({ kind: 'inconclusive', status: 302 })
    expect(after).toEqual(before)
  })

  it('takes a proxy’s own 401 for no refusal of the token', async () => {
    const api = await serve((_req, res) =>
      res.writeHead(401, { 'Proxy-Authenticate': 'Basic realm="proxy"' }).end('proxy login'),
    )
    const { verdict, after } = await verifyWith(api.url, '/v1/me')
    expect(verdict).toMatchObject({ kind: 'inconclusive', status: 401 })
    expect(after).toMatchObject({ rejectedAt: null })
  })
})

describe('a test request', () => {
  it('leaves the token standing when the 401 is for another account it was confirmed for', async () => {
    const api = await serve((_req, res) => res.writeHead(401).end('{"error":"not your account"}'))
    const { send, token } = await profileOn(api.url)
    const run = await send(request('/accounts/INITECH-003/summary'), { confirmAccount: true })
    expect(run).toMatchObject({ status: 401, tokenRejected: false, retry: null })
    expect(await token()).toMatchObject({ rejectedAt: null })
  })

  it('keeps the method a 301 was given for anything but a POST', async () => {
    const api = await serve((req, res) => {
      if (req.url === '/items/1') return res.writeHead(301, { Location: '/items/1/' }).end()
      res.writeHead(200).end(`{"method":"${req.method}"}`)
    })
    const { send } = await profileOn(api.url)
    const run = await send(request('/items/1', { method: 'DELETE' }))
    expect(api.hits.map((h) => `${h.method} ${h.url}`)).toEqual([
      'DELETE /items/1',
      'DELETE /items/1/',
    ])
    expect(run.body).toBe('{"method":"DELETE"}')
  })

  it('fills an account name into a JSON body as one string: it adds no field', async () => {
    const api = await serve((_req, res) => res.writeHead(200).end('{}'))
    const { send } = await profileOn(api.url, { accountName: 'x","accountId":"INITECH-003' })
    await send(request('/things', { method: 'POST', body: '{"label":"{accountName}"}' }))
    expect(JSON.parse(api.hits[0]?.body ?? '')).toEqual({ label: 'x","accountId":"INITECH-003' })
  })

  it('sends the Content-Type the user wrote, whatever its case', async () => {
    const api = await serve((_req, res) => res.writeHead(200).end('{}'))
    const { send } = await profileOn(api.url)
    await send(
      request('/things', {
        method: 'POST',
        headers: [{ name: 'content-type', value: 'application/vnd.api+json' }],
        body: '{"a":1}',
      }),
    )
    expect(api.hits[0]?.headers['content-type']).toBe('application/vnd.api+json')
  })

  it('keeps no secret the user typed, nor the password, in the exchange or the history', async () => {
    const api = await serve((req, res) =>
      res
        .writeHead(200, { 'X-Echo': String(req.headers['x-client-secret']) })
        .end('{"seen":"demo-password"}'),
    )
    const { core, profile, send } = await profileOn(api.url)
    core.confirmations.answer('reveal-token', true)
    const { token } = await unwrap(core.api.revealToken({ profileId: profile.id }))
    await send(
      request(`/introspect/${token}`, {
        method: 'POST',
        headers: [
          { name: 'X-Client-Secret', value: 'cs-HEADER-456' },
          { name: 'X-Trace', value: 'trace-1' },
        ],
        body: '{"pwd":"demo-password","client_secret":"cs-HEADER-456"}',
      }),
    )
    const exchanges = await unwrap(core.api.listExchanges({ profileId: profile.id }))
    const kept = JSON.stringify(exchanges.find((e) => e.kind === 'request'))
    for (const secret of ['cs-HEADER-456', 'demo-password', token])
      expect(kept).not.toContain(secret)
    expect(kept).toContain('trace-1')
    const { history } = await unwrap(core.api.listRequests({ profileId: profile.id }))
    expect(history[0]?.target).not.toContain(token)
  })
})

describe('header values beyond ASCII', () => {
  it('shows an answer’s UTF-8 header as written, and refuses to send one HTTP cannot carry', async () => {
    const utf8 = (text: string) => Buffer.from(text, 'utf8').toString('latin1')
    const api = await serve((_req, res) =>
      res
        .writeHead(403, {
          'X-Reason': utf8('Zugriff verweigert für Müller'),
          'X-Legacy': 'caf\u00e9',
        })
        .end('{}'),
    )
    const { core, profile, send } = await profileOn(api.url)
    const run = await send(request('/x'))
    expect(run.headers).toContainEqual(['x-reason', 'Zugriff verweigert für Müller'])
    // Latin-1 that is no UTF-8 stays as it came.
    expect(run.headers).toContainEqual(['x-legacy', 'café'])
    const refused = await expectError(
      core.api.sendRequest({
        profileId: profile.id,
        runId: crypto.randomUUID(),
        request: request('/x', { headers: [{ name: 'X-City', value: '東京' }] }),
      }),
    )
    expect(refused.message).toMatch(/only Latin-1 characters/)
  })
})

describe('an answer whose body broke off', () => {
  it('says the status that came, and the exchange keeps it with the headers', async () => {
    const server = createServer((socket) => {
      socket.once('data', () => {
        socket.write(
          'HTTP/1.1 500 Internal Server Error\r\nx-request-id: abc123\r\ntransfer-encoding: chunked\r\n\r\n5\r\nhello\r\n',
        )
        setTimeout(() => socket.resetAndDestroy(), 20)
      })
      socket.on('error', () => undefined)
    })
    raw.push(server)
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const { core, profile } = await profileOn(url)
    const error = await expectError(
      core.api.sendRequest({
        profileId: profile.id,
        runId: crypto.randomUUID(),
        request: request('/x'),
      }),
    )
    expect(error.message).toMatch(/answered HTTP 500, but the rest of its answer could not be read/)
    const exchanges = await unwrap(core.api.listExchanges({ profileId: profile.id }))
    const kept = exchanges.find((e) => e.kind === 'request')
    expect(kept?.response?.status).toBe(500)
    expect(kept?.response?.headers).toContainEqual(['x-request-id', 'abc123'])
  })
})
