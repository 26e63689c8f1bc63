import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RenewAllResults } from '../../src/renderer/src/components/RenewAllResults'
import { LoginPasswords } from '../../src/renderer/src/components/LoginPasswords'
import { useLoginPasswords } from '../../src/renderer/src/store/loginPasswords'
import { useRenewAll } from '../../src/renderer/src/store/renewAll'
import type { RenewAllSummary, RenewOutcome } from '../../src/shared/ipc/events'
import type { TokenDeskApi } from '../../src/shared/ipc/api'
import { mockApi, ok, resetAll } from './fixtures'
import { useProfileList } from '../../src/renderer/src/store/profileList'
import { profileRow, type ProfileRow } from '../../src/shared/model/profile'
import { profileViewFixture } from '../fixtures/profile'
import { useClock } from '../../src/renderer/src/store/clock'

const initial = useRenewAll.getState()
const initialLogins = useLoginPasswords.getState()
afterEach(() => {
  resetAll()
  useRenewAll.setState(initial, true)
  useLoginPasswords.setState(initialLogins, true)
})

const dueRun: RenewAllSummary = {
  scope: 'due',
  total: 3,
  outcomes: [
    { profileId: 'a', name: 'Acme', reason: 'expired', kind: 'renewed', expiresAt: 1 },
    {
      profileId: 'b',
      name: 'Beta',
      reason: 'expiring',
      kind: 'failed',
      error: { code: 'network', message: 'The service did not answer.', cause: 'timeout' },
    },
    { profileId: 'c', name: 'Core', reason: 'rejected', kind: 'skipped', why: 'no-password' },
  ],
  leftAlone: { valid: 12, withoutToken: 5, renewing: 0 },
}

