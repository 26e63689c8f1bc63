import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DemoHost } from '../../src/main/core/demo/demoHost'
import { loginKey } from '../../src/main/core/secrets/secretKeys'
import { sandboxDemoHost } from '../../src/main/demo/sandboxHost'
import type { Said } from '../../src/shared/i18n/said'
import { sayIn } from '../../src/shared/i18n/sayIn'
import type { AppEvent } from '../../src/shared/ipc/events'
import type { DemoStatus, DemoUrls } from '../../src/shared/model/demo'
import { loginOf } from '../../src/shared/model/login'
import type { ProfileView } from '../../src/shared/model/profile'
import { standingToken } from '../../src/shared/model/token'
import { coreIn } from '../helpers/core'

/** The state journal's text, where the vault's sealed rows live. */
const journalText = (dir: string) => readFileSync(join(dir, 'state.journal'), 'utf8')
import { expectError, unwrap, views } from '../helpers/api'
import { holdPort } from '../helpers/loopbackServer'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
type Core = ReturnType<typeof coreIn>

/** Every core a test starts is stopped after it, so no sandbox is left listening. */
const stops: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop()
})

function launch(dir: string, options: Parameters<typeof coreIn>[1] = {}): Core {
  const core = coreIn(dir, options)
  stops.push(core.start())
  return core
}

/** Quits the app: what `will-quit` does. */
async function quit(): Promise<void> {
  await stops.pop()?.()
}

/** The demo's state once a start at launch (if any) has finished. */
function settled(core: Core): Promise<DemoStatus> {
  return vi.waitFor(
    async () => {
      const status = await unwrap(core.api.demoStatus())
      if (status.service.kind === 'starting') throw new Error('still starting')
      return status
    },
    { timeout: 10_000 },
  )
}

const byName = (profiles: ProfileView[], name: string): ProfileView => {
  const found = profiles.find((p) => p.name === name)
  if (!found) throw new Error(`no profile named ${name}`)
  return found
}

async function tokenOf(core: Core, profileId: string): Promise<string> {
  await unwrap(core.api.getToken({ profileId }))
  core.confirmations.answer('reveal-token', true)
  return (await unwrap(core.api.revealToken({ profileId }))).token
}

/** Asks the demo service itself whether it accepts a token. */
const whoami = (urls: DemoUrls, token: string) =>
  fetch(`${urls.apiHost}/_rest/v4/whoami`, { headers: { Authorization: `Bearer ${token}` } })

