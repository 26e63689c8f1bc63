import { act, renderHook } from '@testing-library/react'
import type { KeyboardEvent } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { usePalette } from '../../src/renderer/src/hooks/usePalette'
import { useNavigation } from '../../src/renderer/src/store/navigation'
import { useProfileList } from '../../src/renderer/src/store/profileList'
import { useSidebar } from '../../src/renderer/src/store/sidebar'
import { profileRow } from '../../src/shared/model/profile'
import { profileViewFixture } from '../fixtures/profile'
import { HOUR, issued, mockApi, ok, resetAll } from '../components/fixtures'

// With a token: a copy from a profile without one is only said (see the quick switcher's tests).
const acme = profileViewFixture({ id: 'a1', name: 'Acme prod', token: issued(HOUR) })
const globex = profileViewFixture({ id: 'g1', name: 'Globex staging' })

beforeEach(() => {
  mockApi({
    getProfile: vi.fn(() => ok(acme)),
    copy: vi.fn(() => ok({ copied: 'header' as const, style: 'bearer' as const, clearsAt: null })),
  })
  useProfileList.setState({ status: 'ready', profiles: [acme, globex].map((p) => profileRow(p)) })
  useSidebar.setState({ sortKey: 'name' })
})
afterEach(resetAll)

/** A key as the field gets it; `prevented` tells whether the palette took it. */
function press(key: string, shiftKey = false) {
  const event = { key, shiftKey, defaultPrevented: false, preventDefault: vi.fn() }
  event.preventDefault.mockImplementation(() => (event.defaultPrevented = true))
  return event as unknown as KeyboardEvent<HTMLInputElement> & { defaultPrevented: boolean }
}

function palette() {
  const close = vi.fn()
  const hook = renderHook(() => usePalette(close))
  const key = (k: string, shift = false) => {
    const event = press(k, shift)
    act(() => hook.result.current.onKeyDown(event))
    return event.defaultPrevented
  }
  return { close, key, now: () => hook.result.current }
}

describe('usePalette', () => {
  it('highlights the first entry, wraps with the arrows, and starts over when the query changes', () => {
    const { key, now } = palette()
    expect(now().current?.label).toBe('Renew all')
    expect(key('ArrowUp')).toBe(true)
    expect(now().current?.label).toBe(now().entries.at(-1)?.label)
    act(() => now().type('glob'))
    expect(now().query).toBe('glob')
    expect(now().current?.label).toBe('Globex staging')
    expect(key('ArrowDown')).toBe(true)
    expect(key('ArrowDown')).toBe(true)
    expect(now().current?.label).toBe('Globex staging') // one match: it wraps onto itself
  })

  it('leaves typing keys to the field', () => {
    const { key } = palette()
    expect(key('a')).toBe(false)
    expect(key('Backspace')).toBe(false)
    expect(key('Tab', true)).toBe(false)
  })

  it('goes into a profile’s actions and back: Escape backs out before it closes', () => {
    const { key, now, close } = palette()
    act(() => now().type('acme'))
    expect(key('Tab')).toBe(true)
    expect(now().step).toEqual({ kind: 'act', profileId: 'a1', name: 'Acme prod' })
    expect(now().query).toBe('')
    act(() => now().back())
    expect(now().step).toEqual({ kind: 'find' })
    expect(close).not.toHaveBeenCalled()
    act(() => now().back())
    expect(close).toHaveBeenCalledOnce()
  })

  it('Enter on nothing does nothing; on a profile it closes and opens it', () => {
    const { key, now, close } = palette()
    act(() => now().type('no such thing'))
    expect(now().current).toBeUndefined()
    key('Enter')
    expect(close).not.toHaveBeenCalled()
    act(() => now().type('globex'))
    key('Enter')
    expect(close).toHaveBeenCalledOnce()
    expect(useNavigation.getState().selectedId).toBe('g1')
  })

  it('runs an action for the profile chosen in the first step', async () => {
    const { key, now, close } = palette()
    act(() => now().type('acme'))
    key('ArrowRight')
    act(() => now().type('copy auth'))
    expect(now().current?.label).toBe('Copy authorization header')
    await act(async () => {
      key('Enter')
      await Promise.resolve()
    })
    expect(close).toHaveBeenCalledOnce()
    expect(window.tokenDesk.copy).toHaveBeenCalledWith({ profileId: 'a1', format: 'header' })
  })
})
