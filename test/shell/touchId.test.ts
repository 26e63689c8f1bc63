import { afterEach, describe, expect, it } from 'vitest'
import {
  answerTouchId,
  pendingTouchId,
  systemPreferences,
} from '../../src/harness/electron/systemPreferences'
import { answerDialog, pendingDialogs } from '../../src/harness/electron/dialog'
import type { TokenDeskApi } from '../../src/shared/ipc/api'
import { expectError, unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'
import { bootApp, quitApp } from './boot'

const newDir = useTempDirs()
afterEach(quitApp)

const PASSPHRASE = 'Shell-Unlock-4rTq'
/** The real entry hashes at the real cost (128 MiB of scrypt): seconds on a busy machine. */
const SLOW = 120_000

/** Turns the requirement on, saying yes in main's own dialog as the user would. */
async function turnOn(api: TokenDeskApi): Promise<void> {
  const turning = api.setUnlockPassphrase({ passphrase: PASSPHRASE })
  await expect.poll(() => pendingDialogs().length).toBe(1)
  const [dialog] = pendingDialogs()
  expect(dialog).toMatchObject({
    message: 'Ask for a passphrase to unlock Token Desk?',
    buttons: ['Cancel', 'Turn on'],
    cancelId: 0,
  })
  answerDialog(dialog!.id, 1)
  await unwrap(turning)
}

describe('Touch ID for the unlock requirement (adapters/touchId.ts over the stand-in)', () => {
  it.each(['linux', 'win32'] as const)(
    'on %s Electron has no Touch ID, and the lock screen offers none',
    async (platform) => {
      const { api } = await bootApp(newDir(), { platform })
      expect(systemPreferences.canPromptTouchID).toBeUndefined()
      expect(systemPreferences.promptTouchID).toBeUndefined()
      await turnOn(api)
      expect(await unwrap(api.unlockRequirement())).toEqual({ on: true, touchId: false })
      await unwrap(api.lock())
      await expectError(api.unlock({ proof: { kind: 'touch-id' } }), 'unlock-refused')
      expect(await unwrap(api.lockState())).toMatchObject({ locked: true })
    },
    SLOW,
  )

  it(
    'on a Mac without a sensor it can use, the lock screen offers none and a Touch ID proof is refused',
    async () => {
      const { api } = await bootApp(newDir(), { platform: 'darwin', touchId: false })
      expect(systemPreferences.canPromptTouchID?.()).toBe(false)
      await turnOn(api)
      expect(await unwrap(api.unlockRequirement())).toEqual({ on: true, touchId: false })
      await unwrap(api.lock())
      await expectError(api.unlock({ proof: { kind: 'touch-id' } }), 'unlock-refused')
      expect(pendingTouchId()).toEqual([])
      expect(await unwrap(api.lockState())).toMatchObject({ locked: true })
    },
    SLOW,
  )

  it('plays PromptTouchID: an empty reason rejects before any sheet shows', async () => {
    await bootApp(newDir(), { platform: 'darwin' })
    await expect(systemPreferences.promptTouchID?.('')).rejects.toThrow('reason must be non-empty')
    expect(pendingTouchId()).toEqual([])
  })

  it(
    'on macOS the sheet asks; a cancel keeps the window locked, a match opens it',
    async () => {
      const { api } = await bootApp(newDir(), { platform: 'darwin' })
      await turnOn(api)
      expect(await unwrap(api.unlockRequirement())).toEqual({ on: true, touchId: true })
      await unwrap(api.lock())

      const cancelled = api.unlock({ proof: { kind: 'touch-id' } })
      await expect.poll(pendingTouchId).toEqual(['unlock Token Desk'])
      expect(answerTouchId('cancel')).toBe(true)
      expect(await expectError(cancelled, 'unlock-refused')).toMatchObject({
        message: 'Touch ID did not confirm it is you.',
      })
      expect(await unwrap(api.lockState())).toMatchObject({ locked: true })

      const matched = api.unlock({ proof: { kind: 'touch-id' } })
      await expect.poll(pendingTouchId).toHaveLength(1)
      answerTouchId('succeed')
      expect(await unwrap(matched)).toEqual({ locked: false })
      expect(answerTouchId('succeed')).toBe(false)
    },
    SLOW,
  )
})
