import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LeaveQuestion } from '../../src/renderer/src/components/LeaveQuestion'
import { MainPane } from '../../src/renderer/src/components/MainPane'
import { ProfileForm } from '../../src/renderer/src/components/ProfileForm'
import { SettingsForm } from '../../src/renderer/src/components/SettingsForm'
import { useNavigation } from '../../src/renderer/src/store/navigation'
import { useSettings } from '../../src/renderer/src/store/settings'
import { defaultSettings, type Settings } from '../../src/shared/model/settings'
import { issued, mockApi, ok, profileWith, resetAll } from './fixtures'

const initialSettings = useSettings.getState()

afterEach(() => {
  resetAll()
  useSettings.setState(initialSettings, true)
})

const question = () => screen.queryByRole('dialog', { name: 'Leave without saving?' })

describe('leaving a form with changes not saved', () => {
  const acme = profileWith(issued(0), { id: 'acme', name: 'Acme prod' })

  function editAcme() {
    mockApi({ getProfileNetwork: vi.fn(() => new Promise<never>(() => undefined)) })
    useNavigation.setState({ selectedId: acme.id, view: 'edit' })
    render(
      <>
        <ProfileForm profile={acme} onSaved={vi.fn()} onCancel={vi.fn()} onOpenExisting={vi.fn()} />
        <LeaveQuestion />
      </>,
    )
    return userEvent.setup()
  }

  it('moves at once while nothing was typed', () => {
    editAcme()
    act(() => useNavigation.getState().select('globex'))
    expect(question()).toBeNull()
    expect(useNavigation.getState()).toMatchObject({ selectedId: 'globex', view: 'detail' })
  })

  it('asks before another profile replaces an edited one; Keep editing keeps every character', async () => {
    const user = editAcme()
    const name = screen.getByLabelText('Name')
    await user.type(name, ' (EU)')

    act(() => useNavigation.getState().select('globex'))
    const dialog = question()
    expect(dialog?.textContent).toContain(
      'Your changes to “Acme prod” are not saved. They are lost if you leave now.',
    )
    expect(useNavigation.getState()).toMatchObject({ selectedId: acme.id, view: 'edit' })
    // The safe answer has the focus: Enter keeps editing (Escape too, in a browser: jsdom's
    // <dialog> has no cancel).
    expect(document.activeElement?.textContent).toBe('Keep editing')
    await user.keyboard('{Enter}')
    expect(question()).toBeNull()
    expect((name as HTMLInputElement).value).toBe('Acme prod (EU)')
    expect(useNavigation.getState().view).toBe('edit')

    // Asked again, Discard changes makes the move.
    act(() => useNavigation.getState().openSettings())
    await user.click(
      within(question() as HTMLElement).getByRole('button', { name: 'Discard changes' }),
    )
    expect(question()).toBeNull()
    expect(useNavigation.getState().view).toBe('settings')
  })

  it('asks before Escape closes an edited form; closes it at once when nothing was typed', async () => {
    const onCancel = vi.fn()
    mockApi({ getProfileNetwork: vi.fn(() => new Promise<never>(() => undefined)) })
    useNavigation.setState({ selectedId: acme.id, view: 'edit' })
    render(
      <>
        <ProfileForm
          profile={acme}
          onSaved={vi.fn()}
          onCancel={onCancel}
          onOpenExisting={vi.fn()}
        />
        <LeaveQuestion />
      </>,
    )
    const user = userEvent.setup()
    const name = screen.getByLabelText('Name')
    await user.click(name)
    await user.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledTimes(1)

    await user.type(name, ' (EU)')
    await user.keyboard('{Escape}')
    expect(question()).not.toBeNull()
    expect(onCancel).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: 'Keep editing' }))
    expect((name as HTMLInputElement).value).toBe('Acme prod (EU)')
    // (jsdom's <dialog> gives focus back to nothing: the field again, as a browser would.)
    await user.click(name)
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Discard changes' }))
    expect(onCancel).toHaveBeenCalledTimes(2)
    // The Cancel button is the choice itself: no question.
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledTimes(3)
  })

  it('New profile over a new profile typed in: Discard changes starts an empty form', async () => {
    mockApi({})
    act(() => useNavigation.getState().startCreate())
    render(
      <>
        <MainPane />
        <LeaveQuestion />
      </>,
    )
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/^Name/), 'Half typed')
    await user.type(screen.getByLabelText(/^Password/), 'secret')
    act(() => useNavigation.getState().startCreate())
    await user.click(screen.getByRole('button', { name: 'Discard changes' }))
    expect(question()).toBeNull()
    expect(screen.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('')
    expect(screen.getByLabelText<HTMLInputElement>(/^Password/).value).toBe('')
    // Nothing typed now: New profile again moves at once.
    act(() => useNavigation.getState().startCreate())
    expect(question()).toBeNull()
  })

  it('a password typed counts as a change', async () => {
    const user = editAcme()
    await user.type(screen.getByLabelText(/^Password/), 'new-secret')
    act(() => useNavigation.getState().startCreate())
    expect(question()).not.toBeNull()
  })
})

