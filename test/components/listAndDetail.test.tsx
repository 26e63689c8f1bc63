import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MainPane } from '../../src/renderer/src/components/MainPane'
import { StatusMessage } from '../../src/renderer/src/components/StatusMessage'
import { startEvents } from '../../src/renderer/src/store/events'
import { useStatus } from '../../src/renderer/src/store/status'
import type { AppError, Result } from '../../src/shared/ipc/errors'
import type { AppEvent } from '../../src/shared/ipc/events'
import { profileRow, type ProfileView } from '../../src/shared/model/profile'
import { profileViewFixture } from '../fixtures/profile'
import { mockApi, ok, resetAll } from './fixtures'
import { useNavigation } from '../../src/renderer/src/store/navigation'
import { useProfileList } from '../../src/renderer/src/store/profileList'

afterEach(() => {
  resetAll()
  useStatus.getState().clear()
})

const acme = profileViewFixture({ id: '6f1c1a52-0a55-4d4e-8f7e-2f3a1b2c3d4e', name: 'Acme' })
const globex = profileViewFixture({
  id: '7a2d2b63-1b66-4e5f-9a8f-3a4b2c3d4e5f',
  name: 'Globex',
  notes: 'Globex notes, only in the detail',
})
const failed = (error: AppError): Promise<Result<ProfileView>> =>
  Promise.resolve({ ok: false, error })

describe('the list gets rows, the detail comes on selection', () => {
  it('fetches the selected profile in full, and again for another selection', async () => {
    const getProfile = vi.fn(({ profileId }: { profileId: string }) =>
      ok(profileId === acme.id ? acme : globex),
    )
    mockApi({ listProfiles: vi.fn(() => ok([acme, globex].map((p) => profileRow(p)))), getProfile })
    render(<MainPane />)
    await act(() => useProfileList.getState().reload())
    expect(getProfile).toHaveBeenLastCalledWith({ profileId: acme.id })
    expect(await screen.findByRole('heading', { name: 'Acme' })).toBeTruthy()

    await act(async () => useNavigation.getState().select(globex.id))
    expect(getProfile).toHaveBeenLastCalledWith({ profileId: globex.id })
    expect(await screen.findByText('Globex notes, only in the detail')).toBeTruthy()
  })

  it('a later selection wins over a slower earlier answer', async () => {
    let answerAcme: (value: Result<ProfileView>) => void = () => undefined
    const getProfile = vi.fn(({ profileId }: { profileId: string }) =>
      profileId === acme.id
        ? new Promise<Result<ProfileView>>((resolve) => (answerAcme = resolve))
        : ok(globex),
    )
    mockApi({ listProfiles: vi.fn(() => ok([acme, globex].map((p) => profileRow(p)))), getProfile })
    render(<MainPane />)
    const loading = act(() => useProfileList.getState().reload())
    await act(async () => useNavigation.getState().select(globex.id))
    answerAcme({ ok: true, value: acme })
    await loading
    expect(await screen.findByRole('heading', { name: 'Globex' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Acme' })).toBeNull()
  })

  it('says why the detail could not be fetched, and Try again fetches it', async () => {
    const getProfile = vi
      .fn()
      .mockReturnValueOnce(failed({ code: 'locked', message: 'Token Desk is locked.' }))
      .mockReturnValue(ok(acme))
    mockApi({ listProfiles: vi.fn(() => ok([profileRow(acme)])), getProfile })
    render(<MainPane />)
    await act(() => useProfileList.getState().reload())
    expect(await screen.findByText(/Token Desk is locked/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Acme' })).toBeTruthy()
  })

  it('a profile gone meanwhile reloads the list instead of asking forever', async () => {
    const listProfiles = vi
      .fn()
      .mockReturnValueOnce(ok([profileRow(acme)]))
      .mockReturnValue(ok([]))
    const getProfile = vi.fn(() => failed({ code: 'not-found', message: 'No such profile.' }))
    mockApi({ listProfiles, getProfile })
    await act(() => useProfileList.getState().reload())
    await vi.waitFor(() => expect(useProfileList.getState().profiles).toEqual([]))
    expect(listProfiles).toHaveBeenCalledTimes(2)
    expect(getProfile).toHaveBeenCalledTimes(1)
  })
})

describe('a write the disk refused', () => {
  it('is shown in the status line as an error', async () => {
    let push: (event: AppEvent) => void = () => undefined
    mockApi({
      onEvent: vi.fn((listener: (event: AppEvent) => void) => {
        push = listener
        return () => undefined
      }),
    })
    startEvents()
    render(<StatusMessage />)
    // Main's words (test/integration/fullDisk.test.ts checks them); the window shows them as they are.
    const message =
      "Could not save to /data/state.journal (ENOSPC: no space left on the disk). Nothing stored before is lost; your latest changes are kept in memory and saved as soon as the disk allows it. Free some space or check the folder's permissions."
    act(() => push({ type: 'storage-error', message }))
    expect(screen.getByRole('status').textContent).toBe(message)
    expect(useStatus.getState().message?.tone).toBe('error')
    // Written after all: the error's "kept in memory" is replaced, not left to time out.
    act(() => push({ type: 'storage-recovered', file: '/data/state.journal' }))
    expect(screen.getByRole('status').textContent).toBe(
      'Saved: the disk takes writes again, and the changes kept in memory are now in /data/state.journal.',
    )
    expect(useStatus.getState().message?.tone).toBe('ok')
  })
})

describe('a pane with nothing to show yet', () => {
  // axe's page-has-heading-one: the window had no first-level heading while profiles loaded.
  it('keeps a first-level heading while loading and with nothing selected', async () => {
    type Rows = Result<readonly ReturnType<typeof profileRow>[]>
    let answer: (value: Rows) => void = () => undefined
    mockApi({
      listProfiles: vi.fn(() => new Promise<Rows>((resolve) => (answer = resolve))),
      getProfile: vi.fn(() => ok(acme)),
    })
    render(<MainPane />)
    const loading = act(() => useProfileList.getState().reload())
    expect(screen.getByText('Loading profiles…')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Token Desk' })).toBeTruthy()
    answer({ ok: true, value: [acme].map((p) => profileRow(p)) })
    await loading
    await act(async () => useNavigation.setState({ selectedId: null }))
    expect(screen.getByText('Select a profile in the list.')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Token Desk' })).toBeTruthy()
  })
})
