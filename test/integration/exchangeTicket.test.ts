import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ExchangeTrace } from '../../src/shared/model/exchange'
import { sayIn } from '../../src/shared/i18n/sayIn'
import { startSandbox } from '../../src/sandbox/server'
import { DEMO_TAG } from '../../src/shared/model/demo'
import { coreIn } from '../helpers/core'
import { copied, demoProfile, expectError, requestTemplate, unwrap } from '../helpers/api'
import { startForwardProxy } from '../helpers/forwardProxy'
import { filesUnder, leaksIn } from '../helpers/secretScan'
import { useTempDirs } from '../helpers/tempDir'
import { startTlsFront } from '../helpers/tlsFront'
import { useTlsRig } from '../helpers/tlsRig'

const newDir = useTempDirs()
const rig = useTlsRig()

const PASSWORD = 'demo-password'
const WRONG = 'not-the-Password-7'
const proxyCredentials = { username: 'corp\\support', password: 'proxy-password-42' }

type Core = ReturnType<typeof coreIn>

/** The newest exchange of a profile, and the activity entry that links it. */
async function newest(core: Core, profileId: string) {
  const [entry] = await unwrap(core.api.listActivity({ profileId }))
  const traces = await unwrap(core.api.listExchanges({ profileId }))
  const trace = traces.find((t) => t.id === entry?.exchangeId)
  expect(trace, 'the activity entry links its exchange').toBeDefined()
  return { entry: entry!, trace: trace!, traces }
}

/** The report as the clipboard gets it, checked to be the one Save as… writes. */
async function report(core: Core, trace: ExchangeTrace): Promise<string> {
  await unwrap(core.api.copyTicket({ profileId: trace.profileId, exchangeId: trace.id }))
  const text = await core.clipboard.readText()
  const saved = await unwrap(
    core.api.saveTicket({ profileId: trace.profileId, exchangeId: trace.id }),
  )
  expect(saved.fileName).toMatch(/^token-desk-ticket-.*\.md$/)
  // The same report but for when it was made: the two calls may fall either side of a second.
  expect(withoutMadeAt(saved.text)).toBe(withoutMadeAt(text))
  return text
}

const withoutMadeAt = (text: string): string => text.replace(/^- Report made \S+/m, '- Report made')

/** The report's curl (the sh block under Reproduce). */
const curlOf = (text: string): string => {
  const match = /## Reproduce[\s\S]*?```sh\n([\s\S]*?)\n```/.exec(text)
  expect(match, 'a curl under Reproduce').not.toBeNull()
  return match![1]!
}

/**
 * Runs the curl with its placeholders filled, as the docs say; the HTTP status
 * it got. Asynchronously: the sandbox answering it runs in this process.
 */
