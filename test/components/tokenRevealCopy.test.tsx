import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TokenReveal } from '../../src/renderer/src/components/TokenReveal'
import { mockApi, ok, resetAll } from './fixtures'

afterEach(() => {
  resetAll()
  window.getSelection()?.removeAllRanges()
})

const TOKEN = 'tok_7c1d-SECRET-value'
const settle = () => act(async () => undefined)

/** Reveals the token and gives its element. */
async function revealed(onCopyToken = vi.fn()) {
  mockApi({ revealToken: vi.fn(() => ok({ token: TOKEN })) })
  render(<TokenReveal profileId="p1" onCopyToken={onCopyToken} />)
  fireEvent.click(screen.getByRole('button', { name: 'Reveal token' }))
  await settle()
  return { code: screen.getByTestId('revealed-token'), onCopyToken }
}

/** Selects `length` characters of the element's text from `start` (all of it by default). */
function select(element: HTMLElement, start = 0, length?: number) {
  const text = element.firstChild as Text
  const range = document.createRange()
  range.setStart(text, start)
  range.setEnd(text, length === undefined ? text.length : start + length)
  const selection = window.getSelection()
  selection?.removeAllRanges()
  selection?.addRange(range)
}

describe('a revealed token copied with the keyboard or the context menu', () => {
  it('selected whole: goes the way Copy › Token does (main writes it, cleared on time)', async () => {
    const { code, onCopyToken } = await revealed()
    select(code)
    // fireEvent returns false when a listener prevented the browser's own copy.
    expect(fireEvent.copy(code)).toBe(false)
    expect(onCopyToken).toHaveBeenCalledTimes(1)
  })

  it('a part selected: the browser copies that part, as asked', async () => {
    const { code, onCopyToken } = await revealed()
    select(code, 4, 6)
    expect(fireEvent.copy(code)).toBe(true)
    expect(onCopyToken).not.toHaveBeenCalled()
  })
})
