import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import type { HttpMethod } from '../../src/shared/model/request'
import { coreIn } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import { demoProfile, expectError, profileWithToken, unwrap } from '../helpers/api'
import { loopbackServer, type LoopbackServer } from '../helpers/loopbackServer'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())

const codes = [301, 302, 303, 307, 308] as const
/** 303 always, and 301/302 after a non-GET, continue as GET without a body (as browsers do). */
const keepsMethod = (code: number) => code === 307 || code === 308

/** A custom header with a secret in it, and a body: neither may leave the profile's host. */
const secretHeader = { name: 'X-Api-Key', value: 'user-header-secret' }
const body = '{"note":"body-secret"}'

let servers: LoopbackServer[] = []
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()))
  servers = []
})
async function server(respond: (req: IncomingMessage, res: ServerResponse) => void) {
  const s = await loopbackServer(respond)
  servers.push(s)
  return s
}

/** A profile whose API host is `own`, with a token from the sandbox. */
async function profileOn(own: LoopbackServer) {
  const core = coreIn(newDir())
  const p = await profileWithToken(core.api, demoLogin(sandbox, { apiHostUrl: own.url }))
  return { core, p }
}

const send = (
  core: ReturnType<typeof coreIn>,
  profileId: string,
  method: HttpMethod,
  url: string,
) =>
  unwrap(
    core.api.sendRequest({
      profileId,
      runId: `r-${Math.random().toString(36).slice(2)}`,
      request: {
        name: 'Redirected',
        method,
        url,
        relativeTo: 'api',
        headers: [secretHeader],
        body: method === 'GET' ? '' : body,
      },
    }),
  )

describe.each(codes)('test request redirected with %i', (code) => {
  it.each(['GET', 'POST'] as const)(
    '%s to another origin: only the method and URL go there',
    async (method) => {
      const other = await server((_req, res) => res.writeHead(200).end('landed'))
      const own = await server((_req, res) =>
        res.writeHead(code, { Location: `${other.url}/elsewhere` }).end(),
      )
      const { core, p } = await profileOn(own)
      const result = await send(core, p.id, method, '/start')
      expect(result.body).toBe('landed')

      const first = own.hits[0]
      expect(first?.headers['authorization']).toMatch(/^Bearer /)
      expect(first?.headers['x-api-key']).toBe('user-header-secret')
      expect(first?.body).toBe(method === 'GET' ? '' : body)

      const [there] = other.hits
      expect(there?.method).toBe(method === 'POST' && keepsMethod(code) ? 'POST' : 'GET')
      expect(there?.headers['authorization']).toBeUndefined()
      expect(there?.headers['x-api-key']).toBeUndefined()
      expect(there?.body).toBe('')
      expect(result.redirects).toEqual([
        {
          status: code,
          location: `${other.url}/elsewhere`,
          authorizationSent: false,
          headersSent: false,
          bodySent: false,
        },
      ])
    },
  )

  it('POST within the origin keeps the token and headers; the body as the code says', async () => {
    const own = await server((req, res) =>
      req.url === '/start'
        ? res.writeHead(code, { Location: '/final' }).end()
        : res.writeHead(200).end('final'),
    )
    const { core, p } = await profileOn(own)
    const result = await send(core, p.id, 'POST', '/start')
    expect(result.body).toBe('final')
    const final = own.hits[1]
    expect(final?.url).toBe('/final')
    expect(final?.headers['authorization']).toMatch(/^Bearer /)
    expect(final?.headers['x-api-key']).toBe('user-header-secret')
    expect(final?.method).toBe(keepsMethod(code) ? 'POST' : 'GET')
    expect(final?.body).toBe(keepsMethod(code) ? body : '')
    expect(result.redirects[0]).toMatchObject({
      authorizationSent: true,
      headersSent: true,
      bodySent: keepsMethod(code),
    })
  })

  it('bounced back to the profile’s own origin: nothing of the request is attached again', async () => {
    let ownUrl = ''
    const other = await server((_req, res) =>
      res.writeHead(code, { Location: `${ownUrl}/admin/delete-everything` }).end(),
    )
    const own = await server((req, res) =>
      req.url === '/start'
        ? res.writeHead(code, { Location: `${other.url}/bounce` }).end()
        : res.writeHead(200).end('bounced'),
    )
    ownUrl = own.url
    const { core, p } = await profileOn(own)
    const result = await send(core, p.id, 'POST', '/start')
    expect(result.body).toBe('bounced')
    const back = own.hits[1]
    expect(back?.url).toBe('/admin/delete-everything')
    // The other host chose this path: no token, no user header, no body go with it.
    expect(back?.headers['authorization']).toBeUndefined()
    expect(back?.headers['x-api-key']).toBeUndefined()
    expect(back?.body).toBe('')
    expect(result.redirects.map((r) => r.authorizationSent)).toEqual([false, false])
    // A 401 from there is not the token's fault: the token never reached it.
    expect(result.tokenRejected).toBe(false)
  })
})

