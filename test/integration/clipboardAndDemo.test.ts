import { afterEach, describe, expect, it, vi } from 'vitest'
import { coreIn } from '../helpers/core'
import { expectError, unwrap, views } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
type Core = ReturnType<typeof coreIn>

describe('clipboard', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  async function withToken(core: Core): Promise<string> {
    const demo = await unwrap(core.api.startDemo())
    const profile = demo.profiles[0]!
    await unwrap(core.api.getToken({ profileId: profile.id }))
    return profile.id
  }

  it('clears a copied token after the delay if the clipboard still holds it, and says when', async () => {
    const core = coreIn(newDir())
    const stop = core.start()
    try {
      const id = await withToken(core)
      await unwrap(core.api.updateSettings({ clipboardClearMs: 5000 }))
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      const before = Date.now()
      const copied = await unwrap(core.api.copy({ profileId: id, format: 'curl' }))
      expect(copied.clearsAt).toBeGreaterThanOrEqual(before + 5000)
      expect(await core.clipboard.readText()).toMatch(
        /^curl '[^']+\/whoami' -H 'Authorization: Bearer /,
      )
      await vi.advanceTimersByTimeAsync(4999)
      expect(await core.clipboard.readText()).not.toBe('')
      await vi.advanceTimersByTimeAsync(1)
      expect(await core.clipboard.readText()).toBe('')
    } finally {
      vi.useRealTimers()
      await stop()
    }
  })

  it('leaves alone what the user copied since, and clears on quit if still ours', async () => {
    const core = coreIn(newDir())
    const stop = core.start()
    const id = await withToken(core)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await unwrap(core.api.copy({ profileId: id, format: 'token' }))
    await core.clipboard.writeText('something else')
    await vi.advanceTimersByTimeAsync(30_000)
    expect(await core.clipboard.readText()).toBe('something else')

    await unwrap(core.api.copy({ profileId: id, format: 'header' }))
    vi.useRealTimers()
    await stop()
    expect(await core.clipboard.readText()).toBe('')
  })

  it('never clears when the setting is 0, and rejects a nonsense delay', async () => {
    const core = coreIn(newDir())
    const stop = core.start()
    try {
      const id = await withToken(core)
      await unwrap(core.api.updateSettings({ clipboardClearMs: 0 }))
      expect((await unwrap(core.api.copy({ profileId: id, format: 'env' }))).clearsAt).toBeNull()
      const bad = await expectError(core.api.updateSettings({ clipboardClearMs: 1000 }))
      expect(bad).toMatchObject({ code: 'invalid-input', issues: [{ path: 'clipboardClearMs' }] })
    } finally {
      await stop()
    }
  })

  it('reveals the token only on request', async () => {
    const core = coreIn(newDir())
    core.confirmations.answer('reveal-token', true)
    const stop = core.start()
    try {
      const id = await withToken(core)
      const { token } = await unwrap(core.api.revealToken({ profileId: id }))
      await unwrap(core.api.copy({ profileId: id, format: 'token' }))
      expect(token).toBe(await core.clipboard.readText())
      const listed = JSON.stringify(await views(core.api))
      expect(listed).not.toContain(token)
    } finally {
      await stop()
    }
  })
})
