import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LoginPasswords } from '../../src/renderer/src/components/LoginPasswords'
import { MainPane } from '../../src/renderer/src/components/MainPane'
import { PasswordDroppedNote } from '../../src/renderer/src/components/PasswordDroppedNote'
import { ProfileForm } from '../../src/renderer/src/components/ProfileForm'
import { StartupNotices } from '../../src/renderer/src/components/StartupNotices'
import { useLoginPasswords } from '../../src/renderer/src/store/loginPasswords'
import type { RenewOutcome } from '../../src/shared/ipc/events'
import type { LoginNeed } from '../../src/shared/model/login'
import { profileRow, type ProfileView } from '../../src/shared/model/profile'
import { profileViewFixture } from '../fixtures/profile'
import { HOUR, issued, mockApi, NOW, ok, resetAll } from './fixtures'
import { useAppInfo } from '../../src/renderer/src/store/appInfo'
import { useProfileList } from '../../src/renderer/src/store/profileList'

const initialLogins = useLoginPasswords.getState()
afterEach(() => {
  resetAll()
  useLoginPasswords.setState(initialLogins, true)
})

const ids = ['6f1c1a52-0a55-4d4e-8f7e-2f3a1b2c3d4e', '7a2d2b63-1b66-4e5f-9a8f-3a4b2c3d4e5f']
const eu = profileViewFixture({
  id: ids[0],
  name: 'Acme EU',
  sharedLogin: { others: 3, names: ['Acme UK', 'Acme US', 'Acme ZA'] },
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

/** The text of the Password fact in the detail's summary. */
const passwordFact = () =>
  screen.getByText('Password', { selector: 'dt' }).nextElementSibling?.textContent ?? ''

describe('the detail says who shares the password', () => {
  it('deleting asks in place and says whether the password goes too', async () => {
    await showDetail(eu)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Delete profile' }))
    const confirm = screen.getByRole('group', { name: 'Confirm deletion' })
    expect(confirm.textContent).toContain(
      'Delete “Acme EU”? Its token is removed too; the stored password stays for the 3 other profiles of its login.',
    )
    // The safe choice has the focus; Escape backs out.
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('group', { name: 'Confirm deletion' })).toBeNull()
  })

  it('the last profile of its login takes the password along', async () => {
    await showDetail({ ...eu, sharedLogin: { others: 0, names: [] } })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete profile' }))
    expect(screen.getByRole('group', { name: 'Confirm deletion' }).textContent).toContain(
      'Its stored password and token are removed too.',
    )
  })

  it('stored and shared: how many other profiles, why, and their names', async () => {
    await showDetail(eu)
    expect(passwordFact()).toBe(
      'Password stored (encrypted) · shared with 3 other profiles (same address and username)“Acme UK”, “Acme US” and “Acme ZA”',
    )
  })

  it('names some and counts the rest when many share it', async () => {
    await showDetail({
      ...eu,
      sharedLogin: { others: 39, names: ['A', 'B', 'C', 'D', 'E'] },
    })
    expect(passwordFact()).toMatch(/shared with 39 other profiles.*“E” and 34 more$/)
  })

  it('none kept yet: asked once for all of them', async () => {
    await showDetail({ ...eu, password: 'none' })
    expect(passwordFact()).toMatch(
      /^No password kept: you'll be asked · once for this and 3 other profiles \(same address and username\)“/,
    )
  })

  it('shared with another account: says it cannot work for both, as the form did', async () => {
    await showDetail({
      ...eu,
      account: { id: 'INITECH-003', name: 'Initech' },
      loginAccounts: [
        { accountId: 'ACME-001', profiles: 3, names: ['Acme UK', 'Acme US', 'Acme ZA'] },
      ],
    })
    expect(screen.getByTestId('login-accounts').textContent).toBe(
      'This address and username already serve ACME-001 (“Acme UK”, “Acme US”, “Acme ZA”). A token is for the one account its API user was created under, so one login cannot work for both ACME-001 and INITECH-003: each account needs its own API user.',
    )
  })

  it("offers the way out: the form opens on the username, to type this account's own API user", async () => {
    await showDetail({
      ...eu,
      account: { id: 'INITECH-003', name: 'Initech' },
      username: 'acme-api',
      loginAccounts: [{ accountId: 'ACME-001', profiles: 3, names: ['Acme UK'] }],
    })
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Use the API user of INITECH-003…' }))
    const username = await screen.findByRole('textbox', { name: /^Username/ })
    expect(document.activeElement).toBe(username)
    const input = username as HTMLInputElement
    // Selected whole: typing replaces the shared login's username.
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'acme-api'.length])
  })

  it('with a token: the token card says Valid does not tell whose it is', async () => {
    await showDetail({
      ...eu,
      account: { id: 'INITECH-003', name: 'Initech' },
      token: issued(HOUR),
      loginAccounts: [{ accountId: 'ACME-001', profiles: 3, names: ['Acme UK'] }],
    })
    expect(screen.getByTestId('shared-login-token').textContent).toMatch(
      /^This login also serves ACME-001 \(see Password below\)\. Valid says .* not that this token is for INITECH-003:/,
    )
  })

  it('shared within one account: no word of other accounts', async () => {
    await showDetail(eu)
    expect(screen.queryByTestId('login-accounts')).toBeNull()
  })

  it('alone: no word about sharing', async () => {
    await showDetail(profileViewFixture({ id: ids[0] }))
    expect(passwordFact()).toBe('Password stored (encrypted)')
  })

  it('the password prompt says the password serves the others too', async () => {
    await showDetail({ ...eu, password: 'none' })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Get token' }))
    expect(
      screen.getByText(/It serves the 3 other profiles with this address and username too\./),
    ).toBeTruthy()
  })
})

