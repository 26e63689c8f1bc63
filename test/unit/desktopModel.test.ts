import { describe, expect, it } from 'vitest'
import { expiryNotice, NOTICE_LEAD_MS, RECENT_MS } from '../../src/main/core/desktop/expiryNotice'
import { trayMenu } from '../../src/main/core/desktop/trayMenu'
import { profileRow, type ProfileRow } from '../../src/shared/model/profile'
import type { TokenSnapshot } from '../../src/shared/model/token'
import { profileViewFixture } from '../fixtures/profile'

const NOW = Date.UTC(2026, 10, 23, 9)
const MIN = 60_000
const HOUR = 60 * MIN
const WARNING = HOUR

const token = (expiresAt: number): TokenSnapshot => ({
  kind: 'issued',
  issuedAt: expiresAt - 24 * HOUR,
  expiresAt,
  rejectedAt: null,
  method: 'POST',
  envelope: 'A',
})
let n = 0
const row = (
  name: string,
  t: TokenSnapshot,
  extra: { favourite?: boolean; lastUsedAt?: number | null } = {},
): ProfileRow =>
  profileRow(
    profileViewFixture({
      id: `p${++n}`,
      name,
      token: t,
      favourite: extra.favourite ?? false,
      lastUsedAt: extra.lastUsedAt ?? null,
    }),
  )

describe('the tray menu', () => {
  const fav = row('Fav', token(NOW + 3 * HOUR + 20 * MIN), { favourite: true })
  const favNone = row('Fav none', { kind: 'none' }, { favourite: true })
  const soon = Array.from({ length: 7 }, (_, i) =>
    row(`Soon ${i}`, token(NOW + (i + 1) * 10 * MIN)),
  )
  const expired = row('Gone', token(NOW - MIN))

  it('lists favourites with their state, then the five soonest expiries, a Renew for each expiring one, then the commands', () => {
    const menu = trayMenu([expired, ...soon.slice().reverse(), fav, favNone], NOW, WARNING, false)
    expect(menu.map((e) => ('label' in e ? e.label : '—'))).toEqual([
      'Favourites — choose to copy the header',
      'Fav — 3 h 20 min left',
      'Fav none — no token · Get token',
      '—',
      'Expiring soonest',
      'Soon 0 — 10 min left',
      'Soon 1 — 20 min left',
      'Soon 2 — 30 min left',
      'Soon 3 — 40 min left',
      'Soon 4 — 50 min left',
      '—',
      'Renew “Soon 0”',
      'Renew “Soon 1”',
      'Renew “Soon 2”',
      'Renew “Soon 3”',
      'Renew “Soon 4”',
      'Renew all',
      'Open Token Desk',
      'Quit Token Desk',
    ])
    expect(menu.find((e) => e.kind === 'profile')).toMatchObject({ profileId: fav.id })
  })

  it('copies a favourite with a token that stands; one without (none, expired, refused) offers Get token', () => {
    const refused = row(
      'Refused',
      { ...(token(NOW + HOUR) as object), rejectedAt: NOW - MIN } as TokenSnapshot,
      { favourite: true },
    )
    const old = row('Old', token(NOW - MIN), { favourite: true })
    const expiring = row('Expiring', token(NOW + 20 * MIN), { favourite: true })
    const profiles = trayMenu([fav, favNone, refused, old, expiring], NOW, WARNING, false).filter(
      (e) => e.kind === 'profile',
    )
    expect(profiles.map((e) => [e.label, e.action])).toEqual([
      ['Fav — 3 h 20 min left', 'copy'],
      ['Fav none — no token · Get token', 'get-token'],
      ['Refused — refused by the service · Get token', 'get-token'],
      ['Old — expired · Get token', 'get-token'],
      ['Expiring — 20 min left', 'copy'],
      ['Renew “Expiring”', 'renew'],
    ])
    expect(profiles.at(-1)).toMatchObject({ profileId: expiring.id })
  })

  it('opens a favourite whose token is for another account, and offers no Renew for it', () => {
    const foreign = (expiresAt: number): TokenSnapshot => ({
      ...(token(expiresAt) as Extract<TokenSnapshot, { kind: 'issued' }>),
      account: { id: 'ACME-001', foreign: true, at: NOW - MIN },
    })
    const hooli = row('Hooli', foreign(NOW + 3 * HOUR), { favourite: true })
    const initech = row('Initech', foreign(NOW + 20 * MIN), { favourite: true })
    const profiles = trayMenu([hooli, initech], NOW, WARNING, false).filter(
      (e) => e.kind === 'profile',
    )
    expect(profiles.map((e) => [e.label, e.action])).toEqual([
      ['Hooli — token for account ACME-001 · Open', 'open'],
      ['Initech — token for account ACME-001 · Open', 'open'],
    ])
  })

  it('lists at most twelve favourites and counts the rest, so the menu fits a screen', () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      row(`Fav ${String(i).padStart(2, '0')}`, token(NOW + 5 * HOUR), { favourite: true }),
    )
    const labels = trayMenu(many, NOW, WARNING, false).map((e) => ('label' in e ? e.label : '—'))
    expect(labels.filter((l) => l.startsWith('Fav '))).toHaveLength(12)
    expect(labels).toContain('18 more in the window')
    expect(labels.indexOf('18 more in the window')).toBe(13)
  })

  it('lists the soonest in order, ties in the rows’ order, leaving out favourites, the expired and the tokenless', () => {
    const at = (minutes: number) => token(NOW + minutes * MIN)
    const renewing: TokenSnapshot = {
      kind: 'renewing',
      previous: at(15) as Extract<TokenSnapshot, { kind: 'issued' }>,
    }
    const rows = [
      row('Tie A', at(30)),
      row('Fav soon', at(1), { favourite: true }),
      row('None', { kind: 'none' }),
      row('Expired', at(-1)),
      row('Tie B', at(30)),
      row('Renewing', renewing),
      row('Later', at(90)),
      row('Tie C', at(30)),
      row('First', at(5)),
      row('Tie D', at(30)),
      row('Tie E', at(30)),
    ]
    const labels = trayMenu(rows, NOW, WARNING, false).map((e) => ('label' in e ? e.label : '—'))
    const from = labels.indexOf('Expiring soonest') + 1
    const soonest = labels.slice(from, labels.indexOf('—', from))
    expect(soonest.map((l) => l.split(' — ')[0])).toEqual([
      'First',
      'Renewing',
      'Tie A',
      'Tie B',
      'Tie C',
    ])
  })

  it('while locked offers only Open and Quit, and shows no profile', () => {
    const expiring = row('Soon', token(NOW + 20 * MIN))
    expect(trayMenu([fav, expiring], NOW, WARNING, true)).toEqual([
      { kind: 'heading', label: 'Token Desk is locked' },
      { kind: 'separator' },
      { kind: 'command', command: 'open', label: 'Open Token Desk' },
      { kind: 'command', command: 'quit', label: 'Quit Token Desk' },
    ])
  })
})

