import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProfileDetail } from '../../src/renderer/src/components/ProfileDetail'
import { useClock } from '../../src/renderer/src/store/clock'
import type { Verification } from '../../src/shared/ipc/contract'
import type { CopyFormat } from '../../src/shared/model/copyFormats'
import { profileRow, type ProfileView } from '../../src/shared/model/profile'
import type { CommandTargets, SavedRequest } from '../../src/shared/model/request'
import {
  HOUR,
  issued,
  mockApi,
  noTargets,
  NOW,
  ok,
  profileWith,
  resetAll,
  showProfiles,
} from './fixtures'

const menuButton = () => screen.getByRole('button', { name: 'More copy formats' })
const item = (name: string) => screen.getByRole('menuitem', { name })
const verifyButton = () => screen.getByRole('button', { name: 'Verify now' })
/** The text an element's aria-describedby points at. */
const description = (el: HTMLElement): string =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')

const request = (id: string, method: 'GET' | 'POST', name: string): SavedRequest => ({
  id,
  name,
  method,
  url: '/x',
  relativeTo: 'base',
  headers: [],
  body: method === 'GET' ? '' : '{}',
  authStyle: 'bearer',
})

function setup(
  requests: SavedRequest[],
  targets: CommandTargets,
  probe: { requestId: string; how: 'chosen' | 'last-used' } | null = null,
  profile: ProfileView = profileWith(issued(HOUR)),
) {
  const answer = { requests, history: [], probe, targets }
  const api = mockApi({
    copy: vi.fn(({ format }: { format: CopyFormat }) =>
      ok({ copied: format, style: 'bearer' as const, clearsAt: null }),
    ),
    verifyToken: vi.fn(() =>
      ok<Verification>({
        kind: 'accepted',
        at: NOW,
        status: 200,
        issuedAt: NOW - HOUR,
        target: 'GET http://x/x',
        expiresAt: null,
      }),
    ),
    chooseProbe: vi.fn(({ requestId }: { requestId: string | null }) => {
      answer.probe = requestId === null ? null : { requestId, how: 'chosen' }
      answer.targets = { copy: 'probe: chosen', verify: 'probe: chosen' }
      return ok({ requestId })
    }),
    listRequests: vi.fn(() => ok(structuredClone(answer))),
    listActivity: vi.fn(() => ok([])),
  })
  useClock.setState({ now: NOW })
  showProfiles({
    profiles: [profileRow(profile)],
    detail: profile,
    selectedId: profile.id,
    status: 'ready',
  })
  const user = userEvent.setup()
  render(<ProfileDetail profile={profile} />)
  return { api, user }
}

describe('copy commands and Verify now without a request to call', () => {
  afterEach(resetAll)

  it('are offered disabled with a hint that says what to do, and do nothing when chosen', async () => {
    const { api, user } = setup([], noTargets)
    const hint = await screen.findByTestId('command-hint')
    expect(hint.textContent).toBe(
      'Save a request under Test requests to copy it as a command or verify with it.',
    )
    // Verify stays reachable (aria-disabled, not disabled) and says why.
    expect(verifyButton().getAttribute('aria-disabled')).toBe('true')
    expect(verifyButton().hasAttribute('disabled')).toBe(false)
    expect(description(verifyButton())).toBe(hint.textContent)
    await user.click(verifyButton())
    expect(api.verifyToken).not.toHaveBeenCalled()

    await user.click(menuButton())
    for (const name of [
      'curl command',
      'fetch snippet',
      'HTTPie command',
      'PowerShell Invoke-RestMethod',
    ]) {
      expect(item(name).getAttribute('aria-disabled')).toBe('true')
      expect(description(item(name))).toBe(
        'Save a request under Test requests to copy it as a command or verify with it.',
      )
    }
    // The formats that need no request stay as they were.
    expect(item('Authorization header').hasAttribute('aria-disabled')).toBe(false)
    expect(item('.env line').hasAttribute('aria-disabled')).toBe(false)
    // Reached by the keyboard, read with its hint, and Enter does nothing (no red panel).
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(document.activeElement).toBe(item('curl command'))
    await user.keyboard('{Enter}')
    expect(api.copy).not.toHaveBeenCalled()
    expect(screen.queryByRole('alert')).toBeNull()
    await user.click(item('Token only'))
    expect(api.copy).toHaveBeenCalledWith({ profileId: 'p1', format: 'token' })
  })

  it('with saved requests but none chosen or sent, offers them in place', async () => {
    const { api, user } = setup(
      [request('r1', 'GET', 'Who am I'), request('r2', 'POST', 'Send SMS')],
      noTargets,
    )
    const picker = await screen.findByRole('combobox', {
      name: 'Choose a request to copy as a command and verify with:',
    })
    expect(description(verifyButton())).toBe(
      'Choose a request to copy as a command and verify with:',
    )
    await user.selectOptions(picker, 'r1')
    expect(api.chooseProbe).toHaveBeenCalledWith({ profileId: 'p1', requestId: 'r1' })
    await waitFor(() => expect(screen.queryByTestId('command-hint')).toBeNull())
    expect(verifyButton().hasAttribute('aria-disabled')).toBe(false)
    await user.click(verifyButton())
    expect(api.verifyToken).toHaveBeenCalledWith({ profileId: 'p1' })
    await user.click(menuButton())
    expect(item('curl command').hasAttribute('aria-disabled')).toBe(false)
  })

  it('a POST serves copy commands, and Verify asks for a GET', async () => {
    const { user } = setup(
      [request('r1', 'GET', 'Who am I'), request('r2', 'POST', 'Send SMS')],
      { copy: 'last request sent: Send SMS', verify: null },
      { requestId: 'r2', how: 'last-used' },
    )
    const picker = await screen.findByRole('combobox', {
      name: 'Verify sends only a GET: choose one to verify with (copy commands call it too):',
    })
    // Only GET requests are offered for Verify.
    expect(Array.from(picker.querySelectorAll('option'), (o) => o.textContent).slice(1)).toEqual([
      'GET Who am I',
    ])
    expect(verifyButton().getAttribute('aria-disabled')).toBe('true')
    await user.click(menuButton())
    expect(item('curl command').hasAttribute('aria-disabled')).toBe(false)
  })

  it('says nothing while main has not answered, and nothing without a token', async () => {
    setup([], noTargets, null, profileWith({ kind: 'none' }))
    await act(async () => undefined)
    expect(screen.queryByTestId('command-hint')).toBeNull()
  })
})