async function runCurl(curl: string, username: string, password: string): Promise<number> {
  expect(curl).toContain('$TOKEN_DESK_USERNAME')
  expect(curl).toContain('<password>')
  const filled = curl.replace('<password>', password.replace(/'/g, `'\\''`))
  const { stdout } = await promisify(execFile)(
    'sh',
    ['-c', `${filled} -o /dev/null -w '%{http_code}'`],
    { env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', TOKEN_DESK_USERNAME: username } },
  )
  return Number(stdout)
}

describe('the exchange of a token attempt', () => {
  it('is kept with the activity entry, redacted, and a ticket reproduces it with curl (200, then 401)', async () => {
    const dir = newDir()
    const core = coreIn(dir)
    const p = await demoProfile(core.api, rig.sandbox)
    await unwrap(core.api.getToken({ profileId: p.id }))
    const good = await newest(core, p.id)
    expect(good.entry.kind).toBe('obtained')
    expect(good.trace).toMatchObject({
      kind: 'token',
      section: '4.1',
      route: { kind: 'direct' },
      tls: null,
      response: { status: 200 },
      outcome: { ok: true },
      request: { method: 'POST', body: '{"username":"demo","password":"<password>"}' },
    })
    expect(good.trace.request.url).toBe(`${rig.sandbox.urls.portal}/_rest/v4/authenticate`)
    // Measured from the socket: connect and the first byte came; an address needs no lookup.
    expect(good.trace.timing.connectMs).not.toBeNull()
    expect(good.trace.timing.firstByteMs).not.toBeNull()
    expect(good.trace.timing.totalMs).not.toBeNull()
    expect(good.trace.timing.tlsMs).toBeNull()
    const goodReport = await report(core, good.trace)
    expect(goodReport).toContain('Customer portal (spec 4.1)')
    expect(goodReport).toContain('| TLS | not measured |')
    expect(await runCurl(curlOf(goodReport), 'demo', PASSWORD)).toBe(200)

    const wrong = await expectError(
      core.api.getToken({ profileId: p.id, password: WRONG }),
      'auth-rejected',
    )
    const bad = await newest(core, p.id)
    expect(bad.entry.kind).toBe('failed')
    expect(bad.trace).toMatchObject({
      response: { status: 401 },
      outcome: { ok: false, code: 'auth-rejected', message: wrong.message },
    })
    const badReport = await report(core, bad.trace)
    expect(badReport).toContain('`auth-rejected`')
    expect(badReport).toContain('## Next steps')
    expect(await runCurl(curlOf(badReport), 'demo', WRONG)).toBe(401)
    // The same curl with the right password: the placeholders are the only difference.
    expect(await runCurl(curlOf(badReport), 'demo', PASSWORD)).toBe(200)

    const token = await copied(core, p.id, 'token')
    await core.flush()
    const leaks = leaksIn(
      [
        ['good report', goodReport],
        ['bad report', badReport],
        ['traces', JSON.stringify(bad.traces)],
        ...filesUnder(join(dir, 'exchanges')),
        ...filesUnder(join(dir, 'activity')),
      ],
      [PASSWORD, WRONG, token],
    )
    expect(leaks).toEqual([])
  })

  it('through a proxy that wants credentials, over TLS: the route, the chain and no proxy password', async () => {
    const proxy = await startForwardProxy({ credentials: proxyCredentials })
    rig.track(proxy)
    const portal = await startTlsFront(rig.sandbox.urls.portal, rig.pki.server)
    rig.track(portal)
    const dir = newDir()
    const core = coreIn(dir)
    await unwrap(
      core.api.updateSettings({
        proxyMode: 'manual',
        proxyUrl: proxy.url,
        proxyBypass: [],
        extraCaFiles: [rig.pki.caFile],
        proxyUsername: proxyCredentials.username,
      }),
    )
    await unwrap(
      core.api.setProxyPassword({ password: proxyCredentials.password, proxy: proxy.url }),
    )
    const p = await demoProfile(core.api, rig.sandbox, { baseUrl: portal.url })
    await unwrap(core.api.getToken({ profileId: p.id }))
    await expectError(core.api.getToken({ profileId: p.id, password: WRONG }), 'auth-rejected')
    const token = await copied(core, p.id, 'token')

    const traces = await unwrap(core.api.listExchanges({ profileId: p.id }))
    expect(traces.map((t) => t.response?.status)).toEqual([401, 200])
    for (const trace of traces) {
      expect(trace.route).toEqual({
        kind: 'proxy',
        proxy: new URL(proxy.url).host,
        tunnel: true,
        credentialsSent: true,
      })
      expect(trace.tls?.pin).toBe('none')
      expect(trace.tls?.chain[0]).toMatchObject({ sha256: expect.stringMatching(/^[0-9a-f]{64}$/) })
    }
    // The second attempt went over the tunnel the first opened, kept alive: the route and chain
    // are that connection's (its tunnel took the credentials), its handshake is not this one's.
    expect(traces.map((t) => t.timing.tlsMs !== null)).toEqual([false, true])
    const reports: string[] = []
    for (const trace of traces) reports.push(await report(core, trace))
    await core.flush()
    expect(reports[0]).toContain("--proxy-user '<proxy user>:<proxy password>'")
    expect(reports[0]).toContain('SHA-256 `')
    const leaks = leaksIn(
      [
        ...reports.map((text, i): [string, string] => [`report ${i}`, text]),
        ['traces', JSON.stringify(traces)],
        ...filesUnder(join(dir, 'exchanges')),
        ...filesUnder(join(dir, 'activity')),
      ],
      [PASSWORD, WRONG, token, proxyCredentials.password],
    )
    expect(leaks).toEqual([])
  })

  it('a test request keeps its exchange too: <token> in it, $TOKEN in the curl, the same status', async () => {
    const dir = newDir()
    const core = coreIn(dir)
    const p = await demoProfile(core.api, rig.sandbox)
    await unwrap(core.api.getToken({ profileId: p.id }))
    const run = await unwrap(
      core.api.sendRequest({
        profileId: p.id,
        runId: 'ticket-run',
        request: requestTemplate('analytics'),
      }),
    )
    expect(run.status).toBe(200)
    expect(run.exchangeId).not.toBeNull()
    const traces = await unwrap(core.api.listExchanges({ profileId: p.id }))
    const trace = traces.find((t) => t.id === run.exchangeId)!
    expect(trace).toMatchObject({ kind: 'request', section: null, response: { status: 200 } })
    expect(trace.request.headers).toContainEqual(['Authorization', 'Bearer <token>'])
    const text = await report(core, trace)
    const curl = curlOf(text)
    expect(curl).toContain('"$TOKEN"')
    const token = await copied(core, p.id, 'token')
    const { stdout } = await promisify(execFile)(
      'sh',
      ['-c', `${curl} -o /dev/null -w '%{http_code}'`],
      { env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', TOKEN: token } },
    )
    expect(Number(stdout)).toBe(200)
    await core.flush()
    expect(
      leaksIn(
        [
          ['report', text],
          ['traces', JSON.stringify(traces)],
          ...filesUnder(join(dir, 'exchanges')),
        ],
        [PASSWORD, token],
      ),
    ).toEqual([])
  })

  it('a test request that gets no answer keeps its exchange, and its error names it for a ticket', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const core = coreIn(newDir())
    const p = await demoProfile(core.api, rig.sandbox, { apiHostUrl: `http://127.0.0.1:${port}` })
    await unwrap(core.api.getToken({ profileId: p.id }))
    const error = await expectError(
      core.api.sendRequest({
        profileId: p.id,
        runId: 'no-answer',
        request: requestTemplate('analytics'),
      }),
      'network',
    )
    expect(error.exchangeId).toEqual(expect.any(String))
    const trace = (await unwrap(core.api.listExchanges({ profileId: p.id }))).find(
      (t) => t.id === error.exchangeId,
    )
    expect(trace).toMatchObject({ kind: 'request', response: null })
    const saved = await unwrap(
      core.api.saveTicket({ profileId: p.id, exchangeId: error.exchangeId ?? '' }),
    )
    expect(saved.text).toContain(`127.0.0.1:${port}`)
  })

  it('a ticket for an exchange no longer kept says so', async () => {
    const core = coreIn(newDir())
    const p = await demoProfile(core.api, rig.sandbox)
    const error = await expectError(
      core.api.copyTicket({ profileId: p.id, exchangeId: 'gone' }),
      'not-found',
    )
    expect(error.message).toBe('That exchange is no longer kept: a profile keeps its last 10.')
    expect(sayIn('de', error.said!)).toBe(
      'Dieser Austausch wird nicht mehr aufbewahrt: Ein Profil behält seine letzten 10.',
    )
  })
})

