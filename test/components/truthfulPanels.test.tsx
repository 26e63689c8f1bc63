import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ErrorPanel } from '../../src/renderer/src/components/ErrorPanel'
import { PasswordPrompt } from '../../src/renderer/src/components/PasswordPrompt'
import { ProfileDetail } from '../../src/renderer/src/components/ProfileDetail'
import { useClock } from '../../src/renderer/src/store/clock'
import { useChecks } from '../../src/renderer/src/store/checks'
import { SavedRequestList } from '../../src/renderer/src/components/requests/SavedRequestList'
import type { Verification } from '../../src/shared/ipc/contract'
import type { AppError, Result } from '../../src/shared/ipc/errors'
import { profileRow, type ProfileView } from '../../src/shared/model/profile'
import type { TokenSnapshot } from '../../src/shared/model/token'
import {
  HOUR,
  issued,
  mockApi,
  noTargets,
  NOW,
  ok,
  probeTargets,
  profileWith,
  resetAll,
  showProfiles,
} from './fixtures'
import { useRequestCollections } from '../../src/renderer/src/store/requestCollections'
import { useRequestEditor } from '../../src/renderer/src/store/requestEditor'
import { hourMinute } from '../../src/renderer/src/lib/format'

const time = (ms: number) => new Date(ms).toLocaleTimeString()
const fail = <T,>(error: AppError): Promise<Result<T>> => Promise.resolve({ ok: false, error })

/** The service's 401, as main words it. */
const refused401: AppError = {
  code: 'auth-rejected',
  status: 401,
  serverMessage: 'Unauthorized',
  message:
    'Refused (401): wrong password, or this user has no API access — the service does not say which.',
  checklist: ['The user has Access set to API.'],
}

describe('a failure panel names its kind, says when, and gives the next step', () => {
  beforeEach(() => useClock.setState({ now: NOW }))
  afterEach(resetAll)

  it('503: "Service failing", the status once, and that the current token still works', () => {
    render(
      <ErrorPanel
        error={{
          code: 'unexpected-response',
          status: 503,
          contentType: 'application/json',
          excerpt: '',
          message:
            'Expected a token from portal but got an error answer (HTTP 503, application/json).',
          at: NOW,
        }}
        standing={{ kind: 'usable', expiresAt: NOW + 2 * HOUR }}
      />,
    )
    const panel = screen.getByRole('alert')
    expect(within(panel).getByRole('heading').textContent).toBe('Service failing')
    expect(screen.getByTestId('error-time').textContent).toBe(`at ${time(NOW)}`)
    // Kept over a weekend: with its date, not as if it were this morning's.
    act(() => useClock.setState({ now: NOW + 2 * 24 * HOUR }))
    expect(screen.getByTestId('error-time').textContent).toBe(
      `at ${new Date(NOW).toLocaleString()}`,
    )
    act(() => useClock.setState({ now: NOW }))
    expect(screen.getByTestId('next-step').textContent).toBe(
      `The service is failing. Try again in a few minutes; your current token still works until ${time(NOW + 2 * HOUR)}.`,
    )
    // "503" appears in the message only, once outside the details.
    const visible = panel.textContent!.replace(/Response details.*/s, '')
    expect(visible.match(/503/g)).toHaveLength(1)
  })

  it('a redirect the token service answered: named as such, the status once, and to check the base URL', () => {
    render(
      <ErrorPanel
        error={{
          code: 'unexpected-response',
          status: 302,
          contentType: 'text/html',
          excerpt: '',
          message:
            'The token service (portal.example.test) answered 302 with a redirect to /login; it was not followed, because that would send the request again as a GET without its body. Check the base URL.',
          at: NOW,
        }}
        standing={{ kind: 'usable', expiresAt: NOW + 2 * HOUR }}
      />,
    )
    const panel = screen.getByRole('alert')
    expect(within(panel).getByRole('heading').textContent).toBe('Redirect refused')
    expect(screen.getByTestId('next-step').textContent).toBe(
      `Check the base URL and the portal: they should name the token service itself, not an address that redirects (a login page, another host); your current token still works until ${time(NOW + 2 * HOUR)}.`,
    )
    const visible = panel.textContent!.replace(/Response details.*/s, '')
    expect(visible.match(/302/g)).toHaveLength(1)
    expect(visible).toContain('redirect to /login')
  })

  it.each([
    ['redirect', 'Redirect refused'],
    ['tls', 'TLS certificate not trusted'],
    ['timeout', 'Timed out'],
    ['refused', 'Connection refused'],
    ['dns', 'Host not found'],
    ['reset', 'Connection dropped'],
    ['too-large', 'Answer too large'],
  ] as const)('network %s is titled "%s", with a next step', (cause, title) => {
    render(<ErrorPanel error={{ code: 'network', cause, message: 'm' }} />)
    expect(screen.getByRole('heading').textContent).toBe(title)
    expect(screen.getByTestId('next-step').textContent).not.toBe('')
  })

  it('says when the token that stood has expired instead of promising it works', () => {
    render(
      <ErrorPanel
        error={{ code: 'network', cause: 'timeout', message: 'm' }}
        standing={{ kind: 'expired' }}
      />,
    )
    expect(screen.getByTestId('next-step').textContent).toMatch(/the token you had has expired/)
  })

  it('401: one neutral wording and the spec checklist', () => {
    render(<ErrorPanel error={refused401} />)
    const panel = screen.getByRole('alert')
    expect(panel.textContent).toContain('the service does not say which')
    expect(panel.textContent).not.toMatch(/wrong password\.|refused that password/i)
    expect(within(panel).getByRole('listitem').textContent).toBe('The user has Access set to API.')
  })
})

