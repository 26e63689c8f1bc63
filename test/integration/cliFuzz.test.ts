import { connect, type Socket } from 'node:net'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { listenLines } from '../../src/main/core/cli/lineServer'
import { cliCore } from '../helpers/cli'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
const stops: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop()
})

interface Seen {
  /** Everything the server wrote back. */
  data: string
  /** It closed (or reset) the connection. */
  closed: boolean
}

/** Sends `chunks` (then half-closes if asked) and collects the answer until the server closes. */
function send(
  path: string,
  chunks: (string | Uint8Array)[],
  options: { end?: boolean } = {},
): Promise<Seen> {
  return new Promise((resolve) => {
    const socket: Socket = connect(path)
    let data = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (data += chunk))
    socket.on('error', () => undefined)
    socket.on('close', () => resolve({ data, closed: true }))
    socket.on('connect', () => {
      for (const chunk of chunks) socket.write(chunk)
      if (options.end) socket.end()
    })
  })
}

const ping = `${JSON.stringify({ v: 1, op: 'ping' })}\n`

/** The server still answers a good request after whatever came before. */
async function answersPing(path: string): Promise<void> {
  expect(await send(path, [ping])).toEqual({
    data: '{"ok":true,"value":{"pong":true}}\n',
    closed: true,
  })
}

const refusal = (seen: Seen): string => {
  const reply = JSON.parse(seen.data) as { ok: boolean; error: { code: string; message: string } }
  expect(reply.ok).toBe(false)
  return reply.error.code
}

async function rig() {
  const r = await cliCore(newDir())
  stops.push(r.stop)
  return r
}

describe('the command line endpoint under bad input', () => {
  it('answers random bytes with a refusal (or a closed connection) and keeps serving', async () => {
    const { endpoint } = await rig()
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 2000 }), async (bytes) => {
        const seen = await send(endpoint, [bytes], { end: true })
        expect(seen.closed).toBe(true)
        if (seen.data !== '') expect(refusal(seen)).toBe('bad-request')
      }),
      { numRuns: 150 },
    )
    await answersPing(endpoint)
  })

  it('answers any JSON that is not a request with bad-request, never more', async () => {
    const r = await rig()
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        const seen = await send(r.endpoint, [`${JSON.stringify(value)}\n`])
        expect(refusal(seen)).toBe('bad-request')
      }),
      { numRuns: 150 },
    )
    // Shapes close to real requests.
    const client = { id: 'not-a-uuid', name: 'x' }
    for (const line of [
      { v: 1, op: 'token', client, prompt: true, profile: 'a', minTtlMs: 0, timeoutMs: 1 },
      {
        v: 1,
        op: 'token',
        client: { id: crypto.randomUUID(), name: 'x' },
        prompt: true,
        profile: '',
        minTtlMs: 0,
        timeoutMs: 1,
      },
      {
        v: 1,
        op: 'list',
        client: { id: crypto.randomUUID(), name: 'x' },
        prompt: true,
        timeoutMs: 10 ** 9,
      },
      { v: 1, op: 'status' },
      { v: 1, op: '__proto__' },
    ]) {
      expect(refusal(await send(r.endpoint, [`${JSON.stringify(line)}\n`]))).toBe('bad-request')
    }
    const future = await send(r.endpoint, [`${JSON.stringify({ v: 2, op: 'ping' })}\n`])
    expect(JSON.parse(future.data).error.message).toContain(
      'version 1 of the command line protocol',
    )
    expect(r.prompts).toHaveLength(0)
    await answersPing(r.endpoint)
  })

  it('refuses an oversized line without reading it all, and closes', async () => {
    const { endpoint } = await rig()
    const seen = await send(endpoint, ['{"v":1,"op":"ping","pad":"', 'x'.repeat(4 * 1024 * 1024)])
    expect(seen.closed).toBe(true)
    expect(JSON.parse(seen.data).error.message).toBe('The request is longer than 16384 bytes.')
    await answersPing(endpoint)
  })

  it('takes a last line without its newline at half-close; a bare half-close gets nothing', async () => {
    const { endpoint } = await rig()
    expect((await send(endpoint, [ping.trim()], { end: true })).data).toBe(
      '{"ok":true,"value":{"pong":true}}\n',
    )
    expect(await send(endpoint, [], { end: true })).toEqual({ data: '', closed: true })
    // A request split over many writes is one request.
    expect(
      (
        await send(
          endpoint,
          [...ping].map((c) => c),
        )
      ).data,
    ).toContain('"pong":true')
    await answersPing(endpoint)
  })

  it('does not let idle connections crowd out a good one', async () => {
    const { endpoint } = await rig()
    const idle = Array.from({ length: 300 }, () => connect(endpoint).on('error', () => undefined))
    try {
      await answersPing(endpoint)
    } finally {
      for (const socket of idle) socket.destroy()
    }
  })

  it('gives a slow sender a deadline, then closes (slowloris)', async () => {
    const path = join(newDir(), 's.sock')
    const server = await listenLines({
      path,
      handle: async (line) => `echo ${line}`,
      refuse: (reason) => `refused: ${reason}`,
      maxLineBytes: 1024,
      readTimeoutMs: 150,
      maxConnections: 10,
      log: () => undefined,
    })
    stops.push(() => server.close())
    const slow = new Promise<Seen>((resolve) => {
      const socket = connect(path)
      let data = ''
      socket.setEncoding('utf8').on('data', (chunk: string) => (data += chunk))
      const drip = setInterval(() => socket.writable && socket.write('x'), 20)
      socket.on('close', () => {
        clearInterval(drip)
        resolve({ data, closed: true })
      })
      socket.on('error', () => undefined)
    })
    expect(await slow).toEqual({
      data: 'refused: No complete request within 150 ms.\n',
      closed: true,
    })
    expect((await send(path, ['hello\n'])).data).toBe('echo hello\n')
  })

  it('drops a client that never reads its answer', async () => {
    const path = join(newDir(), 'l.sock')
    const answer = 'y'.repeat(32 * 1024 * 1024)
    const server = await listenLines({
      path,
      handle: async () => answer,
      refuse: (reason) => reason,
      maxLineBytes: 1024,
      readTimeoutMs: 1000,
      maxConnections: 10,
      lingerMs: 100,
      log: () => undefined,
    })
    stops.push(() => server.close())
    const socket = connect(path)
    socket.on('error', () => undefined)
    socket.write('go\n')
    socket.pause()
    await new Promise((resolve) => setTimeout(resolve, 400))
    // Reading now gets what the kernel held, then the end: the server gave up on the rest.
    let received = 0
    socket.on('data', (chunk: Buffer) => (received += chunk.length))
    await new Promise<void>((resolve) => socket.on('close', () => resolve()).resume())
    expect(received).toBeLessThan(answer.length)
  })
})
