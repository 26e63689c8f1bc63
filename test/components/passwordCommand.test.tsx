import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PasswordCommandSection } from '../../src/renderer/src/components/PasswordCommandSection'
import type { PasswordCommandView } from '../../src/shared/model/passwordCommand'
import { mockApi, ok, resetAll } from './fixtures'

const profile = { id: 'p-1', baseUrl: 'https://portal.example.com', username: 'api-user' }
const none: PasswordCommandView = { command: null, sharedWith: 2 }
const opCommand = { argv: ['op', 'read', 'op://{vault}/Acme/password'], keepInKeyring: false }

describe('Edit profile → Password source', () => {
  afterEach(() => {
    resetAll()
  })

  it('reads a typed command into the argument list it will run, tests it and saves it for the login', async () => {
    const user = userEvent.setup()
    const testPasswordCommand = vi.fn(() => ok({ characters: 18 }))
    const setPasswordCommand = vi.fn(() =>
      ok<PasswordCommandView>({ command: opCommand, sharedWith: 2 }),
    )
    mockApi({ passwordCommand: vi.fn(() => ok(none)), testPasswordCommand, setPasswordCommand })
    render(<PasswordCommandSection profile={profile} />)

    expect(await screen.findByText(/Shared with 2 other profiles of this login/)).toBeTruthy()
    await user.click(screen.getByLabelText(/From a command/))
    await user.type(screen.getByLabelText('Command'), 'op read "op://{{vault}/Acme/password"')
    const argv = screen.getByRole('list', { name: /Runs 3 arguments/ })
    expect(
      within(argv)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['op', 'read', 'op://{vault}/Acme/password'])

    await user.click(screen.getByRole('button', { name: 'Test' }))
    expect(testPasswordCommand).toHaveBeenCalledWith({
      argv: opCommand.argv,
      baseUrl: profile.baseUrl,
      username: profile.username,
    })
    expect(await screen.findByText('A password came back (18 characters).')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Save password source' }))
    expect(setPasswordCommand).toHaveBeenCalledWith({ profileId: 'p-1', command: opCommand })
    expect(await screen.findByText('Saved for every profile of this login.')).toBeTruthy()
  })

  it('refuses what needs a shell before anything is sent', async () => {
    const user = userEvent.setup()
    const testPasswordCommand = vi.fn(() => ok({ characters: 1 }))
    const setPasswordCommand = vi.fn(() => ok<PasswordCommandView>(none))
    mockApi({ passwordCommand: vi.fn(() => ok(none)), testPasswordCommand, setPasswordCommand })
    render(<PasswordCommandSection profile={profile} />)
    await user.click(await screen.findByLabelText(/From a command/))
    await user.type(screen.getByLabelText('Command'), 'op read x | head -1')
    expect(
      screen.getByText(/\| needs a shell, and a password command runs without one/),
    ).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Test' }) as HTMLButtonElement).disabled).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Save password source' }))
    expect(setPasswordCommand).not.toHaveBeenCalled()
    expect(testPasswordCommand).not.toHaveBeenCalled()
  })

  it('shows a saved command as a line, and a failed Test as the command’s error', async () => {
    const user = userEvent.setup()
    const message = 'The command exited with code 1. It said: [ERROR] not signed in'
    mockApi({
      passwordCommand: vi.fn(() => ok<PasswordCommandView>({ command: opCommand, sharedWith: 0 })),
      testPasswordCommand: vi.fn(() =>
        Promise.resolve({
          ok: false as const,
          error: { code: 'password-command' as const, message },
        }),
      ),
    })
    render(<PasswordCommandSection profile={profile} />)
    const line = (await screen.findByLabelText('Command')) as HTMLInputElement
    expect(line.value).toBe('op read op://{vault}/Acme/password')
    expect(screen.queryByText(/Shared with/)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Test' }))
    expect(await screen.findByText('Password command failed')).toBeTruthy()
    expect(screen.getByText(message)).toBeTruthy()
  })

  it('back to typed: the login’s command is removed', async () => {
    const user = userEvent.setup()
    const setPasswordCommand = vi.fn(() => ok<PasswordCommandView>(none))
    mockApi({
      passwordCommand: vi.fn(() => ok<PasswordCommandView>({ command: opCommand, sharedWith: 2 })),
      setPasswordCommand,
    })
    render(<PasswordCommandSection profile={profile} />)
    await user.click(await screen.findByLabelText(/Typed/))
    await user.click(screen.getByRole('button', { name: 'Save password source' }))
    expect(setPasswordCommand).toHaveBeenCalledWith({ profileId: 'p-1', command: null })
  })
})
