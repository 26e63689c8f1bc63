import { createServer, type Server, type Socket } from 'node:net'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { cliEndpoint, prepareEndpoint } from '../../src/main/core/cli/endpoint'
import { runIn, testHost } from '../helpers/cli'
import { useTempDirs } from '../helpers/tempDir'

/*
 * `status --timeout` was accepted and ignored: status waited 15 s for an app
 * that took the connection and never answered (a main process stuck in a
 * keychain prompt, or hung), whatever a health check asked for.
 */

const newDir = useTempDirs()
const servers: Server[] = []
const sockets: Socket[] = []
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy()
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))))
})

/** An app that takes every connection and answers nothing. */
async function silentApp() {
  const dir = newDir()
  const dataDir = join(dir, 'data')
  const host = testHost(dir)
  const endpoint = cliEndpoint(dataDir, host)
  prepareEndpoint(endpoint)
  const server = createServer((socket) => void sockets.push(socket))
  servers.push(server)
  await new Promise<void>((done) => server.listen(endpoint, done))
  return { host, dataDir }
}

describe('token-desk status --timeout', () => {
  it('gives up on an app that does not answer after the time asked, exit 7', async () => {
    const { host, dataDir } = await silentApp()
    const started = performance.now()
    const run = await runIn(host, dataDir, ['status', '--timeout', '300ms'])
    const took = performance.now() - started
    expect(run.code).toBe(7)
    expect(run.stderr).toBe(
      'token-desk: No answer from Token Desk within 300ms: it may be stuck.\n',
    )
    expect(took).toBeGreaterThanOrEqual(290)
    expect(took).toBeLessThan(3000)
    // What is known without the app, as when it does not run.
    expect(run.stdout).toBe(
      `Token Desk does not answer for ${dataDir}\n  (${cliEndpoint(dataDir, host)} takes the connection).\nProfile:      none by default (no TOKEN_DESK_PROFILE, no .token-desk.json here or above): name one\n`,
    )
  })

  it('--json answers with the same keys in every state: what the app would say is null', async () => {
    const { host, dataDir } = await silentApp()
    const run = await runIn(host, dataDir, ['status', '--json', '--timeout', '300ms'])
    expect(run.code).toBe(7)
    expect(JSON.parse(run.stdout)).toEqual({
      running: true,
      dataDir,
      endpoint: cliEndpoint(dataDir, host),
      client: expect.any(String),
      access: null,
      app: null,
      defaultProfile: null,
    })
    expect(run.stderr).toBe(
      'token-desk: No answer from Token Desk within 300ms: it may be stuck.\n',
    )
  })

  it('a command that waits says its own --timeout, and apart the grace for the app’s reply', async () => {
    const { host, dataDir } = await silentApp()
    const run = await runIn(host, dataDir, ['token', 'Acme', '--timeout', '300ms'], {
      replyGraceMs: 200,
    })
    expect(run.code).toBe(7)
    expect(run.stderr).toBe(
      'token-desk: No answer from Token Desk: --timeout 300ms passed, and 200ms more for its reply. It may be stuck (token-desk status says whether it answers).\n',
    )
  })

  it('names the option and its default in the help', async () => {
    const { host, dataDir } = await silentApp()
    const help = await runIn(host, dataDir, ['status', '--help'])
    expect(help.stdout).toContain(
      "--timeout <duration>  how long to wait for the app's answer (default 5s)",
    )
    expect(help.stdout).toContain('7 it did not answer within\n--timeout')
  })
})
