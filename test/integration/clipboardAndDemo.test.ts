import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CopyResult, DemoStarted } from '../../src/shared/ipc/contract'
import type { ProfileView } from '../../src/shared/model/profile'
import { standingToken } from '../../src/shared/model/token'
import { coreIn } from '../helpers/core'
import { ok } from '../helpers/dispatch'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
type Core = ReturnType<typeof coreIn>

describe('"Try the local sandbox"', () => {
  let stop: (() => Promise<void>) | null = null
  afterEach(async () => {
    await stop?.()
    stop = null
  })

  it('starts the sandbox in-process and creates a profile per endpoint variant and failure', async () => {
    const dir = newDir()
    const core = coreIn(dir)
    stop = core.start()
    const demo = await ok<DemoStarted>(core, 'startDemo')
    expect(Object.values(demo.urls).every((u) => u.startsWith('http://127.0.0.1:'))).toBe(true)
    const outcomes: Record<string, string> = {}
    for (const p of demo.profiles) {
      const result = await core.dispatch('getToken', { profileId: p.id })
      outcomes[p.name] = result.ok
        ? `token via ${standingToken((result.value as ProfileView).token)?.method}`
        : result.error.code
    }
    expect(outcomes).toEqual({
      'Demo · customer portal': 'token via POST',
      'Demo · alternate portal': 'token via POST',
      'Demo · SMS API host (POST)': 'token via POST',
      'Demo · SMS API host (GET)': 'token via GET',
      'Demo · wrong password': 'auth-rejected',
      'Demo · no API access': 'auth-rejected',
      'Demo · Globex (another account)': 'token via POST',
    })

    // A second start (after a restart the ports differ) re-points instead of duplicating.
    await stop()
    stop = null
    const again = coreIn(dir)
    stop = again.start()
    const second = await ok<DemoStarted>(again, 'startDemo')
    expect(second.profiles.map((p) => p.id).sort()).toEqual(demo.profiles.map((p) => p.id).sort())
    expect(await ok<ProfileView[]>(again, 'listProfiles')).toHaveLength(7)
  })
})

describe('clipboard', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  async function withToken(core: Core): Promise<string> {
    const demo = await ok<DemoStarted>(core, 'startDemo')
    const profile = demo.profiles[0]!
    await ok(core, 'getToken', { profileId: profile.id })
    return profile.id
  }

  it('clears a copied token after the delay if the clipboard still holds it, and says when', async () => {
    const core = coreIn(newDir())
    const stop = core.start()
    try {
      const id = await withToken(core)
      await ok(core, 'updateSettings', { clipboardClearMs: 5000 })
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      const before = Date.now()
      const copied = await ok<CopyResult>(core, 'copy', { profileId: id, format: 'curl' })
      expect(copied.clearsAt).toBeGreaterThanOrEqual(before + 5000)
      expect(await core.clipboard.readText()).toMatch(/^curl -H 'Authorization: Bearer /)
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
    await ok(core, 'copy', { profileId: id, format: 'token' })
    await core.clipboard.writeText('something else')
    await vi.advanceTimersByTimeAsync(30_000)
    expect(await core.clipboard.readText()).toBe('something else')

    await ok(core, 'copy', { profileId: id, format: 'header' })
    vi.useRealTimers()
    await stop()
    expect(await core.clipboard.readText()).toBe('')
  })

  it('never clears when the setting is 0, and rejects a nonsense delay', async () => {
    const core = coreIn(newDir())
    const stop = core.start()
    try {
      const id = await withToken(core)
      await ok(core, 'updateSettings', { clipboardClearMs: 0 })
      expect(
        (await ok<CopyResult>(core, 'copy', { profileId: id, format: 'env' })).clearsAt,
      ).toBeNull()
      const bad = await core.dispatch('updateSettings', { clipboardClearMs: 1000 })
      expect(bad).toMatchObject({
        ok: false,
        error: { code: 'invalid-input', issues: [{ path: 'clipboardClearMs' }] },
      })
    } finally {
      await stop()
    }
  })

  it('reveals the token only on request', async () => {
    const core = coreIn(newDir())
    const stop = core.start()
    try {
      const id = await withToken(core)
      const { token } = await ok<{ token: string }>(core, 'revealToken', { profileId: id })
      await ok(core, 'copy', { profileId: id, format: 'token' })
      expect(token).toBe(await core.clipboard.readText())
      const views = JSON.stringify(await ok<ProfileView[]>(core, 'listProfiles'))
      expect(views).not.toContain(token)
    } finally {
      await stop()
    }
  })
})