describe('choices that leave on purpose', () => {
  it('"Open existing profile" after a duplicate opens it without asking', async () => {
    const duplicate = {
      code: 'duplicate' as const,
      message: '“Acme prod” already uses this base URL, username and account.',
      existingProfileId: 'acme',
      existingName: 'Acme prod',
    }
    mockApi({
      createProfile: vi.fn(() => Promise.resolve({ ok: false as const, error: duplicate })),
    })
    useNavigation.setState({ view: 'create' })
    render(
      <>
        <ProfileForm
          onSaved={vi.fn()}
          onCancel={vi.fn()}
          onOpenExisting={(id) => useNavigation.getState().open(id)}
        />
        <LeaveQuestion />
      </>,
    )
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Name'), 'Acme again')
    await user.type(screen.getByLabelText('Account ID'), 'ACME-001')
    await user.type(screen.getByLabelText('Base URL'), 'https://portal.example.test')
    await user.type(screen.getByLabelText('Username'), 'acme-api')
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    const notice = await screen.findByRole('alert')
    await user.click(within(notice).getByRole('button', { name: 'Open existing profile' }))
    expect(question()).toBeNull()
    expect(useNavigation.getState()).toMatchObject({ selectedId: 'acme', view: 'detail' })
  })
})

describe('Settings: every section saves with its own button', () => {
  it('saves one section; closing with another not saved asks first', async () => {
    let settings: Settings = defaultSettings
    const updateSettings = vi.fn((patch: Partial<Settings>) => {
      settings = { ...settings, ...patch }
      return ok(settings)
    })
    mockApi({
      networkInfo: vi.fn(() =>
        ok({
          proxyPassword: { kind: 'none' as const },
          trustStore: 'system' as const,
          systemProxy: 'chromium' as const,
        }),
      ),
      updateSettings,
      cliAccess: vi.fn(() => ok({ endpoint: { kind: 'unavailable' as const }, clients: [] })),
    })
    const onDone = vi.fn()
    render(
      <>
        <SettingsForm onDone={onDone} />
        <LeaveQuestion />
      </>,
    )
    const user = userEvent.setup()
    const timeout = screen.getByLabelText(/Request time-out/)
    await user.clear(timeout)
    await user.type(timeout, '33')
    const network = within(screen.getByRole('region', { name: 'Network' }))
    await user.click(network.getByLabelText('No proxy'))

    const general = within(screen.getByRole('region', { name: 'General' }))
    await user.click(general.getByRole('button', { name: 'Save general settings' }))
    expect(updateSettings).toHaveBeenCalledTimes(1)
    expect(updateSettings.mock.calls[0]?.[0]).toMatchObject({ requestTimeoutMs: 33_000 })
    expect(updateSettings.mock.calls[0]?.[0]).not.toHaveProperty('proxyMode')

    await user.click(screen.getByRole('button', { name: 'Close settings' }))
    expect(question()?.textContent).toContain('Your changes to the network settings are not saved.')
    expect(onDone).not.toHaveBeenCalled()

    // Keep editing: the network section is saved with its own button, and leaving needs no question.
    await user.click(screen.getByRole('button', { name: 'Keep editing' }))
    await user.click(network.getByRole('button', { name: 'Save network settings' }))
    expect(updateSettings.mock.calls[1]?.[0]).toMatchObject({ proxyMode: 'none' })
    await user.click(screen.getByRole('button', { name: 'Close settings' }))
    expect(question()).toBeNull()
    expect(onDone).toHaveBeenCalledTimes(1)
  })
})