describe.each(codes)('token request redirected with %i (sandbox redirect fault)', (code) => {
  it('to another origin: the password goes nowhere', async () => {
    const other = await server((_req, res) => res.writeHead(200).end('{"token":"stolen"}'))
    const core = coreIn(newDir())
    const p = await demoProfile(core.api, sandbox)
    sandbox.setFault({
      host: 'portal',
      times: 1,
      fault: { kind: 'redirect', status: code, location: `${other.url}/_rest/v4/authenticate` },
    })
    expect(await expectError(core.api.getToken({ profileId: p.id }))).toMatchObject({
      code: 'unexpected-response',
      status: code,
    })
    expect(other.hits).toEqual([])
  })

  it(
    keepsMethod(code)
      ? 'within the origin: followed, the POST and its body kept'
      : 'within the origin: refused, since it would turn the POST into a GET',
    async () => {
      const core = coreIn(newDir())
      const p = await demoProfile(core.api, sandbox)
      sandbox.setFault({
        host: 'portal',
        times: 1,
        fault: { kind: 'redirect', status: code, location: '/_rest/v4/authenticate' },
      })
      const result = await core.api.getToken({ profileId: p.id })
      if (keepsMethod(code)) expect(result).toMatchObject({ ok: true })
      else
        expect(result).toMatchObject({
          ok: false,
          error: { code: 'unexpected-response', status: code },
        })
    },
  )
})

/**
 * Test requests follow only 301, 302, 303, 307 and 308
 * (src/main/core/requests/runRequest.ts). Other 3xx answers, even with a
 * Location, are shown as they are: nothing goes to the Location.
 */
describe.each([300, 304, 305, 306, 399])('a test request answered %i with a Location', (code) => {
  it.each(['GET', 'POST'] as const)(
    '%s: the answer is shown, the Location is not visited',
    async (method) => {
      const other = await server((_req, res) => res.writeHead(200).end('landed'))
      const own = await server((_req, res) =>
        res
          .writeHead(code, { Location: `${other.url}/elsewhere` })
          .end(code === 304 ? undefined : 'an answer'),
      )
      const { core, p } = await profileOn(own)
      const result = await unwrap(
        core.api.sendRequest({
          profileId: p.id,
          runId: `r-${code}-${method}`,
          request: {
            name: 'Not redirected',
            method,
            url: '/start',
            relativeTo: 'api',
            headers: [secretHeader],
            body: method === 'GET' ? '' : body,
          },
        }),
      )
      expect(result).toMatchObject({ status: code, redirects: [] })
      expect(result.body).toBe(code === 304 ? '' : 'an answer')
      expect(result.headers).toContainEqual(['location', `${other.url}/elsewhere`])
      expect(own.hits).toHaveLength(1)
      expect(other.hits).toEqual([])
    },
  )
})

describe('a test request redirected to a Location that is no address', () => {
  it('shows the 3xx itself, as it came, instead of failing', async () => {
    const own = await server((_req, res) =>
      res.writeHead(302, { Location: 'http://[not-a-host/login' }).end('moved'),
    )
    const { core, p } = await profileOn(own)
    const result = await send(core, p.id, 'GET', '/start')
    expect(result).toMatchObject({ status: 302, redirects: [], body: 'moved' })
    expect(result.headers).toContainEqual(['location', 'http://[not-a-host/login'])
    expect(own.hits).toHaveLength(1)
  })
})

