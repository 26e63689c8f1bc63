import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import type { AppEvent } from '../../src/shared/ipc/events'
import type { Outage } from '../../src/shared/model/outage'
import { coreIn } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import { unwrap, view } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
const HOUR = 3_600_000
let sandbox: Sandbox
let now = Date.UTC(2026, 10, 29, 8)
const clock = () => now
beforeAll(async () => {
  sandbox = await startSandbox({ clock })
})
afterAll(() => sandbox.close())

/** 50 auto-renewed profiles of one login on the portal, each with a token due for renewal. */
async function fleet(extra: object = {}) {
  const pushed: Outage[][] = []
  const core = coreIn(newDir(), {
    clock,
    events: {
      emit: (event: AppEvent) => {
        if (event.type === 'outages-changed') pushed.push(event.outages)
      },
    },
  })
  const ids: string[] = []
  for (let i = 0; i < 50; i++) {
    const p = await unwrap(
      core.api.createProfile(
        demoLogin(sandbox, {
          name: `Customer ${i}`,
          accountId: `ACME-${i}`,
          autoRenew: true,
          allowDuplicate: true,
          ...extra,
        }),
      ),
    )
    ids.push(p.id)
  }
  return { core, ids, pushed }
}

describe('a service outage is not a bad password', () => {
  it('50 profiles failing on one host make one outage and one back-off, and it ends with a success', async () => {
    const { core, ids, pushed } = await fleet()
    await unwrap(core.api.renewProfiles({ profileIds: ids }))
    now += 23.9 * HOUR
    sandbox.setFault({ fault: { kind: 'status', status: 503 }, host: 'portal' })
    try {
      const before = sandbox.authCount()
      await core.autoRenewer.tick()
      // Every due profile tried once (none was known to be out yet): 50 failures.
      expect(sandbox.authCount() - before).toBe(50)
      const [outage, ...more] = await unwrap(core.api.listOutages())
      expect(more).toEqual([])
      expect(outage).toMatchObject({
        origin: new URL(sandbox.urls.portal).origin,
        portal: 'customer',
        way: 'server-error',
        count: 50,
        since: now,
        retryAt: now + 60_000,
      })
      expect(new Set(outage?.profileIds)).toEqual(new Set(ids))
      // The window shows one banner whose count grew, told a few times, not once per failure.
      await new Promise((resolve) => setTimeout(resolve, 400))
      expect(pushed.every((list) => list.length <= 1)).toBe(true)
      expect(pushed.length).toBeLessThan(10)
      expect(pushed.at(-1)?.[0]?.count).toBe(50)

      // Held: the next ticks send nothing until the back-off passes, then one profile at a time.
      now += 30_000
      await core.autoRenewer.tick()
      expect(sandbox.authCount() - before).toBe(50)
      now += 31_000
      await core.autoRenewer.tick()
      expect(sandbox.authCount() - before).toBe(51)
      expect((await unwrap(core.api.listOutages()))[0]?.retryAt).toBe(now + 2 * 60_000)
      now += 60_000
      await core.autoRenewer.tick()
      expect(sandbox.authCount() - before).toBe(51)
    } finally {
      sandbox.setFault(null)
    }
    // The service is back: the next try succeeds, which ends the outage, and the tick after
    // renews the rest at once.
    now += 2 * 60_000
    const back = sandbox.authCount()
    await core.autoRenewer.tick()
    expect(sandbox.authCount() - back).toBe(1)
    expect(await unwrap(core.api.listOutages())).toEqual([])
    await core.autoRenewer.tick()
    expect(sandbox.authCount() - back).toBe(50)
    for (const id of ids) expect((await view(core.api, id)).lastError).toBeNull()
  }, 60_000)

  it('a refused password (401) on 50 profiles is no outage', async () => {
    const { core, ids } = await fleet({ username: 'nobody', password: 'wrong' })
    await unwrap(core.api.renewProfiles({ profileIds: ids }))
    expect((await view(core.api, ids[0] as string)).lastError?.code).toBe('auth-rejected')
    expect(await unwrap(core.api.listOutages())).toEqual([])
  })

  it('a few failures of one host spread over hours are no outage; three within minutes are', async () => {
    const { core, ids } = await fleet()
    sandbox.setFault({ fault: { kind: 'html', status: 200 }, host: 'portal' })
    try {
      for (const id of ids.slice(0, 2)) {
        await core.api.getToken({ profileId: id })
        now += HOUR
      }
      expect(await unwrap(core.api.listOutages())).toEqual([])
      await core.api.getToken({ profileId: ids[2] as string })
      expect(await unwrap(core.api.listOutages())).toEqual([])
      now += 60_000
      await core.api.getToken({ profileId: ids[3] as string })
      expect(await unwrap(core.api.listOutages())).toEqual([])
      const burst = now - 60_000
      now += 60_000
      await core.api.getToken({ profileId: ids[4] as string })
      // From the burst on: the failures hours before it are other stories.
      expect(await unwrap(core.api.listOutages())).toMatchObject([
        { way: 'html', count: 3, since: burst },
      ])
    } finally {
      sandbox.setFault(null)
    }
  })
})
