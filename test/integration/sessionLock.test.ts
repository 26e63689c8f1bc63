import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppEvent } from '../../src/shared/ipc/events'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { coreIn } from '../helpers/core'
import { demoProfile, expectError, unwrap, views } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

describe('screen lock, sleep and idle (src/main/core/lock/sessionLock.ts)', () => {
  let sandbox: Sandbox
  beforeAll(async () => {
    sandbox = await startSandbox()
  })
  afterAll(() => sandbox.close())

  /** Linux without a keyring: passwords are kept for this session only. */
  async function weakCoreWithToken(idle = { seconds: 0 }) {
    const events: AppEvent[] = []
    const core = coreIn(newDir(), {
      protection: 'weak',
      events: { emit: (event) => events.push(event) },
      idleSeconds: () => idle.seconds,
    })
    const profile = await demoProfile(core.api, sandbox)
    expect(profile.password).toBe('session')
    await unwrap(core.api.getToken({ profileId: profile.id }))
    await unwrap(core.api.copy({ profileId: profile.id, format: 'header' }))
    expect(await core.clipboard.readText()).toMatch(/^Authorization: Bearer /)
    return { core, profile, events }
  }

  it.each(['screen-locked', 'suspend'] as const)(
    'on %s clears our clipboard copy and session passwords, and tells the page, without locking',
    async (reason) => {
      const { core, profile, events } = await weakCoreWithToken()
      await core.lock.secure(reason)
      expect(await core.clipboard.readText()).toBe('')
      const [view] = await views(core.api)
      expect(view).toMatchObject({ id: profile.id, password: 'none' })
      expect(events.at(-1)).toEqual({
        type: 'secured',
        reason,
        passwordsForgotten: 1,
        lock: { locked: false },
      })
      // The token (on disk) is kept: copying still works without asking for the password.
      await unwrap(core.api.copy({ profileId: profile.id, format: 'header' }))
    },
  )

  it('leaves a clipboard the user has since filled with something else', async () => {
    const { core } = await weakCoreWithToken()
    await core.clipboard.writeText('the user copied this')
    await core.lock.secure('screen-locked')
    expect(await core.clipboard.readText()).toBe('the user copied this')
  })

  it('locks after the chosen idle time; a locked core refuses all but the lock screen, then unlocks', async () => {
    const idle = { seconds: 0 }
    const { core, profile, events } = await weakCoreWithToken(idle)
    await core.lock.checkIdle()
    expect(core.lock.isLocked()).toBe(false) // off by default
    await unwrap(core.api.updateSettings({ lockAfterIdleMs: 5 * 60_000 }))
    idle.seconds = 299
    await core.lock.checkIdle()
    expect(core.lock.isLocked()).toBe(false)
    idle.seconds = 300
    await core.lock.checkIdle()
    const state = await unwrap(core.api.lockState())
    expect(state).toMatchObject({ locked: true, reason: 'idle' })
    expect(await core.clipboard.readText()).toBe('')
    for (const [method, call] of [
      ['listProfiles', () => core.api.listProfiles()],
      ['copy', () => core.api.copy({ profileId: profile.id, format: 'header' })],
      ['revealToken', () => core.api.revealToken({ profileId: profile.id })],
      ['exportProfiles', () => core.api.exportProfiles({ format: 'json' })],
      ['updateSettings', () => core.api.updateSettings({ lockAfterIdleMs: 0 })],
    ] as const) {
      expect((await expectError(call())).code, method).toBe('locked')
    }
    expect((await unwrap(core.api.appInfo())).version).toBe('0.0.0-test')
    await unwrap(core.api.getSettings())
    expect(await unwrap(core.api.unlock())).toEqual({ locked: false })
    expect(events.at(-1)).toEqual({ type: 'unlocked' })
    await unwrap(core.api.listProfiles())
  })

  it('"Lock now" locks at once, and the command line is refused while locked', async () => {
    const { core } = await weakCoreWithToken()
    expect(await unwrap(core.api.lock())).toMatchObject({ locked: true, reason: 'manual' })
    expect(await core.clipboard.readText()).toBe('')
    expect(core.lock.refusal('copy')).toMatchObject({ code: 'locked' })
    expect(core.lock.refusal('unlock')).toBeNull()
  })

  it('refuses an idle time outside 1 min to 8 h, 0 aside', async () => {
    const core = coreIn(newDir())
    expect((await expectError(core.api.updateSettings({ lockAfterIdleMs: 30_000 }))).code).toBe(
      'invalid-input',
    )
    expect(
      (await expectError(core.api.updateSettings({ lockAfterIdleMs: 9 * 3_600_000 }))).code,
    ).toBe('invalid-input')
    await unwrap(core.api.updateSettings({ lockAfterIdleMs: 0 }))
  })
})
