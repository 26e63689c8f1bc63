import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useNetworkSettingsForm } from '../../src/renderer/src/hooks/useNetworkSettingsForm'
import { useSettings } from '../../src/renderer/src/store/settings'
import type { AppError, Result } from '../../src/shared/ipc/errors'
import type { NetworkInfo } from '../../src/shared/model/network'
import { defaultSettings, type Settings } from '../../src/shared/model/settings'
import { mockApi, ok, resetAll } from '../components/fixtures'

const initialSettings = useSettings.getState()
afterEach(() => {
  resetAll()
  useSettings.setState(initialSettings, true)
})

const info: NetworkInfo = {
  proxyPassword: { kind: 'none' },
  trustStore: 'system',
  systemProxy: 'chromium',
}
const kept: NetworkInfo = { ...info, proxyPassword: { kind: 'for', proxy: 'proxy.corp:3128' } }
const current: Settings = {
  ...defaultSettings,
  proxyMode: 'manual',
  proxyUrl: 'http://proxy.corp:3128',
  proxyBypass: ['localhost', 'intranet.corp'],
  proxyUsername: 'ada',
  extraCaFiles: ['/etc/ssl/a.pem', '/etc/ssl/b.pem'],
}
const refused = (error: AppError) => Promise.resolve({ ok: false as const, error })
const caRefusal: AppError = {
  code: 'invalid-input',
  message: 'The settings were not saved.',
  issues: [{ path: 'extraCaFiles.0', message: 'The CA file /nope.pem could not be read.' }],
}

/** Main with the saved settings above; updateSettings answers with the patch applied. */
function networkApi(calls: Parameters<typeof mockApi>[0] = {}) {
  useSettings.setState({ settings: current, status: 'ready' })
  return mockApi({
    networkInfo: vi.fn(() => ok(info)),
    updateSettings: vi.fn((patch: Partial<Settings>) => ok({ ...current, ...patch })),
    setProxyPassword: vi.fn(({ password }: { password: string | null }) =>
      ok(password === null ? info : kept),
    ),
    ...calls,
  })
}

function form() {
  const hook = renderHook(() => useNetworkSettingsForm())
  return { ...hook, now: () => hook.result.current }
}

