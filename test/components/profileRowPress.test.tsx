import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProfileListItem } from '../../src/renderer/src/components/ProfileListItem'
import { profileRow } from '../../src/shared/model/profile'
import { profileViewFixture } from '../fixtures/profile'
import { listItemPlace, resetAll } from './fixtures'

afterEach(() => {
  cleanup()
  resetAll()
})

/** The list keys rows by position: the same element shows whichever profile is at its place. */
function rowAt(onSelect: (id: string) => void) {
  const item = (id: string, name: string) => (
    <ul>
      <ProfileListItem
        profile={profileRow(profileViewFixture({ id, name }))}
        {...listItemPlace}
        onSelect={onSelect}
        compact={false}
      />
    </ul>
  )
  const { rerender } = render(item('acme', 'Acme prod'))
  return { show: (id: string, name: string) => rerender(item(id, name)) }
}

describe('a sidebar row pressed while the list changes', () => {
  it('selects nothing when another profile took the row between press and release', () => {
    const onSelect = vi.fn()
    const { show } = rowAt(onSelect)
    fireEvent.pointerDown(screen.getByRole('button'))
    // A renewal re-sorted the list, or a search committed: the element now shows Globex.
    show('globex', 'Globex prod')
    fireEvent.click(screen.getByRole('button'), { detail: 1 })
    expect(onSelect).not.toHaveBeenCalled()
    // Pressed again, it is Globex the user means.
    fireEvent.pointerDown(screen.getByRole('button'))
    fireEvent.click(screen.getByRole('button'), { detail: 1 })
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('globex')
  })

  it('selects the profile pressed and released, and the one a keyboard click names', () => {
    const onSelect = vi.fn()
    const { show } = rowAt(onSelect)
    fireEvent.pointerDown(screen.getByRole('button'))
    fireEvent.click(screen.getByRole('button'), { detail: 1 })
    expect(onSelect).toHaveBeenLastCalledWith('acme')
    // Enter or Space on the focused row: a click with no press before it.
    show('globex', 'Globex prod')
    fireEvent.click(screen.getByRole('button'), { detail: 0 })
    expect(onSelect).toHaveBeenLastCalledWith('globex')
    expect(onSelect).toHaveBeenCalledTimes(2)
  })
})
