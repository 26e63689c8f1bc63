import { copied, demoProfile, expectError, unwrap, views } from '../helpers/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { TOKEN_LIFETIME_MS } from '../../src/shared/model/token'
import { coreIn, vaultOnDisk } from '../helpers/core'
import { allText } from '../helpers/harness'
import { demoLogin } from '../helpers/demoLogin'
import { loopbackServer } from '../helpers/loopbackServer'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
let sandbox: Sandbox

beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())

type Core = ReturnType<typeof coreIn>

const copiedToken = async (core: Core, profileId: string) =>
  (await copied(core, profileId, 'header')).replace(/^Authorization: (Bearer )?/, '')

async function whoami(token: string): Promise<number> {
  const response = await fetch(`${sandbox.urls.portal}/_rest/v4/whoami`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  return response.status
}

describe('token path over loopback', () => {
  it.each(['A', 'B'] as const)(
    'gets a token from the customer portal answering Envelope %s',
    async (envelope) => {
      sandbox.setCustomerEnvelope(envelope)
      const now = 1_900_000_000_000
      const core = coreIn(newDir(), { clock: () => now })
      const profile = await demoProfile(core.api, sandbox)
      const before = sandbox.requests.length

      const view = await unwrap(core.api.getToken({ profileId: profile.id }))
      expect(view.token).toEqual({
        kind: 'issued',
        issuedAt: now,
        expiresAt: now + TOKEN_LIFETIME_MS,
        rejectedAt: null,
        method: 'POST',
        envelope,
        // An opaque token and no expiry in the answer: the spec's 24 h, and the app says so.
        expirySource: 'assumed',
      })
      expect(view.lastError).toBeNull()

      const request = sandbox.requests[before]
      expect(request).toMatchObject({ method: 'POST', path: '/_rest/v4/authenticate' })
      expect(request?.headers['content-type']).toBe('application/json')
      expect(request?.headers['accept']).toBe('application/json')
      expect(JSON.parse(request?.body ?? '')).toEqual({
        username: 'demo',
        password: 'demo-password',
      })

      const value = await copiedToken(core, profile.id)
      expect(await core.clipboard.readText()).toBe(`Authorization: Bearer ${value}`)
      expect(sandbox.issued.at(-1)?.token).toBe(value)
      expect(await whoami(value)).toBe(200)
    },
  )

  it('uses the alternate portal and the SMS API host paths', async () => {
    const core = coreIn(newDir())
    const alternate = await demoProfile(core.api, sandbox, {
      portal: 'alternate',
      baseUrl: sandbox.urls.alternate,
    })
    const sms = await demoProfile(core.api, sandbox, {
      portal: 'api-host',
      baseUrl: sandbox.urls.apiHost,
      username: 'sms-only',
      password: 'sms-password',
    })
    expect((await unwrap(core.api.getToken({ profileId: alternate.id }))).token.kind).toBe('issued')
    expect((await unwrap(core.api.getToken({ profileId: sms.id }))).token.kind).toBe('issued')
    expect(sandbox.requests.at(-1)?.path).toBe(
      '/_rest/v4/app/sms/authenticate/get_portal_auth_token',
    )
  })

  it('copies the bare token for profiles in bare style', async () => {
    const core = coreIn(newDir())
    const profile = await demoProfile(core.api, sandbox, { headerStyle: 'bare' })
    await unwrap(core.api.getToken({ profileId: profile.id }))
    expect(await core.api.copy({ profileId: profile.id, format: 'header' })).toEqual({
      ok: true,
      value: { copied: 'header', style: 'bare', clearsAt: expect.any(Number) },
    })
    expect(await core.clipboard.readText()).toMatch(/^Authorization: [A-Za-z0-9_-]+$/)
  })

  it.each([
    ['A', 'Missing Authentication Token'],
    ['B', 'Unauthorized'],
  ] as const)(
    'shows the 401 message of Envelope %s and keeps the token it had',
    async (envelope, message) => {
      sandbox.setCustomerEnvelope(envelope)
      const dir = newDir()
      const core = coreIn(dir)
      const profile = await demoProfile(core.api, sandbox)
      const good = await unwrap(core.api.getToken({ profileId: profile.id }))
      const goodValue = await copiedToken(core, profile.id)

      const { password: _pw, ...fields } = demoLogin(sandbox)
      await unwrap(core.api.updateProfile({ id: profile.id, fields, password: 'wrong' }))
      const error = await expectError(core.api.getToken({ profileId: profile.id }), 'auth-rejected')
      expect(error).toMatchObject({
        status: 401,
        serverMessage: message,
        message:
          'Refused (401): wrong password, or this user has no API access — the service does not say which.',
      })
      expect(error.checklist.join('\n')).toMatch(/Access set to API/)

      // Nothing is lost: the token from before still works and is still copied.
      await core.flush()
      const [after] = await views(coreIn(dir).api)
      expect(after?.token).toEqual(good.token)
      expect(after?.lastError).toMatchObject({ code: 'auth-rejected' })
      expect(await copiedToken(core, profile.id)).toBe(goodValue)
    },
  )

  it('refuses users without API access on the customer portal', async () => {
    const core = coreIn(newDir())
    const profile = await demoProfile(core.api, sandbox, {
      username: 'sms-only',
      password: 'sms-password',
    })
    expect(await expectError(core.api.getToken({ profileId: profile.id }))).toMatchObject({
      code: 'auth-rejected',
    })
  })

  it('warns in the checklist when the username is an e-mail address', async () => {
    const core = coreIn(newDir())
    const profile = await demoProfile(core.api, sandbox, { username: 'ops+acme@example.com' })
    const error = await expectError(core.api.getToken({ profileId: profile.id }), 'auth-rejected')
    expect(error.checklist.join(' ')).toMatch(/sub-address/)
  })

  it('keeps profile and token across a restart, with the same expiry, encrypted at rest', async () => {
    const dir = newDir()
    const clock = () => 1_900_000_000_000
    const first = coreIn(dir, { clock })
    const profile = await demoProfile(first.api, sandbox)
    const view = await unwrap(first.api.getToken({ profileId: profile.id }))
    const value = await copiedToken(first, profile.id)
    await first.flush()

    const second = coreIn(dir, { clock })
    expect(await views(second.api)).toEqual([view])
    expect(await copiedToken(second, profile.id)).toBe(value)

    const onDisk = allText(dir)
    expect(onDisk).not.toContain('demo-password')
    expect(onDisk).not.toContain(value)
  })

  it('shares one HTTP request among concurrent calls for one profile', async () => {
    const core = coreIn(newDir())
    const profile = await demoProfile(core.api, sandbox)
    const before = sandbox.authCount('portal')
    const results = await Promise.all(
      Array.from({ length: 12 }, () => core.api.getToken({ profileId: profile.id })),
    )
    expect(results.every((r) => r.ok)).toBe(true)
    expect(sandbox.authCount('portal') - before).toBe(1)
  })

  it('forgets a token from memory and disk', async () => {
    const dir = newDir()
    const core = coreIn(dir)
    const profile = await demoProfile(core.api, sandbox)
    await unwrap(core.api.getToken({ profileId: profile.id }))
    const value = await copiedToken(core, profile.id)
    expect(await core.api.forgetToken({ profileId: profile.id })).toMatchObject({
      ok: true,
      value: { token: { kind: 'none' } },
    })
    expect(await core.api.copy({ profileId: profile.id, format: 'header' })).toMatchObject({
      ok: false,
      error: { code: 'no-token' },
    })
    await core.flush()
    expect(allText(dir)).not.toContain(value)
    // Not even its ciphertext stays: the journal is compacted soon after a secret goes.
    await expect.poll(() => vaultOnDisk(dir)['token-desk']?.[`token:${profile.id}`]).toBeUndefined()
    await expect
      .poll(() => allText(dir).includes(`token:${profile.id}`), { timeout: 3000 })
      .toBe(false)
  })

  it('deletes the secrets with the profile', async () => {
    const dir = newDir()
    const core = coreIn(dir)
    const profile = await demoProfile(core.api, sandbox)
    await unwrap(core.api.getToken({ profileId: profile.id }))
    await unwrap(core.api.deleteProfile({ profileId: profile.id }))
    await core.flush()
    expect(vaultOnDisk(dir)['token-desk'] ?? {}).toEqual({})
    await expect.poll(() => allText(dir).includes(profile.id), { timeout: 3000 }).toBe(false)
  })

  it('names a refused connection', async () => {
    const closed = await loopbackServer(() => undefined)
    await closed.close()
    const core = coreIn(newDir())
    const profile = await demoProfile(core.api, sandbox, { baseUrl: closed.url })
    expect(await expectError(core.api.getToken({ profileId: profile.id }))).toMatchObject({
      code: 'network',
      cause: 'refused',
    })
  })

  it('never follows a redirect to another origin', async () => {
    const other = await loopbackServer((_req, res) => res.end('{"token":"stolen"}'))
    const redirector = await loopbackServer((_req, res) => {
      res.writeHead(307, { Location: `${other.url}/_rest/v4/authenticate` }).end()
    })
    try {
      const core = coreIn(newDir())
      const profile = await demoProfile(core.api, sandbox, { baseUrl: redirector.url })
      expect(await expectError(core.api.getToken({ profileId: profile.id }))).toMatchObject({
        code: 'unexpected-response',
        status: 307,
      })
      expect(redirector.hits).toHaveLength(1)
      expect(other.hits).toHaveLength(0)
    } finally {
      await Promise.all([other.close(), redirector.close()])
    }
  })

  it('describes an HTML error page with a redacted excerpt', async () => {
    const page = await loopbackServer((_req, res) => {
      res.writeHead(502, { 'Content-Type': 'text/html' })
      res.end('<html><body>Bad gateway for demo-password</body></html>')
    })
    try {
      const core = coreIn(newDir())
      const profile = await demoProfile(core.api, sandbox, { baseUrl: page.url })
      const error = await expectError(
        core.api.getToken({ profileId: profile.id }),
        'unexpected-response',
      )
      expect(error).toMatchObject({ status: 502 })
      expect(error.message).toMatch(/an HTML error page \(HTTP 502/)
      expect(error.excerpt).toBe('<html><body>Bad gateway for ‹redacted›</body></html>')
    } finally {
      await page.close()
    }
  })
})

describe('secrets in server answers', () => {
  it('redacts the password from a 401 message that echoes it', async () => {
    const echo = await loopbackServer((req, res) => {
      res.writeHead(401, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ code: 401, error: 'Bad password demo-password for demo' }))
    })
    try {
      const core = coreIn(newDir())
      const profile = await demoProfile(core.api, sandbox, { baseUrl: echo.url })
      const error = await expectError(core.api.getToken({ profileId: profile.id }))
      expect(JSON.stringify(error)).not.toContain('demo-password')
      expect(error).toMatchObject({ serverMessage: 'Bad password ‹redacted› for demo' })
    } finally {
      await echo.close()
    }
  })
})
