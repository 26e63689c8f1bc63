import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProfileDetail } from '../../src/renderer/src/components/ProfileDetail'
import { useClock } from '../../src/renderer/src/store/clock'
import type { TokenDeskApi } from '../../src/shared/ipc/api'
import type { CopyFormat } from '../../src/shared/model/copyFormats'
import { profileRow, type ProfileView } from '../../src/shared/model/profile'
import {
  HOUR,
  issued,
  mockApi,
  NOW,
  ok,
  probeTargets,
  profileWith,
  resetAll,
  showProfiles,
} from './fixtures'
import { useProfileActions } from '../../src/renderer/src/store/profileActions'
import { useSettings } from '../../src/renderer/src/store/settings'
import { defaultSettings } from '../../src/shared/model/settings'

const menuButton = () => screen.getByRole('button', { name: 'More copy formats' })
const item = (name: string) => screen.getByRole('menuitem', { name })
/** The copy message: the pane's first status line, as the journeys read it. */
const copyStatus = () => screen.getAllByRole('status')[0]!

function setup(profile: ProfileView, clearsAt: number | null = Date.now() + 30_000) {
  const api = mockApi({
    copy: vi.fn(({ format }: { format: CopyFormat }) =>
      ok({ copied: format, style: 'bearer' as const, clearsAt }),
    ),
    getToken: vi.fn(() => ok(profileWith(issued(0)))),
    listRequests: vi.fn(() =>
      ok({ requests: [], history: [], probe: null, targets: probeTargets }),
    ),
    listProfiles: vi.fn(() => ok([profileRow(profile)])),
  })
  useClock.setState({ now: NOW })
  showProfiles({
    profiles: [profileRow(profile)],
    detail: profile,
    selectedId: profile.id,
    status: 'ready',
  })
  const user = userEvent.setup()
  // In the window's main pane, as the app shows it (the letter shortcuts act there).
  render(
    <main className="pane">
      <ProfileDetail profile={profile} />
    </main>,
  )
  return { api, user }
}

const copied = (api: TokenDeskApi) => vi.mocked(api.copy).mock.calls.map(([input]) => input)

describe('the copy menu', () => {
  afterEach(resetAll)

  it('opens as a menu with every format, the first one focused', async () => {
    const { user } = setup(profileWith(issued(HOUR)))
    expect(menuButton().getAttribute('aria-haspopup')).toBe('menu')
    expect(menuButton().getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('menu')).toBeNull()

    await user.click(menuButton())
    expect(menuButton().getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('menu', { name: 'More copy formats' })).toBeTruthy()
    expect(screen.getAllByRole('menuitem').map((el) => el.textContent)).toEqual([
      'Authorization header',
      'Token only',
      'curl command',
      'fetch snippet',
      'HTTPie command',
      'PowerShell Invoke-RestMethod',
      '.env line',
    ])
    expect(document.activeElement).toBe(item('Authorization header'))
  })

  it('moves with the arrow keys, Home and End, wrapping at either end', async () => {
    const { user } = setup(profileWith(issued(HOUR)))
    await user.click(menuButton())
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(document.activeElement).toBe(item('curl command'))
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}')
    expect(document.activeElement).toBe(item('.env line'))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(item('Authorization header'))
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(item('.env line'))
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(item('Authorization header'))
  })

  it('closes on Escape and gives focus back to its button, copying nothing', async () => {
    const { api, user } = setup(profileWith(issued(HOUR)))
    await user.click(menuButton())
    await user.keyboard('{ArrowDown}{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(menuButton().getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(menuButton())
    expect(api.copy).not.toHaveBeenCalled()
  })

  it('opens from the keyboard: ArrowUp on the button starts at the last format', async () => {
    const { user } = setup(profileWith(issued(HOUR)))
    menuButton().focus()
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(item('.env line'))
  })

  it('Enter copies the chosen format and says when the clipboard is cleared', async () => {
    const { api, user } = setup(profileWith(issued(HOUR)))
    await user.click(menuButton())
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(copied(api)).toEqual([{ profileId: 'p1', format: 'curl' }])
    expect(screen.queryByRole('menu')).toBeNull()
    await waitFor(() =>
      expect(copyStatus().textContent).toBe(
        'curl command copied. The clipboard will be cleared in 30 s.',
      ),
    )
    await waitFor(() => expect(document.activeElement).toBe(menuButton()))
  })

  it('Space and a click choose too; a clipboard never cleared is said so', async () => {
    const { api, user } = setup(profileWith(issued(HOUR)), null)
    await user.click(menuButton())
    await user.keyboard('{ArrowDown} ')
    await waitFor(() =>
      expect(copyStatus().textContent).toBe(
        'Token copied. The clipboard is not cleared automatically.',
      ),
    )
    await waitFor(() => expect(menuButton().hasAttribute('disabled')).toBe(false))
    await user.click(menuButton())
    await user.click(item('.env line'))
    await waitFor(() =>
      expect(copyStatus().textContent).toBe(
        '.env line copied. The clipboard is not cleared automatically.',
      ),
    )
    expect(copied(api).map((input) => input.format)).toEqual(['token', 'env'])
  })

  it('Copy header copies the header format', async () => {
    const { api, user } = setup(profileWith(issued(HOUR)))
    await user.click(screen.getByRole('button', { name: 'Copy header' }))
    expect(copied(api)).toEqual([{ profileId: 'p1', format: 'header' }])
    await waitFor(() =>
      expect(copyStatus().textContent).toBe(
        'Authorization header copied. The clipboard will be cleared in 30 s.',
      ),
    )
  })

  it('cannot be opened without a token', () => {
    setup(profileWith({ kind: 'none' }))
    expect(menuButton().hasAttribute('disabled')).toBe(true)
    expect(screen.getByRole('button', { name: 'Copy header' }).hasAttribute('disabled')).toBe(true)
  })
})

