import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useShortcutSettings } from '../../src/renderer/src/hooks/useShortcutSettings'
import { useSettings } from '../../src/renderer/src/store/settings'
import type { Result } from '../../src/shared/ipc/errors'
import { defaultSettings, type Settings } from '../../src/shared/model/settings'
import type { ShortcutStatus } from '../../src/shared/model/shortcut'
import { mockApi, ok, resetAll } from '../components/fixtures'

const initialSettings = useSettings.getState()
afterEach(() => {
  resetAll()
  useSettings.setState(initialSettings, true)
})

const KEYS = 'CommandOrControl+Alt+K'
const invalid = {
  code: 'invalid-input' as const,
  message: 'The settings were not saved.',
  issues: [{ path: 'globalShortcut', message: 'A global shortcut needs a modifier' }],
}

/**
 * Main as the hook sees it: the settings it saves and the shortcut the
 * system gave (`system` says what registering the saved one gives).
 */
function shortcutApi(system: (accelerator: string) => ShortcutStatus) {
  let saved: Settings = defaultSettings
  const status = (): ShortcutStatus =>
    saved.globalShortcut === null ? { kind: 'off' } : system(saved.globalShortcut)
  return mockApi({
    shortcutStatus: vi.fn(() => ok(status())),
    updateSettings: vi.fn((patch: Partial<Settings>) => {
      saved = { ...saved, ...patch }
      return ok(saved)
    }),
  })
}

describe('useShortcutSettings', () => {
  it('shows the chosen shortcut and asks main what the system made of it', async () => {
    useSettings.setState({ settings: { ...defaultSettings, globalShortcut: KEYS } })
    mockApi({ shortcutStatus: vi.fn(() => ok({ kind: 'taken' as const, accelerator: KEYS })) })
    const { result } = renderHook(() => useShortcutSettings())
    expect(result.current).toMatchObject({ chosen: KEYS, status: null, error: null, busy: false })
    await waitFor(() => expect(result.current.status).toEqual({ kind: 'taken', accelerator: KEYS }))
  })

  it('saves a choice at once (busy meanwhile), then shows the system’s answer', async () => {
    const api = shortcutApi((accelerator) => ({ kind: 'registered', accelerator }))
    const { result } = renderHook(() => useShortcutSettings())
    await waitFor(() => expect(result.current.status).toEqual({ kind: 'off' }))

    let took: Promise<boolean> = Promise.resolve(false)
    act(() => {
      took = result.current.apply(KEYS)
    })
    expect(result.current.busy).toBe(true)
    await act(async () => {
      expect(await took).toBe(true)
    })
    expect(api.updateSettings).toHaveBeenCalledWith({ globalShortcut: KEYS })
    expect(result.current).toMatchObject({
      chosen: KEYS,
      status: { kind: 'registered', accelerator: KEYS },
      error: null,
      busy: false,
    })
    expect(useSettings.getState().settings.globalShortcut).toBe(KEYS)

    // Off again.
    await act(async () => {
      expect(await result.current.apply(null)).toBe(true)
    })
    expect(result.current).toMatchObject({ chosen: null, status: { kind: 'off' } })
  })

  it('shows that another app has the keys although they were saved', async () => {
    shortcutApi((accelerator) => ({ kind: 'taken', accelerator }))
    const { result } = renderHook(() => useShortcutSettings())
    await act(async () => {
      expect(await result.current.apply(KEYS)).toBe(true)
    })
    expect(result.current).toMatchObject({
      chosen: KEYS,
      status: { kind: 'taken', accelerator: KEYS },
      error: null,
    })
  })

  it('keeps main’s error and the old choice when the save is refused; the next save clears it', async () => {
    const api = shortcutApi((accelerator) => ({ kind: 'registered', accelerator }))
    const { result } = renderHook(() => useShortcutSettings())
    await waitFor(() => expect(result.current.status).toEqual({ kind: 'off' }))
    vi.mocked(api.updateSettings).mockImplementationOnce(() =>
      Promise.resolve({ ok: false as const, error: invalid }),
    )
    await act(async () => {
      expect(await result.current.apply('K')).toBe(false)
    })
    expect(result.current).toMatchObject({
      chosen: null,
      status: { kind: 'off' },
      error: invalid,
      busy: false,
    })

    await act(async () => {
      expect(await result.current.apply(KEYS)).toBe(true)
    })
    expect(result.current).toMatchObject({ chosen: KEYS, error: null })
  })

  it('asks again when the shortcut is changed elsewhere (another window)', async () => {
    let answer: ShortcutStatus = { kind: 'off' }
    const api = mockApi({ shortcutStatus: vi.fn(() => ok(answer)) })
    const { result } = renderHook(() => useShortcutSettings())
    await waitFor(() => expect(result.current.status).toEqual({ kind: 'off' }))
    answer = { kind: 'registered', accelerator: KEYS }
    act(() => useSettings.getState().received({ ...defaultSettings, globalShortcut: KEYS }))
    await waitFor(() => expect(result.current.status).toEqual(answer))
    expect(result.current.chosen).toBe(KEYS)
    expect(api.shortcutStatus).toHaveBeenCalledTimes(2)
  })

  it('shows no status when main cannot say', async () => {
    let answered: (r: Result<ShortcutStatus>) => void = () => undefined
    mockApi({
      shortcutStatus: vi.fn(() => new Promise<Result<ShortcutStatus>>((r) => (answered = r))),
    })
    const { result } = renderHook(() => useShortcutSettings())
    await act(async () => {
      answered({ ok: false, error: { code: 'internal', message: 'No desktop.' } })
      await Promise.resolve()
    })
    expect(result.current.status).toBeNull()
    expect(result.current.error).toBeNull()
  })
})
