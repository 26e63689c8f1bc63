import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { DEMO_TAG } from '../../src/shared/model/demo'
import { requestTemplates } from '../../src/shared/model/requestTemplates'
import { standingToken } from '../../src/shared/model/token'
import { coreIn } from '../helpers/core'
import { said } from '../../src/shared/i18n/said'
import { sayIn } from '../../src/shared/i18n/sayIn'
import { demoLogin } from '../helpers/demoLogin'
import type { InputOf } from '../../src/shared/ipc/contract'
import {
  demoProfile,
  expectError,
  profileWithToken,
  refusedByBareRequest,
  unwrap,
  view,
} from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
let sandbox: Sandbox
let now = Date.UTC(2026, 10, 21, 9)
const clock = () => now
beforeAll(async () => {
  sandbox = await startSandbox({ clock })
})
afterAll(() => sandbox.close())

type Core = ReturnType<typeof coreIn>
const REFUSED =
  'Refused (401): wrong password, or this user has no API access — the service does not say which.'

/** The sandbox's demo login, with the sandbox's API host. */
const onApiHost = (extra: Partial<InputOf<'createProfile'>> = {}) =>
  demoLogin(sandbox, { apiHostUrl: sandbox.urls.apiHost, ...extra })

describe('honest 401', () => {
  it('a correct password of a user without API access gets the same neutral words as a wrong one', async () => {
    const core = coreIn(newDir(), { clock })
    const noAccess = await demoProfile(core.api, sandbox, {
      name: 'No access',
      username: 'no-access',
      password: 'no-access-password',
    })
    const wrong = await demoProfile(core.api, sandbox, { name: 'Wrong', password: 'not-it' })
    for (const p of [noAccess, wrong]) {
      const error = await expectError(core.api.getToken({ profileId: p.id }))
      expect(error).toMatchObject({ code: 'auth-rejected', status: 401, message: REFUSED })
      if (error.code !== 'auth-rejected') throw new Error('unreachable')
      expect(error.checklist[0]).toMatch(/Access set to API/)
    }
  })

  it('a password typed in the prompt is kept after a 401, as the form keeps one; another replaces it', async () => {
    const core = coreIn(newDir(), { clock })
    const p = await demoProfile(core.api, sandbox, { name: 'Typed', password: undefined })
    expect(p.password).toBe('none')
    await expectError(core.api.getToken({ profileId: p.id, password: 'typo' }))
    expect((await view(core.api, p.id)).password).toBe('stored')
    // Kept: the next attempt uses it (and is refused again, as it is wrong) without asking.
    expect(await expectError(core.api.getToken({ profileId: p.id }))).toMatchObject({
      code: 'auth-rejected',
    })
    // The right one, typed, replaces it.
    await unwrap(core.api.getToken({ profileId: p.id, password: 'demo-password' }))
    expect((await view(core.api, p.id)).token.kind).toBe('issued')
  })
})

describe('Cancel a renewal', () => {
  it('stops a hanging renewal at once; the old token stays; nothing is recorded as a failure', async () => {
    const core = coreIn(newDir(), { clock })
    const p = await profileWithToken(core.api, onApiHost())
    const before = standingToken(p.token)
    sandbox.setFault({ fault: { kind: 'hang' }, host: 'portal' })
    try {
      const renewal = core.api.getToken({ profileId: p.id })
      // Everything that uses the current token works meanwhile.
      expect((await view(core.api, p.id)).token.kind).toBe('renewing')
      await unwrap(core.api.copy({ profileId: p.id, format: 'header' }))
      expect(await unwrap(core.api.cancelRenewal({ profileId: p.id }))).toEqual({ cancelled: true })
      const result = await renewal
      expect(result).toMatchObject({ ok: false, error: { code: 'cancelled' } })
      const after = await view(core.api, p.id)
      expect(after.token).toEqual(before)
      expect(after.lastError).toBeNull()
    } finally {
      sandbox.setFault(null)
    }
    // Nothing to cancel any more.
    expect(await unwrap(core.api.cancelRenewal({ profileId: p.id }))).toEqual({ cancelled: false })
    expect(
      await expectError(core.api.cancelRenewal({ profileId: 'no-such-profile' })),
    ).toMatchObject({
      code: 'not-found',
    })
  })
})

