import { afterEach, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { defaultSettings } from '../../src/shared/model/settings'
import { profileWithToken, view } from '../helpers/api'
import { coreIn } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import { useTempDirs } from '../helpers/tempDir'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
/** The app's check interval (createCore's AUTO_RENEW_CHECK_MS). */
const TICK_MS = 15_000
const LIFETIME_MS = 5 * MINUTE

const newDir = useTempDirs()
let sandbox: Sandbox | null = null
afterEach(async () => {
  await sandbox?.close()
  sandbox = null
})

/**
 * Auto-renew on, a sandbox issuing 5-minute JWTs (the default lead time is
 * 15 min), and the clock moved on tick by tick for `span`: the token requests
 * the sandbox saw in that time.
 */
async function renewalsOver(span: number, serviceClockOffset = 0) {
  let now = Date.UTC(2026, 10, 21)
  const clock = () => now
  sandbox = await startSandbox({ clock: () => now + serviceClockOffset, lifetimeMs: LIFETIME_MS })
  const core = coreIn(newDir(), { clock })
  expect(core.settings.get().autoRenewLeadMs).toBe(defaultSettings.autoRenewLeadMs)
  expect(core.settings.get().autoRenewLeadMs).toBeGreaterThan(LIFETIME_MS)
  const profile = await profileWithToken(
    core.api,
    demoLogin(sandbox, { autoRenew: true, allowDuplicate: true }),
  )
  const before = sandbox.authCount()
  for (const end = now + span; now < end;) {
    now += TICK_MS
    await core.autoRenewer.tick()
  }
  return { count: sandbox.authCount() - before, last: await view(core.api, profile.id), now }
}

describe('auto-renew against tokens shorter than the lead time', () => {
  it('renews each 5-minute token once, two thirds into its life, not at every check', async () => {
    const { count, last, now } = await renewalsOver(2 * HOUR)
    // One renewal per 200 s (a third of 5 min left): 36 in two hours. Before the clamp every
    // new token was due at birth and the 480 checks each fetched one.
    expect(count).toBeLessThanOrEqual(Math.ceil((2 * HOUR) / ((LIFETIME_MS * 2) / 3)) + 1)
    expect(count).toBeGreaterThanOrEqual(30)
    // And the token never lapsed: the one standing now still has life left.
    expect(last.token).toMatchObject({ kind: 'issued', expirySource: 'token' })
    if (last.token.kind === 'issued') expect(last.token.expiresAt).toBeGreaterThan(now)
  })

  it('backs off when the service issues tokens already expired (its clock 10 min behind)', async () => {
    const { count } = await renewalsOver(2 * HOUR, -10 * MINUTE)
    // 30 s, 1, 2, 4, 8, 16 min, then every 30 min: about 10 in two hours, not 480.
    expect(count).toBeLessThanOrEqual(12)
    expect(count).toBeGreaterThanOrEqual(2)
  })
})
