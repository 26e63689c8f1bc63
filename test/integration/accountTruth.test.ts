import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { DEMO_TAG } from '../../src/shared/model/demo'
import { stateLabelOf, tokenStateAt } from '../../src/shared/model/token'
import type { ProfileView } from '../../src/shared/model/profile'
import { coreIn } from '../helpers/core'
import { requestTemplate, unwrap, view, type Api } from '../helpers/api'
import { demoLogin } from '../helpers/demoLogin'
import { loopbackServer } from '../helpers/loopbackServer'
import { useTempDirs } from '../helpers/tempDir'

/**
 * Issue 33: profiles of INITECH, UMBRELLA and HOOLI that all used the ACME
 * demo login showed Valid; only a test request's 403 said otherwise. The
 * answers that name the token's account now mark every token of the login.
 */
const newDir = useTempDirs()
let sandbox: Sandbox
const now = Date.UTC(2026, 10, 21)
const clock = () => now
beforeAll(async () => {
  sandbox = await startSandbox({ clock })
})
afterAll(() => sandbox.close())

const label = (p: ProfileView) => stateLabelOf(tokenStateAt(p.token, now).kind, p.token)

async function fleet(api: Api) {
  const make = (name: string, accountId: string, tags: string[] = []) =>
    unwrap(api.createProfile(demoLogin(sandbox, { name, accountId, tags })))
  const acme = await make('Acme', 'ACME-001')
  const initech = await make('Initech', 'INITECH-003', [DEMO_TAG])
  const hooli = await make('Hooli', 'HOOLI-004')
  for (const p of [initech, hooli]) await unwrap(api.getToken({ profileId: p.id }))
  return { acme, initech, hooli }
}

describe('a test request answered 403 naming another account', () => {
  it('marks the token, and every token of its login, for the account it is for', async () => {
    const { api } = coreIn(newDir(), { clock })
    const { acme, initech, hooli } = await fleet(api)
    expect(label(await view(api, initech.id))).toBe('Valid')

    const answer = await unwrap(
      api.sendRequest({
        profileId: initech.id,
        runId: 'r1',
        request: requestTemplate('analytics'),
      }),
    )
    expect(answer.status).toBe(403)
    expect(answer.body).toContain('This token is for account ACME-001, not INITECH-003')

    const marked = await view(api, initech.id)
    expect(marked.token).toMatchObject({ account: { id: 'ACME-001', foreign: true, at: now } })
    expect(label(marked)).toBe('Wrong account: ACME-001')
    // The same user, so the same account (spec 1.4): Hooli's token is ACME's too.
    expect(label(await view(api, hooli.id))).toBe('Wrong account: ACME-001')
    // The list's rows carry it, so the sidebar and the Board say it without the detail.
    const rows = await unwrap(api.listProfiles())
    expect(rows.find((r) => r.id === hooli.id)?.token).toMatchObject({ account: { foreign: true } })

    // A token got afterwards by the login is ACME's as well: checked as it arrives.
    const acmeToken = await unwrap(api.getToken({ profileId: acme.id }))
    expect(acmeToken.token).toMatchObject({ account: { id: 'ACME-001', foreign: false } })
    expect(label(acmeToken)).toBe('Valid')
    const renewed = await unwrap(api.getToken({ profileId: hooli.id }))
    expect(label(renewed)).toBe('Wrong account: ACME-001')

    // Another login (the username corrected) takes the token, and the mark, away.
    const edited = await unwrap(
      api.updateProfile({ id: hooli.id, fields: { username: 'hooli-api' }, password: 'x' }),
    )
    expect(edited.token).toEqual({ kind: 'none' })
    expect(label(await view(api, initech.id))).toBe('Wrong account: ACME-001')
  })
})

describe('Verify now whose probe names the account', () => {
  it('says the token is for another account instead of Accepted', async () => {
    const { api } = coreIn(newDir(), { clock })
    const { initech, hooli } = await fleet(api)
    // A demo profile's probe is the sandbox's whoami, which answers 200 with the account.
    const verdict = await unwrap(api.verifyToken({ profileId: initech.id }))
    expect(verdict).toMatchObject({ kind: 'wrong-account', status: 200, account: 'ACME-001' })
    expect(label(await view(api, initech.id))).toBe('Wrong account: ACME-001')
    expect(label(await view(api, hooli.id))).toBe('Wrong account: ACME-001')
  })

  it('records the right account as right', async () => {
    const { api } = coreIn(newDir(), { clock })
    const acme = await unwrap(api.createProfile(demoLogin(sandbox, { tags: [DEMO_TAG] })))
    await unwrap(api.getToken({ profileId: acme.id }))
    expect(await unwrap(api.verifyToken({ profileId: acme.id }))).toMatchObject({
      kind: 'accepted',
    })
    const p = await view(api, acme.id)
    expect(p.token).toMatchObject({ account: { id: 'ACME-001', foreign: false } })
    expect(label(p)).toBe('Valid')
  })
})

describe('a 403 from a host that says what it likes', () => {
  it('names no account with markup or escape codes, and the account when it names one', async () => {
    let error = 'This token is for account <img src=x onerror=alert(1)>\u001b[2J'
    const server = await loopbackServer((_req, res) =>
      res.writeHead(403, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error })),
    )
    try {
      const { api } = coreIn(newDir(), { clock })
      const p = await unwrap(api.createProfile(demoLogin(sandbox, { apiHostUrl: server.url })))
      await unwrap(api.getToken({ profileId: p.id }))
      const send = (runId: string) =>
        unwrap(api.sendRequest({ profileId: p.id, runId, request: requestTemplate('analytics') }))
      expect((await send('h1')).status).toBe(403)
      expect((await view(api, p.id)).token).not.toHaveProperty('account')
      error = 'This token is for account \u001b[31mGLOBEX-002\u001b[0m, not ACME-001'
      expect((await send('h2')).status).toBe(403)
      expect((await view(api, p.id)).token).toMatchObject({
        account: { id: 'GLOBEX-002', foreign: true },
      })
    } finally {
      await server.close()
    }
  })

  it('is not taken from a host the user let the token go to: only the service speaks for it', async () => {
    const other = await loopbackServer((_req, res) =>
      res
        .writeHead(403, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ error: 'This token is for account EVIL-1' })),
    )
    try {
      const core = coreIn(newDir(), { clock })
      core.confirmations.answer('new-origin', true)
      const p = await unwrap(core.api.createProfile(demoLogin(sandbox)))
      await unwrap(core.api.getToken({ profileId: p.id }))
      const request = { ...requestTemplate('analytics'), url: `${other.url}/anything` }
      const answer = await unwrap(core.api.sendRequest({ profileId: p.id, runId: 'o1', request }))
      expect(answer.status).toBe(403)
      expect(other.hits).toHaveLength(1)
      expect((await view(core.api, p.id)).token).not.toHaveProperty('account')
      // The profile's own host saying the same is heard.
      const own = await unwrap(
        core.api.sendRequest({
          profileId: p.id,
          runId: 'o2',
          request: {
            ...requestTemplate('analytics'),
            url: '/_rest/v4/analytics/accounts/GLOBEX-002/summary',
          },
          confirmAccount: true,
        }),
      )
      expect(own.status).toBe(403)
      expect((await view(core.api, p.id)).token).toMatchObject({
        account: { id: 'ACME-001', foreign: false },
      })
    } finally {
      await other.close()
    }
  })
})
