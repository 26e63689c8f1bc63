import { createServer, type Server } from 'node:net'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run'
import { cliEndpoint, prepareEndpoint } from '../../src/main/core/cli/endpoint'
import type { CliProfileRow, CliReply } from '../../src/shared/cli/protocol'
import { testHost } from '../helpers/cli'
import { useTempDirs } from '../helpers/tempDir'

/*
 * Item 9 of the second audit: the token service's text and the profile names
 * reached the terminal raw, escape sequences and all. The app here is a
 * stand-in that answers with such text where the real one passes it on: a
 * refusal quoting the service, profile rows, a notice, the status.
 */

const newDir = useTempDirs()
const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))))
})

/** Anything a terminal would act on instead of showing. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const ACTIVE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u

const clipboard = '\x1b]52;c;ZWNobyBwd25lZA==\x07'
const title = '\x1b]0;title\x07'
const clear = '\x1b[2J\x1b[H'
const csi8 = '\x9b31m'
const evil = `Acme ${clipboard}${title}${clear}${csi8}`

const row = (over: Partial<CliProfileRow> = {}): CliProfileRow => ({
  id: 'p1',
  name: evil,
  accountId: `ACME-001${clear}`,
  accountName: title,
  portal: `portal${csi8}`,
  state: 'valid',
  expiresAt: Date.now() + 3_600_000,
  remainingMs: 3_600_000,
  password: 'stored',
  failure: null,
  ...over,
})

function answer(request: { op: string; profile?: string }): CliReply {
  if (request.op === 'status')
    return {
      ok: true,
      value: {
        access: { kind: 'approved', until: null },
        app: { version: `1.0${title}`, runtime: `electron${csi8}`, dataDir: `/data${clear}` },
      },
    }
  if (request.op === 'list') return { ok: true, value: [row(), row({ id: 'p2', name: 'Other' })] }
  if (request.profile === 'refused')
    return {
      ok: false,
      error: {
        code: 'refused',
        message: `The service refused the login (401). The service said: ${clipboard}${clear}Unauthorized${csi8}`,
      },
    }
  if (request.profile === 'unknown')
    return {
      ok: false,
      error: {
        code: 'unknown-profile',
        message: `No profile is called “${request.profile}${title}”.`,
        candidates: [row()],
      },
    }
  return {
    ok: true,
    value: {
      profile: { id: 'p1', name: evil },
      accountId: 'ACME-001',
      token: `tok${clear}`,
      authorization: `Bearer tok${clear}`,
      expiresAt: Date.now() + 60_000,
      notice: `The new token is valid for 60 s only ${title}${clear}`,
    },
  }
}

async function stubApp() {
  const dir = newDir()
  const dataDir = join(dir, 'data')
  const host = testHost(dir)
  const endpoint = cliEndpoint(dataDir, host)
  prepareEndpoint(endpoint)
  const server = createServer((socket) => {
    socket.once('data', (chunk) => {
      socket.end(`${JSON.stringify(answer(JSON.parse(chunk.toString('utf8'))))}\n`)
    })
    socket.on('error', () => undefined)
  })
  servers.push(server)
  await new Promise<void>((done) => server.listen(endpoint, done))
  return async (argv: string[], stdoutIsTerminal: boolean) => {
    let stdout = ''
    let stderr = ''
    const code = await runCli(argv, {
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
      host,
      defaultDataDir: dataDir,
      version: '0.0.0-test',
      stdoutIsTerminal,
    })
    return { code, stdout, stderr }
  }
}

describe('what token-desk prints for people', () => {
  it('shows the service’s escape sequences in a refusal as text', async () => {
    const run = await stubApp()
    const refused = await run(['token', 'refused'], true)
    expect(refused.code).toBe(5)
    expect(refused.stderr).not.toMatch(ACTIVE)
    expect(refused.stderr).toBe(
      'token-desk: The service refused the login (401). The service said: ' +
        '\\x1b]52;c;ZWNobyBwd25lZA==\\x07\\x1b[2J\\x1b[HUnauthorized\\x9b31m\n',
    )
  })

  it('shows profile names, accounts and portals with escapes, in the table and the candidates', async () => {
    const run = await stubApp()
    for (const terminal of [true, false]) {
      const list = await run(['list'], terminal)
      expect(list.code).toBe(0)
      expect(list.stdout).not.toMatch(ACTIVE)
      expect(list.stdout).toContain('Acme \\x1b]52;c;ZWNobyBwd25lZA==\\x07\\x1b]0;title\\x07')
    }
    const unknown = await run(['token', 'unknown'], true)
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).not.toMatch(ACTIVE)
    expect(unknown.stderr).toContain('No profile is called “unknown\\x1b]0;title\\x07”.')
    expect(unknown.stderr).toContain('Acme \\x1b]52;c;')
  })

  it('escapes the notice and the status, and stdout on a terminal', async () => {
    const run = await stubApp()
    const header = await run(['header', 'Acme'], true)
    expect(header.code).toBe(0)
    expect(header.stderr).not.toMatch(ACTIVE)
    expect(header.stdout).toBe('Authorization: Bearer tok\\x1b[2J\\x1b[H\n')
    const status = await run(['status'], true)
    expect(status.stdout).not.toMatch(ACTIVE)
    expect(status.stdout).toContain('version 1.0\\x1b]0;title\\x07, electron\\x9b31m')
    const json = await run(['list', '--json'], true)
    // JSON.stringify leaves DEL and C1 as they are: on a terminal they are escaped too.
    expect(json.stdout).not.toMatch(ACTIVE)
  })

  it('gives a pipe the value exactly: a script reads what the app sent', async () => {
    const run = await stubApp()
    const token = await run(['token', 'Acme'], false)
    expect(token.stdout).toBe(`tok${clear}\n`)
    const json = await run(['list', '--json'], false)
    expect((JSON.parse(json.stdout) as CliProfileRow[])[0]?.name).toBe(evil)
    // Messages are for people wherever stderr goes.
    expect(token.stderr).not.toMatch(ACTIVE)
  })
})
