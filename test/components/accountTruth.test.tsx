import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Board } from '../../src/renderer/src/components/Board'
import { ProfileForm } from '../../src/renderer/src/components/ProfileForm'
import { ProfileListItem } from '../../src/renderer/src/components/ProfileListItem'
import { TokenCard } from '../../src/renderer/src/components/TokenCard'
import { useProfileList } from '../../src/renderer/src/store/profileList'
import { profileRow } from '../../src/shared/model/profile'
import { profileViewFixture } from '../fixtures/profile'
import { HOUR, issued, mockApi, NOW, ok, resetAll, useRunningClock } from './fixtures'

/** Issue 33: one login (the ACME demo) serving INITECH, UMBRELLA and HOOLI passed silently. */
afterEach(resetAll)

const acme = profileViewFixture({
  id: '6f1c1a52-0a55-4d4e-8f7e-2f3a1b2c3d4e',
  name: 'Demo · customer portal',
  account: { id: 'ACME-001', name: 'Acme Corp' },
  baseUrl: 'https://portal.example.test',
  username: 'demo',
})
const hooli = profileViewFixture({
  id: '7a2d2b63-1b66-4e5f-9a8f-3a4b2c3d4e5f',
  name: 'Hooli',
  account: { id: 'HOOLI-004', name: 'Hooli' },
  baseUrl: 'https://portal.example.test',
  username: 'demo',
})

/** One sidebar row, alone in its list. */
const listItem = (row: ReturnType<typeof profileRow>) =>
  render(
    <ul>
      <ProfileListItem
        profile={row}
        selected={false}
        tabbable
        position={1}
        setSize={1}
        top={0}
        height={56}
        onSelect={vi.fn()}
        compact={false}
      />
    </ul>,
  )

const usernameWarning = () =>
  document.getElementById((screen.getByLabelText('Username') as HTMLInputElement).id + '-warning')
    ?.textContent ?? ''

async function fillNew(accountId: string) {
  const api = mockApi({ createProfile: vi.fn(() => ok(profileViewFixture({ id: 'x' }))) })
  render(<ProfileForm onSaved={vi.fn()} onCancel={vi.fn()} onOpenExisting={vi.fn()} />)
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Name'), 'Initech')
  await user.type(screen.getByLabelText('Account ID'), accountId)
  await user.type(screen.getByLabelText('Base URL'), 'https://portal.example.test')
  await user.type(screen.getByLabelText('Username'), 'demo')
  return { api, user }
}

describe('the profile form, when the login serves other accounts', () => {
  it('names the other accounts and their profiles under the username, and still saves', async () => {
    useProfileList.setState({ profiles: [profileRow(acme), profileRow(hooli)] })
    const { api, user } = await fillNew('INITECH-003')
    expect(usernameWarning()).toBe(
      'This address and username already serve ACME-001 (“Demo · customer portal”) and HOOLI-004 (“Hooli”). A token is for the one account its API user was created under, so one login cannot work for INITECH-003 as well: each account needs its own API user.',
    )
    // Described by the warning, so a screen reader hears it on the field.
    expect(screen.getByLabelText('Username').getAttribute('aria-describedby')).toContain('-warning')
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    expect(api.createProfile).toHaveBeenCalledWith(
      expect.objectContaining({ accountId: 'INITECH-003', username: 'demo' }),
    )
  })

  it('says nothing when the others are of the same account (a copy, a second probe)', async () => {
    useProfileList.setState({ profiles: [profileRow(acme)] })
    await fillNew('acme-001')
    expect(usernameWarning()).toBe('')
  })

  it('editing a profile does not count the profile itself', async () => {
    useProfileList.setState({ profiles: [profileRow(hooli)] })
    mockApi({})
    render(
      <ProfileForm profile={hooli} onSaved={vi.fn()} onCancel={vi.fn()} onOpenExisting={vi.fn()} />,
    )
    expect(usernameWarning()).toBe('')
    const user = userEvent.setup()
    useProfileList.setState({ profiles: [profileRow(hooli), profileRow(acme)] })
    await user.type(screen.getByLabelText('Account ID'), 'X')
    expect(usernameWarning()).toContain('already serve ACME-001 (“Demo · customer portal”)')
  })
})

describe('a token the service said is for another account', () => {
  useRunningClock()
  const wrong = issued(HOUR, { account: { id: 'ACME-001', foreign: true, at: NOW - 60_000 } })

  it('the sidebar row says so instead of Valid', () => {
    listItem(profileRow(profileViewFixture({ ...hooli, token: wrong })))
    const button = screen.getByRole('button')
    expect(button.textContent).toContain('Wrong account: ACME-001')
    expect(button.textContent).not.toContain('Valid')
    expect(button.querySelector('.state-wrong-account')).not.toBeNull()
  })

  it('the token card says whose token it is and what to do', () => {
    render(<TokenCard profileId="p1" token={wrong} headerStyle="bearer" accountId="HOOLI-004" />)
    expect(screen.getByText('Wrong account: ACME-001')).toBeTruthy()
    expect(screen.getByTestId('wrong-account').textContent).toBe(
      `This login’s token is for account ACME-001, not HOOLI-004: the service said so at ${new Date(NOW - 60_000).toLocaleString()}. A token works only for the account its API user was created under, so requests for this profile’s account are refused. Enter the username and password of a user created under HOOLI-004 (or correct the Account ID), then get a new token.`,
    )
  })

  it('a token known to be for the profile’s own account reads Valid', () => {
    const right = issued(HOUR, { account: { id: 'ACME-001', foreign: false, at: NOW } })
    render(<TokenCard profileId="p1" token={right} headerStyle="bearer" accountId="ACME-001" />)
    expect(screen.getByText('Valid')).toBeTruthy()
    expect(screen.queryByTestId('wrong-account')).toBeNull()
  })
})