describe('a test request sent again after its token was refused', () => {
  it("keeps both sends, and the ticket proves the refusal: the first token's validity left, the 401, then the 200", async () => {
    const HOUR = 3_600_000
    const issuedAt = Date.parse('2026-12-03T08:00:00Z')
    let appNow = issuedAt
    // The service's own clock: moved past the token's expiry, it refuses the token the app still
    // believes valid (as one that revoked it), and a new one works.
    let serviceNow = issuedAt
    const service = await startSandbox({ clock: () => serviceNow })
    try {
      const dir = newDir()
      const core = coreIn(dir, { clock: () => appNow })
      const p = await demoProfile(core.api, service)
      await unwrap(core.api.getToken({ profileId: p.id }))
      const token = await copied(core, p.id, 'token')
      appNow += 3 * HOUR
      serviceNow += 25 * HOUR
      const run = await unwrap(
        core.api.sendRequest({
          profileId: p.id,
          runId: 'again',
          request: requestTemplate('analytics'),
        }),
      )
      expect(run).toMatchObject({ status: 200, retry: { kind: 'resent', firstStatus: 401 } })
      const traces = await unwrap(core.api.listExchanges({ profileId: p.id }))
      const second = traces.find((t) => t.id === run.exchangeId)!
      const first = traces.find((t) => t.id === second.resentAfter?.exchangeId)
      expect(second).toMatchObject({
        response: { status: 200 },
        resentAfter: { status: 401 },
        sentToken: { issuedAt: appNow },
      })
      expect(first).toMatchObject({
        kind: 'request',
        at: appNow,
        response: { status: 401 },
        sentToken: { issuedAt, expiresAt: issuedAt + 24 * HOUR },
      })
      const text = await report(core, second)
      expect(text).toMatch(
        /^# Test request: answered \(200\) after its first token was refused \(401\)\n/,
      )
      const section = text.slice(
        text.indexOf('## First send: answered 401, so sent again with a new token'),
        text.indexOf('## Request'),
      )
      expect(section).toContain('21 h of its validity left when sent')
      expect(section).toContain('HTTP 401')
      // The first send's ticket of its own says the same of its token, and Token activity's
      // refusal links it (Show exchange, Copy for a ticket there).
      expect(await report(core, first!)).toContain('21 h of its validity left when sent')
      const activity = await unwrap(core.api.listActivity({ profileId: p.id }))
      expect(activity.find((entry) => entry.kind === 'rejected')).toMatchObject({
        status: 401,
        exchangeId: first!.id,
      })
      await core.flush()
      expect(
        leaksIn([['report', text], ...filesUnder(join(dir, 'exchanges'))], [PASSWORD, token]),
      ).toEqual([])
    } finally {
      await service.close()
    }
  })
})

