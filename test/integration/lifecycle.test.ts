import type { IncomingMessage, ServerResponse } from 'node:http'
import { renewSummarySpeech } from '../../src/main/core/desktop/renewSummarySpeech'
import { english } from '../../src/main/core/i18n/speech'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { retryDelay } from '../../src/main/core/tokens/autoRenewer'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import type { AppEvent } from '../../src/shared/ipc/events'
import type { InputOf } from '../../src/shared/ipc/contract'
import { standingToken, TOKEN_LIFETIME_MS, tokenStateAt } from '../../src/shared/model/token'
import { expectError, profileWithToken, refusedByBareRequest, unwrap, view } from '../helpers/api'
import { coreIn } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import { loopbackServer } from '../helpers/loopbackServer'
import { useTempDirs } from '../helpers/tempDir'

const HOUR = 3_600_000
const MINUTE = 60_000
const newDir = useTempDirs()
let sandbox: Sandbox
let now = 0
const clock = () => now

beforeAll(async () => {
  sandbox = await startSandbox({ clock })
})
afterEach(() => sandbox.setFault(null))
afterAll(() => sandbox.close())

/** The sandbox's demo login; several profiles share it here on purpose. */
const profileInput = (overrides: Partial<InputOf<'createProfile'>> = {}) =>
  demoLogin(sandbox, { allowDuplicate: true, ...overrides })

describe('token lifecycle with an injected clock', () => {
  it('reports renewing while a request runs, then the new token', async () => {
    now = Date.UTC(2026, 10, 21)
    const events: AppEvent[] = []
    const core = coreIn(newDir(), { clock, events: { emit: (e) => events.push(e) } })
    const profile = await profileWithToken(core.api, profileInput())
    events.length = 0
    sandbox.setLatency(80, 'portal')
    try {
      const renewing = core.api.getToken({ profileId: profile.id })
      await new Promise((resolve) => setTimeout(resolve, 20))
      const during = await view(core.api, profile.id)
      expect(during.token).toEqual({ kind: 'renewing', previous: profile.token })
      expect(tokenStateAt(during.token, now).kind).toBe('renewing')
      await renewing
      expect((await view(core.api, profile.id)).token.kind).toBe('issued')
    } finally {
      sandbox.setLatency(0, 'portal')
    }
    // The page is told both transitions, so background renewals show live.
    expect(
      events.map((e) => (e.type === 'profile-changed' ? e.profile.token.kind : e.type)),
    ).toEqual(['renewing', 'issued'])
  })

  it('walks valid → expiring → expired as the clock moves, and back to valid on renewal', async () => {
    now = Date.UTC(2026, 10, 21)
    const core = coreIn(newDir(), { clock })
    const profile = await profileWithToken(core.api, profileInput())
    const state = (at: number) =>
      tokenStateAt(profile.token, at, core.settings.get().warningMs).kind
    expect(state(now)).toBe('valid')
    expect(state(now + 23 * HOUR)).toBe('expiring')
    expect(state(now + 24 * HOUR)).toBe('expired')
    now += 25 * HOUR
    const renewed = await unwrap(core.api.getToken({ profileId: profile.id }))
    expect(tokenStateAt(renewed.token, now).kind).toBe('valid')
    expect(renewed.token).toMatchObject({ issuedAt: now, expiresAt: now + TOKEN_LIFETIME_MS })
  })

  it('marks a token rejected after a 401, but not a token that was renewed meanwhile', async () => {
    now = Date.UTC(2026, 10, 21)
    const core = coreIn(newDir(), { clock })
    const profile = await profileWithToken(core.api, profileInput())
    await unwrap(core.api.copy({ profileId: profile.id, format: 'header' }))
    const first = (await core.clipboard.readText()).split(' ').at(-1)!

    await unwrap(core.api.getToken({ profileId: profile.id }))
    await core.tokens.markRejected(profile.id, first, 401)
    expect((await view(core.api, profile.id)).token).toMatchObject({ rejectedAt: null })

    await unwrap(core.api.copy({ profileId: profile.id, format: 'header' }))
    const second = (await core.clipboard.readText()).split(' ').at(-1)!
    now += MINUTE
    await core.tokens.markRejected(profile.id, second, 401)
    const rejected = await view(core.api, profile.id)
    expect(rejected?.token).toMatchObject({ rejectedAt: now })
    expect(tokenStateAt(rejected!.token, now).kind).toBe('rejected')

    const renewed = await unwrap(core.api.getToken({ profileId: profile.id }))
    expect(renewed.token).toMatchObject({ rejectedAt: null })
  })

  it('reads the state back from disk after a restart, from the wall clock', async () => {
    now = Date.UTC(2026, 10, 21)
    const dir = newDir()
    const first = coreIn(dir, { clock })
    const profile = await profileWithToken(first.api, profileInput())
    await first.flush() // the app quit
    now += 23.5 * HOUR // the machine slept
    const after = await view(coreIn(dir, { clock }).api, profile.id)
    expect(tokenStateAt(after!.token, now).kind).toBe('expiring')
  })
})

