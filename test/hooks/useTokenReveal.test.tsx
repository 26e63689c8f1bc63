import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REVEAL_MS, useTokenReveal } from '../../src/renderer/src/hooks/useTokenReveal'
import { useLock } from '../../src/renderer/src/store/lock'
import type { Result } from '../../src/shared/ipc/errors'
import { mockApi, ok, useRunningClock } from '../components/fixtures'

const SECRET = 'tok-3f9a1c'
const initialLock = useLock.getState()

useRunningClock()
afterEach(() => useLock.setState(initialLock, true))

/** Main's answer, given when the test says (its dialog is open until then). */
function deferredReveal() {
  let answer: (result: Result<{ token: string }>) => void = () => undefined
  const api = mockApi({
    revealToken: vi.fn(() => new Promise<Result<{ token: string }>>((r) => (answer = r))),
  })
  return { api, answer: (result: Result<{ token: string }>) => answer(result) }
}

/** Main put secrets away (a screen lock): the lock store's `secured` epoch moves on. */
const secureNow = () =>
  act(() => useLock.getState().received('screen-locked', 0, { locked: false }))

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

async function revealed(profileId = 'p1') {
  const api = mockApi({ revealToken: vi.fn(() => ok({ token: SECRET })) })
  const hook = renderHook(() => useTokenReveal(profileId))
  await act(() => hook.result.current.reveal())
  return { api, now: () => hook.result.current }
}

describe('useTokenReveal', () => {
  it('is asking while main’s dialog is open, then shows the token it answers', async () => {
    const { api, answer } = deferredReveal()
    const { result } = renderHook(() => useTokenReveal('p1'))
    expect(result.current).toMatchObject({
      token: null,
      asking: false,
      error: null,
      secondsLeft: 0,
    })
    let done: Promise<void> = Promise.resolve()
    act(() => {
      done = result.current.reveal()
    })
    expect(result.current.asking).toBe(true)
    expect(result.current.token).toBeNull()
    expect(api.revealToken).toHaveBeenCalledWith({ profileId: 'p1' })
    await act(async () => {
      answer({ ok: true, value: { token: SECRET } })
      await done
    })
    expect(result.current).toMatchObject({ token: SECRET, asking: false, error: null })
  })

  it('counts the seconds down with the app clock and hides the token after REVEAL_MS', async () => {
    const { now } = await revealed()
    expect(REVEAL_MS).toBe(10_000)
    expect(now().secondsLeft).toBe(10)
    advance(1000)
    expect(now().secondsLeft).toBe(9)
    advance(8000)
    expect(now().secondsLeft).toBe(1)
    expect(now().token).toBe(SECRET)
    advance(1000)
    expect(now().token).toBeNull()
    expect(now().secondsLeft).toBe(0)
  })

  it('hides at once on Hide, and stays hidden', async () => {
    const { now } = await revealed()
    act(() => now().hide())
    expect(now().token).toBeNull()
    expect(now().secondsLeft).toBe(0)
    advance(REVEAL_MS)
    expect(now().token).toBeNull()
  })

  it('hides at once when main puts secrets away, and a new Reveal shows it again', async () => {
    const { now } = await revealed()
    advance(2000)
    secureNow()
    expect(now().token).toBeNull()
    expect(now().secondsLeft).toBe(0)
    await act(() => now().reveal())
    expect(now().token).toBe(SECRET)
    expect(now().secondsLeft).toBe(10)
  })

  it('does not show a token that comes back after main put secrets away meanwhile', async () => {
    const { answer } = deferredReveal()
    const { result } = renderHook(() => useTokenReveal('p1'))
    let done: Promise<void> = Promise.resolve()
    act(() => {
      done = result.current.reveal()
    })
    secureNow()
    await act(async () => {
      answer({ ok: true, value: { token: SECRET } })
      await done
    })
    expect(result.current).toMatchObject({ token: null, asking: false, error: null })
  })

  it('shows main’s own words when the user declined in its dialog', async () => {
    const message = 'Not revealed: it was not confirmed in the dialog.'
    mockApi({
      revealToken: vi.fn(() =>
        Promise.resolve({ ok: false as const, error: { code: 'declined' as const, message } }),
      ),
    })
    const { result } = renderHook(() => useTokenReveal('p1'))
    await act(() => result.current.reveal())
    expect(result.current).toMatchObject({ token: null, asking: false, error: message })
  })

  it('says “Not revealed: …” for any other failure, and forgets it on the next Reveal', async () => {
    const api = mockApi({
      revealToken: vi.fn(() =>
        Promise.resolve({
          ok: false as const,
          error: { code: 'no-token' as const, message: 'There is no token yet.' },
        }),
      ),
    })
    const { result } = renderHook(() => useTokenReveal('p1'))
    await act(() => result.current.reveal())
    expect(result.current.error).toBe('Not revealed: There is no token yet.')
    expect(result.current.asking).toBe(false)

    vi.mocked(api.revealToken).mockImplementation(() => ok({ token: SECRET }))
    let done: Promise<void> = Promise.resolve()
    act(() => {
      done = result.current.reveal()
    })
    expect(result.current.error).toBeNull()
    await act(() => done)
    expect(result.current).toMatchObject({ token: SECRET, error: null })
  })

  it('says so when main cannot be reached at all', async () => {
    const { result } = renderHook(() => useTokenReveal('p1'))
    await act(() => result.current.reveal())
    expect(result.current.error).toBe(
      'Not revealed: Token Desk cannot reach its main process. Restart the app.',
    )
  })
})
