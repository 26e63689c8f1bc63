import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { StatusMessage } from '../../src/renderer/src/components/StatusMessage'
import { useStatus } from '../../src/renderer/src/store/status'
import { resetAll } from './fixtures'

const initial = useStatus.getState()
afterEach(() => {
  resetAll()
  useStatus.setState(initial, true)
})

function deleted(undo = vi.fn(), undoes = true) {
  render(
    <>
      <input aria-label="Search profiles" />
      <button type="button">Next profile</button>
      <StatusMessage />
    </>,
  )
  act(() =>
    useStatus.getState().show('Deleted “Acme”.', {
      until: Date.now() + 10_000,
      action: { label: 'Undo', run: undo, ...(undoes && { undoes: true as const }) },
    }),
  )
  return { undo, user: userEvent.setup() }
}

describe('Undo in the status line, by key', () => {
  it('runs once on Ctrl+Z from where focus went after the delete, and the message goes', async () => {
    const { undo, user } = deleted()
    const button = screen.getByRole('button', { name: 'Undo' })
    expect(button.getAttribute('aria-keyshortcuts')).toBe('Control+Z')
    expect(button.textContent).toBe('UndoCtrl+Z')
    screen.getByRole('button', { name: 'Next profile' }).focus()
    await user.keyboard('{Control>}z{/Control}')
    expect(undo).toHaveBeenCalledOnce()
    expect(useStatus.getState().message).toBeNull()
    // Nothing left to undo: a second press does nothing.
    await user.keyboard('{Control>}z{/Control}')
    expect(undo).toHaveBeenCalledOnce()
  })

  it('leaves Ctrl+Z to a text field, and needs Ctrl alone', async () => {
    const { undo, user } = deleted()
    await user.click(screen.getByLabelText('Search profiles'))
    await user.keyboard('{Control>}z{/Control}')
    screen.getByRole('button', { name: 'Next profile' }).focus()
    await user.keyboard('z{Control>}{Shift>}z{/Shift}{/Control}{Control>}{Alt>}z{/Alt}{/Control}')
    expect(undo).not.toHaveBeenCalled()
    expect(useStatus.getState().message?.text).toBe('Deleted “Acme”.')
  })

  it('does not take Ctrl+Z for an action that undoes nothing', async () => {
    const { undo, user } = deleted(vi.fn(), false)
    expect(
      screen.getByRole('button', { name: 'Undo' }).getAttribute('aria-keyshortcuts'),
    ).toBeNull()
    screen.getByRole('button', { name: 'Next profile' }).focus()
    await user.keyboard('{Control>}z{/Control}')
    expect(undo).not.toHaveBeenCalled()
  })
})
