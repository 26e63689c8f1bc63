import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { TokenCard } from '../../src/renderer/src/components/TokenCard'
import type { TokenSnapshot } from '../../src/shared/model/token'
import { HOUR, issued, mockApi, NOW, ok, useRunningClock } from './fixtures'

const SECRET = 'tok_3f9a-SECRET-value'

const renderCard = (token: TokenSnapshot) =>
  render(<TokenCard profileId="p1" token={token} headerStyle="bearer" />)

/** Clicks, then lets the awaited (mocked) call resolve and React render its result. */
const click = async (name: string): Promise<void> => {
  fireEvent.click(screen.getByRole('button', { name }))
  await act(async () => undefined)
}

const timerText = () => screen.getByRole('timer', { name: 'Time left' }).textContent

describe('TokenCard', () => {
  useRunningClock()

  it('without a token: says how to get one, and shows no countdown', () => {
    renderCard({ kind: 'none' })
    expect(screen.getByText('No token', { exact: true })).toBeTruthy()
    expect(screen.getByText('No token yet — press Get token')).toBeTruthy()
    expect(screen.queryByRole('timer')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Reveal token' })).toBeNull()
  })

  it('valid: the state, the time left, the times and the header shape', () => {
    renderCard(issued(HOUR))
    expect(screen.getByText('Valid', { exact: true })).toBeTruthy()
    expect(timerText()).toBe('23:00:00')
    expect(screen.getByTestId('issued-at').textContent).toBe(new Date(NOW - HOUR).toLocaleString())
    expect(screen.getByTestId('expires-at').textContent).toBe(
      `${new Date(NOW + 23 * HOUR).toLocaleString()} (assumed: 24 h from issue, as the spec says; the service did not say)`,
    )
    expect(screen.getByText('Authorization: Bearer <token>')).toBeTruthy()
    expect(
      screen.getByRole('meter', { name: 'Lifetime left' }).getAttribute('aria-valuetext'),
    ).toBe('96 % of 24 h left')
  })

  it('expiring: says so inside the warning window', () => {
    renderCard(issued(23 * HOUR + 30 * 60 * 1000))
    expect(screen.getByText('Expiring soon', { exact: true })).toBeTruthy()
    expect(timerText()).toBe('00:30:00')
  })

  it('expired: says it ran out and what to do', () => {
    renderCard(issued(25 * HOUR))
    expect(screen.getByText('Expired', { exact: true })).toBeTruthy()
    expect(timerText()).toBe('00:00:00')
    expect(screen.getByText('This token has run out. Renew it to get a new one.')).toBeTruthy()
  })

  it('rejected: says the service refused it although it had time left', () => {
    renderCard(issued(HOUR, { rejectedAt: NOW - 60_000 }))
    expect(screen.getByText('Rejected', { exact: true })).toBeTruthy()
    expect(screen.getByText(/refused with 401 although the token had time left/)).toBeTruthy()
  })

  it('renewing: the previous token stands meanwhile', () => {
    renderCard({ kind: 'renewing', previous: issued(2 * HOUR) })
    expect(screen.getByText('Renewing…', { exact: true })).toBeTruthy()
    expect(timerText()).toBe('22:00:00')
    expect(
      screen.getByText(
        /Asking the server for a new token\. Until it arrives, the current one stands/,
      ),
    ).toBeTruthy()
  })

  it('says where the expiry comes from: the token, the service, or the spec’s assumption', () => {
    const { unmount } = renderCard(issued(HOUR, { expirySource: 'token' }))
    expect(screen.getByTestId('expiry-source').textContent).toBe('(from the token itself)')
    unmount()
    renderCard(issued(HOUR, { expirySource: 'service', verifiedAt: NOW - 60_000 }))
    expect(screen.getByTestId('expiry-source').textContent).toBe('(stated by the service)')
    expect(screen.getByTestId('obtained-with').textContent).toContain(
      `last verified with the service at ${new Date(NOW - 60_000).toLocaleString()}`,
    )
  })

  it('renewing without a previous token: says it is asking', () => {
    renderCard({ kind: 'renewing', previous: { kind: 'none' } })
    expect(screen.getByText('Asking the server for a token…')).toBeTruthy()
  })

  it('keeps the token masked: its value is nowhere in the card', () => {
    const { container } = renderCard(issued(HOUR))
    expect(screen.getByText('••••••••••••')).toBeTruthy()
    expect(screen.getByText('hidden')).toBeTruthy()
    expect(screen.queryByTestId('revealed-token')).toBeNull()
    expect(container.textContent).not.toContain(SECRET)
  })

  it('reveals the token for 10 s with a countdown, then hides it again', async () => {
    const api = mockApi({ revealToken: vi.fn(() => ok({ token: SECRET })) })
    const { container } = renderCard(issued(HOUR))

    await click('Reveal token')
    expect(api.revealToken).toHaveBeenCalledWith({ profileId: 'p1' })
    expect(screen.getByTestId('revealed-token').textContent).toBe(SECRET)
    expect(screen.getByRole('button', { name: 'Hide token' })).toBeTruthy()
    expect(screen.getByText('Hides in 10 s')).toBeTruthy()

    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByText('Hides in 9 s')).toBeTruthy()
    act(() => vi.advanceTimersByTime(8000))
    expect(screen.getByText('Hides in 1 s')).toBeTruthy()
    expect(screen.getByTestId('revealed-token').textContent).toBe(SECRET)

    act(() => vi.advanceTimersByTime(1000))
    expect(screen.queryByTestId('revealed-token')).toBeNull()
    expect(container.textContent).not.toContain(SECRET)
    expect(screen.getByRole('button', { name: 'Reveal token' })).toBeTruthy()
  })

  it('hides the token at once on Hide token', async () => {
    mockApi({ revealToken: vi.fn(() => ok({ token: SECRET })) })
    const { container } = renderCard(issued(HOUR))
    await click('Reveal token')
    await click('Hide token')
    expect(container.textContent).not.toContain(SECRET)
  })

  it('hides a revealed token when a new one replaces it', async () => {
    mockApi({ revealToken: vi.fn(() => ok({ token: SECRET })) })
    const { rerender } = renderCard(issued(HOUR))
    await click('Reveal token')
    expect(screen.getByTestId('revealed-token')).toBeTruthy()
    rerender(<TokenCard profileId="p1" token={issued(0)} headerStyle="bearer" />)
    expect(screen.queryByTestId('revealed-token')).toBeNull()
  })

  it('says why when the token cannot be revealed', async () => {
    mockApi({
      revealToken: vi.fn(() =>
        Promise.resolve({
          ok: false as const,
          error: { code: 'no-token' as const, message: 'There is no token yet.' },
        }),
      ),
    })
    renderCard(issued(HOUR))
    await click('Reveal token')
    expect(screen.getByRole('alert').textContent).toBe('Not revealed: There is no token yet.')
    expect(screen.queryByTestId('revealed-token')).toBeNull()
  })

  it('shows main’s own words when the user declined in its dialog', async () => {
    mockApi({
      revealToken: vi.fn(() =>
        Promise.resolve({
          ok: false as const,
          error: {
            code: 'declined' as const,
            message: 'Not revealed: it was not confirmed in the dialog.',
          },
        }),
      ),
    })
    renderCard(issued(HOUR))
    await click('Reveal token')
    expect(screen.getByRole('alert').textContent).toBe(
      'Not revealed: it was not confirmed in the dialog.',
    )
    expect(screen.queryByTestId('revealed-token')).toBeNull()
  })
})