describe('renew all', () => {
  it('renews what is expiring, expired or rejected; skips the rest; reports each', async () => {
    now = Date.UTC(2026, 10, 21)
    const events: AppEvent[] = []
    const core = coreIn(newDir(), { clock, events: { emit: (e) => events.push(e) } })

    const old = await profileWithToken(core.api, profileInput({ name: 'Old' }))
    // Another login: profiles of one login share their password (it would be wrong for all).
    const globex = {
      name: 'Wrong password',
      accountId: 'GLOBEX-002',
      username: 'globex-api',
      password: 'globex-password',
    }
    const wrong = await profileWithToken(core.api, profileInput(globex))
    now += 23.5 * HOUR
    const fresh = await profileWithToken(core.api, profileInput({ name: 'Fresh' }))
    await unwrap(core.api.createProfile(profileInput({ name: 'Never fetched' })))
    const { password: _pw, allowDuplicate: _d, ...fields } = profileInput(globex)
    await unwrap(core.api.updateProfile({ id: wrong.id, fields, password: 'nope' }))

    const before = sandbox.authCount()
    const summary = await unwrap(core.api.renewAll({ scope: 'due' }))
    expect(sandbox.authCount() - before).toBe(2)
    expect(summary.total).toBe(2)
    expect(summary.outcomes).toEqual([
      {
        profileId: old.id,
        name: 'Old',
        reason: 'expiring',
        kind: 'renewed',
        expiresAt: now + TOKEN_LIFETIME_MS,
      },
      expect.objectContaining({
        profileId: wrong.id,
        reason: 'expiring',
        // Its token still works: a failed renewal, not a failed profile (issue 33).
        kind: 'failed-still-valid',
        error: expect.objectContaining({ code: 'auth-rejected' }),
        validUntil: standingToken(wrong.token)?.expiresAt,
      }),
    ])
    // What it left alone is counted, not hidden behind "nothing to renew".
    expect(summary.leftAlone).toEqual({ valid: 1, withoutToken: 1, renewing: 0 })
    expect(renewSummarySpeech(summary, english)).toBe(
      '2 due: 1 token renewed (1 expiring), 1 password refused. Left alone: 1 token still valid beyond the warning window; 1 profile without a token yet.',
    )
    const progress = events.filter((e) => e.type === 'renew-all-progress')
    expect(progress.map((e) => e.type === 'renew-all-progress' && e.done)).toEqual([1, 2])
    // The failed profile keeps its old (now expiring) token.
    expect((await view(core.api, wrong.id)).token).toEqual(wrong.token)
    expect((await view(core.api, fresh.id)).token).toEqual(fresh.token)
  })

  it('counts expired, rejected and skipped runs apart, and gets first tokens only when asked', async () => {
    now = Date.UTC(2026, 10, 21)
    const core = coreIn(newDir(), { clock })
    await profileWithToken(core.api, profileInput({ name: 'Expired' }))
    now += 25 * HOUR
    const valid = await profileWithToken(core.api, profileInput({ name: 'Valid' }))
    // A token with time left that the service refused (a request sent without "Bearer", and no
    // retry): "rejected", not expired.
    await unwrap(core.api.updateSettings({ retryOn401: false }))
    const rejected = await profileWithToken(
      core.api,
      profileInput({ name: 'Rejected', apiHostUrl: sandbox.urls.apiHost }),
    )
    await refusedByBareRequest(core.api, rejected.id)
    expect(standingToken((await view(core.api, rejected.id)).token)?.rejectedAt).toBe(now)
    const never = await unwrap(core.api.createProfile(profileInput({ name: 'Never fetched' })))
    const noPassword = await unwrap(
      core.api.createProfile(
        // Another login: one of the same login would share the stored password.
        profileInput({ name: 'No password', username: 'nobody', password: undefined }),
      ),
    )

    // The first run leaves both profiles without a token alone, and says so.
    const before = sandbox.authCount()
    const due = await unwrap(core.api.renewAll({ scope: 'due' }))
    expect(sandbox.authCount() - before).toBe(2)
    expect(due.outcomes.map((o) => [o.name, o.reason, o.kind])).toEqual([
      ['Expired', 'expired', 'renewed'],
      ['Rejected', 'rejected', 'renewed'],
    ])
    expect(due.leftAlone).toEqual({ valid: 1, withoutToken: 2, renewing: 0 })
    expect(renewSummarySpeech(due, english)).toBe(
      '2 due: 2 tokens renewed (1 expired, 1 rejected). Left alone: 1 token still valid beyond the warning window; 2 profiles without a token yet.',
    )

    // Taking the offer: only the profiles without a token, never the valid one.
    const first = await unwrap(core.api.renewAll({ scope: 'without-token' }))
    expect(sandbox.authCount() - before).toBe(3)
    expect(first.outcomes).toEqual([
      expect.objectContaining({ profileId: never.id, reason: 'none', kind: 'renewed' }),
      {
        profileId: noPassword.id,
        name: 'No password',
        reason: 'none',
        kind: 'skipped',
        why: 'no-password',
      },
    ])
    expect(renewSummarySpeech(first, english)).toBe(
      '2 without a token: 1 profile got a token, 1 skipped.',
    )
    expect(standingToken((await view(core.api, valid.id)).token)).toEqual(
      standingToken(valid.token),
    )

    // Nothing left: both scopes say so plainly.
    const again = await unwrap(core.api.renewAll({ scope: 'due' }))
    expect(renewSummarySpeech(again, english)).toBe(
      'Nothing to renew: no token is expiring, expired or rejected. Left alone: 4 tokens still valid beyond the warning window; 1 profile without a token yet.',
    )
    expect(await expectError(core.dispatch('renewAll', { scope: 'everything' }))).toMatchObject({
      code: 'invalid-input',
    })
  })

  it('never runs more requests at once than the concurrency setting', async () => {
    let active = 0
    let peak = 0
    const slow = await loopbackServer((_req: IncomingMessage, res: ServerResponse) => {
      active++
      peak = Math.max(peak, active)
      setTimeout(() => {
        active--
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"token":"t0k3n"}')
      }, 25)
    })
    try {
      now = Date.UTC(2026, 10, 21)
      const core = coreIn(newDir(), { clock })
      core.settings.update({ renewConcurrency: 3 })
      for (let i = 0; i < 10; i++) {
        const p = await unwrap(
          core.api.createProfile(profileInput({ name: `P${i}`, baseUrl: slow.url })),
        )
        await unwrap(core.api.getToken({ profileId: p.id }))
      }
      now += 24 * HOUR
      peak = 0
      const summary = await unwrap(core.api.renewAll({ scope: 'due' }))
      expect(summary.outcomes.filter((o) => o.kind === 'renewed')).toHaveLength(10)
      expect(peak).toBe(3)
    } finally {
      await slow.close()
    }
  })
})