describe('"Try the local sandbox"', () => {
  it('makes a profile per login, each with its own outcome, every fault kind included', async () => {
    const core = launch(newDir(), { timeoutMs: 1000 })
    const demo = await unwrap(core.api.startDemo())
    expect(Object.values(demo.urls).every((u) => u.startsWith('http://127.0.0.1:'))).toBe(true)
    const outcomes: Record<string, string> = {}
    for (const p of demo.profiles) {
      const result = await core.api.getToken({ profileId: p.id })
      if (result.ok) {
        outcomes[p.name] = `token via ${standingToken(result.value.token)?.method}`
        continue
      }
      const error = result.error
      const detail =
        error.code === 'network'
          ? error.cause
          : error.code === 'unexpected-response' || error.code === 'auth-rejected'
            ? error.status
            : ''
      outcomes[p.name] = `${error.code} ${detail}: ${error.message}`
    }
    expect(outcomes).toEqual({
      'Demo · customer portal': 'token via POST',
      'Demo · alternate portal': 'token via POST',
      'Demo · SMS API host (POST)': 'token via POST',
      'Demo · SMS API host (GET)': 'token via GET',
      'Demo · wrong password': expect.stringMatching(/^auth-rejected 401: /),
      'Demo · no API access': expect.stringMatching(/^auth-rejected 401: /),
      'Demo · Globex (another account)': 'token via POST',
      'Demo · 503 Service unavailable': expect.stringMatching(
        /^unexpected-response 503: .*got an error answer saying "Service unavailable" \(HTTP 503, application\/json/,
      ),
      'Demo · HTML error page': expect.stringMatching(
        /^unexpected-response 502: .*an HTML error page saying ".+" \(HTTP 502/,
      ),
      'Demo · malformed JSON': expect.stringMatching(
        /^unexpected-response 200: .*a body that is not JSON/,
      ),
      'Demo · 200 without a token': expect.stringMatching(
        /^unexpected-response 200: .*JSON without a "token" or "data" field/,
      ),
      'Demo · oversize answer': expect.stringMatching(/^network too-large: .*larger than 1 MiB/),
      'Demo · redirect to a login page': expect.stringMatching(
        /^unexpected-response 302: .*answered 302 with a redirect to \/login; it was not followed/,
      ),
      'Demo · no answer (time-out)': expect.stringMatching(
        /^network timeout: .*did not answer within 1 s/,
      ),
      'Demo · dropped connection': expect.stringMatching(
        /^network reset: .*dropped the connection/,
      ),
    })
    // The wrong password is an old one: the new one, as its notes say, ends the refusal.
    const wrong = byName(demo.profiles, 'Demo · wrong password')
    expect(wrong.notes).toMatch(/rotated-password/)
    const fixed = await unwrap(
      core.api.getToken({ profileId: wrong.id, password: 'rotated-password' }),
    )
    expect(fixed.token.kind).toBe('issued')
    // Each profile says what it shows, and all are marked as the demo's.
    expect(demo.profiles.every((p) => p.tags.includes('sandbox-demo'))).toBe(true)
    expect(byName(demo.profiles, 'Demo · dropped connection').notes).toMatch(/closed before/)
    const status = await unwrap(core.api.demoStatus())
    expect(status).toMatchObject({
      service: { kind: 'running', urls: demo.urls, fault: 'none', latencyMs: 0, movedFrom: null },
      profiles: 15,
      expectedProfiles: 15,
    })
  })

  it('pressed again, resets the demo profiles instead of duplicating them', async () => {
    const core = launch(newDir())
    const first = await unwrap(core.api.startDemo())
    const portal = byName(first.profiles, 'Demo · customer portal')
    await unwrap(core.api.updateProfile({ id: portal.id, fields: { username: 'someone-else' } }))
    const second = await unwrap(core.api.startDemo())
    expect(second.profiles.map((p) => p.id)).toEqual(first.profiles.map((p) => p.id))
    expect(byName(second.profiles, 'Demo · customer portal').username).toBe('demo')
    expect(await views(core.api)).toHaveLength(15)
  })

  it('says clearly when this build has no demo service', async () => {
    const core = launch(newDir(), { demoHost: null })
    expect(await expectError(core.api.startDemo())).toEqual({
      code: 'unavailable',
      message: 'The local sandbox is not available in this build.',
      said: { key: 'requests.demo.notInBuild' },
    })
    expect(await unwrap(core.api.demoStatus())).toEqual({
      service: { kind: 'unavailable' },
      profiles: 0,
      expectedProfiles: 0,
    })
    expect(await expectError(core.api.setDemoFault({ fault: 'hang', latencyMs: 0 }))).toMatchObject(
      {
        code: 'unavailable',
      },
    )
  })

  it('says why the service did not start, and can be started again', async () => {
    let attempts = 0
    const flaky: DemoHost = {
      logins: sandboxDemoHost.logins,
      start: (options) =>
        ++attempts === 1
          ? Promise.reject(new Error('listen EADDRINUSE: address already in use'))
          : sandboxDemoHost.start(options),
    }
    const core = launch(newDir(), { demoHost: flaky })
    const didNotStart = {
      message: 'The local sandbox did not start: listen EADDRINUSE: address already in use',
      said: {
        key: 'requests.demo.didNotStart',
        values: { reason: 'listen EADDRINUSE: address already in use' },
      } as Said,
    }
    expect(await expectError(core.api.startDemo())).toEqual({
      code: 'unavailable',
      ...didNotStart,
    })
    expect((await unwrap(core.api.demoStatus())).service).toEqual({
      kind: 'failed',
      ...didNotStart,
    })
    expect(sayIn('de', didNotStart.said)).toBe(
      'Die lokale Sandbox ist nicht gestartet: listen EADDRINUSE: address already in use',
    )
    expect(core.logs).toEqual([
      expect.stringMatching(
        /WARN {2}The local sandbox did not start: listen EADDRINUSE: address already in use$/,
      ),
    ])
    expect((await unwrap(core.api.startDemo())).profiles).toHaveLength(15)
  })
})

describe('after a restart', () => {
  it('is back on the same ports, and the token from before still works', async () => {
    const dir = newDir()
    const before = launch(dir)
    const demo = await unwrap(before.api.startDemo())
    const portal = byName(demo.profiles, 'Demo · customer portal')
    const token = await tokenOf(before, portal.id)
    const issued = standingToken(byName(await views(before.api), portal.name).token)
    await quit()
    await expect(whoami(demo.urls, token)).rejects.toThrow() // nothing listens while "quit"

    const after = launch(dir)
    const status = await settled(after)
    expect(status.service).toEqual({
      kind: 'running',
      urls: demo.urls,
      fault: 'none',
      latencyMs: 0,
      movedFrom: null,
    })
    const profiles = await views(after.api)
    expect(profiles).toHaveLength(15)
    expect(standingToken(byName(profiles, portal.name).token)).toEqual(issued)
    // The restarted service knows the token it issued before, like one that kept running.
    const me = await whoami(demo.urls, token)
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ username: 'demo', accountId: 'ACME-001' })
    after.confirmations.answer('reveal-token', true)
    expect((await unwrap(after.api.revealToken({ profileId: portal.id }))).token).toBe(token)
  })

  it('moves to free ports when one is taken, re-points the profiles and keeps their tokens', async () => {
    const dir = newDir()
    const events: AppEvent[] = []
    const before = launch(dir)
    const demo = await unwrap(before.api.startDemo())
    const portal = byName(demo.profiles, 'Demo · customer portal')
    const token = await tokenOf(before, portal.id)
    await quit()
    const squatter = await holdPort(Number(new URL(demo.urls.portal).port))
    try {
      const after = launch(dir, { events: { emit: (event) => events.push(event) } })
      const status = await settled(after)
      if (status.service.kind !== 'running') throw new Error(`not running: ${status.service.kind}`)
      const { urls, movedFrom } = status.service
      expect(movedFrom).toEqual(demo.urls)
      expect(urls.portal).not.toBe(demo.urls.portal)

      const profiles = await views(after.api)
      expect(profiles).toHaveLength(15)
      for (const p of profiles) {
        expect(Object.values(urls)).toContain(p.baseUrl)
        expect(p.apiHostUrl).toBe(urls.apiHost)
      }
      const moved = byName(profiles, portal.name)
      expect(moved.baseUrl).toBe(urls.portal)
      expect(moved.token.kind).toBe('issued')
      after.confirmations.answer('reveal-token', true)
      expect((await unwrap(after.api.revealToken({ profileId: portal.id }))).token).toBe(token)
      expect((await whoami(urls, token)).status).toBe(200)
      // The page hears of every re-pointed profile.
      const changed = events.flatMap((e) => (e.type === 'profile-changed' ? [e.profile.id] : []))
      expect(new Set(changed)).toEqual(new Set(profiles.map((p) => p.id)))
      // And the profile works against the moved service.
      await unwrap(after.api.getToken({ profileId: portal.id }))
      await quit()

      // The new ports are the ones remembered now.
      const third = launch(dir)
      const again = await settled(third)
      expect(again.service).toMatchObject({ kind: 'running', urls, movedFrom: null })
    } finally {
      await new Promise((resolve) => squatter.close(resolve))
    }
  })

  it('starts on free ports when the remembered ones are unreadable, and remembers those', async () => {
    const dir = newDir()
    const before = launch(dir)
    await unwrap(before.api.startDemo())
    await quit()
    const file = join(dir, 'profiles.json')
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
    writeFileSync(file, JSON.stringify({ ...stored, demo: { urls: { portal: 'not a URL' } } }))

    const after = launch(dir)
    const status = await settled(after)
    if (status.service.kind !== 'running') throw new Error(`not running: ${status.service.kind}`)
    expect(status.service.movedFrom).toBeNull()
    const profiles = await views(after.api)
    expect(byName(profiles, 'Demo · customer portal').baseUrl).toBe(status.service.urls.portal)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      demo: { urls: status.service.urls },
    })
  })

  it('starts nothing when there are no demo profiles', async () => {
    const dir = newDir()
    const before = launch(dir)
    await unwrap(
      before.api.createProfile({
        name: 'Real',
        accountId: 'ACME-001',
        portal: 'customer',
        baseUrl: 'https://portal.example.com',
        username: 'someone',
      }),
    )
    await quit()
    const after = launch(dir)
    expect((await settled(after)).service).toEqual({ kind: 'stopped' })
  })

  it('keeps the demo profiles, and says so, when the build has no demo service', async () => {
    const dir = newDir()
    const before = launch(dir)
    await unwrap(before.api.startDemo())
    await quit()
    const after = launch(dir, { demoHost: null })
    expect(await settled(after)).toEqual({
      service: { kind: 'unavailable' },
      profiles: 15,
      expectedProfiles: 0,
    })
  })
})

