import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppEvent } from '../../src/shared/ipc/events'
import type { LockState } from '../../src/shared/model/lock'
import type { ProfileView } from '../../src/shared/model/profile'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { coreIn } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import { fails, ok, views } from '../helpers/dispatch'
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
    const profile = await ok<ProfileView>(core, 'createProfile', demoLogin(sandbox))
    expect(profile.password).toBe('session')
    await ok(core, 'getToken', { profileId: profile.id })
    await ok(core, 'copy', { profileId: profile.id, format: 'header' })
    expect(await core.clipboard.readText()).toMatch(/^Authorization: Bearer /)
    return { core, profile, events }
  }

  it.each(['screen-locked', 'suspend'] as const)(
    'on %s clears our clipboard copy and session passwords, and tells the page, without locking',
    async (reason) => {
      const { core, profile, events } = await weakCoreWithToken()
      await core.lock.secure(reason)
      expect(await core.clipboard.readText()).toBe('')
      const [view] = await views(core)
      expect(view).toMatchObject({ id: profile.id, password: 'none' })
      expect(events.at(-1)).toEqual({
        type: 'secured',
        reason,
        passwordsForgotten: 1,
        lock: { locked: false },
      })
      // The token (on disk) is kept: copying still works without asking for the password.
      await ok(core, 'copy', { profileId: profile.id, format: 'header' })
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
    await ok(core, 'updateSettings', { lockAfterIdleMs: 5 * 60_000 })
    idle.seconds = 299
    await core.lock.checkIdle()
    expect(core.lock.isLocked()).toBe(false)
    idle.seconds = 300
    await core.lock.checkIdle()
    const state = await ok<LockState>(core, 'lockState')
    expect(state).toMatchObject({ locked: true, reason: 'idle' })
    expect(await core.clipboard.readText()).toBe('')
    for (const [method, input] of [
      ['listProfiles', undefined],
      ['copy', { profileId: profile.id, format: 'header' }],
      ['revealToken', { profileId: profile.id }],
      ['exportProfiles', { format: 'json' }],
      ['updateSettings', { lockAfterIdleMs: 0 }],
    ] as const) {
      expect((await fails(core, method, input)).code, method).toBe('locked')
    }
    expect((await ok<{ version: string }>(core, 'appInfo')).version).toBe('0.0.0-test')
    await ok(core, 'getSettings')
    expect(await ok<LockState>(core, 'unlock')).toEqual({ locked: false })
    expect(events.at(-1)).toEqual({ type: 'unlocked' })
    await ok(core, 'listProfiles')
  })

  it('"Lock now" locks at once, and the command line is refused while locked', async () => {
    const { core } = await weakCoreWithToken()
    expect(await ok<LockState>(core, 'lock')).toMatchObject({ locked: true, reason: 'manual' })
    expect(await core.clipboard.readText()).toBe('')
    expect(core.lock.refusal('copy')).toMatchObject({ code: 'locked' })
    expect(core.lock.refusal('unlock')).toBeNull()
  })

  it('refuses an idle time outside 1 min to 8 h, 0 aside', async () => {
    const core = coreIn(newDir())
    expect((await fails(core, 'updateSettings', { lockAfterIdleMs: 30_000 })).code).toBe(
      'invalid-input',
    )
    expect((await fails(core, 'updateSettings', { lockAfterIdleMs: 9 * 3_600_000 })).code).toBe(
      'invalid-input',
    )
    await ok(core, 'updateSettings', { lockAfterIdleMs: 0 })
  })
})