describe('useNetworkSettingsForm', () => {
  it('starts from the saved settings, the password empty, and learns what main keeps', async () => {
    networkApi()
    const { now } = form()
    expect(now().values).toEqual({
      mode: 'manual',
      proxyUrl: 'http://proxy.corp:3128',
      bypass: 'localhost, intranet.corp',
      username: 'ada',
      password: '',
      passwordProxy: '',
      caFiles: '/etc/ssl/a.pem\n/etc/ssl/b.pem',
    })
    expect(now()).toMatchObject({ info: null, error: null, busy: false, saved: false })
    await waitFor(() => expect(now().info).toEqual(info))
  })

  it('saves the fields as settings (busy meanwhile, then saved), sending no password when none is typed', async () => {
    const api = networkApi()
    const { now } = form()
    act(() => {
      now().set('proxyUrl', '  http://other.corp:8080 ')
      now().set('bypass', 'a.corp; b.corp  *.lab.corp')
      now().set('username', ' grace ')
      now().set('caFiles', ' /etc/ssl/c.pem \n\n/etc/ssl/d.pem\n')
    })
    let done: Promise<void> = Promise.resolve()
    act(() => {
      done = now().submit()
    })
    expect(now()).toMatchObject({ busy: true, saved: false })
    await act(() => done)
    expect(api.updateSettings).toHaveBeenCalledWith({
      proxyMode: 'manual',
      proxyUrl: 'http://other.corp:8080',
      proxyBypass: ['a.corp', 'b.corp', '*.lab.corp'],
      proxyUsername: 'grace',
      extraCaFiles: ['/etc/ssl/c.pem', '/etc/ssl/d.pem'],
    })
    expect(api.setProxyPassword).not.toHaveBeenCalled()
    expect(now()).toMatchObject({ busy: false, saved: true, error: null })
    expect(useSettings.getState().settings.proxyUrl).toBe('http://other.corp:8080')
  })

  it('keeps the saved proxy address when another mode is chosen', async () => {
    const api = networkApi()
    const { now } = form()
    act(() => {
      now().set('proxyUrl', 'http://typed.corp:1')
      now().set('mode', 'system')
    })
    await act(() => now().submit())
    expect(api.updateSettings).toHaveBeenCalledWith(
      expect.objectContaining({ proxyMode: 'system', proxyUrl: 'http://proxy.corp:3128' }),
    )
  })

  it('sends a typed password to the secret store after the settings, then clears it', async () => {
    const api = networkApi()
    const { now } = form()
    await waitFor(() => expect(now().info).toEqual(info))
    act(() => now().set('password', 'proxy-secret'))
    await act(() => now().submit())
    // For the manual proxy it was typed with: main sends it to no other.
    expect(api.setProxyPassword).toHaveBeenCalledWith({
      password: 'proxy-secret',
      proxy: 'http://proxy.corp:3128',
    })
    expect(vi.mocked(api.updateSettings).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(api.setProxyPassword).mock.invocationCallOrder[0] ?? 0,
    )
    expect(now().values.password).toBe('')
    expect(now()).toMatchObject({ info: kept, saved: true, busy: false, error: null })
  })

  it('keeps main’s refusal and everything typed, and sends no password, when the settings are refused', async () => {
    const api = networkApi({ updateSettings: vi.fn(() => refused(caRefusal)) })
    const { now } = form()
    act(() => {
      now().set('caFiles', '/nope.pem')
      now().set('password', 'proxy-secret')
    })
    await act(() => now().submit())
    expect(now()).toMatchObject({ error: caRefusal, busy: false, saved: false })
    expect(now().values).toMatchObject({ caFiles: '/nope.pem', password: 'proxy-secret' })
    expect(api.setProxyPassword).not.toHaveBeenCalled()
    expect(useSettings.getState().settings).toBe(current)
  })

  it('keeps the typed password and says why when the secret store refuses it', async () => {
    const storage: AppError = { code: 'storage', message: 'The secret store is full.' }
    networkApi({ setProxyPassword: vi.fn(() => refused(storage)) })
    const { now } = form()
    await waitFor(() => expect(now().info).toEqual(info))
    act(() => now().set('password', 'proxy-secret'))
    await act(() => now().submit())
    expect(now()).toMatchObject({ error: storage, busy: false, saved: false, info })
    expect(now().values.password).toBe('proxy-secret')
  })

  it('forgets the last error at once when saving again', async () => {
    const api = networkApi({ updateSettings: vi.fn(() => refused(caRefusal)) })
    const { now } = form()
    await act(() => now().submit())
    expect(now().error).toEqual(caRefusal)
    let answer: (r: Result<Settings>) => void = () => undefined
    vi.mocked(api.updateSettings).mockImplementation(() => new Promise((r) => (answer = r)))
    let done: Promise<void> = Promise.resolve()
    act(() => {
      done = now().submit()
    })
    expect(now()).toMatchObject({ error: null, busy: true })
    await act(async () => {
      answer({ ok: true, value: current })
      await done
    })
    expect(now()).toMatchObject({ error: null, saved: true })
  })

  it('ignores a second Save while one is under way', async () => {
    let answer: (r: Result<Settings>) => void = () => undefined
    const api = networkApi({
      updateSettings: vi.fn(() => new Promise<Result<Settings>>((r) => (answer = r))),
    })
    const { now } = form()
    let first: Promise<void> = Promise.resolve()
    act(() => {
      first = now().submit()
    })
    await act(() => now().submit())
    expect(api.updateSettings).toHaveBeenCalledOnce()
    await act(async () => {
      answer({ ok: true, value: current })
      await first
    })
    expect(now().saved).toBe(true)
  })

  it('no longer says “saved” once a field changes after the save', async () => {
    networkApi()
    const { now } = form()
    await act(() => now().submit())
    expect(now().saved).toBe(true)
    act(() => now().set('username', 'grace'))
    expect(now().saved).toBe(false)
  })

  it('forgets the kept proxy password, or says why it could not', async () => {
    const api = networkApi()
    vi.mocked(api.networkInfo).mockImplementation(() => ok(kept))
    const { now } = form()
    await waitFor(() => expect(now().info).toEqual(kept))
    await act(() => now().forgetPassword())
    expect(api.setProxyPassword).toHaveBeenCalledWith({ password: null })
    expect(now().info).toEqual(info)

    const storage: AppError = { code: 'storage', message: 'The secret store cannot be written.' }
    vi.mocked(api.setProxyPassword).mockImplementation(() => refused(storage))
    await act(() => now().forgetPassword())
    expect(now()).toMatchObject({ info, error: storage })
  })
})
