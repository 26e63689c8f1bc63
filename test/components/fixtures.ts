import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import type { TokenDeskApi } from '../../src/shared/ipc/api'
import type { Result } from '../../src/shared/ipc/errors'
import type { ProfileView } from '../../src/shared/model/profile'
import type { IssuedToken, TokenSnapshot } from '../../src/shared/model/token'
import type { StoreApi } from 'zustand'
import { useAppInfo } from '../../src/renderer/src/store/appInfo'
import { useBoard } from '../../src/renderer/src/store/board'
import { useBoardActions } from '../../src/renderer/src/store/boardActions'
import { useCatalog } from '../../src/renderer/src/store/catalog'
import { useChecks } from '../../src/renderer/src/store/checks'
import { useDemo } from '../../src/renderer/src/store/demo'
import { useLeaveGuard } from '../../src/renderer/src/store/leaveGuard'
import { useNavigation, type View } from '../../src/renderer/src/store/navigation'
import { usePasswordPrompt } from '../../src/renderer/src/store/passwordPrompt'
import { useProfileActions } from '../../src/renderer/src/store/profileActions'
import { useProfileList, type ProfileListState } from '../../src/renderer/src/store/profileList'
import { useRequestCollections } from '../../src/renderer/src/store/requestCollections'
import { useRequestEditor } from '../../src/renderer/src/store/requestEditor'
import { useSidebar } from '../../src/renderer/src/store/sidebar'
import { useSettings } from '../../src/renderer/src/store/settings'
import { useStatus } from '../../src/renderer/src/store/status'
import { profileViewFixture } from '../fixtures/profile'
import { startClock, useClock } from '../../src/renderer/src/store/clock'

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

/** What copy commands and Verify call on a profile with a probe (a GET saved request). */
/** A sidebar row alone (ProfileListItem), first of one, as the list places it. */
export const listItemPlace = {
  selected: false,
  tabbable: true,
  position: 1,
  setSize: 1,
  top: 0,
  height: 86,
} as const

export const probeTargets = { copy: 'probe: Who am I', verify: 'probe: Who am I' }
/** An ordinary profile without a saved request: copy commands and Verify have nothing to call. */
export const noTargets = { copy: null, verify: null }

/**
 * Puts a `window.tokenDesk` with the calls a test names (`vi.fn()`s) on the
 * window. A call it does not name fails inside `call()`, which the UI shows as an error.
 */
export function mockApi(calls: Partial<TokenDeskApi>): TokenDeskApi {
  const api = {
    onEvent: vi.fn(() => () => undefined),
    // Settings and the window's notices ask for the team catalog's sources as they open.
    catalogSources: vi.fn(() => ok([])),
    ...calls,
  } as TokenDeskApi
  Object.defineProperty(window, 'tokenDesk', { value: api, configurable: true, writable: true })
  return api
}

/**
 * Puts the profile list and the navigation where a test starts: the rows,
 * the detail, the selection and the view, as the app would have them.
 */
export function showProfiles(
  state: Partial<Pick<ProfileListState, 'profiles' | 'detail' | 'status'>> & {
    selectedId?: string | null
    view?: View
  },
): void {
  const { selectedId, view, ...list } = state
  useProfileList.setState(list)
  useNavigation.setState({
    ...(selectedId === undefined ? {} : { selectedId }),
    ...(view === undefined ? {} : { view }),
  })
}

/** A function that puts a store back as it was when this was called. */
const resetter = <T>(store: StoreApi<T>): (() => void) => {
  const initial = store.getState()
  return () => store.setState(initial, true)
}

/** Every store the window's components use, as the app starts them. */
const resets = [
  resetter(useAppInfo),
  resetter(useBoard),
  resetter(useBoardActions),
  resetter(useCatalog),
  resetter(useChecks),
  resetter(useDemo),
  resetter(useLeaveGuard),
  resetter(useNavigation),
  resetter(usePasswordPrompt),
  resetter(useProfileActions),
  resetter(useProfileList),
  resetter(useRequestCollections),
  resetter(useRequestEditor),
  resetter(useSettings),
  resetter(useSidebar),
  resetter(useStatus),
]

/** Unmounts, puts the stores back as the app starts, and restores real timers. */
export function resetAll(): void {
  cleanup()
  for (const reset of resets) reset()
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