describe('the expiry notification', () => {
  it('groups favourites and recently used profiles whose token ends within 15 minutes', () => {
    const rows = [
      row('Fav', token(NOW + 5 * MIN), { favourite: true }),
      row('Used', token(NOW + 12 * MIN), { lastUsedAt: NOW - HOUR }),
      row('Unused', token(NOW + 5 * MIN)), // neither: left alone
      row('Old use', token(NOW + 5 * MIN), { lastUsedAt: NOW - RECENT_MS - 1 }),
      row('Later', token(NOW + NOTICE_LEAD_MS + MIN), { favourite: true }),
      row('Over', token(NOW - MIN), { favourite: true }),
    ]
    expect(expiryNotice(rows, NOW)).toEqual({
      profileIds: [rows[0]?.id, rows[1]?.id].sort(),
      title: '2 tokens expire within 15 min',
      body: 'The first: “Fav” in 5 min. Renew all from the tray menu or the window.',
      renew: null,
    })
  })

  it('names the soonest, the first row of equally soon ones, and lists the ids sorted', () => {
    const rows = [
      row('Second', token(NOW + 9 * MIN), { favourite: true }),
      row('Tie one', token(NOW + 4 * MIN), { favourite: true }),
      row('Tie two', token(NOW + 4 * MIN), { favourite: true }),
    ]
    const notice = expiryNotice(rows, NOW)
    expect(notice?.body).toBe(
      'The first: “Tie one” in 4 min. Renew all from the tray menu or the window.',
    )
    expect(notice?.profileIds).toEqual(rows.map((r) => r.id).sort())
  })

  it('names a single profile, and says nothing when none is ending', () => {
    const one = row('Acme', token(NOW + 7 * MIN), { favourite: true })
    expect(expiryNotice([one], NOW)).toEqual({
      profileIds: [one.id],
      title: '“Acme”: token expires in 7 min',
      body: 'Click to open it with Renew ready, or renew it from the tray menu.',
      renew: one.id,
    })
    expect(expiryNotice([row('Fine', token(NOW + HOUR), { favourite: true })], NOW)).toBeNull()
  })
})
