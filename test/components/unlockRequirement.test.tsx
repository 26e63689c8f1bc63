import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LockScreen } from '../../src/renderer/src/components/LockScreen'
import { TokenReveal } from '../../src/renderer/src/components/TokenReveal'
import { UnlockSettings } from '../../src/renderer/src/components/UnlockSettings'
import { CliAccessSettings } from '../../src/renderer/src/components/CliAccessSettings'
import { useCli } from '../../src/renderer/src/store/cli'
import { useLock } from '../../src/renderer/src/store/lock'
import type { AppError, Result } from '../../src/shared/ipc/errors'
import { mockApi, ok, resetAll } from './fixtures'

const initial = useLock.getState()
const initialCli = useCli.getState()
afterEach(() => {
  resetAll()
  useLock.setState(initial, true)
  useCli.setState(initialCli, true)
})

const SECRET = 'tok_7c1d-SECRET-value'
const refused = (message: string, waitMs = 0): Promise<Result<never>> =>
  Promise.resolve({ ok: false, error: { code: 'unlock-refused', message, waitMs } })
const failed = (error: AppError): Promise<Result<never>> => Promise.resolve({ ok: false, error })

/** Lets awaited (mocked) calls resolve and React render what they brought. */
const settle = () => act(async () => undefined)
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const press = (label: string | RegExp, key: string) =>
  fireEvent.keyDown(screen.getByLabelText(label), { key })

function lockedWith(requirement: { on: boolean; touchId: boolean }) {
  useLock.setState({ lock: { locked: true, reason: 'manual', since: Date.now() }, requirement })
}

describe('the lock screen with the unlock requirement on', () => {
  it('asks for the passphrase, says a refusal and how long to wait, and opens with the right one', async () => {
    const unlock = vi
      .fn()
      .mockReturnValueOnce(
        refused('That is not the unlock passphrase. Try again in 2 seconds.', 2000),
      )
      .mockReturnValueOnce(ok({ locked: false }))
    mockApi({ unlock, unlockRequirement: vi.fn(() => ok({ on: true, touchId: false })) })
    lockedWith({ on: true, touchId: false })
    render(<LockScreen />)
    const field = screen.getByLabelText('Unlock passphrase')
    expect(document.activeElement).toBe(field)
    expect(screen.queryByRole('button', { name: 'Use Touch ID' })).toBeNull()

    // Nothing typed: said here, main is not asked.
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }))
    expect(screen.getByRole('alert').textContent).toBe('Enter the unlock passphrase.')
    expect(unlock).not.toHaveBeenCalled()

    type('Unlock passphrase', 'wrong guess')
    fireEvent.submit(field)
    await settle()
    expect(unlock).toHaveBeenCalledWith({
      proof: { kind: 'passphrase', passphrase: 'wrong guess' },
    })
    expect(screen.getByRole('alert').textContent).toBe(
      'That is not the unlock passphrase. Try again in 2 seconds.',
    )
    // Emptied and focused for the next try; still locked.
    expect((field as HTMLInputElement).value).toBe('')
    expect(document.activeElement).toBe(field)
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('dialog', { name: 'Token Desk is locked' })).toBeTruthy()

    type('Unlock passphrase', 'the right one')
    fireEvent.submit(field)
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('offers Touch ID where the Mac has it, and says the way out of a forgotten passphrase', async () => {
    const unlock = vi.fn(() => ok({ locked: false as const }))
    mockApi({ unlock, unlockRequirement: vi.fn(() => ok({ on: true, touchId: true })) })
    lockedWith({ on: true, touchId: true })
    render(<LockScreen />)
    expect(screen.getByText('Forgot the passphrase?')).toBeTruthy()
    expect(screen.getByText(/delete the "unlockPassphrase" entry from profiles\.json/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Use Touch ID' }))
    await settle()
    expect(unlock).toHaveBeenCalledWith({ proof: { kind: 'touch-id' } })
  })

  it('with the requirement off, Unlock asks for nothing, as before', async () => {
    const unlock = vi.fn(() => ok({ locked: false as const }))
    mockApi({ unlock })
    lockedWith({ on: false, touchId: false })
    render(<LockScreen />)
    expect(screen.queryByLabelText('Unlock passphrase')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Unlock' }))
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }))
    await settle()
    expect(unlock).toHaveBeenCalledWith(undefined)
  })
})

