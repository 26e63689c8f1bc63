import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { formatCountdown } from '../../src/shared/time/countdown'

// Placeholder proving the component project runs; real component tests live beside it.
function Probe({ ms }: { ms: number }) {
  return (
    <span role="timer" aria-label="Time left">
      {formatCountdown(ms)}
    </span>
  )
}

describe('component test setup', () => {
  it('renders into jsdom', () => {
    render(<Probe ms={3_723_000} />)
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toBe('01:02:03')
  })
})
