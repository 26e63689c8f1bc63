import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { coreIn } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import { unwrap } from '../helpers/api'
import { loopbackServer, type LoopbackServer } from '../helpers/loopbackServer'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())

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
      const core = coreIn(newDir())
      const p = await unwrap(
        core.api.createProfile({
          ...demoLogin(sandbox),
          apiHostUrl: own.url,
        }),
      )
      await unwrap(core.api.getToken({ profileId: p.id }))
      const result = await unwrap(
        core.api.sendRequest({
          profileId: p.id,
          runId: `r-${code}-${method}`,
          request: {
            name: 'Not redirected',
            method,
            url: '/start',
            relativeTo: 'api',
            headers: [{ name: 'X-Api-Key', value: 'user-header-secret' }],
            body: method === 'GET' ? '' : '{"note":"body-secret"}',
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
