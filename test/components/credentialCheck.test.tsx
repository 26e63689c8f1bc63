import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CredentialCheck } from '../../src/renderer/src/components/CredentialCheck'
import { useChecks } from '../../src/renderer/src/store/checks'
import type { AppError, Result } from '../../src/shared/ipc/errors'
import { profileRow, type ProfileView } from '../../src/shared/model/profile'
import { issued, mockApi, NOW, profileWith, resetAll } from './fixtures'
import { usePasswordPrompt } from '../../src/renderer/src/store/passwordPrompt'
import { useProfileActions } from '../../src/renderer/src/store/profileActions'
import { useProfileList } from '../../src/renderer/src/store/profileList'

const fail = (error: AppError): Promise<Result<ProfileView>> =>
  Promise.resolve({ ok: false, error })

/** Runs a check with `getToken` answering `answer`, shown for profile p1 (its token: the one a working check got). */
async function checkWith(answer: () => Promise<Result<ProfileView>>) {
  mockApi({
    getToken: vi.fn(answer),
    listProfiles: vi.fn(() => Promise.resolve({ ok: true as const, value: [] })),
  })
  useProfileList.setState({
    profiles: [profileRow(profileWith({ kind: 'none' }))],
    status: 'ready',
  })
  render(<CredentialCheck profileId="p1" token={issued(0)} />)
  const done = useChecks.getState().run('p1')
  const region = await screen.findByRole('region', { name: 'Credential check' })
  await done
  await waitFor(() => expect(region.textContent).not.toMatch(/Checking/))
  return region
}

describe('Credential check', () => {
  afterEach(resetAll)

  it('says "Checking…" while the request runs', async () => {
    let answer: (result: Result<ProfileView>) => void = () => undefined
    mockApi({ getToken: vi.fn(() => new Promise<Result<ProfileView>>((r) => (answer = r))) })
    render(<CredentialCheck profileId="p1" token={{ kind: 'none' }} />)
    const done = useChecks.getState().run('p1')
    const region = await screen.findByRole('region', { name: 'Credential check' })
    expect(region.textContent).toMatch(/Checking…/)
    expect(region.getAttribute('aria-busy')).toBe('true')
    answer({ ok: true, value: profileWith(issued(0)) })
    await done
  })

  it('works: the service issued a token, with its expiry', async () => {
    const region = await checkWith(() =>
      Promise.resolve({ ok: true, value: profileWith(issued(0)) }),
    )
    expect(within(region).getByRole('heading', { name: 'Credential check' })).toBeTruthy()
    expect(region.textContent).toContain('Works: the service issued a token.')
    expect(region.textContent).toContain(
      `It expires at ${new Date(NOW + 24 * 60 * 60 * 1000).toLocaleString()}.`,
    )
  })

  it('goes once another token replaced the one it got (auto-renew, say): "keeps it" would be false', async () => {
    const region = await checkWith(() =>
      Promise.resolve({ ok: true, value: profileWith(issued(0)) }),
    )
    expect(region.isConnected).toBe(true)
    cleanup()
    // The same token, its expiry moved by Verify now (the service stated another): still shown.
    const moved = { ...issued(0), expiresAt: issued(0).expiresAt - 60_000 }
    const { unmount } = render(<CredentialCheck profileId="p1" token={moved} />)
    expect(screen.getByRole('region', { name: 'Credential check' })).toBeTruthy()
    unmount()
    // The same check, shown for the profile as it is after a renewal an hour later.
    render(<CredentialCheck profileId="p1" token={issued(-60 * 60 * 1000)} />)
    expect(screen.queryByRole('region', { name: 'Credential check' })).toBeNull()
  })

  it('refused: names both causes of the 401, the server message and the checklist', async () => {
    const region = await checkWith(() =>
      fail({
        code: 'auth-rejected',
        status: 401,
        message:
          'Refused (401): wrong password, or this user has no API access — the service does not say which.',
        serverMessage: 'Unauthorized',
        checklist: ['The user has Access set to API.', 'The username and password are exact.'],
      }),
    )
    // One neutral wording: the service gives both causes the same 401.
    expect(region.textContent).toContain(
      'Refused (401): wrong password, or this user has no API access — the service does not say which.',
    )
    expect(region.textContent).toContain('"Unauthorized"')
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['The user has Access set to API.', 'The username and password are exact.'])
    // The verdict says it: no error panel repeats it above.
    expect(useProfileActions.getState().errors['p1']).toBeNull()
  })

  it('unreachable: names the network, not the password', async () => {
    const region = await checkWith(() =>
      fail({
        code: 'network',
        cause: 'refused',
        message: '127.0.0.1:9 refused the connection: nothing is listening there.',
      }),
    )
    expect(region.textContent).toContain('Service unreachable')
    expect(region.textContent).toContain('127.0.0.1:9 refused the connection')
  })

  it('unexpected answer: the message, status and excerpt', async () => {
    const region = await checkWith(() =>
      fail({
        code: 'unexpected-response',
        status: 502,
        contentType: 'text/html',
        excerpt: '<h1>Bad gateway</h1>',
        message: 'The service answered with HTML instead of JSON.',
      }),
    )
    expect(region.textContent).toContain('Unexpected answer')
    expect(region.textContent).toContain('Status 502, text/html')
    expect(region.textContent).toContain('<h1>Bad gateway</h1>')
  })

  it('no password kept: points to the password prompt and opens it', async () => {
    const region = await checkWith(() =>
      fail({ code: 'no-password', message: 'No password is stored for this profile.' }),
    )
    expect(region.textContent).toContain('Enter it in the password prompt above')
    expect(usePasswordPrompt.getState().prompt?.profileId).toBe('p1')
  })

  it('belongs to its profile and can be dismissed', async () => {
    const region = await checkWith(() =>
      Promise.resolve({ ok: true, value: profileWith(issued(0)) }),
    )
    expect(useChecks.getState().checks['p2']).toBeUndefined()
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss credential check' }))
    expect(screen.queryByRole('region', { name: 'Credential check' })).toBeNull()
  })
})
