import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { coreIn } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import { unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

/**
 * With "clear clipboard after" off (0) nothing clears a copy on a timer, but
 * a screen lock, sleep, "Lock now" or quit still clears our copy
 * (src/main/core/clipboardGuard.ts).
 */
describe('clipboard with clearing after a delay turned off', () => {
  let sandbox: Sandbox
  beforeAll(async () => {
    sandbox = await startSandbox()
  })
  afterAll(() => sandbox.close())

  async function copiedWithoutDelay() {
    const core = coreIn(newDir())
    await unwrap(core.api.updateSettings({ clipboardClearMs: 0 }))
    const profile = await unwrap(core.api.createProfile(demoLogin(sandbox)))
    await unwrap(core.api.getToken({ profileId: profile.id }))
    const copied = await unwrap(
      core.api.copy({
        profileId: profile.id,
        format: 'header',
      }),
    )
    expect(copied.clearsAt).toBeNull()
    expect(await core.clipboard.readText()).toMatch(/^Authorization: Bearer /)
    return core
  }

  it.each(['screen-locked', 'suspend'] as const)('%s clears our copy', async (reason) => {
    const core = await copiedWithoutDelay()
    await core.lock.secure(reason)
    expect(await core.clipboard.readText()).toBe('')
  })

  it('"Lock now" clears our copy', async () => {
    const core = await copiedWithoutDelay()
    await unwrap(core.api.lock())
    expect(await core.clipboard.readText()).toBe('')
  })

  it('quitting clears our copy', async () => {
    const core = await copiedWithoutDelay()
    const stop = core.start()
    await stop()
    expect(await core.clipboard.readText()).toBe('')
  })

  it('still leaves what the user copied since', async () => {
    const core = await copiedWithoutDelay()
    await core.clipboard.writeText('the user copied this')
    await core.lock.secure('screen-locked')
    expect(await core.clipboard.readText()).toBe('the user copied this')
  })
})
