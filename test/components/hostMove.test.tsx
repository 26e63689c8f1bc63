import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PasswordDroppedNote } from '../../src/renderer/src/components/PasswordDroppedNote'
import { ProfileForm } from '../../src/renderer/src/components/ProfileForm'
import type { ProfileView } from '../../src/shared/model/profile'
import { issued, NOW, profileWith, resetAll } from './fixtures'

const stored = profileWith(issued(0), {
  baseUrl: 'https://portal.example.test',
  apiHostUrl: 'https://api.example.test',
})

function editForm(profile: ProfileView) {
  render(
    <ProfileForm profile={profile} onSaved={vi.fn()} onCancel={vi.fn()} onOpenExisting={vi.fn()} />,
  )
  return userEvent.setup()
}

const passwordNotes = () =>
  document.getElementById((screen.getByLabelText('Password') as HTMLInputElement).id + '-warning')
    ?.textContent ?? ''

async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByLabelText(label)
  await user.clear(input)
  if (text !== '') await user.type(input, text)
}

describe('the profile form says before saving what a new host removes', () => {
  afterEach(resetAll)

  it('a new base URL origin: the stored password will be removed, and why', async () => {
    const user = editForm(stored)
    expect(passwordNotes()).toBe('')
    await retype(user, 'Base URL', 'https://portal.elsewhere.test')
    expect(passwordNotes()).toBe(
      'Saving points the base URL to https://portal.elsewhere.test. The stored password will be removed, since it is only sent to the host it was entered for: type it again here to keep one. Any token goes too.',
    )
    // Typed again: the password stays, only the token goes.
    await user.type(screen.getByLabelText('Password'), 'pw')
    expect(passwordNotes()).toBe(
      'Saving points the base URL to https://portal.elsewhere.test. The current token will be removed: it is only sent to the hosts it was obtained for.',
    )
  })

  it('a new API host origin says so too', async () => {
    const user = editForm(stored)
    await retype(user, 'API host URL', 'https://api.elsewhere.test/v2')
    expect(passwordNotes()).toMatch(
      /^Saving points the API host to https:\/\/api\.elsewhere\.test\. The stored password will be removed/,
    )
  })

  it.each([
    ['a path prefix on the same origin', 'Base URL', 'https://portal.example.test/tenant'],
    ['clearing the API host', 'API host URL', ''],
    ['a URL not valid yet', 'Base URL', 'https://'],
  ])('no note for %s', async (_what, label, text) => {
    const user = editForm(stored)
    await retype(user, label, text)
    expect(passwordNotes()).toBe('')
  })
})

describe('the profile says why its password was removed', () => {
  afterEach(resetAll)

  it('when, from where to where, and the way on', async () => {
    const onEnter = vi.fn()
    render(
      <PasswordDroppedNote
        dropped={{
          reason: 'host-changed',
          moves: [
            { field: 'baseUrl', from: 'https://portal.example.test', to: 'https://evil.test' },
          ],
          at: NOW,
        }}
        onEnter={onEnter}
      />,
    )
    const note = screen.getByRole('region', { name: 'Password removed' })
    expect(note.textContent).toBe(
      `The stored password was removed on ${new Date(NOW).toLocaleString()}, when this profile pointed the base URL to https://evil.test (it was https://portal.example.test). A password is only sent to the host it was entered for, so enter it again to get a token.Enter password`,
    )
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enter password' }))
    expect(onEnter).toHaveBeenCalledOnce()
  })
})
