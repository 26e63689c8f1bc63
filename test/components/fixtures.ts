import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import type { TokenDeskApi } from '../../src/shared/ipc/api'
import type { Result } from '../../src/shared/ipc/errors'
import type { ProfileView } from '../../src/shared/model/profile'
import type { IssuedToken, TokenSnapshot } from '../../src/shared/model/token'
import { useChecks } from '../../src/renderer/src/store/checks'
import { useDemo } from '../../src/renderer/src/store/demo'
import { profileViewFixture } from '../fixtures/profile'
import { startClock, useClock } from '../../src/renderer/src/store/clock'
import { useProfiles } from '../../src/renderer/src/store/profiles'

export const HOUR = 60 * 60 * 1000
/** A fixed "now" so every time on screen is predictable. */
export const NOW = Date.UTC(2026, 10, 21, 9, 0, 0)

/**
 * Fake timers for the app's clock and timeouts only: React's scheduler and
 * promises keep running for real, so renders and awaited calls still finish.
 */
export const useAppFakeTimers = (): void => {
  vi.useFakeTimers({
    now: NOW,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  })
}

export const ok = <T>(value: T): Promise<Result<T>> => Promise.resolve({ ok: true, value })

/** A token issued `ageMs` before NOW with the spec's 24 h lifetime. */
export function issued(ageMs: number, extra: Partial<IssuedToken> = {}): IssuedToken {
  const issuedAt = NOW - ageMs
  return {
    kind: 'issued',
    issuedAt,
    expiresAt: issuedAt + 24 * HOUR,
    rejectedAt: null,
    method: 'POST',
    envelope: 'A',
    ...extra,
  }
}

export function profileWith(token: TokenSnapshot, extra: Partial<ProfileView> = {}): ProfileView {
  return profileViewFixture({
    createdAt: NOW - 48 * HOUR,
    updatedAt: NOW - 48 * HOUR,
    token,
    ...extra,
  })
}

/**
 * Puts a `window.tokenDesk` with the calls a test names (`vi.fn()`s) on the
 * window. A call it does not name fails inside `call()`, which the UI shows as an error.
 */
export function mockApi(calls: Partial<TokenDeskApi>): TokenDeskApi {
  const api = { onEvent: vi.fn(() => () => undefined), ...calls } as TokenDeskApi
  Object.defineProperty(window, 'tokenDesk', { value: api, configurable: true, writable: true })
  return api
}

const initialProfiles = useProfiles.getState()
const initialChecks = useChecks.getState()
const initialDemo = useDemo.getState()

/** Unmounts, puts the stores back as the app starts, and restores real timers. */
export function resetAll(): void {
  cleanup()
  useProfiles.setState(initialProfiles, true)
  useChecks.setState(initialChecks, true)
  useDemo.setState(initialDemo, true)
  useClock.setState({ now: Date.now() })
  vi.useRealTimers()
  Reflect.deleteProperty(window, 'tokenDesk')
}

/** Fake timers plus the app's one clock, started before and stopped after each test. */
export function useRunningClock(): void {
  let stopClock: () => void = () => undefined
  beforeEach(() => {
    useAppFakeTimers()
    stopClock = startClock()
  })
  afterEach(() => {
    stopClock()
    resetAll()
  })
}
