import { describe, expect, it } from 'vitest'
import { profileRow, type ProfileRow } from '../../src/shared/model/profile'
import { tokenStateAt, type IssuedToken, type TokenSnapshot } from '../../src/shared/model/token'
import {
  inView,
  statusFilters,
  viewCounts,
  type StatusFilter,
} from '../../src/shared/search/statusFilter'
import { profileViewFixture } from '../fixtures/profile'

const NOW = Date.UTC(2026, 10, 23, 9)
const HOUR = 3_600_000
const WARNING = HOUR

const issued = (expiresAt: number, rejectedAt: number | null = null): IssuedToken => ({
  kind: 'issued',
  issuedAt: expiresAt - 24 * HOUR,
  expiresAt,
  rejectedAt,
  method: 'POST',
  envelope: 'A',
})

let n = 0
const row = (
  token: TokenSnapshot,
  extra: { favourite?: boolean; failing?: boolean } = {},
): ProfileRow =>
  profileRow(
    profileViewFixture({
      id: `p${++n}`,
      token,
      favourite: extra.favourite ?? false,
      lastError: extra.failing ? { code: 'network', message: 'x', cause: 'refused' } : null,
    }),
  )

describe('status views', () => {
  const valid = row(issued(NOW + 5 * HOUR), { favourite: true })
  const expiring = row(issued(NOW + 30 * 60_000))
  const expired = row(issued(NOW - 1))
  const rejected = row(issued(NOW + 5 * HOUR, NOW - HOUR))
  // A renewal failed: the token still works (no failure yet), or it has expired (one now).
  const failedStillValid = row(issued(NOW + 5 * HOUR), { failing: true })
  const failed = row(issued(NOW - HOUR), { failing: true })
  const none = row({ kind: 'none' }, { favourite: true })
  const renewingExpired = row({ kind: 'renewing', previous: issued(NOW - HOUR) })
  const all = [valid, expiring, expired, rejected, failedStillValid, failed, none, renewingExpired]

  it('puts each profile in the views it belongs to at that moment', () => {
    const members = (view: Parameters<typeof inView>[1]) =>
      all.filter((p) => inView(p, view, NOW, WARNING))
    expect(members('expiring')).toEqual([expiring])
    // A renewal in flight counts as the token it replaces.
    expect(members('expired')).toEqual([expired, failed, renewingExpired])
    expect(members('failing')).toEqual([rejected, failed])
    expect(members('none')).toEqual([none])
    expect(members('favourites')).toEqual([valid, none])
    expect(members('all')).toEqual(all)
    // Later, the valid one is expiring too.
    expect(inView(valid, 'expiring', NOW + 4.5 * HOUR, WARNING)).toBe(true)
  })

  it('agrees at any moment with the views read plainly from each token state', () => {
    // The rules read from tokenStateAt's full state, as the countdown shows it.
    const plainlyIn = (p: ProfileRow, view: StatusFilter, now: number): boolean => {
      const state = tokenStateAt(p.token, now, WARNING)
      const kind = state.kind === 'renewing' ? state.previous.kind : state.kind
      if (view === 'all') return true
      if (view === 'favourites') return p.favourite
      if (view === 'failing')
        return kind === 'rejected' || (p.failing && kind !== 'valid' && kind !== 'expiring')
      return kind === view
    }
    for (const now of [NOW - 2 * HOUR, NOW, NOW + 4.5 * HOUR, NOW + 6 * HOUR]) {
      const counts = viewCounts(all, now, WARNING)
      for (const view of statusFilters) {
        const members = all.filter((p) => plainlyIn(p, view, now))
        expect(
          all.filter((p) => inView(p, view, now, WARNING)),
          `${view} at ${now}`,
        ).toEqual(members)
        expect(counts[view], `${view} at ${now}`).toBe(members.length)
      }
    }
  })

  it('counts every view in one pass', () => {
    expect(viewCounts(all, NOW, WARNING)).toEqual({
      all: 8,
      expiring: 1,
      expired: 3,
      failing: 2,
      none: 1,
      favourites: 2,
    })
  })

  it('counts a list once a minute: the sidebar and the Board share the answer', () => {
    const counts = viewCounts(all, NOW, WARNING)
    expect(viewCounts(all, NOW, WARNING)).toBe(counts)
    expect(viewCounts([...all], NOW, WARNING)).not.toBe(counts)
    expect(viewCounts(all, NOW + 60_000, WARNING)).not.toBe(counts)
    expect(viewCounts(all, NOW, WARNING + 1)).not.toBe(counts)
  })

  it('lists a token for another account as failed while it would read as usable', () => {
    const foreign = (expiresAt: number): IssuedToken => ({
      ...issued(expiresAt),
      account: { id: 'ACME-001', foreign: true, at: NOW - HOUR },
    })
    const wrong = row(foreign(NOW + 5 * HOUR))
    const wrongExpiring = row(foreign(NOW + 30 * 60_000))
    const wrongExpired = row(foreign(NOW - 1))
    const own = row({ ...issued(NOW + 5 * HOUR), account: { id: 'X', foreign: false, at: NOW } })
    const list = [wrong, wrongExpiring, wrongExpired, own]
    expect(list.filter((p) => inView(p, 'failing', NOW, WARNING))).toEqual([wrong, wrongExpiring])
    // Expired is what it is first: renewing it is the next step either way.
    expect(list.filter((p) => inView(p, 'expired', NOW, WARNING))).toEqual([wrongExpired])
    expect(viewCounts(list, NOW, WARNING).failing).toBe(2)
  })
})
