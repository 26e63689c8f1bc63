import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { DEMO_TAG, type DemoStatus } from '../../src/shared/model/demo'
import type { ProfileView } from '../../src/shared/model/profile'
import { standingToken } from '../../src/shared/model/token'
import { coreIn } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import { unwrap } from '../helpers/api'
import { holdPort } from '../helpers/loopbackServer'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
type Core = ReturnType<typeof coreIn>

const stops: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop()
})

function launch(dir: string): Core {
  const core = coreIn(dir)
  stops.push(core.start())
  return core
}

const quit = async () => {
  await stops.pop()?.()
}

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

/**
 * The demo's profiles are the ones it made, by id (src/main/core/demo/demoService.ts),
 * never whatever carries its tag: a caller could tag a real profile, and
 * the demo would move it (with its password and token) to its own address
 * and delete it with the demo.
 */
describe('a real profile tagged as the demo’s', () => {
  let real: Sandbox
  beforeAll(async () => {
    real = await startSandbox()
  })
  afterAll(() => real.close())

  /** Two real profiles with a password and a token, tagged sandbox-demo; one named like a demo profile. */
  async function taggedRealProfiles(core: Core) {
    const made: ProfileView[] = []
    for (const name of ['Demo · customer portal', 'Mine']) {
      const profile = await unwrap(
        core.api.createProfile(demoLogin(real, { name, allowDuplicate: true })),
      )
      await unwrap(core.api.getToken({ profileId: profile.id }))
      await unwrap(core.api.updateProfile({ id: profile.id, fields: { tags: [DEMO_TAG] } }))
      made.push(await unwrap(core.api.getProfile({ profileId: profile.id })))
    }
    return made
  }

  /** Where it points, its password and its token: what the demo must leave alone. */
  const identity = (p: ProfileView) => ({
    id: p.id,
    name: p.name,
    baseUrl: p.baseUrl,
    apiHostUrl: p.apiHostUrl,
    username: p.username,
    password: p.password,
    token: standingToken(p.token)?.expiresAt ?? null,
  })

  async function unchanged(core: Core, before: ProfileView[]) {
    for (const p of before) {
      const now = await unwrap(core.api.getProfile({ profileId: p.id }))
      expect(identity(now)).toEqual(identity(p))
      expect(identity(now).token).not.toBeNull()
      expect(now.password).toBe('stored')
    }
  }

  it('is neither reset nor moved by the demo, and not deleted with it', async () => {
    const dir = newDir()
    const core = launch(dir)
    const mine = await taggedRealProfiles(core)
    const demo = await unwrap(core.api.startDemo())
    expect(demo.profiles).toHaveLength(15)
    expect(demo.profiles.map((p) => p.id)).not.toContain(mine[0]?.id)
    expect(demo.profiles.map((p) => p.id)).not.toContain(mine[1]?.id)
    await unchanged(core, mine)
    expect((await unwrap(core.api.demoStatus())).profiles).toBe(15)
    await quit()

    // The demo's ports are taken at the next launch: it moves, and its profiles follow.
    const squatter = await holdPort(Number(new URL(demo.urls.portal).port))
    try {
      const after = launch(dir)
      const status = await settled(after)
      expect(status.service).toMatchObject({ kind: 'running', movedFrom: demo.urls })
      await unchanged(after, mine)

      expect(await unwrap(after.api.removeDemo())).toEqual({ removed: 15 })
      await unchanged(after, mine)
      const left = await unwrap(after.api.listProfiles())
      expect(left.map((p) => p.id).sort()).toEqual(mine.map((p) => p.id).sort())
    } finally {
      await new Promise((resolve) => squatter.close(resolve))
    }
  })

  it('is not adopted from a record without ids (older, or damaged) unless it is on loopback', async () => {
    const dir = newDir()
    const core = launch(dir)
    const demo = await unwrap(core.api.startDemo())
    const elsewhere = await unwrap(
      core.api.createProfile({
        name: 'Demo · alternate portal',
        accountId: 'ACME-001',
        portal: 'alternate',
        baseUrl: 'https://portal.example.test',
        username: 'someone',
        password: 'a real password',
        tags: [DEMO_TAG],
      }),
    )
    await quit()
    const file = join(dir, 'profiles.json')
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { demo: Record<string, unknown> }
    for (const record of [{ urls: stored.demo['urls'] }, { urls: 'damaged', profileIds: 7 }]) {
      writeFileSync(file, JSON.stringify({ ...stored, demo: record }))
      const after = launch(dir)
      expect((await settled(after)).profiles).toBe(15)
      // The ids are written down again: the tagged profile elsewhere is not among them.
      const { profileIds } = (
        JSON.parse(readFileSync(file, 'utf8')) as {
          demo: { profileIds: string[] }
        }
      ).demo
      expect(profileIds.sort()).toEqual(demo.profiles.map((p) => p.id).sort())
      await quit()
    }
    const after = launch(dir)
    expect(await unwrap(after.api.removeDemo())).toEqual({ removed: 15 })
    expect(await unwrap(after.api.getProfile({ profileId: elsewhere.id }))).toMatchObject({
      baseUrl: 'https://portal.example.test',
      password: 'stored',
    })
  })
})