describe('Renew all results', () => {
  it('counts each kind, names each problem, and offers first tokens for the profiles without one', async () => {
    const firstTokens: RenewAllSummary = {
      scope: 'without-token',
      total: 5,
      outcomes: [],
      leftAlone: { valid: 0, withoutToken: 0, renewing: 0 },
    }
    const renewAll = vi.fn(() => ok(firstTokens))
    mockApi({ renewAll, listProfiles: vi.fn(() => ok([])) })
    useRenewAll.setState({ summary: dueRun })
    render(<RenewAllResults />)

    expect(
      screen.getByText(
        '3 due: 1 token renewed (1 expired), 1 failed, 1 skipped. Left alone: 12 tokens still valid beyond the warning window; 5 profiles without a token yet.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Renewed (1)' })).toBeTruthy()
    expect(screen.getByText('The service did not answer.')).toBeTruthy()
    expect(screen.getByText('No password is kept: enter it once per login.')).toBeTruthy()

    await userEvent.click(
      screen.getByRole('button', { name: 'Get tokens for 5 profiles without one' }),
    )
    expect(renewAll).toHaveBeenCalledWith({ scope: 'without-token' })
    expect(await screen.findByRole('heading', { name: 'New tokens' })).toBeTruthy()
    // A run for the profiles without a token offers nothing further.
    expect(screen.queryByRole('button', { name: /Get tokens for/ })).toBeNull()
  })

  it('offers to enter the passwords of the profiles it skipped for want of one', async () => {
    const login = {
      baseUrl: 'https://portal.example.test',
      username: 'demo',
      profiles: [{ id: 'c', name: 'Core' }],
    }
    const passwordLogins = vi.fn(() => ok([login]))
    mockApi({ passwordLogins, listProfiles: vi.fn(() => ok([])) })
    useRenewAll.setState({ summary: dueRun })
    render(
      <>
        <RenewAllResults />
        <LoginPasswords />
      </>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Enter passwords for 1 profile' }))
    expect(passwordLogins).toHaveBeenCalledWith({ profileIds: ['c'] })
    // Asked at once: the user came for it.
    const dialog = await screen.findByRole('dialog', { name: 'Enter passwords · login 1 of 1' })
    expect(dialog).toBeTruthy()
  })

  it('never retries a refused password: it asks for the new one, once per login', async () => {
    const refusedRun: RenewAllSummary = {
      scope: 'selected',
      total: 3,
      outcomes: [
        {
          profileId: 'a',
          name: 'Acme',
          reason: 'expired',
          kind: 'failed',
          error: {
            code: 'auth-rejected',
            message: 'Refused (401): wrong password, or this user has no API access.',
            serverMessage: 'Unauthorized',
            status: 401,
            checklist: [],
          },
        },
        {
          profileId: 'b',
          name: 'Beta',
          reason: 'expired',
          kind: 'skipped',
          why: 'login-refused',
          refusedFor: 'Acme',
        },
        {
          profileId: 'c',
          name: 'Core',
          reason: 'expired',
          kind: 'failed',
          error: { code: 'network', message: 'The service did not answer.', cause: 'timeout' },
        },
      ],
      leftAlone: { valid: 0, withoutToken: 0, renewing: 0 },
    }
    const login = {
      baseUrl: 'https://portal.example.test',
      username: 'demo',
      profiles: [
        { id: 'a', name: 'Acme' },
        { id: 'b', name: 'Beta' },
      ],
    }
    const passwordLogins = vi.fn(() => ok([login]))
    mockApi({ passwordLogins, listProfiles: vi.fn(() => ok([])) })
    useRenewAll.setState({ summary: refusedRun })
    render(
      <>
        <RenewAllResults />
        <LoginPasswords />
      </>,
    )
    // The sentence names the refusal too, apart from the failure worth a retry.
    expect(
      screen.getByText(
        '3 profiles chosen: 0 profiles got a token, 1 failed, 1 password refused, 1 not tried after a refusal.',
      ),
    ).toBeTruthy()
    const refused = screen.getByRole('region', { name: 'Password refused' })
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'AcmeRefused (401): wrong password, or this user has no API access.',
      'Beta' +
        "Its login's password was refused for “Acme” (401) and none has been entered since: not sent again.",
    ])
    expect(within(refused).queryByRole('button', { name: /Retry/ })).toBeNull()
    // Retry stays for the failure that says nothing about the password.
    expect(
      within(screen.getByRole('region', { name: 'Failed' })).getByRole('button', { name: 'Retry' }),
    ).toBeTruthy()

    const user = userEvent.setup()
    await user.click(
      within(refused).getByRole('button', { name: 'Enter new passwords for 2 profiles' }),
    )
    expect(passwordLogins).toHaveBeenCalledWith({ profileIds: ['a', 'b'], refused: true })
    const dialog = await screen.findByRole('dialog', { name: 'Enter passwords · login 1 of 1' })
    // Stopped: the offer that stays says why these logins are asked.
    await user.click(within(dialog).getByRole('button', { name: 'Stop' }))
    expect(
      await screen.findByText('The service refused the passwords of 2 profiles (401).', {
        exact: false,
      }),
    ).toBeTruthy()
  })

  it('forgets profiles deleted meanwhile: neither the results nor the walk name them or act on them', async () => {
    const listed = (...ids: string[]) =>
      ids.map((id) => profileRow(profileViewFixture({ id, name: id.toUpperCase() })))
    useProfileList.setState({ status: 'ready', profiles: listed('a', 'b', 'c', 'd') })
    const skipped = (profileId: string): RenewOutcome => ({
      profileId,
      name: profileId.toUpperCase(),
      reason: 'expired',
      kind: 'skipped',
      why: 'no-password',
    })
    const loginOf = (id: string) => ({
      baseUrl: `https://${id}.example.test`,
      username: 'api',
      profiles: [{ id, name: id.toUpperCase() }],
    })
    const passwordLogins = vi.fn(({ profileIds }: { profileIds: string[] }) =>
      ok(profileIds.map(loginOf)),
    )
    mockApi({ passwordLogins, listProfiles: vi.fn(() => ok([])) })
    useRenewAll.setState({
      summary: {
        scope: 'selected',
        total: 4,
        outcomes: ['a', 'b', 'c', 'd'].map(skipped),
        leftAlone: { valid: 0, withoutToken: 0, renewing: 0 },
      },
    })
    render(
      <>
        <RenewAllResults />
        <LoginPasswords />
      </>,
    )
    const user = userEvent.setup()
    const group = () => screen.getByRole('region', { name: 'Need a password' })
    expect(
      within(group()).getByRole('button', { name: 'Enter passwords for 4 profiles' }),
    ).toBeTruthy()

    // D deleted (here, on the Board, in another window): the group no longer offers it.
    act(() => useProfileList.getState().remove('d'))
    expect(
      within(group())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['A', 'B', 'C'])
    await user.click(
      within(group()).getByRole('button', { name: 'Enter passwords for 3 profiles' }),
    )
    expect(passwordLogins).toHaveBeenLastCalledWith({ profileIds: ['a', 'b', 'c'] })
    await screen.findByRole('dialog', { name: 'Enter passwords · login 1 of 3' })

    // The login asked is deleted: the walk moves on to the next, and counts without it.
    act(() => useProfileList.getState().remove('a'))
    expect(
      await screen.findByRole('dialog', { name: 'Enter passwords · login 1 of 2' }),
    ).toBeTruthy()
    expect(screen.getByRole('dialog').textContent).toContain('B')
    // One further on, not yet asked: it is not asked at all.
    act(() => useProfileList.getState().remove('c'))
    expect(
      await screen.findByRole('dialog', { name: 'Enter passwords · login 1 of 1' }),
    ).toBeTruthy()
    expect(
      within(group())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['B'])
    // Counted without them: one chosen is left, not "4 profiles chosen".
    expect(screen.getByText(/^1 profile chosen/)).toBeTruthy()
    // The last one deleted too: nothing is left to report, and the results go.
    act(() => useProfileList.getState().remove('b'))
    expect(screen.queryByRole('heading', { name: /results|tokens/i })).toBeNull()
    expect(useRenewAll.getState().summary).toBeNull()
  })

  it('once the password is entered, the profile it skipped moves to the tokens got', async () => {
    const { user, dialog } = await walkFromResults(() =>
      ok({
        outcomes: [
          { profileId: 'c', name: 'Core', reason: 'rejected', kind: 'renewed', expiresAt: 2 },
        ] satisfies RenewOutcome[],
      }),
    )
    await user.type(within(dialog).getByLabelText('Password of demo'), 'demo-password')
    await user.click(within(dialog).getByRole('button', { name: 'Use password' }))
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Enter passwords for/ })).toBeNull(),
    )
    const results = screen.getByRole('region', { name: 'Renew all results' })
    expect(within(results).queryByText(/Need a password/)).toBeNull()
    expect(results.textContent).toMatch(/Renewed \(2\)|Got a token \(2\)/)
  })

  it('once the walk is refused the password, the profile is refused, not still "Need a password"', async () => {
    const { user, dialog } = await walkFromResults(() =>
      Promise.resolve({
        ok: false as const,
        error: {
          code: 'auth-rejected' as const,
          message: 'Refused (401)',
          serverMessage: 'Unauthorized',
          status: 401,
          checklist: [],
        },
      }),
    )
    await user.type(within(dialog).getByLabelText('Password of demo'), 'wrong')
    await user.click(within(dialog).getByRole('button', { name: 'Use password' }))
    await user.click(await within(dialog).findByRole('button', { name: 'Skip this login' }))
    const results = screen.getByRole('region', { name: 'Renew all results' })
    expect(within(results).queryByText(/Need a password/)).toBeNull()
    expect(
      within(results).getByRole('button', { name: 'Enter a new password for 1 profile' }),
    ).toBeTruthy()
  })

  it('says plainly when nothing was due, and what it left alone', () => {
    mockApi({})
    useRenewAll.setState({
      summary: {
        scope: 'due',
        total: 0,
        outcomes: [],
        leftAlone: { valid: 3, withoutToken: 0, renewing: 1 },
      },
    })
    render(<RenewAllResults />)
    expect(
      screen.getByText(
        'Nothing to renew: no token is expiring, expired or rejected. Left alone: 3 tokens still valid beyond the warning window; 1 renewal already under way.',
      ),
    ).toBeTruthy()
    expect(document.querySelector('.outcome-group')).toBeNull()
  })

  it('groups every profile by outcome, the largest group with a next step first, its action on top', async () => {
    const failed = {
      code: 'network' as const,
      message: 'The service did not answer.',
      cause: 'timeout' as const,
    }
    const outcomes: RenewAllSummary['outcomes'] = [
      ...['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10', 'p11', 'p12'].map(
        (id) =>
          ({
            profileId: id,
            name: `Pw ${id}`,
            reason: 'none',
            kind: 'skipped',
            why: 'no-password',
          }) as const,
      ),
      ...['f1', 'f2', 'f3'].map(
        (id) =>
          ({
            profileId: id,
            name: `Fail ${id}`,
            reason: 'expired',
            kind: 'failed',
            error: failed,
          }) as const,
      ),
      ...['r1', 'r2', 'r3', 'r4'].map(
        (id) =>
          ({
            profileId: id,
            name: `Got ${id}`,
            reason: 'none',
            kind: 'renewed',
            expiresAt: 1,
          }) as const,
      ),
      {
        profileId: 'v1',
        name: 'Still v1',
        reason: 'expiring',
        kind: 'failed-still-valid',
        error: failed,
        validUntil: Date.now() + 3_600_000,
      },
      { profileId: 'c1', name: 'Stop c1', reason: 'expiring', kind: 'cancelled' },
    ]
    const renewProfiles = vi.fn(() =>
      ok({
        scope: 'selected' as const,
        total: 3,
        outcomes: [],
        leftAlone: { valid: 0, withoutToken: 0, renewing: 0 },
        missing: [],
      }),
    )
    mockApi({ renewProfiles, listProfiles: vi.fn(() => ok([])) })
    useRenewAll.setState({
      summary: {
        scope: 'without-token',
        total: outcomes.length,
        outcomes,
        leftAlone: { valid: 0, withoutToken: 0, renewing: 0 },
      },
    })
    render(<RenewAllResults />)

    const groups = [...document.querySelectorAll('.outcome-group')].map((g) =>
      g.getAttribute('aria-label'),
    )
    expect(groups).toEqual([
      'Need a password',
      'Failed',
      'Renewal failed, earlier token kept',
      'Cancelled',
      'Got a token',
    ])
    // The action comes first in its group, before any of its 12 rows; a long group is folded.
    const needs = screen.getByRole('region', { name: 'Need a password' })
    const toggle = within(needs).getByRole('button', { name: 'Need a password (12)' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    const enter = within(needs).getByRole('button', { name: 'Enter passwords for 12 profiles' })
    await userEvent.click(toggle)
    const rows = within(needs).getAllByRole('listitem')
    expect(rows).toHaveLength(12)
    expect(
      enter.compareDocumentPosition(rows[0] as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    // Successes are listed, never left out.
    expect(
      within(screen.getByRole('region', { name: 'Got a token' })).getAllByRole('listitem'),
    ).toHaveLength(4)
    expect(screen.getByText(/^Renewal failed, current token still valid until/)).toBeTruthy()
    expect(
      screen.getByText(
        '21 without a token: 4 profiles got a token, 3 failed, 1 renewal failed with the current token still valid, 1 cancelled, 12 skipped.',
      ),
    ).toBeTruthy()

    await userEvent.click(
      within(screen.getByRole('region', { name: 'Failed' })).getByRole('button', {
        name: 'Retry 3 profiles',
      }),
    )
    expect(renewProfiles).toHaveBeenCalledWith({ profileIds: ['f1', 'f2', 'f3'] })
  })
})

/**
 * The due run's results with the password walk beside them, opened on Core's login
 * (demo at portal.example.test); main answers the password typed with `answer`.
 */
async function walkFromResults(answer: TokenDeskApi['enterLoginPassword']) {
  const login = {
    baseUrl: 'https://portal.example.test',
    username: 'demo',
    profiles: [{ id: 'c', name: 'Core' }],
  }
  mockApi({
    passwordLogins: vi.fn(() => ok([login])),
    listProfiles: vi.fn(() => ok([])),
    enterLoginPassword: vi.fn(answer),
  })
  useRenewAll.setState({ summary: dueRun })
  render(
    <>
      <RenewAllResults />
      <LoginPasswords />
    </>,
  )
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Enter passwords for 1 profile' }))
  const dialog = await screen.findByRole('dialog', { name: 'Enter passwords · login 1 of 1' })
  return { user, dialog }
}

describe('Renew all results after a login was fixed on the profile itself', () => {
  it('moves a profile that got a token since out of "refused", and asks for no password for it', async () => {
    const rowOf = (id: string, token: ProfileRow['token']) =>
      ({ ...profileRow(profileViewFixture({ id, name: id.toUpperCase() })), token }) as ProfileRow
    const before = [rowOf('r', { kind: 'none' }), rowOf('s', { kind: 'none' })]
    useProfileList.setState({ status: 'ready', profiles: before })
    mockApi({
      renewProfiles: vi.fn(() => ok({ ...refusedRun, missing: [] })),
      listProfiles: vi.fn(() => ok(before)),
    })
    await act(() => useRenewAll.getState().renewChosen(['r', 's']))
    render(<RenewAllResults />)
    expect(screen.getByRole('button', { name: 'Enter new passwords for 2 profiles' })).toBeTruthy()

    // The new password entered on R's own page: it has a token now.
    const issuedNow = { kind: 'issued', issuedAt: 5, expiresAt: 86_400_005, rejectedAt: null }
    act(() =>
      useProfileList.setState({
        profiles: [rowOf('r', issuedNow as ProfileRow['token']), rowOf('s', { kind: 'none' })],
      }),
    )
    expect(screen.getByRole('button', { name: 'Enter a new password for 1 profile' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Got a token' }).textContent).toContain('R')
  })
})

const refusedRun: RenewAllSummary = {
  scope: 'selected',
  total: 2,
  outcomes: ['r', 's'].map((id) => ({
    profileId: id,
    name: id.toUpperCase(),
    reason: 'none' as const,
    kind: 'failed' as const,
    error: {
      code: 'auth-rejected' as const,
      message: 'Refused (401)',
      serverMessage: '',
      status: 401,
      checklist: [],
    },
  })),
  leftAlone: { valid: 0, withoutToken: 0, renewing: 0 },
}

describe('Renew all results after time has passed', () => {
  it('no longer calls a token valid once it has expired (the results stay up over a weekend)', async () => {
    const at = new Date('2026-12-03T09:00:00').getTime()
    const run: RenewAllSummary = {
      scope: 'due',
      total: 2,
      outcomes: [
        {
          profileId: 'a',
          name: 'Acme',
          reason: 'expired',
          kind: 'renewed',
          expiresAt: at + 3_600_000,
        },
        {
          profileId: 'b',
          name: 'Beta',
          reason: 'expiring',
          kind: 'failed-still-valid',
          validUntil: at + 1_800_000,
          error: { code: 'network', message: 'The service did not answer.', cause: 'timeout' },
        },
      ],
      leftAlone: { valid: 0, withoutToken: 0, renewing: 0 },
    }
    mockApi({})
    useClock.setState({ now: at })
    useRenewAll.setState({ summary: run })
    render(<RenewAllResults />)
    expect(screen.getByText('Valid until 10:00 AM.')).toBeTruthy()
    expect(
      screen.getByText(
        'Renewal failed, current token still valid until 09:30 AM. The service did not answer.',
      ),
    ).toBeTruthy()

    act(() => useClock.setState({ now: at + 2 * 86_400_000 }))
    expect(screen.queryByText(/Valid until|still valid until/)).toBeNull()
    expect(screen.getByText('Got a token; it expired at Dec 3 10:00 AM.')).toBeTruthy()
    expect(
      screen.getByText(
        'Renewal failed; the token it kept expired at Dec 3 09:30 AM. The service did not answer.',
      ),
    ).toBeTruthy()
    // The group's heading says what happened, not what holds now.
    expect(screen.getByRole('button', { name: /Renewal failed, earlier token kept/ })).toBeTruthy()
  })
})