describe('real expiry', () => {
  it('a sandbox with another lifetime issues JWTs; the app reads their expiry (the README claim)', async () => {
    const short = await startSandbox({ clock, lifetimeMs: 90_000 })
    try {
      const core = coreIn(newDir(), { clock })
      const p = await unwrap(
        core.api.createProfile({ ...demoLogin(sandbox), baseUrl: short.urls.portal }),
      )
      const got = await unwrap(core.api.getToken({ profileId: p.id }))
      expect(standingToken(got.token)).toMatchObject({
        expiresAt: now + 90_000,
        expirySource: 'token',
      })
      expect(short.issued[0]?.token.split('.')).toHaveLength(3)
    } finally {
      await short.close()
    }
  })

  it('a signed sandbox (demo) with a short lifetime also issues JWTs it can verify after a restart', async () => {
    const key = 'a-sandbox-token-key-for-tests'
    const first = await startSandbox({ clock, lifetimeMs: 60_000, tokenKey: key })
    const token = await (async () => {
      try {
        const core = coreIn(newDir(), { clock })
        const p = await unwrap(
          core.api.createProfile({ ...demoLogin(sandbox), baseUrl: first.urls.portal }),
        )
        const got = await unwrap(core.api.getToken({ profileId: p.id }))
        expect(standingToken(got.token)).toMatchObject({
          expiresAt: now + 60_000,
          expirySource: 'token',
        })
        return first.issued[0]!.token
      } finally {
        await first.close()
      }
    })()
    const again = await startSandbox({ clock, lifetimeMs: 60_000, tokenKey: key })
    try {
      const answer = await fetch(`${again.urls.portal}/_rest/v4/whoami`, {
        headers: { Authorization: `Bearer ${token}` },
      })
      expect(answer.status).toBe(200)
    } finally {
      await again.close()
    }
  })

  it('the default 24 h sandbox issues opaque tokens: the expiry is labelled assumed', async () => {
    const core = coreIn(newDir(), { clock })
    const p = await profileWithToken(core.api, onApiHost())
    expect(standingToken(p.token)?.expirySource).toBe('assumed')
    expect(sandbox.issued.at(-1)?.token.split('.').length).toBeLessThan(3)
  })
})

