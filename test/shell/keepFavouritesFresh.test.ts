import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { machineClock } from '../../src/harness/clock'
import { powerMonitor } from '../../src/harness/electron/system'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { demoProfile, unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'
import { bootApp, quitApp } from './boot'

const newDir = useTempDirs()
const realNow = Date.now

describe("Keep favourites' tokens fresh, on resume", () => {
  let sandbox: Sandbox
  beforeAll(async () => {
    // As the harness does: the app's core and the sandbox read the moved machine clock.
    Date.now = machineClock.now
    sandbox = await startSandbox()
  })
  afterEach(async () => {
    await quitApp()
    machineClock.setOffset(0)
  })
  afterAll(async () => {
    await sandbox.close()
    Date.now = realNow
  })

  it('powerMonitor resume after the clock moved renews the due favourite, not the others', async () => {
    const booted = await bootApp(newDir(), { platform: 'linux' })
    await unwrap(booted.api.updateSettings({ keepFavouritesFresh: true }))
    const favourite = await demoProfile(booted.api, sandbox, { name: 'Fav', favourite: true })
    const other = await demoProfile(booted.api, sandbox, { name: 'Other', accountId: 'ACME-002' })
    for (const p of [favourite, other]) await unwrap(booted.api.getToken({ profileId: p.id }))
    const before = sandbox.authCount()

    // Asleep for 23 h 50 min: 10 minutes left, inside the 15-minute lead time.
    machineClock.setOffset(23 * 3_600_000 + 50 * 60_000)
    powerMonitor.play('resume')
    await expect.poll(() => sandbox.authCount() - before).toBe(1)
    const renewed = sandbox.requests.filter((r) => r.path.endsWith('/authenticate')).at(-1)!
    expect(JSON.parse(renewed.body)).toMatchObject({ username: 'demo' })
    const views = await unwrap(booted.api.listProfiles())
    const issued = (id: string) => {
      const token = views.find((v) => v.id === id)!.token
      return token.kind === 'issued' ? token.issuedAt : 0
    }
    expect(issued(favourite.id)).toBeGreaterThan(issued(other.id) + 23 * 3_600_000)
  })
})
