import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MainPane } from '../../src/renderer/src/components/MainPane'
import { useProfileList } from '../../src/renderer/src/store/profileList'
import { profileRow, type ProfileView } from '../../src/shared/model/profile'
import type { IssuedToken } from '../../src/shared/model/token'
import { profileViewFixture } from '../fixtures/profile'
import { mockApi, NOW, ok, resetAll } from './fixtures'

afterEach(resetAll)

const MINUTE = 60_000

/** A token as main reports it, issued at NOW and living `lifetimeMs` (by its JWT `exp`). */
const tokenLiving = (lifetimeMs: number): IssuedToken => ({
  kind: 'issued',
  issuedAt: NOW,
  expiresAt: NOW + lifetimeMs,
  rejectedAt: null,
  method: 'POST',
  envelope: 'A',
  expirySource: 'token',
})

async function showDetail(profile: ProfileView) {
  mockApi({
    listProfiles: vi.fn(() => ok([profileRow(profile)])),
    getProfile: vi.fn(() => ok(profile)),
  })
  render(<MainPane />)
  await act(() => useProfileList.getState().reload())
  await screen.findByRole('heading', { name: profile.name })
}

/** The Auto-renew fact of the detail's summary (the default lead time: 15 min). */
const autoRenewFact = () => {
  const fact = screen.getByText('Auto-renew', { selector: 'dt' }).nextElementSibling
  return { text: fact?.textContent ?? '', warn: fact?.classList.contains('text-warn') ?? false }
}

describe('the detail says when the service’s tokens are shorter than the lead time', () => {
  it('5-minute tokens: renewed when a third of their life is left, and why', async () => {
    // 299.4 s: a JWT's `exp` in whole seconds, the issue time taken before sending.
    await showDetail(profileViewFixture({ autoRenew: true, token: tokenLiving(299_400) }))
    expect(autoRenewFact()).toEqual({
      text: "On: this service's tokens last only 5 min, too short for the 15 min lead time, so each is renewed when a third of its life is left",
      warn: true,
    })
  })

  it('tokens born expired (the service’s clock behind): says renewals back off', async () => {
    await showDetail(profileViewFixture({ autoRenew: true, token: tokenLiving(-5 * MINUTE) }))
    expect(autoRenewFact().text).toContain("this service's tokens arrive already expired")
    expect(autoRenewFact().warn).toBe(true)
  })

  it('24-hour tokens: the lead time as set, no note', async () => {
    await showDetail(profileViewFixture({ autoRenew: true, token: tokenLiving(24 * 60 * MINUTE) }))
    expect(autoRenewFact()).toEqual({ text: 'On, 15 min before expiry', warn: false })
  })
})