describe('Reveal token with the unlock requirement on', () => {
  it('asks for the passphrase in place before asking main, and Escape goes back', async () => {
    const revealToken = vi.fn(() => ok({ token: SECRET }))
    mockApi({ revealToken })
    useLock.setState({ requirement: { on: true, touchId: false } })
    render(<TokenReveal profileId="p1" />)
    fireEvent.click(screen.getByRole('button', { name: 'Reveal token' }))
    await settle()
    expect(revealToken).not.toHaveBeenCalled()
    const field = screen.getByLabelText('Unlock passphrase to reveal the token')
    expect(document.activeElement).toBe(field)
    press('Unlock passphrase to reveal the token', 'Escape')
    await settle()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reveal token' }))
  })

  it('shows main’s refusal, keeps asking, and reveals with the right passphrase', async () => {
    const revealToken = vi
      .fn()
      .mockReturnValueOnce(refused('That is not the unlock passphrase.'))
      .mockReturnValueOnce(ok({ token: SECRET }))
    mockApi({ revealToken })
    useLock.setState({ requirement: { on: true, touchId: false } })
    render(<TokenReveal profileId="p1" />)
    fireEvent.click(screen.getByRole('button', { name: 'Reveal token' }))
    await settle()
    const label = 'Unlock passphrase to reveal the token'
    type(label, 'wrong guess')
    press(label, 'Enter')
    await settle()
    expect(revealToken).toHaveBeenCalledWith({
      profileId: 'p1',
      proof: { kind: 'passphrase', passphrase: 'wrong guess' },
    })
    expect(screen.getByRole('alert').textContent).toBe('That is not the unlock passphrase.')
    expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('')
    type(label, 'the right one')
    fireEvent.click(screen.getByRole('button', { name: 'Reveal' }))
    await settle()
    expect(screen.getByTestId('revealed-token').textContent).toBe(SECRET)
  })

  it('asks when main says the requirement is on although the window did not know', async () => {
    const revealToken = vi.fn(() =>
      failed({ code: 'unlock-required', message: 'Enter your unlock passphrase first.' }),
    )
    const unlockRequirement = vi.fn(() => ok({ on: true, touchId: false }))
    mockApi({ revealToken, unlockRequirement })
    render(<TokenReveal profileId="p1" />)
    fireEvent.click(screen.getByRole('button', { name: 'Reveal token' }))
    await settle()
    expect(revealToken).toHaveBeenCalledWith({ profileId: 'p1' })
    expect(screen.getByLabelText('Unlock passphrase to reveal the token')).toBeTruthy()
    expect(unlockRequirement).toHaveBeenCalled()
  })
})

describe('Settings › Unlock passphrase', () => {
  it('says what it protects and what it does not, and is off by default', async () => {
    mockApi({ unlockRequirement: vi.fn(() => ok({ on: false, touchId: false })) })
    render(<UnlockSettings />)
    await settle()
    const toggle = screen.getByLabelText('Ask for a passphrase to unlock Token Desk')
    expect((toggle as HTMLInputElement).checked).toBe(false)
    expect(screen.getByText(/unlocking the window, Reveal token, and “Always allow”/)).toBeTruthy()
    expect(screen.getByText(/software running as you can still read the app’s memory/)).toBeTruthy()
    expect(screen.getByText(/already on the clipboard stays there/)).toBeTruthy()
    expect(screen.getByText(/already approved keep their access/)).toBeTruthy()
  })

  it('turns on with a passphrase typed twice, checked here first', async () => {
    const setUnlockPassphrase = vi.fn(() => ok({ on: true, touchId: false }))
    mockApi({
      setUnlockPassphrase,
      unlockRequirement: vi.fn(() => ok({ on: false, touchId: false })),
    })
    render(<UnlockSettings />)
    await settle()
    fireEvent.click(screen.getByLabelText('Ask for a passphrase to unlock Token Desk'))
    type('Passphrase', 'short')
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }))
    expect(screen.getByText('The passphrase needs at least 8 characters.')).toBeTruthy()
    type('Passphrase', 'long enough one')
    type('Repeat it', 'long enough two')
    press('Repeat it', 'Enter')
    expect(screen.getByText('The two passphrases are not the same.')).toBeTruthy()
    expect(setUnlockPassphrase).not.toHaveBeenCalled()
    type('Passphrase', 'long enough one')
    type('Repeat it', 'long enough one')
    press('Repeat it', 'Enter')
    await settle()
    expect(setUnlockPassphrase).toHaveBeenCalledWith({ passphrase: 'long enough one' })
    expect(screen.getByRole('status').textContent).toBe('The unlock passphrase is on.')
    expect(useLock.getState().requirement).toEqual({ on: true, touchId: false })
    expect(screen.queryByLabelText('Passphrase')).toBeNull()
  })

  it('turning off needs the current passphrase; main’s refusal shows under that field', async () => {
    const turnOffUnlockRequirement = vi
      .fn()
      .mockReturnValueOnce(refused('That is not the unlock passphrase.'))
      .mockReturnValueOnce(ok({ on: false, touchId: false }))
    mockApi({
      turnOffUnlockRequirement,
      unlockRequirement: vi.fn(() => ok({ on: true, touchId: false })),
    })
    render(<UnlockSettings />)
    await settle()
    const toggle = screen.getByLabelText('Ask for a passphrase to unlock Token Desk')
    expect((toggle as HTMLInputElement).checked).toBe(true)
    fireEvent.click(toggle)
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }))
    expect(screen.getByText('Enter the current passphrase.')).toBeTruthy()
    type('Current passphrase', 'not it')
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }))
    await settle()
    expect(turnOffUnlockRequirement).toHaveBeenCalledWith({ current: 'not it' })
    expect(screen.getByText('That is not the unlock passphrase.')).toBeTruthy()
    type('Current passphrase', 'the right one')
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }))
    await settle()
    expect(screen.getByRole('status').textContent).toBe('The unlock passphrase is off.')
    expect(
      (screen.getByLabelText('Ask for a passphrase to unlock Token Desk') as HTMLInputElement)
        .checked,
    ).toBe(false)
  })

  it('changes the passphrase with the current one', async () => {
    const setUnlockPassphrase = vi.fn(() => ok({ on: true, touchId: false }))
    mockApi({
      setUnlockPassphrase,
      unlockRequirement: vi.fn(() => ok({ on: true, touchId: false })),
    })
    render(<UnlockSettings />)
    await settle()
    fireEvent.click(screen.getByRole('button', { name: 'Change passphrase…' }))
    type('Current passphrase', 'the old one')
    type('New passphrase', 'the new passphrase')
    type('Repeat it', 'the new passphrase')
    fireEvent.click(screen.getByRole('button', { name: 'Change passphrase' }))
    await settle()
    expect(setUnlockPassphrase).toHaveBeenCalledWith({
      passphrase: 'the new passphrase',
      current: 'the old one',
    })
    expect(screen.getByRole('status').textContent).toBe('The unlock passphrase is changed.')
  })
})

