import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  QuickSwitcher,
  QuickSwitcherOnShortcut,
} from '../../src/renderer/src/components/QuickSwitcher'
import { openPalette } from '../../src/renderer/src/lib/searchShortcut'
import { MAX_PROFILES, paletteFind } from '../../src/renderer/src/lib/paletteEntries'
import { useRenewAll } from '../../src/renderer/src/store/renewAll'
import type { CopyFormat } from '../../src/shared/model/copyFormats'
import { profileRow } from '../../src/shared/model/profile'
import { profileViewFixture } from '../fixtures/profile'
import { HOUR, issued, mockApi, noTargets, ok, probeTargets, resetAll } from './fixtures'
import { useStatus } from '../../src/renderer/src/store/status'
import { useNavigation } from '../../src/renderer/src/store/navigation'
import { useProfileList } from '../../src/renderer/src/store/profileList'

const initialRenewAll = useRenewAll.getState()
afterEach(() => {
  resetAll()
  useRenewAll.setState(initialRenewAll, true)
})

const wayne = profileViewFixture({
  id: 'w1',
  name: 'Wayne portal',
  account: { id: 'W', name: 'Wayne' },
})
const wayneAlt = profileViewFixture({
  id: 'w2',
  name: 'Wayne alt portal',
  account: { id: 'W', name: 'Wayne' },
})
const acme = profileViewFixture({ id: 'a1', name: 'Acme prod', token: issued(HOUR) })

function open(targets: { copy: string | null; verify: string | null } = probeTargets) {
  const onClose = vi.fn()
  const api = mockApi({
    listRequests: vi.fn(() => ok({ requests: [], history: [], probe: null, targets })),
    getProfile: vi.fn(({ profileId }: { profileId: string }) =>
      ok([wayne, wayneAlt, acme].find((p) => p.id === profileId) ?? acme),
    ),
    copy: vi.fn(({ format }: { format: CopyFormat }) =>
      ok({ copied: format, style: 'bearer' as const, clearsAt: null }),
    ),
  })
  useProfileList.setState({
    status: 'ready',
    profiles: [wayneAlt, acme, wayne].map((p) => profileRow(p)),
  })
  render(<QuickSwitcher onClose={onClose} />)
  const field = screen.getByRole('combobox')
  const options = () => within(screen.getByRole('listbox')).queryAllByRole('option')
  const selected = () => options().find((o) => o.getAttribute('aria-selected') === 'true')
  return { onClose, api, field, options, selected }
}

