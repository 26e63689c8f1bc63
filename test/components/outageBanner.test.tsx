import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OutageBanner } from '../../src/renderer/src/components/OutageBanner'
import { useClock } from '../../src/renderer/src/store/clock'
import { useOutages } from '../../src/renderer/src/store/outages'
import type { Outage } from '../../src/shared/model/outage'
import { mockApi, NOW, ok, resetAll } from './fixtures'

const outage: Outage = {
  origin: 'https://portal.example.test',
  portal: 'customer',
  way: 'timeout',
  profileIds: ['a', 'b', 'c'],
  count: 37,
  since: NOW - 10 * 60_000,
  retryAt: NOW + 60_000,
}

afterEach(() => {
  resetAll()
  useOutages.setState({ outages: [] })
})

describe('the outage banner', () => {
  it('says once that the service is failing, not the credentials, and retries the host', async () => {
    const api = mockApi({
      renewProfiles: vi.fn(() =>
        ok({
          scope: 'selected' as const,
          total: 3,
          outcomes: [],
          leftAlone: { valid: 0, noPassword: 0 },
        } as never),
      ),
    })
    useClock.setState({ now: NOW })
    useOutages.setState({ outages: [outage] })
    render(<OutageBanner />)
    const banner = screen.getByRole('status', { name: 'Outage at https://portal.example.test' })
    expect(banner.textContent).toMatch(
      /^The customer portal at https:\/\/portal\.example\.test is failing for 37 profiles since .+ \(no answer in time\): likely the service, not your credentials\. Auto-renew waits for this host and tries one profile at .+\./,
    )
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry all on this host' }))
    expect(api.renewProfiles).toHaveBeenCalledWith({ profileIds: ['a', 'b', 'c'] })
  })

  it('shows nothing without an outage, and follows main’s pushes', async () => {
    mockApi({ listOutages: vi.fn(() => ok([outage])) })
    const { container } = render(<OutageBanner />)
    expect(container.textContent).toBe('')
    await useOutages.getState().load()
    expect(await screen.findByRole('status')).toBeTruthy()
  })
})
