import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FIRST_DEMO, useStartDemo } from '../../src/renderer/src/hooks/useStartDemo'
import { useNavigation } from '../../src/renderer/src/store/navigation'
import { useProfileList } from '../../src/renderer/src/store/profileList'
import type { DemoStarted } from '../../src/shared/ipc/contract'
import type { Result } from '../../src/shared/ipc/errors'
import { profileRow, type ProfileView } from '../../src/shared/model/profile'
import { profileViewFixture } from '../fixtures/profile'
import { mockApi, ok, resetAll } from '../components/fixtures'

const urls = {
  portal: 'http://127.0.0.1:41234',
  alternate: 'http://127.0.0.1:41235',
  apiHost: 'http://127.0.0.1:41236',
}
// Sorted by name the list would select "alternate" first; the demo opens its customer portal.
const alternate = profileViewFixture({ id: 'd0', name: 'Demo · alternate host' })
const customer = profileViewFixture({ id: 'd1', name: FIRST_DEMO })
const broken = profileViewFixture({ id: 'd2', name: 'Demo · 503' })

const failure = { code: 'unavailable' as const, message: 'This build has no sandbox.' }

/** Main's demo calls: startDemo answers `started`; the list then holds its profiles. */
function demoApi(started: Result<DemoStarted>) {
  const profiles = started.ok ? started.value.profiles : []
  return mockApi({
    startDemo: vi.fn(() => Promise.resolve(started)),
    listProfiles: vi.fn(() => ok(profiles.map((p) => profileRow(p)))),
    getProfile: vi.fn(({ profileId }: { profileId: string }) =>
      ok(profiles.find((p) => p.id === profileId) as ProfileView),
    ),
  })
}

beforeEach(() => {
  // The first-run screen: the list has loaded and is empty.
  useProfileList.setState({ status: 'ready', profiles: [] })
})
afterEach(resetAll)

describe('useStartDemo', () => {
  it('is starting while main starts the sandbox, then opens the first demo once the list has it', async () => {
    let answer: (result: Result<DemoStarted>) => void = () => undefined
    const api = demoApi({ ok: true, value: { urls, profiles: [alternate, customer, broken] } })
    vi.mocked(api.startDemo).mockImplementation(() => new Promise((r) => (answer = r)))
    const { result } = renderHook(() => useStartDemo())
    expect(result.current).toMatchObject({ starting: false, error: null })

    let done: Promise<void> = Promise.resolve()
    act(() => {
      done = result.current.start()
    })
    expect(result.current.starting).toBe(true)
    expect(api.listProfiles).not.toHaveBeenCalled()

    await act(async () => {
      answer({ ok: true, value: { urls, profiles: [alternate, customer, broken] } })
      await done
    })
    expect(useProfileList.getState().profiles.map((p) => p.id)).toEqual(['d0', 'd1', 'd2'])
    expect(useNavigation.getState()).toMatchObject({
      selectedId: 'd1',
      view: 'detail',
      focusDetail: true,
    })
    await waitFor(() => expect(useProfileList.getState().detail?.id).toBe('d1'))
    expect(result.current.error).toBeNull()
  })

  it('opens the first profile when none is the customer portal demo', async () => {
    demoApi({ ok: true, value: { urls, profiles: [broken, alternate] } })
    const { result } = renderHook(() => useStartDemo())
    await act(() => result.current.start())
    expect(useNavigation.getState().selectedId).toBe('d2')
  })

  it('keeps the error and stops starting when the sandbox does not start; dismiss and retry clear it', async () => {
    const api = demoApi({ ok: false, error: failure })
    const { result } = renderHook(() => useStartDemo())
    await act(() => result.current.start())
    expect(result.current).toMatchObject({ starting: false, error: failure })
    expect(api.listProfiles).not.toHaveBeenCalled()
    expect(useNavigation.getState().selectedId).toBeNull()

    act(() => result.current.dismissError())
    expect(result.current.error).toBeNull()

    await act(() => result.current.start())
    expect(result.current.error).toEqual(failure)
    let done: Promise<void> = Promise.resolve()
    act(() => {
      done = result.current.start()
    })
    // A new try forgets the last failure at once.
    expect(result.current).toMatchObject({ starting: true, error: null })
    await act(() => done)
  })

  it('stops starting and says why when the list cannot be loaded after the sandbox started', async () => {
    const api = demoApi({ ok: true, value: { urls, profiles: [alternate, customer] } })
    const listError = { code: 'storage' as const, message: 'profiles.json cannot be read.' }
    vi.mocked(api.listProfiles).mockImplementation(() =>
      Promise.resolve({ ok: false as const, error: listError }),
    )
    const { result } = renderHook(() => useStartDemo())
    await act(() => result.current.start())
    // The first-run screen stays (the list is still empty): its buttons must work again.
    expect(useProfileList.getState().profiles).toEqual([])
    expect(result.current).toMatchObject({ starting: false, error: listError })
    expect(useNavigation.getState().selectedId).toBeNull()
  })
})