describe('Verify now', () => {
  it('accepted: the demo profile calls whoami, records when, and takes the expiry the service states', async () => {
    const core = coreIn(newDir(), { clock })
    const p = await profileWithToken(core.api, onApiHost({ tags: [DEMO_TAG] }))
    const result = await unwrap(core.api.verifyToken({ profileId: p.id }))
    expect(result).toMatchObject({
      kind: 'accepted',
      status: 200,
      at: now,
      target: `GET ${sandbox.urls.portal}/_rest/v4/whoami`,
    })
    const token = standingToken((await view(core.api, p.id)).token)
    expect(token).toMatchObject({
      verifiedAt: now,
      expirySource: 'service',
      expiresAt: sandbox.issued.at(-1)?.expiresAt,
    })
  })

  it('rejected: the service ended the token early; verify marks it rejected', async () => {
    const dir = newDir()
    const core = coreIn(dir, { clock })
    // A service that no longer knows the token (as if it revoked it): its clock is past the
    // token's end, the app's is not (an expired token is never sent: see below).
    let serviceNow = now
    const service = await startSandbox({ clock: () => serviceNow })
    let p: Awaited<ReturnType<typeof profileWithToken>>
    try {
      p = await profileWithToken(
        core.api,
        demoLogin(service, { apiHostUrl: service.urls.apiHost, tags: [DEMO_TAG] }),
      )
      serviceNow = now + 25 * 60 * 60 * 1000
      const result = await unwrap(core.api.verifyToken({ profileId: p.id }))
      expect(result.kind).toBe('rejected')
    } finally {
      await service.close()
    }
    expect((await view(core.api, p.id)).token).toMatchObject({ kind: 'issued' })
    expect(standingToken((await view(core.api, p.id)).token)?.rejectedAt).not.toBeNull()
    // The user pressed Verify now: the activity says so, not "a test request".
    const activity = await unwrap(core.api.listActivity({ profileId: p.id }))
    expect(activity[0]).toMatchObject({
      kind: 'rejected',
      trigger: 'manual',
      detail: 'Verify now: the service refused the token (401).',
      detailSaid: { key: 'network.activity.verifyRejected' },
    })
    // Kept as data too, so a German window says it in German after a restart.
    await core.flush()
    const reread = await unwrap(coreIn(dir, { clock }).api.listActivity({ profileId: p.id }))
    expect(sayIn('de', reread[0]?.detailSaid ?? said('general.unexpected'))).toBe(
      'Jetzt prüfen: Der Dienst hat das Token abgelehnt (401).',
    )
  })

  it('accepted after a 401 of a test request: the token is no longer taken for rejected', async () => {
    const core = coreIn(newDir(), { clock })
    await unwrap(core.api.updateSettings({ retryOn401: false }))
    const p = await profileWithToken(core.api, onApiHost({ tags: [DEMO_TAG] }))
    // Sent bare, the analytics API refuses it: the app cannot tell that from a dead token.
    await refusedByBareRequest(core.api, p.id)
    expect(standingToken((await view(core.api, p.id)).token)?.rejectedAt).toBe(now)
    const result = await unwrap(core.api.verifyToken({ profileId: p.id }))
    expect(result.kind).toBe('accepted')
    expect(standingToken((await view(core.api, p.id)).token)).toMatchObject({
      rejectedAt: null,
      verifiedAt: now,
    })
  })

  it('uses a GET probe of a real service; a POST probe or none is refused with the reason', async () => {
    const core = coreIn(newDir(), { clock })
    const p = await profileWithToken(core.api, onApiHost())
    const noProbe = await expectError(core.api.verifyToken({ profileId: p.id }))
    expect(noProbe).toMatchObject({
      code: 'no-probe',
      message: expect.stringMatching(/Verify needs a GET request/),
      said: { key: 'requests.run.noProbe' },
    })
    expect(sayIn('de', noProbe.said!)).toMatch(/^Prüfen braucht eine GET-Anfrage/)
    const sms = requestTemplates.find((t) => t.id === 'sms')!.fields
    const saved = await unwrap(core.api.saveRequest({ profileId: p.id, request: sms }))
    await unwrap(core.api.chooseProbe({ profileId: p.id, requestId: saved.id }))
    expect(await expectError(core.api.verifyToken({ profileId: p.id }))).toMatchObject({
      code: 'no-probe',
    })
    const analytics = requestTemplates.find((t) => t.id === 'analytics')!.fields
    const get = await unwrap(core.api.saveRequest({ profileId: p.id, request: analytics }))
    await unwrap(core.api.chooseProbe({ profileId: p.id, requestId: get.id }))
    expect(await unwrap(core.api.verifyToken({ profileId: p.id }))).toMatchObject({
      kind: 'accepted',
      status: 200,
      expiresAt: null,
    })
  })

  it('without a token says so, and why there is none when getting one failed', async () => {
    const core = coreIn(newDir(), { clock })
    const p = await demoProfile(core.api, sandbox, { tags: [DEMO_TAG] })
    expect(await expectError(core.api.verifyToken({ profileId: p.id }))).toMatchObject({
      code: 'no-token',
      message: 'There is no token yet. Press Get token first.',
    })
    const refused = await demoProfile(core.api, sandbox, {
      name: 'Refused',
      username: 'no-access',
      password: 'no-access-password',
      tags: [DEMO_TAG],
    })
    await expectError(core.api.getToken({ profileId: refused.id }))
    expect(await expectError(core.api.verifyToken({ profileId: refused.id }))).toMatchObject({
      code: 'no-token',
      message: expect.stringMatching(
        /^There is no token: the service refused the password \(401\)/,
      ),
      said: { key: 'requests.run.verifyRefused' },
    })
  })

  it('an expired token is not sent: it stays expired, never "rejected although it had time left"', async () => {
    const core = coreIn(newDir(), { clock })
    const p = await profileWithToken(core.api, onApiHost({ tags: [DEMO_TAG] }))
    const saved = now
    now = saved + 25 * 60 * 60 * 1000
    try {
      const sent = sandbox.requests.length
      const expired = await expectError(core.api.verifyToken({ profileId: p.id }))
      expect(expired).toMatchObject({
        code: 'no-token',
        message: expect.stringMatching(/^The token has expired, so there is nothing to verify/),
      })
      expect(sayIn('de', expired.said!)).toMatch(/^Das Token ist abgelaufen/)
      expect(sandbox.requests.length).toBe(sent)
      const token = standingToken((await view(core.api, p.id)).token)
      expect(token?.rejectedAt).toBeNull()
      expect((await unwrap(core.api.listActivity({ profileId: p.id })))[0]?.kind).not.toBe(
        'rejected',
      )
    } finally {
      now = saved
    }
  })
})