describe('auto-renew', () => {
  it('backs off 30 s, 1 min, 2 min … up to 30 min', () => {
    expect([1, 2, 3, 4, 7, 20].map(retryDelay)).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_800_000, 1_800_000,
    ])
  })

  it('renews only opted-in profiles, and only inside the lead time', async () => {
    now = Date.UTC(2026, 10, 21)
    const core = coreIn(newDir(), { clock })
    const auto = await profileWithToken(core.api, profileInput({ autoRenew: true }))
    await profileWithToken(core.api, profileInput({ name: 'Manual' }))
    const count = () => sandbox.authCount()

    let before = count()
    now += 23 * HOUR // 1 h left; default lead is 15 min
    await core.autoRenewer.tick()
    expect(count() - before).toBe(0)

    now += 50 * MINUTE // 10 min left
    await core.autoRenewer.tick()
    expect(count() - before).toBe(1)
    expect((await view(core.api, auto.id)).token).toMatchObject({ issuedAt: now })

    before = count()
    await core.autoRenewer.tick()
    expect(count() - before).toBe(0)
  })

  it('stops at the first 401 until the user acts', async () => {
    now = Date.UTC(2026, 10, 21)
    const core = coreIn(newDir(), { clock })
    const auto = await profileWithToken(core.api, profileInput({ autoRenew: true }))
    const { password: _pw, allowDuplicate: _d, ...fields } = profileInput({ autoRenew: true })
    await unwrap(core.api.updateProfile({ id: auto.id, fields, password: 'changed-elsewhere' }))
    now += 24 * HOUR

    const before = sandbox.authCount()
    await core.autoRenewer.tick()
    expect(sandbox.authCount() - before).toBe(1)
    for (let i = 0; i < 5; i++) {
      now += HOUR
      await core.autoRenewer.tick()
    }
    expect(sandbox.authCount() - before).toBe(1)

    // The user enters the right password: auto-renew resumes.
    await unwrap(core.api.updateProfile({ id: auto.id, fields, password: 'demo-password' }))
    await core.autoRenewer.tick()
    expect(sandbox.authCount() - before).toBe(2)
    expect((await view(core.api, auto.id)).lastError).toBeNull()
  })

  it('backs off on network failures instead of hammering the service', async () => {
    now = Date.UTC(2026, 10, 21)
    const core = coreIn(newDir(), { clock })
    await profileWithToken(core.api, profileInput({ autoRenew: true }))
    now += 24 * HOUR
    sandbox.setFault({ fault: { kind: 'status', status: 503 }, host: 'portal' })
    const before = sandbox.authCount()
    const attempts = () => sandbox.authCount() - before

    await core.autoRenewer.tick()
    expect(attempts()).toBe(1)
    now += 29_000
    await core.autoRenewer.tick()
    expect(attempts()).toBe(1)
    now += 1_000
    await core.autoRenewer.tick()
    expect(attempts()).toBe(2)
    now += 59_000
    await core.autoRenewer.tick()
    expect(attempts()).toBe(2)
    sandbox.setFault(null)
    now += 1_000
    await core.autoRenewer.tick()
    expect(attempts()).toBe(3)
  })

  it('waits as long as a 429’s Retry-After asks when that is longer than its back-off', async () => {
    let limited = false
    const service = await loopbackServer((_req: IncomingMessage, res: ServerResponse) => {
      if (!limited)
        return res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"token":"t0k3n"}')
      res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '600' })
      res.end('{"error":"Too many requests"}')
    })
    try {
      now = Date.UTC(2026, 10, 21)
      const core = coreIn(newDir(), { clock })
      const p = await unwrap(
        core.api.createProfile(profileInput({ baseUrl: service.url, autoRenew: true })),
      )
      await unwrap(core.api.getToken({ profileId: p.id }))
      limited = true
      now += 24 * HOUR
      const attempts = () => service.hits.length - 1
      await core.autoRenewer.tick()
      expect(attempts()).toBe(1)
      const failed = (await view(core.api, p.id)).lastError
      expect(failed).toMatchObject({
        code: 'unexpected-response',
        status: 429,
        retryAfterMs: 600_000,
      })
      expect(failed?.message).toMatch(
        /a refusal for too many requests saying "Too many requests" .*The service asks to wait 600 s before the next try\.$/,
      )
      // Past the 30 s back-off, short of the 10 minutes asked: not sent again.
      now += 5 * MINUTE
      await core.autoRenewer.tick()
      expect(attempts()).toBe(1)
      now += 5 * MINUTE
      await core.autoRenewer.tick()
      expect(attempts()).toBe(2)
    } finally {
      await service.close()
    }
  })
})
