import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { InputOf } from '../../src/shared/ipc/contract'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { profileWithToken, unwrap, view } from '../helpers/api'
import { coreIn } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import { useTempDirs } from '../helpers/tempDir'

const HOUR = 3_600_000
const newDir = useTempDirs()
let sandbox: Sandbox
let now = 0
const clock = () => now
const stops: (() => Promise<void>)[] = []

beforeAll(async () => {
  sandbox = await startSandbox({ clock })
})
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop()
})
afterAll(() => sandbox.close())

const input = (overrides: Partial<InputOf<'createProfile'>> = {}) =>
  demoLogin(sandbox, { allowDuplicate: true, ...overrides })

/** A core with a favourite and a profile that is not one, both with a token 23 h 50 min old. */
async function dueFavourite(keep: boolean) {
  now = Date.UTC(2026, 10, 29, 8)
  const core = coreIn(newDir(), { clock })
  await unwrap(core.api.updateSettings({ keepFavouritesFresh: keep }))
  const favourite = await profileWithToken(core.api, input({ name: 'Favourite', favourite: true }))
  const other = await profileWithToken(core.api, input({ name: 'Other', accountId: 'ACME-002' }))
  // 10 min left: inside auto-renew's default lead time of 15 min.
  now += 23 * HOUR + 50 * 60_000
  return { core, favourite, other }
}

const issuedAt = async (core: ReturnType<typeof coreIn>, id: string) => {
  const token = (await view(core.api, id)).token
  return token.kind === 'issued' ? token.issuedAt : null
}

describe("Keep favourites' tokens fresh", () => {
  it('at start, renews a due favourite once; a profile that is not one is left alone', async () => {
    const { core, favourite, other } = await dueFavourite(true)
    const before = sandbox.authCount()
    stops.push(core.start())
    // The start's pass, joined: a pass in progress finishes before another is made.
    await core.autoRenewer.freshen()
    expect(sandbox.authCount() - before).toBe(1)
    expect(await issuedAt(core, favourite.id)).toBe(now)
    expect(await issuedAt(core, other.id)).not.toBe(now)
    // Renewed: not due again.
    await core.autoRenewer.freshen()
    expect(sandbox.authCount() - before).toBe(1)
  })

  it('off (the default), the start renews no favourite', async () => {
    const { core, favourite } = await dueFavourite(false)
    const before = sandbox.authCount()
    stops.push(core.start())
    await core.autoRenewer.freshen()
    expect(sandbox.authCount() - before).toBe(0)
    expect(await issuedAt(core, favourite.id)).not.toBe(now)
  })

  it('the periodic tick stays auto-renew’s: favourites wait for a start or a resume', async () => {
    const { core } = await dueFavourite(true)
    const before = sandbox.authCount()
    await core.autoRenewer.tick()
    expect(sandbox.authCount() - before).toBe(0)
  })

  it('stops at the first 401 with the notice auto-renew gives, until the user acts', async () => {
    /** The password changed elsewhere: the service refuses the one kept. */
    const refuse = async (core: ReturnType<typeof coreIn>, p: { id: string; name: string }) => {
      const { password: _pw, allowDuplicate: _d, ...fields } = input({ name: p.name })
      const { favourite, autoRenew } = await view(core.api, p.id)
      await unwrap(
        core.api.updateProfile({
          id: p.id,
          fields: { ...fields, favourite, autoRenew },
          password: 'changed-elsewhere',
        }),
      )
    }
    const { core, favourite } = await dueFavourite(true)
    await refuse(core, favourite)
    const before = sandbox.authCount()
    await core.autoRenewer.freshen()
    expect(sandbox.authCount() - before).toBe(1)
    for (let i = 0; i < 3; i++) {
      now += 10 * 60_000
      await core.autoRenewer.freshen()
    }
    expect(sandbox.authCount() - before).toBe(1)

    // Auto-renew, refused the same way, says the same.
    now = Date.UTC(2026, 10, 29, 8)
    const autoCore = coreIn(newDir(), { clock })
    const auto = await profileWithToken(autoCore.api, input({ name: 'Favourite', autoRenew: true }))
    await refuse(autoCore, auto)
    now += 23 * HOUR + 50 * 60_000
    await autoCore.autoRenewer.tick()
    const notice = async (c: ReturnType<typeof coreIn>, id: string) => {
      const { lastError } = await view(c.api, id)
      return lastError && { code: lastError.code, message: lastError.message }
    }
    const fresh = await notice(core, favourite.id)
    expect(fresh).toMatchObject({ code: 'auth-rejected' })
    expect(fresh).toEqual(await notice(autoCore, auto.id))

    // The user enters the right password: the next start or resume renews it.
    await unwrap(
      core.api.updateProfile({
        id: favourite.id,
        fields: { ...input({ name: 'Favourite' }), favourite: true },
        password: 'demo-password',
      }),
    )
    const resumed = sandbox.authCount()
    now += 60_000 // past the first back-off step (30 s)
    await core.autoRenewer.freshen()
    expect(sandbox.authCount() - resumed).toBe(1)
    expect((await view(core.api, favourite.id)).lastError).toBeNull()
  })
})
