import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { coreIn } from '../helpers/core'
import { demoProfile, unwrap, view, type Api } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())
afterEach(() => sandbox.setLatency(0, 'portal'))

/** Starts Get token on a slow service and waits until it is in flight. */
async function inFlight(api: Api, profileId: string) {
  sandbox.setLatency(400, 'portal')
  const getting = api.getToken({ profileId })
  while ((await view(api, profileId)).token.kind !== 'renewing') {
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  return getting
}

describe('a profile changed while its token is on the way', () => {
  it('keeps no token for the login before when an edit changes the login', async () => {
    const core = coreIn(newDir())
    const p = await demoProfile(core.api, sandbox, { name: 'Globex' })
    const getting = inFlight(core.api, p.id)
    // Another user of the same host: the token on its way is the old user's.
    await unwrap(
      core.api.updateProfile({
        id: p.id,
        fields: { username: 'no-access' },
        password: 'another-password',
      }),
    )
    const answer = await getting
    expect(answer.ok).toBe(false)
    if (!answer.ok) {
      expect(answer.error.code).toBe('cancelled')
      expect(answer.error.message).toMatch(/login changed while its token was on the way/)
    }
    expect((await view(core.api, p.id)).token.kind).toBe('none')
    const activity = await unwrap(core.api.listActivity({ profileId: p.id }))
    expect(activity.map((a) => a.kind)).not.toContain('obtained')
  })

  it('keeps the token when the edit leaves the login as it was (a new name)', async () => {
    const core = coreIn(newDir())
    const p = await demoProfile(core.api, sandbox, { name: 'Acme' })
    const getting = inFlight(core.api, p.id)
    await unwrap(core.api.updateProfile({ id: p.id, fields: { name: 'Acme renamed' } }))
    expect((await getting).ok).toBe(true)
    expect((await view(core.api, p.id)).token.kind).toBe('issued')
  })

  it('stops the request of a deleted profile: Undo brings it back without a token got after', async () => {
    const core = coreIn(newDir())
    const p = await demoProfile(core.api, sandbox, { name: 'Initech' })
    const getting = inFlight(core.api, p.id)
    const deleted = await unwrap(core.api.deleteProfile({ profileId: p.id }))
    await unwrap(core.api.undoDelete({ undoId: deleted.undoId }))
    expect((await getting).ok).toBe(false)
    expect((await view(core.api, p.id)).token.kind).toBe('none')
  })
})