describe('the password prompt after a 401', () => {
  afterEach(resetAll)

  it('does not claim the password was wrong, and states the keep rule shared with the form', () => {
    render(
      <PasswordPrompt
        profileName="Acme"
        retry
        keptNote="kept"
        onSubmit={() => undefined}
        onCancel={() => undefined}
      />,
    )
    const text = document.body.textContent ?? ''
    expect(text).not.toContain('The server refused that password')
    expect(text).toContain('wrong password, or this user has no API access')
    expect(text).toContain(
      'kept even when the service refuses it, as one typed in the profile form is',
    )
  })
})

describe('a refusal of the password kept', () => {
  afterEach(resetAll)

  it('offers the new password beside the refusal, whose checks stay in view', async () => {
    const refused: AppError = { ...refused401, at: NOW }
    const getToken = vi.fn(() => ok(profileWith(issued(24 * HOUR))))
    const { user } = setup(profileWith({ kind: 'none' }, { lastError: refused }), { getToken })
    await user.click(screen.getByRole('button', { name: 'Enter the new password' }))
    // The prompt says what a 401 does and does not mean; the checks above it stay.
    expect(document.body.textContent).toContain('Type another one to replace it')
    expect(screen.getByText('The user has Access set to API.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Enter the new password' })).toBeNull()
    await user.type(screen.getByLabelText('Password for this token'), 'new-password')
    await user.click(screen.getByRole('button', { name: 'Use password' }))
    expect(getToken).toHaveBeenCalledWith({ profileId: 'p1', password: 'new-password' })
  })

  it('is not offered for a failure that says nothing about the password', () => {
    const down: AppError = { code: 'network', cause: 'timeout', message: 'm', at: NOW }
    setup(profileWith({ kind: 'none' }, { lastError: down }))
    expect(screen.getByRole('alert')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Enter the new password' })).toBeNull()
  })
})

function setup(profile: ProfileView, calls: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    listRequests: vi.fn(() =>
      ok({ requests: [], history: [], probe: null, targets: probeTargets }),
    ),
    listProfiles: vi.fn(() => ok([profileRow(profile)])),
    getProfile: vi.fn(() => ok(profile)),
    listActivity: vi.fn(() => ok([])),
    ...calls,
  })
  useClock.setState({ now: NOW })
  showProfiles({
    profiles: [profileRow(profile)],
    detail: profile,
    selectedId: profile.id,
    status: 'ready',
  })
  const user = userEvent.setup()
  const view = render(<ProfileDetail profile={profile} />)
  return { api, user, view }
}

