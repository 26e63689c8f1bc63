import { gzipSync } from 'node:zlib'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { coreIn } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import { profileWithToken, unwrap } from '../helpers/api'
import { loopbackServer, type LoopbackServer } from '../helpers/loopbackServer'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())
let own: LoopbackServer | null = null
afterEach(async () => {
  await own?.close()
  own = null
})

const body = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i })) })

/**
 * A test request's answer shows its headers as they came (curl -i's view):
 * Node's parsed headers drop a repeated Content-Type and axios deletes
 * Content-Encoding once it has decompressed.
 */
describe('the headers of a test request’s answer', () => {
  it('show Content-Encoding and every repeated line, in order; the size is the body’s, decoded', async () => {
    const zipped = gzipSync(body)
    own = await loopbackServer((_req, res) => {
      res.writeHead(200, [
        ['Content-Type', 'application/json'],
        ['Content-Type', 'text/plain'],
        ['Content-Encoding', 'gzip'],
        ['Content-Length', String(zipped.length)],
        ['X-Trace', 'one'],
        ['X-Trace', 'two'],
      ])
      res.end(zipped)
    })
    const core = coreIn(newDir())
    const p = await profileWithToken(core.api, demoLogin(sandbox, { apiHostUrl: own.url }))
    const result = await unwrap(
      core.api.sendRequest({
        profileId: p.id,
        runId: 'headers',
        request: {
          name: 'Compressed',
          method: 'GET',
          url: '/items',
          relativeTo: 'api',
          headers: [],
          body: '',
        },
      }),
    )
    expect(result.body).toBe(body)
    const shown = result.headers.filter(([name]) => name !== 'date' && name !== 'connection')
    expect(shown.slice(0, 6)).toEqual([
      ['content-type', 'application/json'],
      ['content-type', 'text/plain'],
      ['content-encoding', 'gzip'],
      ['content-length', String(zipped.length)],
      ['x-trace', 'one'],
      ['x-trace', 'two'],
    ])
    // The body's size as shown, not the compressed bytes Content-Length counts.
    expect(zipped.length).toBeLessThan(body.length)
    expect(result.sizeBytes).toBe(body.length)
    // The exchange a ticket copies says the same.
    const [trace] = await unwrap(core.api.listExchanges({ profileId: p.id }))
    expect(trace?.response?.headers).toContainEqual(['content-encoding', 'gzip'])
    expect(trace?.response?.headers.filter(([name]) => name === 'content-type')).toHaveLength(2)
  })

  it('says a body cut at the cap by its whole size, as Content-Length gives it', async () => {
    const big = 'x'.repeat(3 * 1024 * 1024)
    own = await loopbackServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': String(big.length) })
      res.end(big)
    })
    const core = coreIn(newDir())
    const p = await profileWithToken(core.api, demoLogin(sandbox, { apiHostUrl: own.url }))
    const result = await unwrap(
      core.api.sendRequest({
        profileId: p.id,
        runId: 'big',
        request: {
          name: 'Big',
          method: 'GET',
          url: '/big',
          relativeTo: 'api',
          headers: [],
          body: '',
        },
      }),
    )
    expect(result.truncated).toBe(true)
    expect(result.sizeBytes).toBe(big.length)
  })
})