describe('the form says that changing the password changes it for the others', () => {
  const notes = () =>
    document.getElementById((screen.getByLabelText('Password') as HTMLInputElement).id + '-warning')
      ?.textContent ?? ''

  it('editing a profile of a shared login', () => {
    const rows = [
      eu,
      profileViewFixture({ id: ids[1], name: 'Acme US', account: { id: 'US', name: '' } }),
    ].map((p) => profileRow(p))
    useProfileList.setState({ profiles: rows })
    render(
      <ProfileForm profile={eu} onSaved={vi.fn()} onCancel={vi.fn()} onOpenExisting={vi.fn()} />,
    )
    expect(notes()).toBe(
      'The password is shared with 1 other profile (“Acme US”): they have the same address and username, so changing it here changes it for them too.',
    )
  })

  it('a host move: this profile stops using the password, the others keep it', async () => {
    useProfileList.setState({ profiles: [profileRow(eu)] })
    render(
      <ProfileForm profile={eu} onSaved={vi.fn()} onCancel={vi.fn()} onOpenExisting={vi.fn()} />,
    )
    const user = userEvent.setup()
    await user.clear(screen.getByLabelText('Base URL'))
    await user.type(screen.getByLabelText('Base URL'), 'https://portal.elsewhere.test')
    expect(notes()).toBe(
      'Saving points the base URL to https://portal.elsewhere.test. This profile will stop using the stored password (the 3 other profiles of its login keep it), since it is only sent to the host it was entered for: type it again here to keep one. Any token goes too.',
    )
  })

  it('a new profile for a login others have, as it is typed in', async () => {
    useProfileList.setState({ profiles: [profileRow(eu)] })
    render(<ProfileForm onSaved={vi.fn()} onCancel={vi.fn()} onOpenExisting={vi.fn()} />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Base URL'), 'https://PORTAL.example.test/')
    expect(notes()).toBe('')
    await user.type(screen.getByLabelText('Username'), 'demo')
    expect(notes()).toBe(
      '1 profile (“Acme EU”) already has this address and username: they share one password, so a password typed here is theirs too.',
    )
  })
})

describe('a new profile that duplicates another, with a typed password', () => {
  const duplicate = {
    code: 'duplicate' as const,
    message: '“Acme EU” already uses this base URL, username and account.',
    existingProfileId: ids[0]!,
    existingName: 'Acme EU',
  }
  const passwordNotes = () =>
    document.getElementById((screen.getByLabelText('Password') as HTMLInputElement).id + '-warning')
      ?.textContent ?? ''

  async function sendDuplicate(password: string) {
    useProfileList.setState({ profiles: [profileRow(eu)] })
    const api = mockApi({
      createProfile: vi.fn((input: { allowDuplicate?: boolean }) =>
        input.allowDuplicate
          ? ok(profileViewFixture({ id: ids[1], name: 'Acme EU again' }))
          : Promise.resolve({ ok: false as const, error: duplicate }),
      ),
    })
    render(<ProfileForm onSaved={vi.fn()} onCancel={vi.fn()} onOpenExisting={vi.fn()} />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Name'), 'Acme EU again')
    await user.type(screen.getByLabelText('Account ID'), eu.account.id)
    await user.type(screen.getByLabelText('Base URL'), eu.baseUrl)
    await user.type(screen.getByLabelText('Username'), eu.username)
    if (password) await user.type(screen.getByLabelText('Password'), password)
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    return { api, user, notice: await screen.findByRole('alert') }
  }

  it('says the empty field still holds it for Save anyway, and that saving makes it the login’s', async () => {
    const { api, user, notice } = await sendDuplicate('zzz-wrong')
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('')
    expect(passwordNotes()).toContain(
      'The password you typed is held, not shown, for “Save anyway”. Open the existing profile or change the form to forget it',
    )
    expect(notice.textContent).toContain(
      "Saving anyway also keeps the password you typed as this login's password: “Acme EU” and every other profile with this address and username will use it from then on.",
    )
    await user.click(within(notice).getByRole('button', { name: 'Save anyway' }))
    expect(api.createProfile).toHaveBeenLastCalledWith(
      expect.objectContaining({ password: 'zzz-wrong', allowDuplicate: true }),
    )
  })

  it('says nothing of a password when none was typed', async () => {
    const { notice } = await sendDuplicate('')
    expect(notice.textContent).not.toContain('password')
    expect(passwordNotes()).not.toContain('held')
  })
})

describe('why a profile does not use its login’s password', () => {
  it('a new API host: which, since when, and the way on', async () => {
    const onEnter = vi.fn()
    render(
      <PasswordDroppedNote
        dropped={{ reason: 'new-api-host', host: 'https://api.elsewhere.test', at: NOW }}
        onEnter={onEnter}
      />,
    )
    const note = screen.getByRole('region', { name: 'Password withheld' })
    expect(note.textContent).toContain(
      'its tokens would go to the API host https://api.elsewhere.test, where no other profile of this login sends them.',
    )
    await userEvent.setup().click(within(note).getByRole('button', { name: 'Enter password' }))
    expect(onEnter).toHaveBeenCalled()
  })
})

describe('Enter passwords after an import: one prompt per login', () => {
  const logins: LoginNeed[] = [
    {
      baseUrl: 'https://portal.example.test',
      username: 'demo',
      profiles: [
        { id: ids[0]!, name: 'Acme EU' },
        { id: ids[1]!, name: 'Acme US' },
      ],
    },
    {
      baseUrl: 'https://portal.example.test',
      username: 'globex-api',
      profiles: [{ id: '8b3e3c74-2c77-4f60-a09f-4b5c3d4e5f60', name: 'Globex' }],
    },
  ]

  it('offers it, asks once per login, and says what came of it; no password comes back', async () => {
    const renewed = (id: string, name: string) => ({
      profileId: id,
      name,
      reason: 'none' as const,
      kind: 'renewed' as const,
      expiresAt: NOW,
    })
    const enterLoginPassword = vi.fn(({ profileIds }: { profileIds: string[] }) =>
      ok({
        outcomes: profileIds.map((id) =>
          renewed(id, logins.flatMap((l) => l.profiles).find((p) => p.id === id)!.name),
        ),
      }),
    )
    mockApi({
      passwordLogins: vi.fn(() => ok(logins)),
      enterLoginPassword,
      // The list as it stands: a reload after a password must not read as a delete.
      listProfiles: vi.fn(() => ok([profileRow(eu)])),
    })
    useProfileList.setState({ profiles: [eu].map((p) => profileRow(p)) })
    render(<LoginPasswords />)
    await act(() => useLoginPasswords.getState().offerAfterImport(new Set()))
    expect(
      screen.getByText(
        '3 profiles have no password to use. Profiles with the same address and username share one, so 2 passwords serve them all.',
      ),
    ).toBeTruthy()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Enter passwords (2 logins)' }))

    const dialog = screen.getByRole('dialog', { name: 'Enter passwords · login 1 of 2' })
    expect(dialog.textContent).toContain(
      'demo at https://portal.example.test is the login of “Acme EU” and “Acme US”',
    )
    await user.type(within(dialog).getByLabelText('Password of demo'), 'demo-password')
    await user.click(within(dialog).getByRole('button', { name: 'Use password' }))
    expect(enterLoginPassword).toHaveBeenLastCalledWith({
      profileIds: [ids[0], ids[1]],
      password: 'demo-password',
    })

    const second = await screen.findByRole('dialog', { name: 'Enter passwords · login 2 of 2' })
    // What the login before came to is said (its dialog stays up, only the login changes).
    expect(within(second).getByRole('status').textContent).toBe('demo before: 2 tokens obtained')
    // A login of one profile: no "serves all of them".
    expect(second.textContent).toContain(
      'is the login of “Globex”. Enter its password: the profile gets a token with it.',
    )
    await user.click(within(second).getByRole('button', { name: 'Skip this login' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    const results = screen.getByRole('region', { name: 'Passwords to enter' })
    expect(results.textContent).toContain(
      'demo at https://portal.example.test (2 profiles): 2 tokens obtained',
    )
    expect(results.textContent).toContain(
      'globex-api at https://portal.example.test (1 profile): skipped',
    )
    // The totals come from the same counts as the offer and the dialog.
    expect(screen.getByTestId('walk-summary').textContent).toBe(
      '2 tokens obtained for the 3 profiles of 2 logins; 1 profile still has no password (skipped).',
    )
    expect(document.body.innerHTML).not.toContain('demo-password')
  })

  it('says how each profile of the login came out: a cancel and a failure with a working token are not plain failures', async () => {
    const error = {
      code: 'network' as const,
      message: 'Connection refused',
      cause: 'refused' as const,
    }
    const enterLoginPassword = vi.fn(() =>
      ok({
        outcomes: [
          {
            profileId: ids[0]!,
            name: 'Acme EU',
            reason: 'expiring' as const,
            kind: 'failed-still-valid' as const,
            error,
            validUntil: NOW + 3_600_000,
          },
          {
            profileId: ids[1]!,
            name: 'Acme US',
            reason: 'none' as const,
            kind: 'cancelled' as const,
          },
        ] satisfies RenewOutcome[],
      }),
    )
    mockApi({
      passwordLogins: vi.fn(() => ok(logins.slice(0, 1))),
      enterLoginPassword,
      // The list as it stands: a reload after a password must not read as a delete.
      listProfiles: vi.fn(() => ok([profileRow(eu)])),
    })
    useProfileList.setState({ profiles: [eu].map((p) => profileRow(p)) })
    render(<LoginPasswords />)
    await act(() => useLoginPasswords.getState().offerAfterImport(new Set()))
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /^Enter passwords/ }))
    const dialog = screen.getByRole('dialog', { name: /^Enter passwords/ })
    await user.type(within(dialog).getByLabelText('Password of demo'), 'demo-password')
    await user.click(within(dialog).getByRole('button', { name: 'Use password' }))
    const results = await screen.findByRole('region', { name: 'Passwords to enter' })
    expect(results.textContent).toContain(
      'demo at https://portal.example.test (2 profiles): 0 tokens obtained, 1 failed, the current token still valid, 1 cancelled',
    )
  })

  it('a failure that says nothing about the password (host not found) keeps it typed, and says so', async () => {
    const enterLoginPassword = vi.fn(() =>
      Promise.resolve({
        ok: false as const,
        error: {
          code: 'network' as const,
          cause: 'dns' as const,
          message: 'Host not found: portal.example.test.',
          at: NOW,
        },
      }),
    )
    mockApi({
      passwordLogins: vi.fn(() => ok(logins.slice(0, 1))),
      enterLoginPassword,
      // The list as it stands: a reload after a password must not read as a delete.
      listProfiles: vi.fn(() => ok([profileRow(eu)])),
    })
    useProfileList.setState({ profiles: [eu].map((p) => profileRow(p)) })
    render(<LoginPasswords />)
    await act(() => useLoginPasswords.getState().offerAfterImport(new Set()))
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Enter passwords (1 login)' }))
    const dialog = screen.getByRole('dialog', { name: 'Enter passwords · login 1 of 1' })
    await user.type(within(dialog).getByLabelText('Password of demo'), 'demo-password')
    await user.click(within(dialog).getByRole('button', { name: 'Use password' }))
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Host not found')
    const field = within(dialog).getByLabelText<HTMLInputElement>('Password of demo')
    expect(field.value).toBe('demo-password')
    expect(within(dialog).getByTestId('password-kept').textContent).toContain(
      'The password you typed is still in the field',
    )
    expect(document.activeElement).toBe(field)
    // Try again: the same password goes, without typing it anew.
    await user.click(within(dialog).getByRole('button', { name: 'Use password' }))
    expect(enterLoginPassword).toHaveBeenLastCalledWith({
      profileIds: [ids[0], ids[1]],
      password: 'demo-password',
    })
    // Still unreachable: skipped, and the summary says a password was typed but not kept.
    await within(dialog).findByTestId('password-kept')
    await user.click(within(dialog).getByRole('button', { name: 'Skip this login' }))
    expect(screen.getByRole('region', { name: 'Passwords to enter' }).textContent).toContain(
      'demo at https://portal.example.test (2 profiles): skipped after “Host not found”: no password kept',
    )
  })

  it('the prompt’s second button skips this login only; Stop ends the round, saying what is left', async () => {
    mockApi({
      passwordLogins: vi.fn(() => ok(logins)),
      // The list as it stands: a reload after a password must not read as a delete.
      listProfiles: vi.fn(() => ok([profileRow(eu)])),
    })
    useProfileList.setState({ profiles: [eu].map((p) => profileRow(p)) })
    render(<LoginPasswords />)
    await act(() => useLoginPasswords.getState().offerAfterImport(new Set()))
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Enter passwords (2 logins)' }))
    const first = screen.getByRole('dialog', { name: 'Enter passwords · login 1 of 2' })
    expect(within(first).getByTestId('walk-left').textContent).toContain(
      '1 login (1 profile) after this one.',
    )
    // Beside Use password, the way past this one login (it used to be Cancel, ending the round).
    const form = within(first).getByLabelText('Password of demo').closest('form')!
    const [, second] = within(form).getAllByRole('button')
    expect(second!.textContent).toBe('Skip this login')
    await user.click(second!)
    const last = screen.getByRole('dialog', { name: 'Enter passwords · login 2 of 2' })
    expect(within(last).getByTestId('walk-left').textContent).toContain('This is the last login.')
    await user.click(within(last).getByRole('button', { name: 'Stop' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    // The offer left is the login not answered, counted the same way.
    expect(screen.getByRole('region', { name: 'Passwords to enter' }).textContent).toContain(
      '1 profile has no password to use.',
    )
  })

  it('a refused password: the prompt again, with the service’s answer', async () => {
    mockApi({
      passwordLogins: vi.fn(() => ok(logins.slice(0, 1))),
      enterLoginPassword: vi.fn(() =>
        Promise.resolve({
          ok: false as const,
          error: {
            code: 'auth-rejected' as const,
            message: 'The service refused the login (401).',
            status: 401,
            serverMessage: 'Invalid credentials',
            checklist: [],
            at: NOW,
          },
        }),
      ),
      // The list as it stands: a reload after a password must not read as a delete.
      listProfiles: vi.fn(() => ok([profileRow(eu)])),
    })
    useProfileList.setState({ profiles: [eu].map((p) => profileRow(p)) })
    render(<LoginPasswords />)
    await act(() => useLoginPasswords.getState().offerAfterImport(new Set()))
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Enter passwords (1 login)' }))
    const dialog = screen.getByRole('dialog', { name: 'Enter passwords · login 1 of 1' })
    await user.type(within(dialog).getByLabelText('Password of demo'), 'typo')
    await user.click(within(dialog).getByRole('button', { name: 'Use password' }))
    expect(await within(dialog).findByText(/Refused \(401\)/)).toBeTruthy()
    expect(within(dialog).getByLabelText('Password of demo')).toBeTruthy()
    // Skipped after a refusal: the summary says it was refused, not that none was entered.
    await user.click(within(dialog).getByRole('button', { name: 'Skip this login' }))
    expect(screen.getByRole('region', { name: 'Passwords to enter' }).textContent).toContain(
      'demo at https://portal.example.test (2 profiles): password refused (401): no token. The password is kept; change it in the profile if it is wrong',
    )
  })

  it('names five profiles of a large login and counts the rest', async () => {
    const many: LoginNeed = {
      baseUrl: 'https://portal.example.test',
      username: 'demo',
      profiles: Array.from({ length: 40 }, (_, i) => ({
        id: `9c4f4d85-3d88-4a71-b1b6-${String(i).padStart(12, '0')}`,
        name: `Customer ${String(i + 1).padStart(2, '0')}`,
      })),
    }
    mockApi({
      passwordLogins: vi.fn(() => ok([many])),
      listProfiles: vi.fn(() => ok([profileRow(eu)])),
    })
    useProfileList.setState({ profiles: [eu].map((p) => profileRow(p)) })
    render(<LoginPasswords />)
    await act(() => useLoginPasswords.getState().offerAfterImport(new Set()))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enter passwords (1 login)' }))
    expect(screen.getByRole('dialog').textContent).toContain(
      'is the login of “Customer 01”, “Customer 02”, “Customer 03”, “Customer 04”, “Customer 05” and 35 more.',
    )
  })

  it('Stop (or Escape) keeps the offer for the logins not answered yet', async () => {
    mockApi({
      passwordLogins: vi.fn(() => ok(logins)),
      enterLoginPassword: vi.fn(() => ok({ outcomes: [] })),
      // The list as it stands: a reload after a password must not read as a delete.
      listProfiles: vi.fn(() => ok([profileRow(eu)])),
    })
    useProfileList.setState({ profiles: [eu].map((p) => profileRow(p)) })
    render(<LoginPasswords />)
    await act(() => useLoginPasswords.getState().offerAfterImport(new Set()))
    const user = userEvent.setup()
    const offer = () => screen.getByRole('region', { name: 'Passwords to enter' })
    await user.click(within(offer()).getByRole('button', { name: 'Enter passwords (2 logins)' }))
    await user.click(
      within(screen.getByRole('dialog', { name: 'Enter passwords · login 1 of 2' })).getByRole(
        'button',
        { name: 'Stop' },
      ),
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(within(offer()).getByRole('button', { name: 'Enter passwords (2 logins)' }))
    const first = screen.getByRole('dialog', { name: 'Enter passwords · login 1 of 2' })
    await user.type(within(first).getByLabelText('Password of demo'), 'demo-password')
    await user.click(within(first).getByRole('button', { name: 'Use password' }))
    await screen.findByRole('dialog', { name: 'Enter passwords · login 2 of 2' })
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(offer().textContent).toContain('1 profile has no password to use.')
    await user.click(within(offer()).getByRole('button', { name: 'Enter passwords (1 login)' }))
    const last = screen.getByRole('dialog', { name: 'Enter passwords · login 1 of 1' })
    await user.click(within(last).getByRole('button', { name: 'Skip this login' }))
    // The summary holds both rounds.
    expect(offer().textContent).toContain(
      'demo at https://portal.example.test (2 profiles): 0 tokens obtained',
    )
    expect(offer().textContent).toContain(
      'globex-api at https://portal.example.test (1 profile): skipped',
    )
  })
})

describe('the start-up notice after the move to shared logins', () => {
  it('names the profiles whose password was replaced, and by whose', () => {
    useAppInfo.setState({
      info: {
        version: '1',
        runtime: 'harness',
        protection: { kind: 'test-only', keyring: 'test-only', description: '' },
        systemLanguages: ['en-US'],
        notices: [
          {
            kind: 'passwords-shared',
            logins: [{ kept: 'Acme EU', replaced: ['Acme UK', 'Acme US'] }],
          },
        ],
      },
    })
    render(<StartupNotices />)
    expect(screen.getByRole('complementary').textContent).toContain(
      "Profiles with the same address and username now share one password. Where they had different ones, the most recently used profile's was kept: the one of “Acme EU” replaced that of “Acme UK” and “Acme US”. If a replaced password was the right one, enter it again: it then serves all of them.",
    )
  })
})