describe('switching faults from the app', () => {
  it('switches the customer portal to each fault and back; other hosts are untouched', async () => {
    const core = launch(newDir(), { timeoutMs: 1000 })
    const demo = await unwrap(core.api.startDemo())
    const portal = byName(demo.profiles, 'Demo · customer portal')
    const alternate = byName(demo.profiles, 'Demo · alternate portal')
    await unwrap(core.api.getToken({ profileId: portal.id }))

    const status = await unwrap(core.api.setDemoFault({ fault: 'status-503', latencyMs: 0 }))
    expect(status.service).toMatchObject({ kind: 'running', fault: 'status-503', latencyMs: 0 })
    expect(await expectError(core.api.getToken({ profileId: portal.id }))).toMatchObject({
      code: 'unexpected-response',
      status: 503,
    })
    await unwrap(core.api.getToken({ profileId: alternate.id }))

    await unwrap(core.api.setDemoFault({ fault: 'drop', latencyMs: 0 }))
    expect(await expectError(core.api.getToken({ profileId: portal.id }))).toMatchObject({
      code: 'network',
      cause: 'reset',
    })

    // A delay longer than the request time-out (1 s here) makes the portal time out.
    await unwrap(core.api.setDemoFault({ fault: 'none', latencyMs: 1500 }))
    expect(await expectError(core.api.getToken({ profileId: portal.id }))).toMatchObject({
      code: 'network',
      cause: 'timeout',
    })

    const back = await unwrap(core.api.setDemoFault({ fault: 'none', latencyMs: 0 }))
    expect(back.service).toMatchObject({ kind: 'running', fault: 'none', latencyMs: 0 })
    await unwrap(core.api.getToken({ profileId: portal.id }))
  })

  it('refuses an unknown fault or a bad latency, and a demo that is not running', async () => {
    const core = launch(newDir())
    expect(await expectError(core.api.setDemoFault({ fault: 'none', latencyMs: 0 }))).toEqual({
      code: 'unavailable',
      message: 'The demo sandbox is not running. Start it first.',
      said: { key: 'requests.demo.notRunning' },
    })
    await unwrap(core.api.startDemo())
    expect(
      await expectError(core.dispatch('setDemoFault', { fault: 'teapot', latencyMs: 0 })),
    ).toMatchObject({
      code: 'invalid-input',
      issues: [{ path: 'fault', message: 'Unknown fault' }],
    })
    expect(
      await expectError(core.api.setDemoFault({ fault: 'hang', latencyMs: -1 })),
    ).toMatchObject({
      code: 'invalid-input',
      issues: [{ path: 'latencyMs', message: 'Latency cannot be negative' }],
    })
  })
})