describe('the exchange of a redirected request, and its ticket', () => {
  /** The report a tester copies, as the clipboard gets it. */
  async function ticketOf(core: ReturnType<typeof coreIn>, profileId: string, exchangeId: string) {
    await unwrap(core.api.copyTicket({ profileId, exchangeId }))
    return core.clipboard.readText()
  }

  it('keeps every hop of a test request, the token masked where a Location echoes it', async () => {
    const other = await server((_req, res) => res.writeHead(200).end('landed'))
    const own = await server((req, res) => {
      const token = String(req.headers['authorization']).replace(/^Bearer /, '')
      if (req.url === '/start') res.writeHead(307, { Location: `/middle?echo=${token}` }).end()
      else res.writeHead(302, { Location: `${other.url}/final` }).end()
    })
    const dir = newDir()
    const core = coreIn(dir)
    const p = await profileWithToken(core.api, demoLogin(sandbox, { apiHostUrl: own.url }))
    const result = await send(core, p.id, 'POST', '/start')
    expect(result.body).toBe('landed')
    const trace = (await unwrap(core.api.listExchanges({ profileId: p.id }))).find(
      (t) => t.id === result.exchangeId,
    )
    expect(trace?.request).toMatchObject({ method: 'GET', url: `${other.url}/final` })
    expect(trace?.redirects).toEqual([
      {
        method: 'POST',
        url: `${own.url}/start`,
        status: 307,
        location: `${own.url}/middle?echo=‹redacted›`,
      },
      {
        method: 'POST',
        url: `${own.url}/middle?echo=‹redacted›`,
        status: 302,
        location: `${other.url}/final`,
      },
    ])
    const ticket = await ticketOf(core, p.id, result.exchangeId!)
    expect(ticket).toContain('## Redirects')
    expect(ticket).toContain('The request below is the last of 3')
    expect(ticket).toContain(
      `POST ${own.url}/start\n→ 307, Location: ${own.url}/middle?echo=‹redacted›`,
    )
    expect(ticket).toContain(`→ 302, Location: ${other.url}/final`)
    // Kept on disk as shown: a new start reads the same hops.
    await core.flush()
    await core.close()
    const again = coreIn(dir)
    const reread = (await unwrap(again.api.listExchanges({ profileId: p.id }))).find(
      (t) => t.id === result.exchangeId,
    )
    expect(reread?.redirects).toEqual(trace?.redirects)
    const token = own.hits[0]?.headers['authorization']?.replace(/^Bearer /, '') ?? ''
    expect(token.length).toBeGreaterThan(0)
    expect(JSON.stringify(reread)).not.toContain(token)
    expect(ticket).not.toContain(token)
  })

  it('keeps the 307 a token request followed within its origin', async () => {
    const core = coreIn(newDir())
    const p = await demoProfile(core.api, sandbox)
    sandbox.setFault({
      host: 'portal',
      times: 1,
      fault: { kind: 'redirect', status: 307, location: '/_rest/v4/authenticate?again=1' },
    })
    await unwrap(core.api.getToken({ profileId: p.id }))
    const [trace] = await unwrap(core.api.listExchanges({ profileId: p.id }))
    expect(trace?.request.url).toBe(`${sandbox.urls.portal}/_rest/v4/authenticate?again=1`)
    expect(trace?.redirects).toEqual([
      {
        method: 'POST',
        url: `${sandbox.urls.portal}/_rest/v4/authenticate`,
        status: 307,
        location: `${sandbox.urls.portal}/_rest/v4/authenticate?again=1`,
      },
    ])
    const ticket = await ticketOf(core, p.id, trace!.id)
    expect(ticket).toContain('The request below is the last of 2')
    expect(ticket).not.toContain('demo-password')
  })

  it('has no Redirects section when nothing was redirected', async () => {
    const core = coreIn(newDir())
    const p = await demoProfile(core.api, sandbox)
    await unwrap(core.api.getToken({ profileId: p.id }))
    const [trace] = await unwrap(core.api.listExchanges({ profileId: p.id }))
    expect(trace?.redirects).toBeUndefined()
    expect(await ticketOf(core, p.id, trace!.id)).not.toContain('## Redirects')
  })
})