describe('a token of a login that serves other accounts', () => {
  useRunningClock()
  const others = [
    { accountId: 'ACME-001', profiles: 1, names: ['Demo · customer portal'] },
    { accountId: 'UMB-004', profiles: 2, names: ['Umbrella', 'Umbrella · SMS'] },
  ]
  const card = (token: ReturnType<typeof issued>, loginAccounts = others) =>
    render(
      <TokenCard
        profileId="p1"
        token={token}
        headerStyle="bearer"
        accountId="HOOLI-004"
        loginAccounts={loginAccounts}
      />,
    )

  it('says beside Valid that Valid does not tell whose token it is', () => {
    card(issued(HOUR))
    expect(screen.getByText('Valid')).toBeTruthy()
    expect(screen.getByTestId('shared-login-token').textContent).toBe(
      'This login also serves ACME-001 and UMB-004 (see Password below). Valid says the service accepted the login, not that this token is for HOOLI-004: a token is for the one account its API user was created under. A test request shows which.',
    )
  })

  it('names the first five accounts and counts the rest', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({
      accountId: `ACC-${i}`,
      profiles: 1,
      names: [`P${i}`],
    }))
    card(issued(HOUR), many)
    expect(screen.getByTestId('shared-login-token').textContent).toMatch(
      /^This login also serves ACC-0, ACC-1, ACC-2, ACC-3, ACC-4 and 2 other accounts \(/,
    )
  })

  it('says nothing of it once the service said the token is this account’s', () => {
    card(issued(HOUR, { account: { id: 'HOOLI-004', foreign: false, at: NOW } }))
    expect(screen.queryByTestId('shared-login-token')).toBeNull()
  })

  it('leaves a token for another account to the plainer alert', () => {
    card(issued(HOUR, { account: { id: 'ACME-001', foreign: true, at: NOW } }))
    expect(screen.getByTestId('wrong-account')).toBeTruthy()
    expect(screen.queryByTestId('shared-login-token')).toBeNull()
  })

  it('says nothing when the login serves this account alone', () => {
    card(issued(HOUR), [])
    expect(screen.queryByTestId('shared-login-token')).toBeNull()
  })
})

describe('the list and the Board mark a login that serves other accounts', () => {
  useRunningClock()

  it('the sidebar row says so beside Valid, in its accessible name too', () => {
    listItem({
      ...profileRow(profileViewFixture({ ...hooli, token: issued(HOUR) })),
      mixedLogin: true,
    })
    const button = screen.getByRole('button')
    expect(button.textContent).toContain('Valid')
    expect(button.textContent).toContain('⚠ Shared across accounts')
    expect(button.querySelector('.pi-mixed-login')?.getAttribute('title')).toBe(
      'Its login also serves other accounts: Valid does not say whose token it is',
    )
  })

  it('the sidebar row leaves it to the state once the service named the account', () => {
    const wrong = issued(HOUR, { account: { id: 'ACME-001', foreign: true, at: NOW } })
    listItem({ ...profileRow(profileViewFixture({ ...hooli, token: wrong })), mixedLogin: true })
    expect(screen.getByRole('button').textContent).not.toContain('Shared across accounts')
  })

  it('a row of a login of one account says nothing of it', () => {
    listItem(profileRow(profileViewFixture({ ...acme, token: issued(HOUR) })))
    expect(screen.getByRole('button').textContent).not.toContain('Shared across accounts')
  })

  it('the Board marks its state cell, with the words for a screen reader and on hover', () => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('board-scroll') ? 600 : 0
      },
    })
    mockApi({})
    useProfileList.setState({
      status: 'ready',
      profiles: [
        { ...profileRow(profileViewFixture({ ...hooli, token: issued(HOUR) })), mixedLogin: true },
        profileRow(profileViewFixture({ ...acme, token: issued(HOUR) })),
      ],
    })
    render(<Board />)
    const state = (name: string) =>
      screen
        .getAllByRole('row')
        .find((row) => row.textContent?.includes(name))
        ?.querySelector('.board-col-state')
    const text = 'Its login also serves other accounts: Valid does not say whose token it is'
    expect(state('Hooli')?.textContent).toBe(`Valid⚠${text}`)
    expect(
      state('Hooli')?.querySelector('[title]:not(.board-col-state)')?.getAttribute('title'),
    ).toBe(text)
    expect(state('Demo')?.textContent).toBe('Valid')
  })
})
