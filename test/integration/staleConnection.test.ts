import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { appScope } from '../../src/main/core/protocol/network/transport'
import { ExchangeProbe } from '../../src/main/core/protocol/network/exchangeProbe'
import { noteConnections } from '../helpers/connectionNotes'
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
  const { listener, seen } = noteConnections({ closeReused: true })
  server = createServer(listener)
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, seen }
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
    expect((await post()).status).toBe(200)
    expect((await post()).status).toBe(200)
    expect(seen()).toEqual(['POST new', 'POST reused', 'POST new'])
  })

  it('a traced request shares the pool: a reused connection closed is sent again, traced', async () => {
    const { transport } = coreIn(newDir())
    const { url, seen } = await closingServer()
    const traced = async () => {
      const probe = new ExchangeProbe()
      const response = await transport.request<string>(
        { url, method: 'POST', data: '{}', responseType: 'text', resendOnStaleConnection: true },
        appScope,
        probe,
      )
      const { timing, connection } = probe.record()
      return { status: response.status, connectMs: timing.connectMs, connection }
    }
    const first = await traced()
    const second = await traced()
    expect([first.status, second.status]).toEqual([200, 200])
    expect(seen()).toEqual(['POST new', 'POST reused', 'POST new'])
    // Both answers came on new connections (the second's resend), so both connects were measured.
    expect([first.connectMs, second.connectMs].map((ms) => ms !== null)).toEqual([true, true])
    expect([first.connection, second.connection]).toEqual(['new', 'new'])
  })

  it('a GET goes once more by default; a POST the caller did not allow is not sent twice', async () => {
    const { transport } = coreIn(newDir())
    const { url, seen } = await closingServer()
    const get = () =>
      transport.request<string>({ url, method: 'GET', responseType: 'text' }, appScope)
    expect((await get()).status).toBe(200)
    expect((await get()).status).toBe(200)
    const post = () =>
      transport.request<string>(
        { url, method: 'POST', data: 'sms', responseType: 'text' },
        appScope,
      )
    expect((await post()).status).toBe(200)
    await expect(post()).rejects.toMatchObject({ code: 'ECONNRESET' })
    expect(seen()).toEqual(['GET new', 'GET reused', 'GET new', 'POST new', 'POST reused'])
  })
})

describe('a traced request over plain http', () => {
  it('measures the connect of a new connection, and leaves it unmeasured on a reused one', async () => {
    const { transport } = coreIn(newDir())
    const { listener, seen } = noteConnections()
    server = createServer(listener)
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const traced = async () => {
      const probe = new ExchangeProbe()
      await transport.request({ url: `http://127.0.0.1:${port}/`, method: 'GET' }, appScope, probe)
      return probe.record()
    }
    const records = [await traced(), await traced()]
    expect(seen()).toEqual(['GET new', 'GET reused'])
    expect(records.map((r) => r.timing.connectMs !== null)).toEqual([true, false])
    expect(records.map((r) => r.connection)).toEqual(['new', 'kept'])
  })
})

describe('a new connection reset before any answer', () => {
  it('is said, not sent again, even for a token request: the server saw it (the demo’s dropped connection)', async () => {
    const { transport } = coreIn(newDir())
    let requests = 0
    server = createServer((request) => {
      requests++
      request.socket.destroy()
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    await expect(
      transport.request(
        {
          url: `http://127.0.0.1:${port}/`,
          method: 'POST',
          data: '{}',
          resendOnStaleConnection: true,
        },
        appScope,
        new ExchangeProbe(),
      ),
    ).rejects.toMatchObject({ code: 'ECONNRESET' })
    expect(requests).toBe(1)
  })
})

describe('an idle kept connection', () => {
  it('is closed a second before the server’s Keep-Alive timeout says the server would', async () => {
    const { transport } = coreIn(newDir())
    const { listener, seen } = noteConnections()
    server = createServer(listener)
    // The server keeps an idle connection 2 s, and says so in each answer (Keep-Alive: timeout=2).
    server.keepAliveTimeout = 2_000
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const get = () =>
      transport.request({ url: `http://127.0.0.1:${port}/`, method: 'GET' }, appScope)
    await get()
    await get()
    // Past the client's 1 s, within the server's 2 s: a connection kept on would have been reused.
    await new Promise((resolve) => setTimeout(resolve, 1_300))
    await get()
    expect(seen()).toEqual(['GET new', 'GET reused', 'GET new'])
  })
})
