import { createServer, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { appScope } from '../../src/main/core/protocol/network/transport'
import { ExchangeProbe } from '../../src/main/core/protocol/network/exchangeProbe'
import { coreIn } from '../helpers/core'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
let server: Server | null = null
afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
  server = null
})

/**
 * A server that closes a kept-alive connection as the next request arrives
 * on it, unanswered: what a restart or an idle timeout does to a client
 * that reuses the connection at that moment. A new connection is answered.
 */
async function closingServer(): Promise<{ url: string; seen: () => string[] }> {
  const served = new WeakMap<Socket, number>()
  const seen: string[] = []
  server = createServer((request, response) => {
    const n = (served.get(request.socket) ?? 0) + 1
    served.set(request.socket, n)
    seen.push(`${request.method} ${n === 1 ? 'new' : 'reused'}`)
    if (n > 1) {
      request.socket.destroy()
      return
    }
    request.resume()
    response.end('{"ok":true}')
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, seen: () => [...seen] }
}

describe('a kept-alive connection the server closed as it was reused', () => {
  it('a POST its caller allows goes once more, on a new connection, and gets its answer', async () => {
    const { transport } = coreIn(newDir())
    const { url, seen } = await closingServer()
    const post = () =>
      transport.request<string>(
        { url, method: 'POST', data: '{}', responseType: 'text', resendOnStaleConnection: true },
        appScope,
      )
    for (let i = 0; i < 3; i++) expect((await post()).status).toBe(200)
    // The first contact on a connection of its own; then the pool's, reused, closed: once more.
    expect(seen()).toEqual(['POST new', 'POST new', 'POST reused', 'POST new'])
  })

  it('a GET goes once more by default; a POST the caller did not allow is not sent twice', async () => {
    const { transport } = coreIn(newDir())
    const { url, seen } = await closingServer()
    const get = () =>
      transport.request<string>({ url, method: 'GET', responseType: 'text' }, appScope)
    for (let i = 0; i < 3; i++) expect((await get()).status).toBe(200)
    const post = () =>
      transport.request<string>(
        { url, method: 'POST', data: 'sms', responseType: 'text' },
        appScope,
      )
    expect((await post()).status).toBe(200)
    await expect(post()).rejects.toMatchObject({ code: 'ECONNRESET' })
    expect(seen()).toEqual([
      'GET new',
      'GET new',
      'GET reused',
      'GET new',
      'POST new',
      'POST reused',
    ])
  })
})

describe('a traced request over plain http', () => {
  it('measures the connect of a new connection, and leaves it unmeasured on a reused one', async () => {
    const { transport } = coreIn(newDir())
    const seen: string[] = []
    const served = new WeakSet<Socket>()
    server = createServer((request, response) => {
      seen.push(served.has(request.socket) ? 'reused' : 'new')
      served.add(request.socket)
      request.resume()
      response.end('{}')
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const traced = async () => {
      const probe = new ExchangeProbe()
      await transport.request({ url: `http://127.0.0.1:${port}/`, method: 'GET' }, appScope, probe)
      return probe.timing().connectMs
    }
    const connects = [await traced(), await traced(), await traced()]
    // The first contact's own connection, the pool's new one, then that one reused.
    expect(seen).toEqual(['new', 'new', 'reused'])
    expect(connects.map((ms) => ms !== null)).toEqual([true, true, false])
  })
})

describe('a new connection reset before any answer', () => {
  /** Resets the first request it gets, unanswered; answers every later one. */
  async function resettingOnce(): Promise<{ url: string; seen: () => number }> {
    let requests = 0
    server = createServer((request, response) => {
      requests++
      if (requests === 1) {
        request.socket.destroy()
        return
      }
      request.resume()
      response.end('{}')
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    return { url: `http://127.0.0.1:${port}/`, seen: () => requests }
  }

  it('a token request (it asks for a token, no more) goes once more and gets its answer', async () => {
    const { transport } = coreIn(newDir())
    const { url, seen } = await resettingOnce()
    const response = await transport.request(
      { url, method: 'POST', data: '{}', resendOnStaleConnection: true },
      appScope,
      new ExchangeProbe(),
    )
    expect(response.status).toBe(200)
    expect(seen()).toBe(2)
  })

  it('a GET or a test request’s POST is not sent twice on a new connection: the reset is said', async () => {
    const { transport } = coreIn(newDir())
    for (const method of ['GET', 'POST']) {
      const { url, seen } = await resettingOnce()
      await expect(
        transport.request({ url, method, data: method === 'POST' ? 'sms' : undefined }, appScope),
      ).rejects.toMatchObject({ code: 'ECONNRESET' })
      expect(seen()).toBe(1)
      server?.closeAllConnections()
      await new Promise((resolve) => server?.close(resolve))
    }
  })
})
