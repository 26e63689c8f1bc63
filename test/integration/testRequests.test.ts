import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { coreIn } from '../helpers/core'
import { sayIn } from '../../src/shared/i18n/sayIn'
import type { InputOf } from '../../src/shared/ipc/contract'
import { expectError, profileWithToken, requestTemplate, unwrap, views } from '../helpers/api'
import { demoLogin } from '../helpers/demoLogin'
import { loopbackServer } from '../helpers/loopbackServer'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
let sandbox: Sandbox
let now = Date.UTC(2026, 10, 21)
const clock = () => now
beforeAll(async () => {
  sandbox = await startSandbox({ clock })
})
afterAll(() => sandbox.close())

/** The sandbox's demo login on its alternate portal, with its API host for test requests. */
const onAlternate = (overrides: Partial<InputOf<'createProfile'>> = {}) =>
  demoLogin(sandbox, {
    portal: 'alternate',
    baseUrl: sandbox.urls.alternate,
    apiHostUrl: sandbox.urls.apiHost,
    ...overrides,
  })

const lastAuthorization = () => sandbox.requests.at(-1)?.headers['authorization']

describe('templates against the sandbox', () => {
  it.each([
    ['analytics', 200, /"accountId":"ACME-001"/],
    ['sms', 202, /"status":"queued"/],
    ['flow', 200, /"flowId":"welcome"/],
  ])('%s → %i', async (id, status, body) => {
    const core = coreIn(newDir(), { clock })
    const p = await profileWithToken(core.api, onAlternate())
    const result = await unwrap(
      core.api.sendRequest({ profileId: p.id, runId: `t-${id}`, request: requestTemplate(id) }),
    )
    expect(result).toMatchObject({ status, renewedFirst: false, tokenRejected: false })
    expect(result.body).toMatch(body)
    expect(result.sent.url.startsWith(sandbox.urls.apiHost)).toBe(true)
    expect(lastAuthorization()).toMatch(/^Bearer [\w-]+$/)
  })
})

describe('Authorization style', () => {
  it('sends the bare token when asked, which analytics refuses (it wants Bearer) and SMS accepts', async () => {
    const core = coreIn(newDir(), { clock })
    const p = await profileWithToken(core.api, onAlternate())
    const analytics = await unwrap(
      core.api.sendRequest({
        profileId: p.id,
        runId: 'bare-1',
        request: { ...requestTemplate('analytics'), authStyle: 'bare' },
      }),
    )
    expect(lastAuthorization()).toMatch(/^[\w-]+$/)
    // A 401 on a token believed valid marks it rejected; the retry renews it and sends again,
    // and the new token, refused too, is not blamed: the request is at fault.
    expect(analytics).toMatchObject({
      status: 401,
      tokenRejected: true,
      retry: { kind: 'resent', firstStatus: 401 },
    })
    expect(analytics.body).toContain('Bearer token required')
    expect((await views(core.api))[0]?.token).toMatchObject({ rejectedAt: null })

    const sms = await unwrap(
      core.api.sendRequest({
        profileId: p.id,
        runId: 'bare-2',
        request: { ...requestTemplate('sms'), authStyle: 'bare' },
      }),
    )
    expect(sms).toMatchObject({ status: 202, renewedFirst: false })
  })
})