describe('Verify now on a refused token', () => {
  it("keeps its exchange with the token's times, linked from the refusal", async () => {
    const issuedAt = Date.parse('2026-12-03T08:00:00Z')
    let serviceNow = issuedAt
    const service = await startSandbox({ clock: () => serviceNow })
    try {
      const core = coreIn(newDir(), { clock: () => issuedAt + 3_600_000 })
      // A demo profile's probe is the sandbox's whoami.
      const p = await demoProfile(core.api, service, { tags: [DEMO_TAG] })
      await unwrap(core.api.getToken({ profileId: p.id }))
      serviceNow += 25 * 3_600_000
      expect(await unwrap(core.api.verifyToken({ profileId: p.id }))).toMatchObject({
        kind: 'rejected',
        status: 401,
      })
      const [entry] = await unwrap(core.api.listActivity({ profileId: p.id }))
      expect(entry).toMatchObject({ kind: 'rejected', trigger: 'manual' })
      const trace = (await unwrap(core.api.listExchanges({ profileId: p.id }))).find(
        (t) => t.id === entry?.exchangeId,
      )
      expect(trace).toMatchObject({ kind: 'verify', response: { status: 401 } })
      const text = await report(core, trace!)
      expect(text).toMatch(/^# Verify now: answered \(401\)\n/)
      expect(text).toContain('24 h of its validity left when sent')
    } finally {
      await service.close()
    }
  })
})

describe('a test request refused with a new token too', () => {
  it('the ticket quotes the service and its challenge, and puts the fault on the request', async () => {
    const core = coreIn(newDir())
    const p = await demoProfile(core.api, rig.sandbox)
    await unwrap(core.api.getToken({ profileId: p.id }))
    // The analytics API takes "Bearer <token>" only: sent bare, every token gets 401.
    const run = await unwrap(
      core.api.sendRequest({
        profileId: p.id,
        runId: 'bare',
        request: { ...requestTemplate('analytics'), authStyle: 'bare' },
      }),
    )
    expect(run).toMatchObject({ status: 401, retry: { kind: 'resent', firstStatus: 401 } })
    const trace = (await unwrap(core.api.listExchanges({ profileId: p.id }))).find(
      (t) => t.id === run.exchangeId,
    )!
    const text = await report(core, trace)
    expect(text).toMatch(
      /^# Test request: answered \(401\) with its first token and with a new one\n/,
    )
    expect(text).toContain('- **Conclusion:** a token issued moments before was refused too (401)')
    // The service's words and its challenge as it sent them: no credential is in either.
    expect(text).toContain('Bearer token required')
    expect(text).toContain('www-authenticate: Bearer')
    expect(text).not.toContain('www-authenticate: ‹redacted›')
  })
})
