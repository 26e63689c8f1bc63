import { act, render, screen, within } from '@testing-library/react'
import { profileRow } from '../../src/shared/model/profile'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProfileDetail } from '../../src/renderer/src/components/ProfileDetail'
import { SettingsForm } from '../../src/renderer/src/components/SettingsForm'
import { useCli } from '../../src/renderer/src/store/cli'
import { startEvents } from '../../src/renderer/src/store/events'
import { useSettings } from '../../src/renderer/src/store/settings'
import { useStatus } from '../../src/renderer/src/store/status'
import type { AppEvent } from '../../src/shared/ipc/events'
import type { CliAccessInfo } from '../../src/shared/model/cli'
import { defaultSettings, type Settings } from '../../src/shared/model/settings'
import { mockApi, noTargets, NOW, ok, profileWith, resetAll, showProfiles } from './fixtures'
import { useNavigation } from '../../src/renderer/src/store/navigation'
import { usePasswordPrompt } from '../../src/renderer/src/store/passwordPrompt'
import { useProfileList } from '../../src/renderer/src/store/profileList'

const initialCli = useCli.getState()
const initialSettings = useSettings.getState()

const client = {
  id: '6f1c2e4a-1b2c-4d3e-8f00-112233445566',
  name: 'ada@laptop · zsh',
  approvedAt: NOW - 1000,
  until: null,
  lastUsedAt: NOW - 500,
}
const listening = (clients: CliAccessInfo['clients']): CliAccessInfo => ({
  endpoint: { kind: 'listening', path: '/run/user/1000/token-desk/0123456789abcdef.sock' },
  clients,
})

function withEvents(calls: Parameters<typeof mockApi>[0]) {
  let push: (event: AppEvent) => void = () => undefined
  const api = mockApi({
    onEvent: vi.fn((listener: (event: AppEvent) => void) => {
      push = listener
      return () => undefined
    }),
    ...calls,
  })
  startEvents()
  return { api, push: (event: AppEvent) => act(() => push(event)) }
}

describe('Settings: Command line', () => {
  afterEach(() => {
    resetAll()
    useCli.setState(initialCli, true)
    useSettings.setState(initialSettings, true)
  })

  it('is off until switched on, shows the endpoint, lists and revokes approved clients', async () => {
    let settings: Settings = defaultSettings
    const updateSettings = vi.fn((patch: Partial<Settings>) => {
      settings = { ...settings, ...patch }
      return ok(settings)
    })
    const revokeCliClient = vi.fn(() => ok(listening([])))
    const { push } = withEvents({
      cliAccess: vi.fn(() => ok(listening([client]))),
      updateSettings,
      revokeCliClient,
    })
    const user = userEvent.setup()
    render(<SettingsForm onDone={() => undefined} />)
    const region = screen.getByRole('region', { name: 'Command line' })
    const toggle = within(region).getByRole('checkbox', {
      name: 'Allow the token-desk command line',
    }) as HTMLInputElement
    expect(toggle.checked).toBe(false)
    expect(await within(region).findByText(/0123456789abcdef\.sock/)).toBeTruthy()

    await user.click(toggle)
    expect(updateSettings).not.toHaveBeenCalled()
    await user.click(within(region).getByRole('button', { name: 'Save command line setting' }))
    expect(updateSettings).toHaveBeenCalledWith({ cliAccess: true })
    expect(toggle.checked).toBe(true)

    const row = within(region).getByRole('row', { name: /ada@laptop · zsh/ })
    expect(row.textContent).toContain('Always')
    await user.click(within(row).getByRole('button', { name: 'Revoke ada@laptop · zsh' }))
    expect(revokeCliClient).toHaveBeenCalledWith({ clientId: client.id })
    expect(within(region).queryByRole('row', { name: /ada@laptop/ })).toBeNull()
    expect(region.textContent).toContain('None.')

    // A client approved while Settings is open appears at once.
    push({
      type: 'cli-access-changed',
      info: listening([{ ...client, until: NOW + 8 * 3600_000 }]),
    })
    expect(within(region).getByRole('row', { name: /ada@laptop/ }).textContent).toContain('Until')
  })

  it('says why the command line cannot reach the app', async () => {
    withEvents({
      cliAccess: vi.fn(() =>
        ok<CliAccessInfo>({
          endpoint: { kind: 'failed', path: '/tmp/token-desk-1000/x.sock', message: 'not yours' },
          clients: [],
        }),
      ),
    })
    render(<SettingsForm onDone={() => undefined} />)
    expect((await screen.findByRole('alert')).textContent).toContain('not yours')
  })
})

