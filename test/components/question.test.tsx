import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Question, type Answer } from '../../src/renderer/src/components/Question'

function ask(answers: readonly Answer[], onEscape = vi.fn()) {
  render(
    <Question
      role="group"
      label="Confirm deletion"
      className="confirm"
      onEscape={onEscape}
      answers={answers}
    >
      <p>Delete “Acme”?</p>
    </Question>,
  )
  return onEscape
}

describe('Question (every in-place question of the window)', () => {
  afterEach(cleanup)

  it('names itself, puts focus on the safe answer and runs the one pressed', () => {
    const remove = vi.fn()
    const keep = vi.fn()
    ask([
      { label: 'Confirm delete', tone: 'danger', onClick: remove },
      { label: 'Cancel', tone: 'plain', focus: true, onClick: keep },
    ])
    expect(screen.getByRole('group', { name: 'Confirm deletion' })).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('button', { name: 'Confirm delete' }).className).toBe('btn btn-danger')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm delete' }))
    expect(remove).toHaveBeenCalledOnce()
    expect(keep).not.toHaveBeenCalled()
  })

  it('backs out on Escape', () => {
    const onEscape = ask([{ label: 'Cancel', tone: 'plain', focus: true, onClick: vi.fn() }])
    fireEvent.keyDown(screen.getByRole('button', { name: 'Cancel' }), { key: 'Escape' })
    expect(onEscape).toHaveBeenCalledOnce()
  })

  it('while an answer runs: says so, and neither a second press nor Escape gets through', () => {
    const remove = vi.fn()
    const onEscape = ask([
      {
        label: 'Confirm delete',
        tone: 'danger',
        busy: true,
        busyLabel: 'Deleting…',
        onClick: remove,
      },
      { label: 'Cancel', tone: 'plain', focus: true, onClick: vi.fn() },
    ])
    const running = screen.getByRole('button', { name: 'Deleting…' })
    expect(running.getAttribute('aria-busy')).toBe('true')
    // Keeps its focus (aria-disabled, not disabled); a press does nothing.
    expect(running.getAttribute('aria-disabled')).toBe('true')
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    fireEvent.click(running)
    fireEvent.keyDown(running, { key: 'Escape' })
    expect(remove).not.toHaveBeenCalled()
    expect(onEscape).not.toHaveBeenCalled()
  })
})
