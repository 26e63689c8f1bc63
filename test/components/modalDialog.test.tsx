import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useId } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ModalDialog } from '../../src/renderer/src/components/ModalDialog'
import './jsdomDialog'

afterEach(cleanup)

function Dialog({ onEscape }: { onEscape: () => void }) {
  const titleId = useId()
  return (
    <ModalDialog className="test-dialog" titleId={titleId} onEscape={onEscape}>
      <h2 id={titleId}>Import profiles</h2>
      <label>
        Profiles file
        <input type="file" />
      </label>
    </ModalDialog>
  )
}

describe('a modal dialog', () => {
  it('takes Escape (the dialog’s own cancel) as a close', () => {
    const onEscape = vi.fn()
    render(<Dialog onEscape={onEscape} />)
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }))
    expect(onEscape).toHaveBeenCalledTimes(1)
  })

  it('stays open when a file picker inside it is dismissed (its cancel bubbles up)', () => {
    const onEscape = vi.fn()
    render(<Dialog onEscape={onEscape} />)
    // As Chromium sends it: a cancel event on the file field, bubbling.
    fireEvent(screen.getByLabelText('Profiles file'), new Event('cancel', { bubbles: true }))
    expect(onEscape).not.toHaveBeenCalled()
  })
})
