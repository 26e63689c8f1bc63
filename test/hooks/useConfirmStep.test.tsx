import { act, render, renderHook, screen } from '@testing-library/react'
import { createRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useConfirmStep } from '../../src/renderer/src/hooks/useConfirmStep'
import { resetAll } from '../components/fixtures'

afterEach(resetAll)

/** Runs the frame the hook waits for before it moves focus. */
const nextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))

function buttons() {
  render(
    <>
      <button type="button">Delete</button>
      <button type="button">Send</button>
    </>,
  )
  const opener = createRef<HTMLButtonElement | null>()
  const fallback = createRef<HTMLButtonElement | null>()
  opener.current = screen.getByRole('button', { name: 'Delete' })
  fallback.current = screen.getByRole('button', { name: 'Send' })
  return { opener, fallback }
}

describe('useConfirmStep', () => {
  it('asks, and on keep closes and puts focus back on the opener a frame later', async () => {
    const { opener } = buttons()
    const { result } = renderHook(() => useConfirmStep(opener))
    expect(result.current.asking).toBe(false)
    act(() => result.current.ask())
    expect(result.current.asking).toBe(true)
    act(() => result.current.keep())
    expect(result.current.asking).toBe(false)
    await nextFrame()
    expect(document.activeElement).toBe(opener.current)
  })

  it('falls back when the opener is gone by then', async () => {
    const { opener, fallback } = buttons()
    const { result } = renderHook(() => useConfirmStep(opener, fallback))
    act(() => result.current.ask())
    opener.current = null
    act(() => result.current.keep())
    await nextFrame()
    expect(document.activeElement).toBe(fallback.current)
  })

  it('closes without moving focus once the action has run', async () => {
    const { opener } = buttons()
    const focus = vi.spyOn(opener.current!, 'focus')
    const { result } = renderHook(() => useConfirmStep(opener))
    act(() => result.current.ask())
    act(() => result.current.close())
    await nextFrame()
    expect(result.current.asking).toBe(false)
    expect(focus).not.toHaveBeenCalled()
  })
})
