import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LockScreen } from '../../src/renderer/src/components/LockScreen'
import { useLock } from '../../src/renderer/src/store/lock'
import { resetAll } from './fixtures'

const initial = useLock.getState()
afterEach(() => {
  resetAll()
  useLock.setState(initial, true)
})

describe('the lock screen', () => {
  it('takes focus to Unlock, and gives it back to where it was once unlocked', () => {
    // As App does: the layout is hidden while locked (focus leaves it as it hides).
    function Window() {
      const locked = useLock((s) => s.lock.locked)
      return (
        <>
          <div hidden={locked}>
            <button type="button">Edit profile</button>
          </div>
          <LockScreen />
        </>
      )
    }
    render(<Window />)
    const edit = screen.getByRole('button', { name: 'Edit profile' })
    edit.focus()
    act(() => useLock.setState({ lock: { locked: true, reason: 'manual', since: Date.now() } }))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Unlock' }))
    act(() => useLock.setState({ lock: { locked: false } }))
    expect(document.activeElement).toBe(edit)

    // The lock arrives before the window's own Lock call returns (Unlock disabled meanwhile).
    edit.focus()
    act(() => useLock.setState({ busy: true }))
    act(() => useLock.setState({ lock: { locked: true, reason: 'manual', since: Date.now() } }))
    act(() => useLock.setState({ busy: false }))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Unlock' }))
  })
})
