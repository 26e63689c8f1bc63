import { Profiler } from 'react'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Countdown } from '../../src/renderer/src/components/Countdown'
import { MiniCountdown, TokenStatus } from '../../src/renderer/src/components/TokenStatus'
import { HOUR, issued, NOW, useRunningClock } from './fixtures'
import { useClock } from '../../src/renderer/src/store/clock'

const timer = () => screen.getByRole('timer', { name: 'Time left' })

describe('Countdown', () => {
  useRunningClock()

  it('shows the time left as hh:mm:ss', () => {
    // 24 h lifetime, issued 22 h 57 min 57 s ago: 1 h 2 min 3 s left.
    render(<Countdown token={issued(24 * HOUR - 3_723_000)} />)
    expect(timer().textContent).toBe('01:02:03')
  })

  it('ticks with the shared clock, second by second and across minutes', () => {
    render(<Countdown token={issued(24 * HOUR - 3_723_000)} />)
    act(() => vi.advanceTimersByTime(1000))
    expect(timer().textContent).toBe('01:02:02')
    act(() => vi.advanceTimersByTime(3000))
    expect(timer().textContent).toBe('01:01:59')
    act(() => vi.advanceTimersByTime(HOUR))
    expect(timer().textContent).toBe('00:01:59')
  })

  it('starts a fresh token at 24:00:00 and never shows more than its lifetime', () => {
    render(<Countdown token={issued(0)} />)
    expect(timer().textContent).toBe('24:00:00')
    act(() => vi.advanceTimersByTime(1000))
    expect(timer().textContent).toBe('23:59:59')
  })

  it('stops at 00:00:00 when the token runs out, and marks it expired', () => {
    render(<Countdown token={issued(24 * HOUR - 2000)} />)
    expect(timer().textContent).toBe('00:00:02')
    act(() => vi.advanceTimersByTime(2000))
    expect(timer().textContent).toBe('00:00:00')
    expect(timer().className).toContain('state-expired')
    act(() => vi.advanceTimersByTime(5000))
    expect(timer().textContent).toBe('00:00:00')
  })

  it('shows the warning state inside the last hour', () => {
    render(<Countdown token={issued(23 * HOUR - 1000)} />)
    expect(timer().className).toContain('state-valid')
    act(() => vi.advanceTimersByTime(1000))
    expect(timer().textContent).toBe('01:00:00')
    expect(timer().className).toContain('state-expiring')
  })

  it('ticks without re-rendering: only a change of state renders it again', () => {
    let renders = 0
    render(
      <Profiler id="countdown" onRender={() => renders++}>
        <Countdown token={issued(23 * HOUR - 3000)} />
      </Profiler>,
    )
    const first = renders
    act(() => vi.advanceTimersByTime(2000))
    expect(timer().textContent).toBe('01:00:01')
    expect(renders).toBe(first)
    // Into the last hour: the state changes, so it renders once more.
    act(() => vi.advanceTimersByTime(2000))
    expect(timer().textContent).toBe('00:59:59')
    expect(timer().className).toContain('state-expiring')
    expect(renders).toBe(first + 1)
  })

  it('shows the new token’s time at once when the token changes', () => {
    const { rerender } = render(<Countdown token={issued(24 * HOUR - 3_723_000)} />)
    expect(timer().textContent).toBe('01:02:03')
    rerender(<Countdown token={issued(0)} />)
    expect(timer().textContent).toBe('24:00:00')
  })

  it('follows a new token in the same text, on the subscription it already has', () => {
    const subscribe = vi.spyOn(useClock, 'subscribe')
    const { rerender } = render(<Countdown token={issued(24 * HOUR - 3_723_000)} />)
    const text = timer().querySelector('.countdown-text')?.firstChild
    expect(subscribe).toHaveBeenCalledTimes(1)
    // A sidebar row showing another profile (rows are kept by position) only writes again.
    rerender(<Countdown token={issued(0)} />)
    expect(timer().textContent).toBe('24:00:00')
    expect(timer().querySelector('.countdown-text')?.firstChild).toBe(text)
    expect(subscribe).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(1000))
    expect(timer().textContent).toBe('23:59:59')
    subscribe.mockRestore()
  })

  it('sizes its text’s box by the text’s length, so a tick lays out that box alone', () => {
    // A service may give a longer lifetime than the spec's 24 h: 100 h left is nine characters.
    const long = issued(0, { expiresAt: NOW + 100 * HOUR })
    const { rerender } = render(<Countdown token={long} />)
    const text = () => timer().querySelector('.countdown-text') as HTMLElement
    expect(text().textContent).toBe('100:00:00')
    expect(text().style.width).toBe('9ch')
    act(() => vi.advanceTimersByTime(1000))
    expect(text().textContent).toBe('99:59:59')
    expect(text().style.width).toBe('8ch')
    // A new token makes a new text node: its box is sized again.
    rerender(<Countdown token={issued(0)} />)
    expect(text().textContent).toBe('23:59:59')
    expect(text().style.width).toBe('8ch')
  })

  it('shows 00:00:00 for a token refused with time left', () => {
    render(<Countdown token={issued(HOUR, { rejectedAt: NOW - 1000 })} />)
    expect(timer().textContent).toBe('00:00:00')
    expect(timer().className).toContain('state-rejected')
  })
})

describe('the sidebar’s countdown', () => {
  useRunningClock()

  it('ticks, and is gone once the token has expired', () => {
    const { container } = render(<MiniCountdown token={issued(24 * HOUR - 2000)} />)
    expect(container.textContent).toBe('00:00:02')
    act(() => vi.advanceTimersByTime(1000))
    expect(container.textContent).toBe('00:00:01')
    act(() => vi.advanceTimersByTime(1000))
    expect(container.textContent).toBe('')
  })
})

describe('the sidebar badge of a profile without a token', () => {
  useRunningClock()

  it('says "Failed" when its last attempt failed, "No token" when none was made', () => {
    const { rerender } = render(<TokenStatus token={{ kind: 'none' }} failing />)
    expect(screen.getByText('Failed').className).toBe('state state-failed')
    rerender(<TokenStatus token={{ kind: 'none' }} failing={false} />)
    expect(screen.getByText('No token')).toBeTruthy()
    // With a token, the token's state tells: a failed renewal leaves it standing.
    rerender(<TokenStatus token={issued(0)} failing />)
    expect(screen.getByText('Valid')).toBeTruthy()
  })
})