describe('retry on 401, once', () => {
  const analytics = () => requestTemplates.find((t) => t.id === 'analytics')!.fields

  /**
   * A profile whose token the app believes valid but the service has forgotten: its sandbox
   * is restarted on the same ports without a key (a service that lost its sessions).
   */
  async function forgottenToken(core: Core, extra: Record<string, unknown> = {}) {
    const first = await startSandbox({ clock })
    const port = (url: string) => Number(new URL(url).port)
    const ports = {
      portal: port(first.urls.portal),
      alternate: port(first.urls.alternate),
      apiHost: port(first.urls.apiHost),
    }
    const p = await unwrap(
      core.api.createProfile({
        ...demoLogin(sandbox, { ...extra }),
        baseUrl: first.urls.portal,
        apiHostUrl: first.urls.apiHost,
      }),
    )
    await unwrap(core.api.getToken({ profileId: p.id }))
    await first.close()
    const service = await startSandbox({ clock, ports })
    services.push(service)
    return { p, service }
  }
  const services: Sandbox[] = []
  afterAll(() => Promise.all(services.map((s) => s.close())))

  it('renews and resends once, and says so in the result', async () => {
    const core = coreIn(newDir(), { clock })
    const { p, service } = await forgottenToken(core)
    const before = service.authCount()
    const result = await unwrap(
      core.api.sendRequest({ profileId: p.id, runId: 'r1', request: analytics() }),
    )
    expect(result).toMatchObject({
      status: 200,
      tokenRejected: true,
      retry: { kind: 'resent', firstStatus: 401 },
    })
    expect(service.authCount() - before).toBe(1)
    expect(standingToken((await view(core.api, p.id)).token)?.rejectedAt).toBeNull()
  })

  it('a new token refused too is the request at fault: the token keeps its state', async () => {
    const core = coreIn(newDir(), { clock })
    const p = await profileWithToken(core.api, onApiHost())
    // The analytics API takes "Bearer <token>" only: sent bare, any token gets 401.
    const result = await unwrap(
      core.api.sendRequest({
        profileId: p.id,
        runId: 'r1',
        request: { ...analytics(), authStyle: 'bare' },
      }),
    )
    expect(result).toMatchObject({
      status: 401,
      tokenRejected: true,
      retry: { kind: 'resent', firstStatus: 401 },
    })
    const token = standingToken((await view(core.api, p.id)).token)
    expect(token?.rejectedAt).toBeNull()
    const activity = await unwrap(core.api.listActivity({ profileId: p.id }))
    expect(activity.map((entry) => entry.kind).slice(0, 2)).toEqual(['renewed', 'rejected'])
  })

  it('never retries with the setting off, or without a kept password', async () => {
    // Weak storage keeps the password for the session only: after a restart, none is kept.
    const dir = newDir()
    const session = coreIn(dir, { clock, protection: 'weak' })
    const { p, service } = await forgottenToken(session)
    await session.flush()
    const core = coreIn(dir, { clock, protection: 'weak' })
    expect((await view(core.api, p.id)).password).toBe('none')
    const before = service.authCount()
    const first = await unwrap(
      core.api.sendRequest({ profileId: p.id, runId: 'r1', request: analytics() }),
    )
    expect(first).toMatchObject({ status: 401, tokenRejected: true, retry: null })

    const off = coreIn(newDir(), { clock })
    await unwrap(off.api.updateSettings({ retryOn401: false }))
    const { p: q, service: other } = await forgottenToken(off)
    const second = await unwrap(
      off.api.sendRequest({ profileId: q.id, runId: 'r2', request: analytics() }),
    )
    expect(second).toMatchObject({ status: 401, retry: null })
    expect(service.authCount() - before + other.authCount()).toBe(0)
  })

  it('a renewal that fails is reported with the first answer; never a second retry', async () => {
    const core = coreIn(newDir(), { clock })
    const { p, service } = await forgottenToken(core)
    service.setFault({ fault: { kind: 'status', status: 503 }, host: 'portal' })
    try {
      const before = service.authCount()
      const result = await unwrap(
        core.api.sendRequest({ profileId: p.id, runId: 'r1', request: analytics() }),
      )
      expect(result).toMatchObject({
        status: 401,
        retry: { kind: 'renewal-failed', firstStatus: 401 },
      })
      expect(service.authCount() - before).toBe(1)
    } finally {
      service.setFault(null)
    }
  })

  it('never for a request that names another account', async () => {
    const core = coreIn(newDir(), { clock })
    const { p, service } = await forgottenToken(core)
    const before = service.authCount()
    const foreign = { ...analytics(), url: '/_rest/v4/analytics/accounts/GLOBEX-002/summary' }
    const result = await unwrap(
      core.api.sendRequest({
        profileId: p.id,
        runId: 'r1',
        request: foreign,
        confirmAccount: true,
      }),
    )
    expect(result).toMatchObject({ status: 401, retry: null })
    expect(service.authCount() - before).toBe(0)
  })
})
