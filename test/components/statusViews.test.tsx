import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ProfileList } from '../../src/renderer/src/components/ProfileList'
import { useClock } from '../../src/renderer/src/store/clock'
import { profileRow } from '../../src/shared/model/profile'
import type { IssuedToken, TokenSnapshot } from '../../src/shared/model/token'
import { profileViewFixture } from '../fixtures/profile'
import { mockApi, resetAll } from './fixtures'
import { useProfileList } from '../../src/renderer/src/store/profileList'
import { useSidebar } from '../../src/renderer/src/store/sidebar'

// jsdom lays nothing out, so the virtual list shows no rows here: the count says what it holds
// (test/e2e/statusViews.e2e.test.ts checks the rows in Chromium).
afterEach(resetAll)

const NOW = Date.UTC(2026, 10, 23, 9)
const HOUR = 3_600_000
const issued = (expiresAt: number): IssuedToken => ({
  kind: 'issued',
  issuedAt: expiresAt - 24 * HOUR,
  expiresAt,
  rejectedAt: null,
  method: 'POST',
  envelope: 'A',
})
const row = (id: string, name: string, accountId: string, token: TokenSnapshot) =>
  profileRow(profileViewFixture({ id, name, account: { id: accountId, name: accountId }, token }))

function showList() {
  mockApi({})
  useClock.setState({ now: NOW })
  useSidebar.setState({ sortKey: 'name' })
  useProfileList.setState({
    status: 'ready',
    profiles: [
      row('a', 'Acme prod', 'ACME', issued(NOW + 10 * HOUR)),
      row('b', 'Acme staging', 'ACME', issued(NOW + 20 * 60_000)),
      row('c', 'Beta', 'BETA', { kind: 'none' }),
      row('d', 'Delta', 'DELTA', issued(NOW - HOUR)),
    ],
  })
  render(<ProfileList showNew />)
  const views = screen.getByRole('group', { name: 'Show' })
  const count = () => document.querySelector('.list-count')?.textContent
  return { views, count }
}

describe('status views in the sidebar', () => {
  it('shows a count on each view and lists only what the pressed one holds', async () => {
    const { views, count } = showList()
    const button = (name: RegExp) => within(views).getByRole('button', { name })
    expect(button(/^All 4$/).getAttribute('aria-pressed')).toBe('true')
    expect(button(/^Expiring 1$/)).toBeTruthy()
    expect(button(/^Expired 1$/)).toBeTruthy()
    expect(button(/^No token 1$/)).toBeTruthy()
    expect(count()).toBe('4 profiles')

    await userEvent.click(button(/^Expiring/))
    expect(button(/^Expiring/).getAttribute('aria-pressed')).toBe('true')
    expect(count()).toBe('1 of 4 profiles')
    await userEvent.click(button(/^Expired/))
    expect(button(/^Expiring/).getAttribute('aria-pressed')).toBe('false')
    expect(count()).toBe('1 of 4 profiles')
    // Pressed again: back to all.
    await userEvent.click(button(/^Expired/))
    expect(count()).toBe('4 profiles')
  })

  it('says so when a view is empty', async () => {
    const { views } = showList()
    await userEvent.click(within(views).getByRole('button', { name: /^Favourites 0$/ }))
    expect(screen.getByText('No profile is in “Favourites” now.')).toBeTruthy()
  })

  it('shows no count while the list loads: not a false "0 profiles"', () => {
    mockApi({})
    useProfileList.setState({ status: 'loading', profiles: [] })
    render(<ProfileList showNew />)
    const views = screen.getByRole('group', { name: 'Show' })
    expect(within(views).getByRole('button', { name: 'All' })).toBeTruthy()
    expect(within(views).getByRole('button', { name: 'Expiring' })).toBeTruthy()
    expect(views.querySelector('.status-view-count')).toBeNull()
    expect(document.querySelector('.list-count')?.textContent).toBe('')
    expect(screen.getByText('Loading profiles…')).toBeTruthy()
  })
})