describe('copying a token the service will refuse', () => {
  afterEach(resetAll)

  it('asks first; Copy anyway copies the format chosen', async () => {
    const { api, user } = setup(profileWith(issued(25 * HOUR)))
    await user.click(menuButton())
    await user.click(item('curl command'))
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain(
      `This token expired at ${new Date(NOW - HOUR).toLocaleString()}. The service will refuse it.`,
    )
    expect(api.copy).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Copy anyway' }))
    expect(copied(api)).toEqual([{ profileId: 'p1', format: 'curl' }])
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('Renew and copy renews, then copies the format asked for; Escape just closes', async () => {
    const { api, user } = setup(profileWith(issued(25 * HOUR)))
    await user.click(screen.getByRole('button', { name: 'Copy header' }))
    expect(document.activeElement?.textContent).toBe('Renew and copy')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('alert')).toBeNull()
    await user.click(menuButton())
    await user.click(item('curl command'))
    await user.click(
      within(screen.getByRole('alert')).getByRole('button', { name: 'Renew and copy' }),
    )
    expect(api.getToken).toHaveBeenCalledWith({ profileId: 'p1' })
    await waitFor(() => expect(copied(api)).toEqual([{ profileId: 'p1', format: 'curl' }]))
  })

  it('a renewal that fails copies nothing', async () => {
    const { api, user } = setup(profileWith(issued(25 * HOUR)))
    vi.mocked(api.getToken).mockReturnValue(
      Promise.resolve({
        ok: false,
        error: { code: 'network', cause: 'refused', message: 'Down.' },
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Copy header' }))
    await user.click(screen.getByRole('button', { name: 'Renew and copy' }))
    await waitFor(() => expect(api.getToken).toHaveBeenCalledOnce())
    expect(api.copy).not.toHaveBeenCalled()
  })

  it('without a kept password, Renew token asks for it and copies nothing yet', async () => {
    const { api, user } = setup(profileWith(issued(25 * HOUR), { password: 'none' }))
    await user.click(screen.getByRole('button', { name: 'Copy header' }))
    expect(screen.getByRole('alert').textContent).toContain('its password is asked for')
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Renew token' }))
    expect(api.getToken).not.toHaveBeenCalled()
    expect(api.copy).not.toHaveBeenCalled()
  })

  it('says so for a token refused with time left', async () => {
    const { user } = setup(profileWith(issued(HOUR, { rejectedAt: NOW - 60_000 })))
    await user.click(screen.getByRole('button', { name: 'Copy header' }))
    expect(screen.getByRole('alert').textContent).toContain('The service refused this token at')
  })
})

describe('keyboard shortcuts', () => {
  afterEach(resetAll)

  it('C copies the header and R renews, as the buttons announce', async () => {
    const { api, user } = setup(profileWith(issued(HOUR)))
    expect(
      screen.getByRole('button', { name: 'Copy header' }).getAttribute('aria-keyshortcuts'),
    ).toBe('C')
    expect(
      screen.getByRole('button', { name: 'Renew token' }).getAttribute('aria-keyshortcuts'),
    ).toBe('R')
    expect(screen.getByText(/^Shortcuts:/).textContent).toBe(
      'Shortcuts: R renew · C copy header · Ctrl+K switch · Ctrl+F search',
    )
    await user.keyboard('c')
    expect(copied(api)).toEqual([{ profileId: 'p1', format: 'header' }])
    await waitFor(() => expect(useProfileActions.getState().busy['p1']).toBeUndefined())
    await user.keyboard('r')
    expect(api.getToken).toHaveBeenCalledWith({ profileId: 'p1' })
  })

  it('acts only with focus on the profile: its view or nowhere, not another control (WCAG 2.1.4)', async () => {
    const profile = profileWith(issued(HOUR))
    const api = mockApi({
      copy: vi.fn(({ format }: { format: CopyFormat }) =>
        ok({ copied: format, style: 'bearer' as const, clearsAt: null }),
      ),
      getToken: vi.fn(() => ok(profileWith(issued(0)))),
      listRequests: vi.fn(() =>
        ok({ requests: [], history: [], probe: null, targets: probeTargets }),
      ),
      listProfiles: vi.fn(() => ok([profileRow(profile)])),
    })
    useClock.setState({ now: NOW })
    showProfiles({
      profiles: [profileRow(profile)],
      detail: profile,
      selectedId: profile.id,
      status: 'ready',
    })
    const user = userEvent.setup()
    render(
      <>
        <nav>
          <button type="button">New profile</button>
        </nav>
        <main className="pane">
          <ProfileDetail profile={profile} />
        </main>
      </>,
    )
    // Focus on the sidebar's New profile: a spoken or stray "c" and "r" do nothing.
    act(() => screen.getByRole('button', { name: 'New profile' }).focus())
    await user.keyboard('cr')
    expect(api.copy).not.toHaveBeenCalled()
    expect(api.getToken).not.toHaveBeenCalled()
    // Focus on the profile's own Renew token button: C copies its header.
    act(() => screen.getByRole('button', { name: 'Renew token' }).focus())
    await user.keyboard('c')
    expect(copied(api)).toEqual([{ profileId: 'p1', format: 'header' }])
  })

  it('do nothing, and are not offered, once Settings › Keyboard turns them off', async () => {
    useSettings.setState({ settings: { ...defaultSettings, letterShortcuts: false } })
    const { api, user } = setup(profileWith(issued(HOUR)))
    expect(
      screen.getByRole('button', { name: 'Copy header' }).getAttribute('aria-keyshortcuts'),
    ).toBeNull()
    expect(
      screen.getByRole('button', { name: 'Renew token' }).getAttribute('aria-keyshortcuts'),
    ).toBeNull()
    expect(screen.getByText(/^Shortcuts:/).textContent).toBe(
      'Shortcuts: Ctrl+K switch · Ctrl+F search',
    )
    await user.keyboard('cr')
    expect(api.copy).not.toHaveBeenCalled()
    expect(api.getToken).not.toHaveBeenCalled()
    // Turned on again (in another window, say): they act at once.
    act(() => useSettings.setState({ settings: defaultSettings }))
    await user.keyboard('c')
    expect(copied(api)).toEqual([{ profileId: 'p1', format: 'header' }])
  })

  it('leaves letters alone in text fields and with modifiers held', async () => {
    const { api, user } = setup(profileWith(issued(HOUR)))
    await user.click(screen.getByLabelText('Request name'))
    await user.keyboard('cr')
    expect((screen.getByLabelText('Request name') as HTMLInputElement).value).toMatch(/cr$/)
    act(() => (document.activeElement as HTMLElement).blur())
    await user.keyboard('{Control>}c{/Control}{Alt>}r{/Alt}')
    expect(api.copy).not.toHaveBeenCalled()
    expect(api.getToken).not.toHaveBeenCalled()
  })
})
