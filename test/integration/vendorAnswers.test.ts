import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { toCliFailure } from '../../src/main/core/cli/servicesBackend'
import { createNodeTransport } from '../../src/main/core/protocol/network/nodeTransport'
import { plainConfig } from '../../src/main/core/protocol/network/transport'
import { requestToken, type ObtainedToken } from '../../src/main/core/protocol/tokenClient'
import { AppFailure, type AppError } from '../../src/shared/ipc/errors'
import type { RecordedExchange } from '../../src/shared/model/exchange'
import { loopbackServer, type LoopbackServer } from '../helpers/loopbackServer'

/*
 * Answers a vendor could plausibly give that the spec does not show, each
 * from a real server on loopback through the app's token request: what a
 * tester must be told, and what the trace must keep to prove it to the vendor.
 */

const servers: LoopbackServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()))
})

const transport = createNodeTransport({ config: async () => plainConfig })

async function ask(
  respond: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ result: ObtainedToken | AppError; trace: RecordedExchange | null }> {
  const server = await loopbackServer(respond)
  servers.push(server)
  let trace: RecordedExchange | null = null
  try {
    const result = await requestToken(
      transport,
      {
        baseUrl: server.url,
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