describe('expired, then renewed', () => {
  it('renews an expired token first when a password is kept, and says so', async () => {
    const core = coreIn(newDir(), { clock })
    const p = await profileWithToken(core.api, onAlternate())
    now += 25 * 3_600_000
    const before = sandbox.authCount()
    const result = await unwrap(
      core.api.sendRequest({
        profileId: p.id,
        runId: 'exp-1',
        request: requestTemplate('analytics'),
      }),
    )
    expect(result).toMatchObject({ status: 200, renewedFirst: true })
    expect(sandbox.authCount() - before).toBe(1)
  })

  it('does not send a password again that was refused, until a new one is entered', async () => {
    const core = coreIn(newDir(), { clock })
    const p = await profileWithToken(
      core.api,
      onAlternate({ username: 'rotated', password: 'rotated-password' }),
    )
    sandbox.setPassword('rotated', 'rotated-elsewhere')
    try {
      now += 25 * 3_600_000
      const send = (runId: string) =>
        core.api.sendRequest({ profileId: p.id, runId, request: requestTemplate('analytics') })
      // Renewing first, the kept password is refused: said, as any refusal.
      await expectError(send('rot-1'), 'auth-rejected')
      // Sent again, the request does not renew with it: each try is a step to a lock-out.
      const before = sandbox.authCount()
      const again = await expectError(send('rot-2'), 'auth-rejected')
      expect(again.message).toMatch(/refused \(401\) for “Acme”, and none has been entered since/)
      expect(sandbox.authCount()).toBe(before)
      // A new password entered: it goes.
      await unwrap(core.api.getToken({ profileId: p.id, password: 'rotated-elsewhere' }))
      expect(await unwrap(send('rot-3'))).toMatchObject({ status: 200 })
    } finally {
      sandbox.setPassword('rotated', 'rotated-password')
    }
  })

  it('asks for the password when none is kept', async () => {
    const dir = newDir()
    const p = await profileWithToken(coreIn(dir, { clock, protection: 'weak' }).api, onAlternate())
    now += 25 * 3_600_000
    // A restart on a machine without keyring: the session-only password is gone.
    const restarted = coreIn(dir, { clock, protection: 'weak' })
    const error = await expectError(
      restarted.api.sendRequest({ profileId: p.id, runId: 'np', request: requestTemplate('sms') }),
    )
    expect(error).toMatchObject({ code: 'no-password' })
    expect(error.message).toMatch(/enter the password/)
  })
})

describe('account scope (spec 5.3)', () => {
  it('warns before sending a token to another account, then shows the refusal', async () => {
    const core = coreIn(newDir(), { clock })
    const p = await profileWithToken(core.api, onAlternate())
    const foreign = { ...requestTemplate('flow'), body: '{"accountId": "GLOBEX-002"}' }
    const before = sandbox.requests.length
    expect(
      await expectError(
        core.api.sendRequest({ profileId: p.id, runId: 'acc-1', request: foreign }),
      ),
    ).toMatchObject({
      code: 'confirm-account',
      found: 'GLOBEX-002',
      expected: 'ACME-001',
    })
    expect(sandbox.requests.length).toBe(before)
    const refused = await unwrap(
      core.api.sendRequest({
        profileId: p.id,
        runId: 'acc-2',
        request: foreign,
        confirmAccount: true,
      }),
    )
    expect(refused.status).toBe(403)
    expect(refused.body).toContain('cannot trigger a flow under account GLOBEX-002')
    // 403 is not a rejection of the token itself.
    expect(refused.tokenRejected).toBe(false)
  })
})

