import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSettings } from '../../src/renderer/src/store/settings'
import { defaultSettings } from '../../src/shared/model/settings'
import { mockApi, ok, resetAll } from '../components/fixtures'

const initial = useSettings.getState()
afterEach(() => {
  resetAll()
  useSettings.setState(initial, true)
})

describe('the settings store', () => {
  it('shows what main saved, and what main announces from another window', async () => {
    const saved = { ...defaultSettings, warningMs: 2 * 3_600_000 }
    const updateSettings = vi.fn(() => ok(saved))
    mockApi({ updateSettings })
    const result = await useSettings.getState().save({ warningMs: 2 * 3_600_000 })
    expect(result.ok).toBe(true)
    // Only the fields changed are sent: main keeps the rest as they are.
    expect(updateSettings).toHaveBeenCalledWith({ warningMs: 2 * 3_600_000 })
    expect(useSettings.getState()).toMatchObject({ settings: saved, status: 'ready' })

    const elsewhere = { ...saved, globalShortcut: 'CommandOrControl+Alt+K' }
    useSettings.getState().received(elsewhere)
    expect(useSettings.getState().settings).toEqual(elsewhere)
  })

  it('a refused save leaves the shown settings as they were and answers the error', async () => {
    mockApi({
      updateSettings: vi.fn(() =>
        Promise.resolve({
          ok: false as const,
          error: { code: 'invalid-input' as const, message: 'No.', issues: [] },
        }),
      ),
    })
    const before = useSettings.getState().settings
    const result = await useSettings.getState().save({ globalShortcut: 'K' })
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
    expect(useSettings.getState().settings).toBe(before)
  })
})

describe('loading the settings', () => {
  it('asks main once, however many parts of the window ask; a failed load can be tried again', async () => {
    const getSettings = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, error: { code: 'internal', message: 'Not yet.' } })
      .mockResolvedValue({ ok: true, value: defaultSettings })
    mockApi({ getSettings })
    await useSettings.getState().load()
    expect(useSettings.getState()).toMatchObject({ status: 'failed', loadStarted: false })
    await Promise.all([useSettings.getState().load(), useSettings.getState().load()])
    expect(getSettings).toHaveBeenCalledTimes(2)
    expect(useSettings.getState().status).toBe('ready')
    await useSettings.getState().load()
    expect(getSettings).toHaveBeenCalledTimes(2)
  })
})