describe('removing the demo', () => {
  it('removes every demo profile and its secrets, stops the service and forgets it', async () => {
    const dir = newDir()
    const core = launch(dir)
    const demo = await unwrap(core.api.startDemo())
    const portal = byName(demo.profiles, 'Demo · customer portal')
    const token = await tokenOf(core, portal.id)
    const mine = await unwrap(
      core.api.createProfile({
        name: 'Mine',
        accountId: 'ACME-001',
        portal: 'customer',
        baseUrl: demo.urls.portal,
        username: 'demo',
        password: 'demo-password',
        allowDuplicate: true,
      }),
    )
    await core.flush()
    const secretsBefore = journalText(dir)
    // "Mine" has the login of the demo's customer portal profile: one password, kept for both.
    const shared = loginKey(loginOf(portal))
    const alternate = loginKey(loginOf(byName(demo.profiles, 'Demo · alternate portal')))
    expect(secretsBefore).toContain(shared)
    expect(secretsBefore).toContain(alternate)
    expect(secretsBefore).toContain('demo:token-key')

    expect(await unwrap(core.api.removeDemo())).toEqual({ removed: 15 })
    expect((await views(core.api)).map((p) => p.id)).toEqual([mine.id])
    await core.flush()
    const secrets = journalText(dir)
    for (const p of demo.profiles) expect(secrets).not.toContain(p.id)
    expect(secrets).not.toContain('demo:token-key')
    // The login "Mine" still uses keeps its password; the other demo logins' are gone.
    expect(secrets).toContain(shared)
    expect(secrets).not.toContain(alternate)
    expect(JSON.parse(readFileSync(join(dir, 'profiles.json'), 'utf8'))).not.toHaveProperty('demo')
    expect(await unwrap(core.api.demoStatus())).toEqual({
      service: { kind: 'stopped' },
      profiles: 0,
      expectedProfiles: 15,
    })
    await expect(whoami(demo.urls, token)).rejects.toThrow() // the service is gone

    // Nothing comes back at the next launch.
    await quit()
    const after = launch(dir)
    expect((await settled(after)).service).toEqual({ kind: 'stopped' })
  })
})
