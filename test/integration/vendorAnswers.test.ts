import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { toCliFailure } from '../../src/main/core/cli/servicesBackend'
import { createNodeTransport } from '../../src/main/core/protocol/network/nodeTransport'
import { plainConfig } from '../../src/main/core/protocol/network/transport'
import { requestToken, type ObtainedToken } from '../../src/main/core/protocol/tokenClient'
import { AppFailure, type AppError } from '../../src/shared/ipc/errors'
import type { RecordedExchange } from '../../src/shared/model/exchange'
import { loopbackServer, type LoopbackServer } from '../helpers/loopbackServer'
import { acmeProfile, unwrap } from '../helpers/api'
import { coreIn } from '../helpers/core'
import { useTempDirs } from '../helpers/tempDir'

/*
 * Answers a vendor could plausibly give that the spec does not show, each
 * from a real server on loopback through the app's token request: what a
 * tester must be told, and what the trace must keep to prove it to the vendor.
 */

const servers: LoopbackServer[] = []
const raw: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()))
  await Promise.all(raw.splice(0).map((s) => new Promise((done) => s.close(done))))
})

/** A TCP server that writes `reply` (bytes as given) once the request is in, then `after`. */
async function rawServer(reply: string, after: (socket: Socket) => void): Promise<string> {
  const server = createServer((socket) => {
    let seen = ''
    socket.on('data', (chunk) => {
      seen += chunk.toString('latin1')
      const head = seen.indexOf('\r\n\r\n')
      const length = Number(/content-length: *(\d+)/i.exec(seen)?.[1] ?? 0)
      if (head < 0 || seen.length - head - 4 < length) return
      seen = ''
      socket.write(reply)
      after(socket)
    })
    socket.on('error', () => undefined)
  })
  raw.push(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const transport = createNodeTransport({ config: async () => plainConfig })

async function ask(
  respond: ((req: IncomingMessage, res: ServerResponse) => void) | string,
): Promise<{ result: ObtainedToken | AppError; trace: RecordedExchange | null }> {
  const baseUrl = typeof respond === 'string' ? respond : await served(respond)
  let trace: RecordedExchange | null = null
  try {
    const result = await requestToken(
      transport,
      {
        baseUrl,
        portal: 'customer',
        username: 'demo',
        password: 'demo-password',
        method: 'POST',
        timeoutMs: 3000,
        record: (exchange) => (trace = exchange),
      },
      { profileId: null },
    )
    return { result, trace }
  } catch (error) {
    if (!(error instanceof AppFailure)) throw error
    return { result: error.error, trace }
  }
}

async function served(respond: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = await loopbackServer(respond)
  servers.push(server)
  return server.url
}

const answer =
  (status: number, contentType: string, body: string, headers: Record<string, string> = {}) =>
  (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(status, { 'Content-Type': contentType, ...headers })
    res.end(body)
  }

describe('the service’s own words', () => {
  it('keeps a 401’s words in any shape, and the command line says them', async () => {
    const { result } = await ask(answer(401, 'text/plain', 'Invalid username or password'))
    expect(result).toMatchObject({
      code: 'auth-rejected',
      serverMessage: 'Invalid username or password',
    })
    const cli = toCliFailure(new AppFailure(result as AppError))
    expect(cli.message).toMatch(/The service said: Invalid username or password$/)
  })

  it('says when a 401 gave no reason instead of an empty quote', async () => {
    const { result } = await ask(answer(401, 'text/plain', ''))
    expect(result).toMatchObject({ code: 'auth-rejected', serverMessage: '' })
    const cli = toCliFailure(new AppFailure(result as AppError))
    expect(cli.message).toMatch(/The service gave no reason\.$/)
    expect(cli.message).not.toMatch(/said:/)
  })

  it('puts an error answer’s words in its message, the password masked', async () => {
    const { result } = await ask(
      answer(
        403,
        'application/json',
        '{"data":null,"error":"No API access for demo (password demo-password)"}',
      ),
    )
    expect(result).toMatchObject({ code: 'unexpected-response', status: 403 })
    const { message } = result as AppError
    expect(message).toMatch(/HTTP 403, application\/json\)/)
    expect(message).toMatch(/No API access for demo/)
    expect(message).not.toMatch(/demo-password/)
  })
})

describe('an answer whose status came and whose body did not', () => {
  const reset = (socket: Socket) => setTimeout(() => socket.resetAndDestroy(), 20)

  it('is a refusal when it was a 401: auto-renew must not send the password again', async () => {
    const url = await rawServer(
      'HTTP/1.1 401 Unauthorized\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"code":401,"err',
      reset,
    )
    const { result, trace } = await ask(url)
    expect(result).toMatchObject({ code: 'auth-rejected', status: 401, serverMessage: '' })
    expect(trace?.response?.status).toBe(401)
  })

  it('says the status and keeps it with the headers in the trace', async () => {
    const url = await rawServer(
      'HTTP/1.1 503 Service Unavailable\r\ncontent-type: text/html\r\nretry-after: 60\r\ncontent-length: 200\r\n\r\n<html>',
      reset,
    )
    const { result, trace } = await ask(url)
    expect(result).toMatchObject({ code: 'network', cause: 'reset' })
    expect((result as AppError).message).toMatch(
      /^127\.0\.0\.1:\d+ answered HTTP 503, but the rest of its answer could not be read: .* dropped the connection/,
    )
    expect(trace?.response?.status).toBe(503)
    expect(trace?.response?.headers).toContainEqual(['retry-after', '60'])
  })

  it('says headers over 16 KiB are too large, not malformed', async () => {
    const url = await rawServer(
      `HTTP/1.1 200 OK\r\nx-big: ${'a'.repeat(20_000)}\r\ncontent-length: 2\r\n\r\n{}`,
      (socket) => socket.end(),
    )
    const { result } = await ask(url)
    expect(result).toMatchObject({ code: 'network', cause: 'too-large' })
    expect((result as AppError).message).toMatch(/more than 16 KiB of headers/)
  })

  it('names an answer that is not HTTP, or does not decompress, as the service’s fault', async () => {
    const badChunk = await rawServer(
      'HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\nzz\r\nnot a chunk\r\n',
      (socket) => socket.end(),
    )
    const chunk = (await ask(badChunk)).result as AppError
    expect(chunk).toMatchObject({ code: 'network', cause: 'malformed' })
    expect(chunk.message).toMatch(/not valid HTTP \(HPE_[A-Z_]+\): the service, or a proxy between/)
    const { result } = await ask(
      answer(200, 'application/json', '{"token":"abc"}', { 'Content-Encoding': 'gzip' }),
    )
    expect(result).toMatchObject({ code: 'network', cause: 'malformed' })
    expect((result as AppError).message).toMatch(
      /compressed, but it does not decompress \(Z_DATA_ERROR\)/,
    )
  })
})

describe('a service that limits how often it is asked', () => {
  it('says a 429 is a rate limit, and keeps the wait its Retry-After asks', async () => {
    const { result } = await ask(
      answer(429, 'application/json', '{"error":"Slow down"}', {
        'Retry-After': 'Tue, 01 Dec 2026 09:02:00 GMT',
        Date: 'Tue, 01 Dec 2026 09:00:00 GMT',
      }),
    )
    expect(result).toMatchObject({
      code: 'unexpected-response',
      status: 429,
      retryAfterMs: 120_000,
    })
    expect((result as AppError).message).toMatch(
      /got a refusal for too many requests saying "Slow down" \(HTTP 429, application\/json\)\. The service asks to wait 120 s before the next try\.$/,
    )
  })

  it('says nothing of a wait when none is asked, or it cannot be read', async () => {
    for (const headers of [{}, { 'Retry-After': 'later' }] as Record<string, string>[]) {
      const { result } = await ask(answer(503, 'text/plain', 'maintenance', headers))
      expect(result).toMatchObject({ code: 'unexpected-response', status: 503 })
      expect(result).not.toHaveProperty('retryAfterMs')
      expect((result as AppError).message).not.toMatch(/wait/)
    }
  })
})

describe('what a token field held instead of a token', () => {
  it('says why, shows an empty one as empty, and masks a real-looking one', async () => {
    const empty = (await ask(answer(200, 'application/json', '{"token":""}'))).result as AppError
    expect(empty.message).toMatch(/got an empty "token" field \(HTTP 200/)
    expect(empty).toMatchObject({ excerpt: '{"token":""}' })
    const stray = (await ask(answer(200, 'application/json', '{"data":"abc123\\n","error":null}')))
      .result as AppError
    expect(stray.message).toMatch(/"data" field of 7 characters with U\+000A at position 7/)
    expect(stray).toMatchObject({ excerpt: '{"data":"‹redacted›","error":null}' })
  })
})

describe('an answer in another charset', () => {
  it('reads a refusal in ISO-8859-1 as it was written', async () => {
    const latin1 = Buffer.from('{"code":401,"error":"Zugriff für Benutzer verweigert"}', 'latin1')
    const { result, trace } = await ask((_req, res) => {
      res.writeHead(401, { 'Content-Type': 'application/json; charset=iso-8859-1' })
      res.end(latin1)
    })
    expect(result).toMatchObject({ serverMessage: 'Zugriff für Benutzer verweigert' })
    expect(trace?.response?.body).toContain('für')
  })
})

describe('words beside a token', () => {
  const newDir = useTempDirs()

  it('go with the token’s activity entry, the password masked', async () => {
    const url = await served(
      answer(
        200,
        'application/json',
        '{"data":"tok-1","error":"Password demo-password expires in 2 days"}',
      ),
    )
    const core = coreIn(newDir())
    const profile = await unwrap(
      core.api.createProfile(acmeProfile({ baseUrl: url, password: 'demo-password' })),
    )
    await unwrap(core.api.getToken({ profileId: profile.id }))
    const [entry] = await unwrap(core.api.listActivity({ profileId: profile.id }))
    expect(entry).toMatchObject({
      kind: 'obtained',
      detail: 'The service said beside the token: "Password ‹redacted› expires in 2 days".',
    })
  })
})