describe('a renewal never blocks', () => {
  afterEach(resetAll)

  it('while renewing, copy, check, verify, forget, edit and delete stay usable, and Cancel stops it', async () => {
    const renewing: TokenSnapshot = { kind: 'renewing', previous: issued(HOUR) }
    const { api, user } = setup(profileWith(renewing), {
      cancelRenewal: vi.fn(() => ok({ cancelled: true })),
      copy: vi.fn(() =>
        ok({ copied: 'header' as const, style: 'bearer' as const, clearsAt: null }),
      ),
    })
    for (const name of [
      'Copy header',
      'Check credentials',
      'Verify now',
      'Forget token',
      'Edit profile',
      'Delete profile',
    ]) {
      expect(screen.getByRole('button', { name }).hasAttribute('disabled'), name).toBe(false)
    }
    expect(screen.getByRole('button', { name: 'Renewing…' }).getAttribute('aria-disabled')).toBe(
      'true',
    )
    await user.click(screen.getByRole('button', { name: 'Copy header' }))
    expect(api.copy).toHaveBeenCalledWith({ profileId: 'p1', format: 'header' })
    await user.click(screen.getByRole('button', { name: 'Cancel renewal' }))
    expect(api.cancelRenewal).toHaveBeenCalledWith({ profileId: 'p1' })
  })

  it('a first token asked for is "Getting token…", with a plain Cancel: nothing is renewed', async () => {
    const { api, user } = setup(profileWith({ kind: 'renewing', previous: { kind: 'none' } }), {
      cancelRenewal: vi.fn(() => ok({ cancelled: true })),
    })
    const card = screen.getByRole('region', { name: 'Token' })
    expect(within(card).getByText('Getting token…', { selector: '.state' })).toBeTruthy()
    expect(screen.queryByText('Renewing…')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cancel renewal' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(api.cancelRenewal).toHaveBeenCalledWith({ profileId: 'p1' })
  })

  it('without a renewal there is no Cancel', () => {
    setup(profileWith(issued(HOUR)))
    expect(screen.queryByRole('button', { name: 'Cancel renewal' })).toBeNull()
  })
})

describe('one current answer', () => {
  afterEach(resetAll)

  it('starting an action clears the panels it supersedes: an old failure and an old check', async () => {
    const old: AppError = {
      code: 'unexpected-response',
      status: 502,
      contentType: 'text/html',
      excerpt: '',
      message: 'old 502',
      at: NOW - HOUR,
    }
    const { user } = setup(profileWith(issued(HOUR), { lastError: old }), {
      copy: vi.fn(() =>
        ok({ copied: 'header' as const, style: 'bearer' as const, clearsAt: null }),
      ),
    })
    // The persisted failure says when it happened.
    expect(screen.getByTestId('error-time').textContent).toBe(`at ${time(NOW - HOUR)}`)
    act(() =>
      useChecks.setState({
        checks: {
          p1: {
            status: 'done',
            outcome: {
              kind: 'works',
              issuedAt: issued(HOUR).issuedAt,
              expiresAt: issued(HOUR).expiresAt,
            },
            checkedAt: NOW - 60_000,
          },
        },
      }),
    )
    expect(screen.getByRole('heading', { name: 'Credential check' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Copy header' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Credential check' })).toBeNull()
  })

  it('a renewal in flight hides the last failure until its own outcome arrives', () => {
    const old: AppError = { code: 'network', cause: 'timeout', message: 'old', at: NOW - HOUR }
    setup(profileWith({ kind: 'renewing', previous: issued(HOUR) }, { lastError: old }))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('a token obtained, renewed or forgotten', () => {
  afterEach(resetAll)

  it('is said in the polite status line, with until when it works', async () => {
    const fresh = profileWith(issued(0))
    const getToken = vi.fn(() => ok(fresh))
    const { user } = setup(profileWith({ kind: 'none' }), { getToken })
    await user.click(screen.getByRole('button', { name: 'Get token' }))
    const until = hourMinute(issued(0).expiresAt, NOW)
    await expect
      .poll(() => screen.getAllByRole('status').map((s) => s.textContent))
      .toContain(`Token obtained: valid until ${until}.`)
  })

  it('says renewed when a token stood before, and forgotten after Forget token', async () => {
    const renewed = profileWith(issued(0))
    const { user } = setup(profileWith(issued(25 * HOUR)), {
      getToken: vi.fn(() => ok(renewed)),
      forgetToken: vi.fn(() => ok(profileWith({ kind: 'none' }))),
    })
    await user.click(screen.getByRole('button', { name: 'Renew token' }))
    const until = hourMinute(issued(0).expiresAt, NOW)
    await expect
      .poll(() => screen.getAllByRole('status').map((s) => s.textContent))
      .toContain(`Token renewed: valid until ${until}.`)
    await user.click(screen.getByRole('button', { name: 'Forget token' }))
    const question = screen.queryByRole('group', { name: 'Confirm forgetting the token' })
    if (question !== null)
      await user.click(within(question).getByRole('button', { name: 'Forget token' }))
    await expect
      .poll(() => screen.getAllByRole('status').map((s) => s.textContent))
      .toContain('Token forgotten: it is no longer kept here.')
  })
})

describe('Forget token', () => {
  afterEach(resetAll)

  it('asks first while the token works; Keep token forgets nothing', async () => {
    const forgetToken = vi.fn(() => ok(profileWith({ kind: 'none' })))
    const { user } = setup(profileWith(issued(HOUR)), { forgetToken })
    await user.click(screen.getByRole('button', { name: 'Forget token' }))
    const question = screen.getByRole('group', { name: 'Confirm forgetting the token' })
    expect(question.textContent).toContain(
      `Forget this token? It works until ${new Date(issued(HOUR).expiresAt).toLocaleString()}`,
    )
    // The question's words describe the group its focused answer is in.
    expect(
      document.getElementById(question.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toContain('Forget this token?')
    await user.click(within(question).getByRole('button', { name: 'Keep token' }))
    expect(screen.queryByRole('group', { name: 'Confirm forgetting the token' })).toBeNull()
    expect(forgetToken).not.toHaveBeenCalled()
    // Back to the button that asked, not to Renew token.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Forget token' })),
    )
    await user.click(screen.getByRole('button', { name: 'Forget token' }))
    await user.click(
      within(screen.getByRole('group', { name: 'Confirm forgetting the token' })).getByRole(
        'button',
        { name: 'Forget token' },
      ),
    )
    expect(forgetToken).toHaveBeenCalledWith({ profileId: 'p1' })
  })

  it('forgets an expired token at once: nothing that works is lost', async () => {
    const forgetToken = vi.fn(() => ok(profileWith({ kind: 'none' })))
    const { user } = setup(profileWith(issued(25 * HOUR)), { forgetToken })
    await user.click(screen.getByRole('button', { name: 'Forget token' }))
    expect(screen.queryByRole('group', { name: 'Confirm forgetting the token' })).toBeNull()
    expect(forgetToken).toHaveBeenCalledWith({ profileId: 'p1' })
  })
})

describe('Verify now', () => {
  afterEach(resetAll)

  it.each<[Verification, RegExp]>([
    [
      {
        kind: 'accepted',
        at: NOW,
        status: 200,
        issuedAt: NOW - HOUR,
        target: 'GET http://x/_rest/v4/whoami',
        expiresAt: NOW + HOUR,
      },
      /Accepted \(200\).*ends at/,
    ],
    [
      {
        kind: 'rejected',
        at: NOW,
        status: 401,
        issuedAt: NOW - HOUR,
        target: 'GET http://x/_rest/v4/whoami',
      },
      /Refused \(401\).*marked rejected/,
    ],
    [
      {
        kind: 'inconclusive',
        at: NOW,
        status: 404,
        issuedAt: NOW - HOUR,
        target: 'GET http://x/y',
        message:
          'The service answered 404, which says nothing sure about the token: check the probe request.',
      },
      /says nothing sure/,
    ],
  ])('shows what the service said, with when: %#', async (verification, verdict) => {
    const { user } = setup(profileWith(issued(HOUR)), {
      verifyToken: vi.fn(() => ok(verification)),
    })
    await user.click(screen.getByRole('button', { name: 'Verify now' }))
    const panel = await screen.findByTestId('verify')
    expect(panel.textContent).toMatch(verdict)
    expect(panel.textContent).toContain(`Verified at ${time(NOW)}`)
  })

  it('goes once a newer token stands: "marked rejected; renew it" is then old news', async () => {
    const { user, view } = setup(profileWith(issued(HOUR)), {
      verifyToken: vi.fn(() =>
        ok<Verification>({
          kind: 'rejected',
          at: NOW,
          status: 401,
          issuedAt: NOW - HOUR,
          target: 'GET http://x/',
        }),
      ),
    })
    await user.click(screen.getByRole('button', { name: 'Verify now' }))
    await screen.findByTestId('verify')
    // Auto-renew got a new token a second later.
    view.rerender(<ProfileDetail profile={profileWith(issued(-1000))} />)
    expect(screen.queryByTestId('verify')).toBeNull()
  })

  it('an Accepted verdict does not stay green beside the same token once it has expired', async () => {
    const { user } = setup(profileWith(issued(23 * HOUR)), {
      verifyToken: vi.fn(() =>
        ok<Verification>({
          kind: 'accepted',
          at: NOW,
          status: 200,
          issuedAt: NOW - 23 * HOUR,
          target: 'GET http://x/_rest/v4/whoami',
          expiresAt: null,
        }),
      ),
    })
    await user.click(screen.getByRole('button', { name: 'Verify now' }))
    const panel = await screen.findByTestId('verify')
    expect(panel.textContent).toContain('Accepted (200): the service takes the current token.')
    expect(panel.className).toContain('check-ok')
    // An hour and a minute later the token has expired: the verdict says it was about before.
    act(() => useClock.setState({ now: NOW + HOUR + 60_000 }))
    expect(panel.textContent).not.toContain('the service takes the current token')
    expect(panel.textContent).toContain('before this token expired')
    expect(panel.className).not.toContain('check-ok')
  })

  it('a verdict is about the token it verified: beside another token it is not shown', async () => {
    const { user, view } = setup(profileWith(issued(HOUR)), {
      verifyToken: vi.fn(() =>
        // Main verified a token issued at another time (the one shown was replaced meanwhile).
        ok<Verification>({
          kind: 'accepted',
          at: NOW,
          status: 200,
          issuedAt: NOW - 2 * HOUR,
          target: 'GET http://x/',
          expiresAt: null,
        }),
      ),
    })
    await user.click(screen.getByRole('button', { name: 'Verify now' }))
    await act(async () => undefined)
    expect(screen.queryByTestId('verify')).toBeNull()
    view.rerender(<ProfileDetail profile={profileWith(issued(2 * HOUR))} />)
    expect(screen.getByTestId('verify').textContent).toContain('Accepted (200)')
  })

  it('a verify that cannot run shows why, as a failure panel', async () => {
    const { user } = setup(profileWith(issued(HOUR)), {
      verifyToken: vi.fn(() =>
        fail<Verification>({ code: 'unavailable', message: 'Verify needs a GET request' }),
      ),
    })
    await user.click(screen.getByRole('button', { name: 'Verify now' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Verify needs a GET request')
    expect(screen.queryByTestId('verify')).toBeNull()
  })
})

describe('the probe copy commands call', () => {
  afterEach(() => {
    resetAll()
    useRequestCollections.setState({ collections: {} })
    useRequestEditor.setState({ sessions: {} })
  })

  const saved = [
    {
      id: 'r1',
      name: 'Who am I',
      method: 'GET' as const,
      url: '/_rest/v4/whoami',
      relativeTo: 'base' as const,
      headers: [],
      body: '',
      authStyle: 'bearer' as const,
    },
    {
      id: 'r2',
      name: 'Send SMS',
      method: 'POST' as const,
      url: '/sms',
      relativeTo: 'api' as const,
      headers: [],
      body: '{}',
      authStyle: 'bearer' as const,
    },
  ]

  it('says which saved request copy commands call, and lets the user choose another', async () => {
    let probe: { requestId: string; how: 'chosen' | 'last-used' } = {
      requestId: 'r2',
      how: 'last-used',
    }
    const api = mockApi({
      chooseProbe: vi.fn(({ requestId }: { requestId: string | null }) => {
        probe = { requestId: requestId ?? 'r2', how: requestId === null ? 'last-used' : 'chosen' }
        return ok({ requestId })
      }),
      listRequests: vi.fn(() => ok({ requests: saved, history: [], probe, targets: probeTargets })),
    })
    useRequestCollections.setState({
      collections: {
        p1: {
          status: 'ready',
          requests: saved,
          history: [],
          probe: { requestId: 'r2', how: 'last-used' },
          targets: probeTargets,
          error: null,
        },
      },
    })
    useRequestEditor.getState().open('p1', 'bearer')
    useRequestEditor.getState().pick('p1', saved[0]!)
    const user = userEvent.setup()
    render(<SavedRequestList profileId="p1" />)
    expect(screen.getByTestId('probe-note').textContent).toContain(
      'Copy commands call “Send SMS” (the one sent last).',
    )
    await user.click(screen.getByRole('button', { name: 'Make copy commands call this request' }))
    expect(api.chooseProbe).toHaveBeenCalledWith({ profileId: 'p1', requestId: 'r1' })
    await act(async () => undefined)
    expect(screen.getByTestId('probe-note').textContent).toContain(
      'Copy commands call “Who am I” (chosen).',
    )
    expect(screen.getByRole('button', { name: 'Call the request sent last instead' })).toBeTruthy()
  })

  it('with nothing sent yet, says so', () => {
    mockApi({
      listRequests: vi.fn(() => ok({ requests: [], history: [], probe: null, targets: noTargets })),
    })
    useRequestCollections.setState({
      collections: {
        p1: {
          status: 'ready',
          requests: [],
          history: [],
          probe: null,
          targets: noTargets,
          error: null,
        },
      },
    })
    render(<SavedRequestList profileId="p1" />)
    expect(screen.getByTestId('probe-note').textContent).toMatch(/none yet/)
  })
})
