import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBoundary, type Boundary } from '../../src/harness/boundary'

const MiB = 1024 * 1024

/** Streams `bytes` of body in 1 MiB chunks (as a client uploading a huge call) and returns the answer. */
function post(url: string, bytes: number, key: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Harness-Key': key },
    })
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      )
    })
    req.on('error', reject)
    const chunk = Buffer.alloc(MiB, 'x')
    let sent = 0
    const write = () => {
      while (sent < bytes) {
        const piece = chunk.subarray(0, Math.min(MiB, bytes - sent))
        sent += piece.length
        if (!req.write(piece)) return void req.once('drain', write)
      }
      req.end()
    }
    write()
  })
}

/**
 * The harness answers a call over its limit with 413 however large it is
 * (src/harness/boundary.ts): the body is read and dropped, never cut off
 * with a connection reset.
 */
describe('the harness boundary and oversized calls', () => {
  let boundary: Boundary
  beforeAll(async () => {
    boundary = await startBoundary({
      port: 0,
      // Not read by these calls (only the page's preload request reads them).
      preloadFile: '/nonexistent/preload.cjs',
      pageElectronFile: '/nonexistent/electron-renderer.cjs',
    })
  })
  afterAll(() => boundary.close())

  it.each([3 * MiB, 64 * MiB + 1, 80 * MiB])(
    'answers an IPC call of %i bytes with 413',
    async (size) => {
      const answer = await post(
        `${boundary.url}__ipc/token-desk%3AlistProfiles`,
        size,
        boundary.key,
      )
      expect(answer.status).toBe(413)
      expect(JSON.parse(answer.body)).toMatchObject({ ok: false, message: /larger than/ })
    },
  )

  it.each(['__harness/dialogs/1', '__harness/shortcut', '__harness/clock'])(
    'answers an oversized body to %s with 413',
    async (path) => {
      const answer = await post(`${boundary.url}${path}`, 70 * MiB, boundary.key)
      expect(answer.status).toBe(413)
      expect(answer.body).toMatch(/larger than/)
    },
  )

  it('still answers after them', async () => {
    const answer = await fetch(`${boundary.url}__harness/clock`, {
      headers: { 'X-Harness-Key': boundary.key },
    })
    expect(answer.status).toBe(200)
  })
})