describe('hosts', () => {
  it("asks once, in main's dialog, before sending the token to a host the profile does not name", async () => {
    const other = await loopbackServer((_req, res) => res.writeHead(200).end('ok'))
    try {
      const core = coreIn(newDir(), { clock })
      const p = await profileWithToken(core.api, onAlternate())
      const request = { ...requestTemplate('analytics'), url: `${other.url}/anything` }
      // The page cannot approve the host for itself: a confirmOrigin it sends means nothing.
      const declined = await expectError(
        core.dispatch('sendRequest', {
          profileId: p.id,
          runId: 'h1',
          request,
          confirmOrigin: other.url,
        }),
      )
      expect(declined).toEqual({
        code: 'declined',
        message: 'Not sent: it was not confirmed in the dialog.',
        said: {
          key: 'requests.confirm.declined',
          values: { notDone: { key: 'requests.confirm.notDone.sent' } },
        },
      })
      expect(sayIn('de', declined.said!)).toBe(
        'Nicht gesendet: Es wurde im Dialog nicht bestätigt.',
      )
      expect(other.hits).toHaveLength(0)
      expect(core.confirmations.asked).toEqual([
        expect.objectContaining({
          kind: 'new-origin',
          message: `Send the token of “Acme” to ${other.url}?`,
          confirmLabel: 'Send token',
        }),
      ])
      core.confirmations.answer('new-origin', true)
      await unwrap(core.api.sendRequest({ profileId: p.id, runId: 'h2', request }))
      // Remembered: the next send needs no confirmation.
      await unwrap(core.api.sendRequest({ profileId: p.id, runId: 'h3', request }))
      expect(other.hits).toHaveLength(2)
      expect(core.confirmations.kinds()).toEqual(['new-origin', 'new-origin'])
    } finally {
      await other.close()
    }
  })

  it('never carries Authorization across a redirect to another origin', async () => {
    const other = await loopbackServer((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('landed'),
    )
    const own = await loopbackServer((req, res) => {
      if (req.url === '/same') return res.writeHead(307, { Location: '/final' }).end()
      if (req.url === '/final') return res.writeHead(200).end('same-origin final')
      res.writeHead(302, { Location: `${other.url}/elsewhere` }).end()
    })
    try {
      const core = coreIn(newDir(), { clock })
      const p = await profileWithToken(core.api, onAlternate({ apiHostUrl: own.url }))
      const cross = await unwrap(
        core.api.sendRequest({
          profileId: p.id,
          runId: 'r1',
          request: { ...requestTemplate('analytics'), url: '/go' },
        }),
      )
      expect(cross.body).toBe('landed')
      expect(cross.redirects).toEqual([
        {
          status: 302,
          location: `${other.url}/elsewhere`,
          authorizationSent: false,
          headersSent: false,
          bodySent: false,
        },
      ])
      expect(own.hits[0]?.headers['authorization']).toMatch(/^Bearer /)
      expect(other.hits[0]?.headers['authorization']).toBeUndefined()

      const same = await unwrap(
        core.api.sendRequest({
          profileId: p.id,
          runId: 'r2',
          request: { ...requestTemplate('sms'), url: '/same' },
        }),
      )
      expect(same.body).toBe('same-origin final')
      expect(own.hits.at(-1)).toMatchObject({ url: '/final', method: 'POST' })
      expect(own.hits.at(-1)?.headers['authorization']).toMatch(/^Bearer /)
    } finally {
      await Promise.all([other.close(), own.close()])
    }
  })
})

describe('rejection', () => {
  it('does not blame the token for a 401 from another origin that never received it', async () => {
    const other = await loopbackServer((_req, res) => res.writeHead(401).end('who are you?'))
    const own = await loopbackServer((_req, res) =>
      res.writeHead(302, { Location: `${other.url}/login` }).end(),
    )
    try {
      const core = coreIn(newDir(), { clock })
      const p = await profileWithToken(core.api, onAlternate({ apiHostUrl: own.url }))
      const result = await unwrap(
        core.api.sendRequest({
          profileId: p.id,
          runId: 'rej-1',
          request: requestTemplate('analytics'),
        }),
      )
      expect(result).toMatchObject({ status: 401, tokenRejected: false })
      expect((await views(core.api))[0]?.token).toMatchObject({
        rejectedAt: null,
      })
    } finally {
      await Promise.all([other.close(), own.close()])
    }
  })
})

describe('cancel, time-out, size cap', () => {
  it('cancels a request in flight', async () => {
    const hanging = await loopbackServer(() => undefined)
    try {
      const core = coreIn(newDir(), { clock })
      const p = await profileWithToken(core.api, onAlternate({ apiHostUrl: hanging.url }))
      const pending = core.api.sendRequest({
        profileId: p.id,
        runId: 'c1',
        request: requestTemplate('analytics'),
      })
      await new Promise((r) => setTimeout(r, 50))
      expect(await unwrap(core.api.cancelRequest({ runId: 'c1' }))).toEqual({ cancelled: true })
      expect(await pending).toMatchObject({ ok: false, error: { code: 'cancelled' } })
      expect(await unwrap(core.api.cancelRequest({ runId: 'c1' }))).toEqual({ cancelled: false })
    } finally {
      await hanging.close()
    }
  })

  it('times out per the settings', async () => {
    const hanging = await loopbackServer(() => undefined)
    try {
      const core = coreIn(newDir(), { clock, timeoutMs: 1000 })
      const p = await profileWithToken(core.api, onAlternate({ apiHostUrl: hanging.url }))
      const error = await expectError(
        core.api.sendRequest({
          profileId: p.id,
          runId: 't1',
          request: requestTemplate('analytics'),
        }),
      )
      expect(error).toMatchObject({ code: 'network', cause: 'timeout' })
    } finally {
      await hanging.close()
    }
  })

  it('a refused connection names the request’s URL, not the profile’s base URL', async () => {
    const gone = await loopbackServer(() => undefined)
    await gone.close()
    const core = coreIn(newDir(), { clock })
    const p = await profileWithToken(core.api, onAlternate({ apiHostUrl: gone.url }))
    const error = await expectError(
      core.api.sendRequest({ profileId: p.id, runId: 'r1', request: requestTemplate('analytics') }),
    )
    expect(error).toMatchObject({ code: 'network', cause: 'refused' })
    expect(error.message).toMatch(
      /refused the connection: nothing is listening there\. Check the URL and port\.$/,
    )
  })

  it('reads at most 2 MiB of a large body and says it was cut', async () => {
    const big = await loopbackServer((_req, res) => {
      res.writeHead(200, {
        'Content-Type': 'text/plain',
        'Content-Length': String(5 * 1024 * 1024),
      })
      res.end('x'.repeat(5 * 1024 * 1024))
    })
    try {
      const core = coreIn(newDir(), { clock })
      const p = await profileWithToken(core.api, onAlternate({ apiHostUrl: big.url }))
      const result = await unwrap(
        core.api.sendRequest({
          profileId: p.id,
          runId: 'b1',
          request: requestTemplate('analytics'),
        }),
      )
      expect(result).toMatchObject({ status: 200, truncated: true, sizeBytes: 5 * 1024 * 1024 })
      expect(result.body).toHaveLength(2 * 1024 * 1024)
    } finally {
      await big.close()
    }
  })
})

describe('saved requests, history, copy as curl', () => {
  it('saves, edits and deletes requests; keeps a history without secrets', async () => {
    const core = coreIn(newDir(), { clock })
    const p = await profileWithToken(core.api, onAlternate())
    const saved = await unwrap(
      core.api.saveRequest({ profileId: p.id, request: requestTemplate('sms') }),
    )
    await unwrap(
      core.api.saveRequest({
        profileId: p.id,
        requestId: saved.id,
        request: { ...requestTemplate('sms'), name: 'Renamed' },
      }),
    )
    await unwrap(
      core.api.sendRequest({
        profileId: p.id,
        runId: 'hist',
        request: {
          ...requestTemplate('analytics'),
          url: '/_rest/v4/analytics/accounts/{account}/summary?secret=s3',
        },
      }),
    )
    const { requests, history } = await unwrap(core.api.listRequests({ profileId: p.id }))
    expect(requests.map((r) => r.name)).toEqual(['Renamed'])
    expect(history[0]).toMatchObject({
      method: 'GET',
      target: `${sandbox.urls.apiHost}/_rest/v4/analytics/accounts/ACME-001/summary`,
      outcome: { kind: 'response', status: 200 },
    })
    expect(JSON.stringify(history)).not.toContain('s3')
    await unwrap(core.api.deleteRequest({ profileId: p.id, requestId: saved.id }))
    expect(
      await expectError(core.api.deleteRequest({ profileId: p.id, requestId: saved.id })),
    ).toMatchObject({
      code: 'not-found',
    })
  })

  it('copies a request as curl with the real header or a placeholder', async () => {
    const core = coreIn(newDir(), { clock })
    const p = await profileWithToken(core.api, onAlternate())
    await unwrap(
      core.api.copyRequestAsCurl({
        profileId: p.id,
        request: requestTemplate('flow'),
        withToken: false,
      }),
    )
    expect(await core.clipboard.readText()).toBe(
      `curl -X POST '${sandbox.urls.apiHost}/_rest/v4/flows/welcome/trigger' -H 'Authorization: Bearer <token>' -H 'Accept: application/json, */*;q=0.5' -H 'Content-Type: application/json' --data-raw '{\n  "accountId": "ACME-001",\n  "data": {}\n}'`.replace(
        /\\n/g,
        '\n',
      ),
    )
    await unwrap(
      core.api.copyRequestAsCurl({
        profileId: p.id,
        request: requestTemplate('analytics'),
        withToken: true,
      }),
    )
    expect(await core.clipboard.readText()).toMatch(/'Authorization: Bearer [\w-]+'/)
  })
})
