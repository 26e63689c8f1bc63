import { mkdirSync } from 'node:fs'
import { createServer, type Server, type Socket } from 'node:net'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { exchange } from '../../src/cli/connection'
import { cliEndpoint } from '../../src/main/core/cli/endpoint'
import { runIn, testHost } from '../helpers/cli'
import { useTempDirs } from '../helpers/tempDir'

/*
 * The client against something that is not (or no longer) a good app on
 * its endpoint: it says what happened and exits 1, never hangs or crashes.
 */

const newDir = useTempDirs()
const servers: Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((done) => server.close(done))
})

/** A stand-in app on the endpoint of a fresh data folder, answering each connection with `serve`. */
async function standIn(serve: (socket: Socket) => void) {
  const dir = newDir()
  const host = testHost(dir)
  const dataDir = join(dir, 'data')
  const endpoint = cliEndpoint(dataDir, host)
  mkdirSync(dirname(endpoint), { recursive: true, mode: 0o700 })
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => undefined)
    socket.on('close', () => sockets.delete(socket))
    serve(socket)
  })
  servers.push(server)
  server.on('close', () => sockets.forEach((s) => s.destroy()))
  await new Promise<void>((done) => server.listen(endpoint, done))
  return { endpoint, run: (...argv: string[]) => runIn(host, dataDir, argv) }
}

/** Replies `text` once the request line is in. */
const replying = (text: string | Buffer) => (socket: Socket) =>
  socket.once('data', () => socket.end(text))

const unreadable =
  'token-desk: The app answered something this token-desk cannot read: use the token-desk of the same release.\n'

describe('the client on a bad reply', () => {
  it.each([
    ['not JSON', 'hello there\n'],
    ['JSON of another shape', '{"hello":1}\n'],
    ['a refusal without a message', '{"ok":false,"error":{"code":"denied"}}\n'],
    ['null', 'null\n'],
    ['bytes that are not UTF-8', Buffer.from([0xff, 0xfe, 0x0a])],
  ])('%s: exit 1 and says so', async (_what, text) => {
    const app = await standIn(replying(text))
    expect(await app.run('header', 'Acme')).toEqual({ code: 1, stdout: '', stderr: unreadable })
  })

  it('an endless reply without a newline: stops reading at 64 MiB, exit 1', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 0x7b)
    let sent = 0
    const app = await standIn((socket) =>
      socket.once('data', () => {
        const pump = () => {
          while (!socket.destroyed) {
            sent += chunk.length
            if (!socket.write(chunk)) return void socket.once('drain', pump)
          }
        }
        pump()
      }),
    )
    expect(await app.run('list')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'token-desk: The app sent an oversized answer.\n',
    })
    // It hung up near the limit, not after reading everything sent.
    expect(sent).toBeGreaterThanOrEqual(64 * 1024 * 1024)
    expect(sent).toBeLessThan(80 * 1024 * 1024)
  })

  it('a hang-up before the answer: exit 1, "closed the connection"', async () => {
    const app = await standIn((socket) => socket.once('data', () => socket.end()))
    expect(await app.run('token', 'Acme')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'token-desk: The app closed the connection without answering.\n',
    })
    const reset = await standIn((socket) => socket.once('data', () => socket.destroy()))
    expect((await reset.run('token', 'Acme')).code).toBe(1)
  })

  it('a reply split over many small writes is read whole', async () => {
    const reply = `${JSON.stringify({ ok: true, value: { pong: true } })}\n`
    const app = await standIn((socket) =>
      socket.once('data', async () => {
        for (const char of reply) {
          socket.write(char)
          await new Promise((resolve) => setImmediate(resolve))
        }
        socket.end()
      }),
    )
    expect(await exchange(app.endpoint, { op: 'ping' }, 5000)).toEqual({
      kind: 'reply',
      reply: { ok: true, value: { pong: true } },
    })
  })
})