describe('stepping away while Reveal asks for the passphrase', () => {
  it('drops the half-typed passphrase when main puts secrets away', async () => {
    mockApi({ revealToken: vi.fn(() => ok({ token: SECRET })) })
    useLock.setState({ requirement: { on: true, touchId: false } })
    render(<TokenReveal profileId="p1" />)
    fireEvent.click(screen.getByRole('button', { name: 'Reveal token' }))
    await settle()
    type('Unlock passphrase to reveal the token', 'half typed')
    act(() => useLock.getState().received('screen-locked', 0, { locked: false }))
    expect(screen.queryByLabelText('Unlock passphrase to reveal the token')).toBeNull()
    expect(screen.getByRole('button', { name: 'Reveal token' })).toBeTruthy()
  })
})

describe('Settings › Command line: "Always allow" for a client allowed 8 hours', () => {
  const client = {
    id: '6f1c2e4a-1b2c-4d3e-8f00-112233445566',
    name: 'ada@laptop · zsh',
    approvedAt: Date.now() - 1000,
    until: Date.now() + 8 * 3_600_000,
    lastUsedAt: null,
  }
  const info = (until: number | null) => ({
    endpoint: { kind: 'unavailable' as const },
    clients: [{ ...client, until }],
  })

  it('asks for the unlock passphrase while the requirement is on, and says main’s refusal', async () => {
    const allowCliClientAlways = vi
      .fn()
      .mockReturnValueOnce(refused('That is not the unlock passphrase.'))
      .mockReturnValueOnce(ok(info(null)))
    mockApi({ allowCliClientAlways, cliAccess: vi.fn(() => ok(info(client.until))) })
    useLock.setState({ requirement: { on: true, touchId: false } })
    render(<CliAccessSettings />)
    await settle()
    fireEvent.click(screen.getByRole('button', { name: `Always allow ${client.name}` }))
    expect(allowCliClientAlways).not.toHaveBeenCalled()
    const label = `Unlock passphrase to always allow ${client.name}`
    expect(document.activeElement).toBe(screen.getByLabelText(label))
    type(label, 'not it')
    press(label, 'Enter')
    await settle()
    expect(allowCliClientAlways).toHaveBeenCalledWith({
      clientId: client.id,
      proof: { kind: 'passphrase', passphrase: 'not it' },
    })
    expect(screen.getByRole('alert').textContent).toBe('That is not the unlock passphrase.')
    type(label, 'the right one')
    press(label, 'Enter')
    await settle()
    expect(screen.queryByLabelText(label)).toBeNull()
    expect(screen.getByRole('cell', { name: 'Always' })).toBeTruthy()
  })

  it('with the requirement off, allows at once', async () => {
    const allowCliClientAlways = vi.fn(() => ok(info(null)))
    mockApi({ allowCliClientAlways, cliAccess: vi.fn(() => ok(info(client.until))) })
    useLock.setState({ requirement: { on: false, touchId: false } })
    render(<CliAccessSettings />)
    await settle()
    fireEvent.click(screen.getByRole('button', { name: `Always allow ${client.name}` }))
    await settle()
    expect(allowCliClientAlways).toHaveBeenCalledWith({ clientId: client.id })
    expect(screen.queryByRole('button', { name: `Always allow ${client.name}` })).toBeNull()
  })
})
