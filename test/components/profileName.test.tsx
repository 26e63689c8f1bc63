import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ProfileListItem } from '../../src/renderer/src/components/ProfileListItem'
import { ProfileName } from '../../src/renderer/src/components/ProfileName'
import { profileRow } from '../../src/shared/model/profile'
import { profileViewFixture } from '../fixtures/profile'
import { useClock } from '../../src/renderer/src/store/clock'
import { issued, listItemPlace, NOW, resetAll } from './fixtures'

/**
 * jsdom lays nothing out: a clamped height the test sets (Chromium's own
 * layout is checked in test/e2e/sidebar.e2e.test.ts).
 */
let overflowing = false
beforeEach(() => {
  overflowing = false
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() =>
    overflowing ? 60 : 36,
  )
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => 36)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  resetAll()
})

const LONG = 'Demo · 503 Service unavailable'

function row(name: string, compact = false) {
  const profile = profileRow(
    profileViewFixture({ id: 'p1', name, token: issued(60 * 60_000), favourite: true }),
  )
  render(
    <ul>
      <ProfileListItem
        profile={profile}
        {...listItemPlace}
        onSelect={() => undefined}
        compact={compact}
      />
    </ul>,
  )
  return screen.getByRole('button')
}

describe('a profile name in the sidebar', () => {
  it('is never cut in the middle: the whole name is one text, its end included', () => {
    cleanup()
    const { container } = render(<ProfileName name={LONG} />)
    const name = container.querySelector('.pi-name')!
    // One text node: no head and tail, no "…" put in by the app (CSS cuts a third line at its end).
    expect(name.childNodes).toHaveLength(1)
    expect(name.textContent).toBe(LONG)
    expect(name.textContent).toMatch(/503 Service unavailable$/)
    expect(name.textContent).not.toContain('…')
  })

  it('is the start of the row’s accessible name, whole, in both row heights', () => {
    for (const compact of [false, true]) {
      row('Umbrella – ACME demo login for the whole EMEA support desk', compact)
      // Found by its accessible name (the star is a mark; ", favourite" is said instead).
      screen.getByRole('button', {
        name: /^Umbrella – ACME demo login for the whole EMEA support desk, favourite/,
      })
      cleanup()
    }
  })

  it('puts the state and time left on their own line below the name, in both row heights', () => {
    useClock.setState({ now: NOW })
    for (const compact of [false, true]) {
      const button = row(LONG, compact)
      const title = button.querySelector('.pi-title')!
      const state = button.querySelector('.pi-state')!
      // Siblings, the state after the name: never beside it on the name's line.
      expect(state.parentElement).toBe(button)
      expect(title.nextElementSibling).toBe(state)
      expect(title.contains(state)).toBe(false)
      expect(state.textContent).toMatch(/^Valid/)
      expect(state.querySelector('.mini-countdown')).not.toBeNull()
      // Portal and tags only in the taller rows.
      expect(button.querySelector('.pi-meta') !== null).toBe(!compact)
      cleanup()
    }
  })

  it('shows whole on hover or focus (title) when it is cut, and has no title when it fits', () => {
    const button = row('Acme staging')
    const name = () => button.querySelector('.pi-name')!
    fireEvent.pointerEnter(button)
    expect(name().getAttribute('title')).toBeNull()
    cleanup()

    const long = `${LONG} for every account of the EMEA support desk`
    const cut = row(long)
    // Not measured for every row shown: only the one pointed at or focused.
    expect(cut.querySelector('.pi-name')!.getAttribute('title')).toBeNull()
    overflowing = true
    fireEvent.focus(cut)
    expect(cut.querySelector('.pi-name')!.getAttribute('title')).toBe(long)
    // Widened so it fits again: the next look takes the title away.
    overflowing = false
    fireEvent.pointerEnter(cut)
    expect(cut.querySelector('.pi-name')!.getAttribute('title')).toBeNull()
  })
})