describe('the quick switcher', () => {
  it('lists the best matches only, and says how many more match', () => {
    const many = Array.from({ length: MAX_PROFILES + 7 }, (_, i) =>
      profileRow(profileViewFixture({ id: `p${i}`, name: `Globex ${i}` })),
    )
    const all = paletteFind(many, '')
    expect(all.entries.filter((e) => e.kind === 'profile')).toHaveLength(MAX_PROFILES)
    expect(all.unlisted).toBe(7)
    // Globex 2, 12 and 20 to 26: fewer than the list holds.
    const some = paletteFind(many, 'globex 2')
    expect(some.entries.filter((e) => e.kind === 'profile')).toHaveLength(9)
    expect(some.unlisted).toBe(0)
    expect(paletteFind(many, 'nothing like it')).toEqual({ entries: [], unlisted: 0 })
  })

  it('shows what the list leaves out, and how to reach it', async () => {
    const many = Array.from({ length: MAX_PROFILES + 1 }, (_, i) =>
      profileRow(profileViewFixture({ id: `p${i}`, name: `Globex ${i}` })),
    )
    render(<QuickSwitcher onClose={vi.fn()} />)
    act(() => useProfileList.setState({ status: 'ready', profiles: many }))
    // A live region, there from the start: screen readers say it as it changes.
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('1 more profile: type to find one.')
    await userEvent.type(screen.getByRole('combobox'), 'glo')
    expect(status.textContent).toBe('1 more profile matches: type more to narrow.')
    await userEvent.type(screen.getByRole('combobox'), 'bex 2')
    expect(status.textContent).toBe('')
    expect(screen.getByRole('status')).toBe(status)
  })

  it('lists commands, then profiles ranked as the search ranks them', () => {
    const names = (q: string) =>
      paletteFind(
        [wayneAlt, acme, wayne].map((p) => profileRow(p)),
        q,
      ).entries.map((e) => e.label)
    expect(names('')).toEqual([
      'Renew all',
      'Verify all',
      'Board',
      'New profile',
      'Settings',
      'Wayne alt portal',
      'Acme prod',
      'Wayne portal',
    ])
    expect(names('wayne portal')).toEqual(['Wayne portal', 'Wayne alt portal'])
    expect(names('sett')).toEqual(['Settings'])
    expect(names('board')).toEqual(['Board'])
  })

  it('opens the best match with Enter, keyboard only', async () => {
    const { field, selected, onClose } = open()
    expect(document.activeElement).toBe(field)
    await userEvent.type(field, 'wayne portal')
    expect(selected()?.textContent).toMatch(/^Wayne portal/)
    await userEvent.keyboard('{Enter}')
    expect(onClose).toHaveBeenCalled()
    expect(useNavigation.getState().selectedId).toBe('w1')
  })

  it('before the whole list is in, says so; Enter opens the best match once it is', async () => {
    const { field, onClose } = open()
    act(() => useProfileList.setState({ status: 'loading', profiles: [] }))
    await userEvent.type(field, 'wayne alt')
    await userEvent.keyboard('{Enter}')
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('status').textContent).toBe(
      'The profiles are still loading: Enter opens the best match once they are in.',
    )
    expect(screen.queryByText(/Nothing matches/)).toBeNull()
    act(() =>
      useProfileList.setState({
        status: 'ready',
        profiles: [wayneAlt, acme, wayne].map((p) => profileRow(p)),
      }),
    )
    expect(onClose).toHaveBeenCalled()
    expect(useNavigation.getState().selectedId).toBe('w2')
  })

  it('a query changed after that Enter waits for its own', async () => {
    const { field, onClose } = open()
    act(() => useProfileList.setState({ status: 'loading', profiles: [] }))
    await userEvent.type(field, 'wayne alt')
    await userEvent.keyboard('{Enter}')
    await userEvent.type(field, 'x')
    act(() =>
      useProfileList.setState({
        status: 'ready',
        profiles: [wayneAlt, acme, wayne].map((p) => profileRow(p)),
      }),
    )
    // The switcher stays with the results for the new query, for its own Enter.
    expect(onClose).not.toHaveBeenCalled()
    expect(useNavigation.getState().selectedId).toBeNull()
    expect(screen.getByRole('listbox').dataset['query']).toBe('wayne altx')
  })

  it('→ shows a profile’s actions; Enter copies its header; ← goes back to the same search', async () => {
    const { field, options, selected, api } = open()
    await userEvent.type(field, 'wayne')
    await userEvent.keyboard('{ArrowDown}')
    expect(selected()?.textContent).toMatch(/^Wayne portal/)
    await userEvent.keyboard('{ArrowRight}')
    expect(field).toHaveProperty('value', '')
    await userEvent.keyboard('{ArrowLeft}')
    // Back where it was: the query and the highlighted profile.
    expect(field).toHaveProperty('value', 'wayne')
    expect(selected()?.textContent).toMatch(/^Wayne portal/)
    await userEvent.clear(field)
    await userEvent.type(field, 'acme')
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('heading', { name: 'Actions for Acme prod' })).toBeTruthy()
    expect(options().map((o) => o.textContent)).toEqual([
      'Open',
      'Get a new token',
      'Copy authorization header',
      'Copy curl command',
      'Copy token only',
    ])
    await userEvent.keyboard('{ArrowLeft}')
    expect(screen.getByRole('heading', { name: 'Quick switcher' })).toBeTruthy()
    expect(field).toHaveProperty('value', 'acme')
    await userEvent.keyboard('{ArrowRight}')
    await userEvent.type(field, 'copy auth')
    expect(selected()?.textContent).toBe('Copy authorization header')
    await act(() => userEvent.keyboard('{Enter}'))
    expect(api.copy).toHaveBeenCalledWith({ profileId: 'a1', format: 'header' })
  })

  it('copies a curl command only where there is a request to call; otherwise says what to do', async () => {
    const { api, field, selected } = open(noTargets)
    await userEvent.type(field, 'acme')
    await userEvent.keyboard('{ArrowRight}')
    await userEvent.type(field, 'copy curl')
    expect(selected()?.textContent).toBe('Copy curl command')
    await act(() => userEvent.keyboard('{Enter}'))
    await act(async () => undefined)
    expect(api.copy).not.toHaveBeenCalled()
    expect(useStatus.getState().message?.text).toBe(
      'Nothing copied: save a request under Test requests to copy it as a command.',
    )
  })

  it('copies nothing from a profile without a token, and says to get one first', async () => {
    const { api, field } = open(probeTargets)
    act(() =>
      useProfileList.setState({
        profiles: [wayneAlt, { ...acme, token: { kind: 'none' as const } }, wayne].map((p) =>
          profileRow(p),
        ),
      }),
    )
    await userEvent.type(field, 'acme')
    await userEvent.keyboard('{ArrowRight}')
    await userEvent.type(field, 'copy auth')
    await act(() => userEvent.keyboard('{Enter}'))
    await act(async () => undefined)
    expect(api.copy).not.toHaveBeenCalled()
    expect(useStatus.getState().message?.text).toBe(
      'Nothing copied: “Acme prod” has no token yet. Choose Get a new token first.',
    )
  })

  it('copies a curl command where the profile has a request to call', async () => {
    const { api, field } = open(probeTargets)
    await userEvent.type(field, 'acme')
    await userEvent.keyboard('{ArrowRight}')
    await userEvent.type(field, 'copy curl')
    await act(() => userEvent.keyboard('{Enter}'))
    await vi.waitFor(() =>
      expect(api.copy).toHaveBeenCalledWith({ profileId: 'a1', format: 'curl' }),
    )
  })

  it('reads is:, portal: and host: as the sidebar search does; profiles only then', async () => {
    const { field, options } = open()
    useProfileList.setState({
      profiles: [{ ...wayneAlt, favourite: true }, acme, wayne].map((p) => profileRow(p)),
    })
    await userEvent.type(field, 'is:favourite')
    expect(options().map((o) => o.textContent)).toEqual([
      expect.stringMatching(/^Wayne alt portal/),
    ])
    await userEvent.clear(field)
    await userEvent.type(field, 'is:fav wayne')
    expect(options()).toHaveLength(1)
    // A login that serves other accounts too (main marks its rows).
    act(() =>
      useProfileList.setState({
        profiles: [wayneAlt, acme, wayne].map((p) =>
          p === acme ? { ...profileRow(p), mixedLogin: true as const } : profileRow(p),
        ),
      }),
    )
    await userEvent.clear(field)
    await userEvent.type(field, 'is:shared')
    expect(options().map((o) => o.textContent)).toEqual([expect.stringMatching(/^Acme prod/)])
    // Its account by name and ID: names of a desk's accounts often start alike.
    expect(options()[0]?.textContent).toContain(`${acme.account.name} (${acme.account.id})`)
    await userEvent.type(field, ' wayne')
    expect(options()).toHaveLength(0)
    await userEvent.clear(field)
    await userEvent.type(field, 'is:nothing')
    expect(screen.getByRole('status').textContent).toMatch(
      /^“is:nothing” is not a state: use is:expiring/,
    )
  })

  it('runs a command, and says when nothing matches', async () => {
    const start = vi.fn(() => Promise.resolve())
    useRenewAll.setState({ start })
    const { field, onClose } = open()
    await userEvent.type(field, 'nothing like this')
    expect(screen.getByText('Nothing matches “nothing like this”.')).toBeTruthy()
    await userEvent.clear(field)
    await userEvent.type(field, 'renew')
    await userEvent.keyboard('{Enter}')
    expect(onClose).toHaveBeenCalled()
    expect(start).toHaveBeenCalled()
  })

  it('opens the Board', async () => {
    const { field, onClose } = open()
    await userEvent.type(field, 'board')
    await userEvent.keyboard('{Enter}')
    expect(onClose).toHaveBeenCalled()
    expect(useNavigation.getState().view).toBe('board')
  })
})

describe('the quick switcher on its shortcut', () => {
  it('opens on Ctrl+K (or the global shortcut) and closes on Escape', () => {
    useProfileList.setState({ status: 'ready', profiles: [acme].map((p) => profileRow(p)) })
    render(<QuickSwitcherOnShortcut locked={false} />)
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => openPalette())
    expect(screen.getByRole('dialog', { name: 'Quick switcher' })).toBeTruthy()
    // Escape on a modal <dialog> is its cancel event (jsdom does not send it for the key).
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('does not open behind the lock screen, and closes when the window locks', () => {
    useProfileList.setState({ status: 'ready', profiles: [acme].map((p) => profileRow(p)) })
    const { rerender } = render(<QuickSwitcherOnShortcut locked={true} />)
    act(() => openPalette())
    expect(screen.queryByRole('dialog')).toBeNull()
    rerender(<QuickSwitcherOnShortcut locked={false} />)
    act(() => openPalette())
    expect(screen.getByRole('dialog', { name: 'Quick switcher' })).toBeTruthy()
    rerender(<QuickSwitcherOnShortcut locked={true} />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