describe('a password prompt for the command line', () => {
  afterEach(resetAll)

  it('opens for the profile token-desk waits for; Cancel tells main to stop the command', async () => {
    const profile = profileWith({ kind: 'none' }, { password: 'none' })
    const declinePassword = vi.fn(() => ok({ declined: true }))
    const { push } = withEvents({
      declinePassword,
      listRequests: vi.fn(() => ok({ requests: [], history: [], probe: null, targets: noTargets })),
      listActivity: vi.fn(() => ok([])),
    })
    showProfiles({
      profiles: [profileRow(profile)],
      detail: profile,
      selectedId: null,
      status: 'ready',
    })
    push({
      type: 'password-needed',
      profileId: profile.id,
      reason: 'cli',
      client: 'ada@laptop · zsh',
    })
    expect(useNavigation.getState().selectedId).toBe(profile.id)
    expect(usePasswordPrompt.getState().prompt).toEqual({
      profileId: profile.id,
      retry: false,
      waiter: 'ada@laptop · zsh',
    })
    const user = userEvent.setup()
    render(<ProfileDetail profile={profile} />)
    expect(screen.getByText(/The command line is waiting for this token/).textContent).toBeTruthy()
    expect(document.body.textContent).toContain('token-desk, ada@laptop · zsh')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(declinePassword).toHaveBeenCalledWith({ profileId: profile.id })
    expect(usePasswordPrompt.getState().prompt).toBeNull()
  })

  it('does not throw away a form being filled in: the status line offers the prompt', async () => {
    const profile = profileWith({ kind: 'none' }, { password: 'none', name: 'Acme' })
    const { push } = withEvents({})
    showProfiles({
      profiles: [profileRow(profile)],
      detail: profile,
      selectedId: null,
      status: 'ready',
      view: 'create',
    })
    push({ type: 'password-needed', profileId: profile.id, reason: 'cli', client: 'ada@laptop' })
    expect(useNavigation.getState().view).toBe('create')
    expect(usePasswordPrompt.getState().prompt).toBeNull()
    const message = useStatus.getState().message
    expect(message?.text).toBe('token-desk is waiting for the password of “Acme”.')
    act(() => message!.action!.run())
    expect(useNavigation.getState()).toMatchObject({ view: 'detail', selectedId: profile.id })
    expect(usePasswordPrompt.getState().prompt).toEqual({
      profileId: profile.id,
      retry: false,
      waiter: 'ada@laptop',
    })
  })

  it('stops saying the command line waits once it gave up, in the prompt and the status line', async () => {
    const profile = profileWith({ kind: 'none' }, { password: 'none', name: 'Acme' })
    const { push } = withEvents({
      listRequests: vi.fn(() => ok({ requests: [], history: [], probe: null, targets: noTargets })),
      listActivity: vi.fn(() => ok([])),
    })
    showProfiles({
      profiles: [profileRow(profile)],
      detail: profile,
      selectedId: null,
      status: 'ready',
    })
    push({ type: 'password-needed', profileId: profile.id, reason: 'cli', client: 'ada@laptop' })
    render(<ProfileDetail profile={profile} />)
    expect(screen.getByText(/The command line is waiting for this token/)).toBeTruthy()
    // token-desk timed out (exit 7): the prompt stays for whoever types, without the claim.
    push({ type: 'password-wait-ended', profileId: profile.id })
    expect(screen.queryByText(/The command line is waiting for this token/)).toBeNull()
    expect(screen.getByLabelText('Password for this token')).toBeTruthy()

    // With a form open, the status line offered the prompt: that offer goes too.
    act(() => useNavigation.setState({ view: 'create' }))
    push({ type: 'password-needed', profileId: profile.id, reason: 'cli', client: 'ada@laptop' })
    expect(useStatus.getState().message?.text).toBe(
      'token-desk is waiting for the password of “Acme”.',
    )
    // The end of another profile's wait leaves it alone.
    push({ type: 'password-wait-ended', profileId: 'other' })
    expect(useStatus.getState().message).not.toBeNull()
    push({ type: 'password-wait-ended', profileId: profile.id })
    expect(useStatus.getState().message).toBeNull()
  })

  it('an unknown profile opens nothing', () => {
    const { push } = withEvents({})
    useProfileList.setState({ profiles: [], status: 'ready' })
    push({ type: 'password-needed', profileId: 'gone', reason: 'cli', client: 'x' })
    expect(usePasswordPrompt.getState().prompt).toBeNull()
  })
})
